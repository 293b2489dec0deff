import type { Env } from "../../../env";
import { locatedEnv } from "../../admin/public";

/** Locator kind of a project id: the public catalogue and the proxy take nothing else (issue 38). */
export const PROJECT_LOCATOR = "loc.project";

/** The env working for the workspace owning `projectId` (a project made before sharding: shard 0). */
export const projectEnv = async <E extends Env>(env: E, projectId: string): Promise<E> =>
	(await locatedEnv(env, PROJECT_LOCATOR, projectId)).env;
