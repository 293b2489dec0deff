// Work that must not hold up an answer (a cache refresh, a rate-limit sync, a lastUsedAt write):
// handed to the runtime's waitUntil so it finishes after the response is sent. The imported
// waitUntil (cloudflare:workers) is the request's ctx.waitUntil, reachable from code that has no ctx.
// Errors are the task's own business: a background failure is logged by the task, never thrown here.
import { waitUntil } from "cloudflare:workers";

export function inBackground(task: Promise<unknown>): void {
	const settled = task.catch(() => {});
	try {
		waitUntil(settled);
	} catch {
		// Outside a request (a unit test, module scope): the promise runs on regardless.
	}
}

/** Resolves after `ms` (a trailing flush waiting out its interval inside waitUntil). */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
