// The masked values a job's trace must not store (issue 41): the project's masked variables,
// looked up once per job and isolate and kept for MASKS_MS, so the trace path (several appends a
// second, trusted without D1 for a while: auth.ts traceTrust) stays one Durable Object call. A
// variable changed while a job runs does not matter: the job was handed the values it had then.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { jobTokenEnv } from "../access/locate";
import { maskedValues } from "../variables";
import { jobProjectOf } from "./store";

const MASKS_MS = 10 * 60_000;
const MASKS_MAX = 1_000;
const cache = new Map<string, { values: string[]; until: number }>();

/** The job's masked values (the token was checked by traceJobOf). */
export async function traceMasks(c: Context<AppEnv>, jobId: string, token: string): Promise<string[]> {
	const now = Date.now();
	const hit = cache.get(jobId);
	if (hit && hit.until > now) return hit.values;
	const at = await jobTokenEnv(c.env, token);
	const job = await jobProjectOf(at.env, jobId);
	const values = job ? await maskedValues(at.env, { workspaceId: job.accountId }, job.projectId) : [];
	if (cache.size >= MASKS_MAX) cache.delete(cache.keys().next().value as string);
	cache.set(jobId, { values, until: now + MASKS_MS });
	return values;
}
