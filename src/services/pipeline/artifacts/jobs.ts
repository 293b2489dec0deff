import { log } from "../../../platform/log";
import type { TickHandler } from "../../../platform/service-module";
import { EXPIRY_BATCH } from "./domain";
import { deleteArtifactRows, expiredArtifacts } from "./store";

/** Deletes expired artifacts: the objects first, then their rows (a crash between leaves rows to retry). */
export const artifactsTick: TickHandler = async (now, env) => {
	const due = await expiredArtifacts(env, now, EXPIRY_BATCH);
	if (!due.length) return;
	await env.ARTIFACTS.delete(due.map((a) => a.r2Key));
	await deleteArtifactRows(
		env,
		due.map((a) => a.id),
	);
	log(env, "info", { service: "ci", event: "artifacts_expired", count: due.length });
};
