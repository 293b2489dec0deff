// The `tasks` consumer of translate jobs (kind loc.translate): a message runs chunks of at most CHUNK
// keys, in key id order after the message's cursor (up to CHUNKS_PER_DELIVERY in one delivery). A chunk sends its keys' segments to the MT
// client, rebuilds each value (the ICU gate), writes the values conditionally (only keys that still
// have no translation or a rejected one), then moves the job's cursor and counts — once per cursor,
// so a redelivered message counts nothing twice — and queues the next chunk, or ends the job.
// 429 and unavailable retry the message with backoff; quota (456), credentials (403) and refusals
// fail the job with a readable error. Either end settles the word reservation to the words sent.

import { z } from "zod";
import type { Env } from "../../../env";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { workspaceEnv } from "../../admin/public";
import { glossaryFor } from "../glossary";
import { displayLength, parseIcu } from "../icu";
import { type MtClient, MtError } from "../integrations/deepl";
import { mtClient } from "../integrations/deepl-simulator";
import { rebuild, type SegmentPlan, segmentTexts, toSegments } from "../integrations/icu-segments";
import { lengthWarning } from "../keys";
import {
	advanceJob,
	finishJob,
	type JobRow,
	jobOf,
	type KeyToTranslate,
	keysToTranslate,
	type MachineValue,
	markRunning,
	writeMachine,
} from "./store";
import { machineStatus, queueSend, type Send, TRANSLATE_KIND, type TranslateMessage } from "./translate";
import { countWords } from "./words";

/** Keys per message: one DeepL call of ≤ 50 texts for simple keys, well inside a consumer's time. */
export const CHUNK = 50;
/** Deliveries of a chunk the provider keeps refusing with 429 or 5xx before the job fails (the tasks queue allows 5 retries). */
export const MAX_ATTEMPTS = 5;
/** Backoff of a retried chunk: 5 s doubling, at most 5 minutes (or the provider's Retry-After). */
export const backoff = (attempts: number, retryAfter?: number) =>
	Math.min(Math.max(retryAfter ?? 0, 5 * 2 ** Math.max(attempts - 1, 0)), 300);

const Message = z.object({
	kind: z.literal(TRANSLATE_KIND),
	accountId: z.string().min(1).max(64),
	jobId: z.string().min(1).max(64),
	after: z.string().max(100),
});

interface Planned {
	key: KeyToTranslate;
	plan: SegmentPlan;
}

/** The chunk's keys as segment plans; a key whose source cannot be segmented is a failed key. */
function planKeys(keys: KeyToTranslate[], doNotTranslate: string[]) {
	const planned: Planned[] = [];
	let failed = 0;
	for (const key of keys) {
		try {
			planned.push({ key, plan: toSegments(key.sourceText, { doNotTranslate }) });
		} catch {
			failed++;
		}
	}
	return { planned, failed };
}

/** The rebuilt values (the gate); a key whose rebuild fails is a failed key. */
function rebuildValues(planned: Planned[], out: string[], locale: string) {
	const values: MachineValue[] = [];
	let failed = 0;
	let at = 0;
	for (const { key, plan } of planned) {
		const slice = out.slice(at, at + plan.segments.length);
		at += plan.segments.length;
		try {
			const value = rebuild(plan, slice, locale);
			const parsed = parseIcu(value);
			const warning = parsed.ok ? lengthWarning(key.maxLength, displayLength(parsed.ast)) : null;
			values.push({
				id: newId("tr_"),
				keyId: key.id,
				source: key.sourceText,
				value,
				status: machineStatus(key),
				lengthWarning: warning ? JSON.stringify(warning) : null,
			});
		} catch {
			failed++;
		}
	}
	return { values, failed };
}

/** Translates one chunk of the job and writes it; what it counted. */
async function translateChunk(env: Env, j: JobRow, keys: KeyToTranslate[], client: MtClient) {
	const terms = await glossaryFor(env, { workspaceId: j.accountId }, j.projectId, j.locale);
	const dnt = terms.filter((t) => t.translation == null).map((t) => t.term);
	const { planned, failed: unplanned } = planKeys(keys, dnt);
	const texts = planned.flatMap((p) => segmentTexts(p.plan));
	const out = texts.length ? await client.translate(texts, { source: j.sourceLocale, target: j.locale }) : [];
	const { values, failed } = rebuildValues(planned, out, j.locale);
	const written = await writeMachine(env, j, values, Date.now());
	const words = planned.reduce((n, p) => n + countWords(p.key.sourceText, j.sourceLocale), 0);
	return { done: written.length, failed: unplanned + failed, words };
}

/**
 * One chunk of a translate job with `client`: the cursor to go on from, or null when there is
 * nothing to go on with (the job ended, or this delivery was already counted and is handed on).
 * MtErrors and storage errors propagate (the queue handler decides between retry and failing the job).
 */
async function translateNext(env: Env, m: TranslateMessage, client: MtClient, send: Send): Promise<string | null> {
	const j = await jobOf(env, m.accountId, m.jobId);
	if (!j || j.status === "done" || j.status === "failed") return null;
	if (j.cursor !== m.after) {
		// A redelivery of a chunk already counted: hand on the rest again in case that send was lost.
		if (j.cursor > m.after) await send({ ...m, after: j.cursor });
		return null;
	}
	await markRunning(env, j.id, Date.now());
	const keys = await keysToTranslate(env, j.projectId, j.locale, {
		after: m.after,
		createdBefore: j.createdAt,
		limit: CHUNK,
	});
	if (!keys.length) {
		await finishJob(env, j, "done", null, Date.now());
		return null;
	}
	const counts = await translateChunk(env, j, keys, client);
	const last = (keys[keys.length - 1] as KeyToTranslate).id;
	if (!(await advanceJob(env, j.id, m.after, last, counts, Date.now()))) return null;
	if (keys.length >= CHUNK) return last;
	await finishJob(env, j, "done", null, Date.now());
	return null;
}

/** Runs one chunk of the message and queues the next with `send` (tests drive chunks one by one). */
export async function runTranslateChunk(
	queueEnv: Env,
	m: TranslateMessage,
	client: MtClient,
	send: Send = queueSend(queueEnv),
) {
	const next = await translateNext(await workspaceEnv(queueEnv, m.accountId), m, client, send);
	if (next != null) await send({ ...m, after: next });
}

/** Chunks one delivery runs before handing on: the queue's batch wait (1 s locally) then costs once per 10. */
export const CHUNKS_PER_DELIVERY = 10;
const DELIVERY_BUDGET_MS = 15_000;

/** Runs chunks of the job in this delivery (at most CHUNKS_PER_DELIVERY, ~15 s), then queues the rest. */
export async function runTranslateDelivery(
	queueEnv: Env,
	m: TranslateMessage,
	client: MtClient,
	send: Send = queueSend(queueEnv),
) {
	// The message names its workspace: its shard of DB_LOC is where the job lives (issue 38).
	const env = await workspaceEnv(queueEnv, m.accountId);
	const started = Date.now();
	let current = m;
	for (let n = 1; ; n++) {
		const next = await translateNext(env, current, client, send);
		if (next == null) return;
		current = { ...current, after: next };
		if (n >= CHUNKS_PER_DELIVERY || Date.now() - started > DELIVERY_BUDGET_MS) return send(current);
	}
}

/** The readable error a failed job shows. */
export function jobError(err: unknown): string {
	if (err instanceof MtError) {
		const what: Record<string, string> = {
			quota_exceeded: "the machine-translation quota is used up (DeepL 456)",
			invalid_credentials: "the machine-translation provider refused the API key (DeepL 401/403)",
			rejected: "the machine-translation provider refused the request",
			rate_limited: "the machine-translation provider kept rate-limiting the job (429)",
			unavailable: "the machine-translation provider stayed unavailable",
		};
		return `Machine translation failed: ${what[err.kind] ?? err.kind}: ${err.message}`;
	}
	return `Machine translation failed: ${String((err as Error)?.message ?? err)}`;
}

const retryable = (err: unknown) =>
	!(err instanceof MtError) || err.kind === "rate_limited" || err.kind === "unavailable";

/** The queue handler; `clientOf` picks the MT client (tests pass a stub). */
export const translateJobHandler =
	(clientOf: (env: Env) => MtClient = (env) => mtClient(env)): QueueHandler =>
	async (job, env) => {
		const parsed = Message.safeParse(job.body);
		if (!parsed.success) return log(env, "error", { service: "loc", event: "bad_translate_message" });
		const m = parsed.data;
		try {
			await runTranslateDelivery(env, m, clientOf(env));
		} catch (err) {
			const fields = { service: "loc", jobId: m.jobId, attempts: job.attempts };
			if (retryable(err) && job.attempts < MAX_ATTEMPTS) {
				log(env, "warn", { ...fields, event: "translate_retry", error: String((err as Error)?.message ?? err) });
				return job.retry(backoff(job.attempts, err instanceof MtError ? err.retryAfterSeconds : undefined));
			}
			log(env, "warn", { ...fields, event: "translate_failed", error: String((err as Error)?.message ?? err) });
			const placed = await workspaceEnv(env, m.accountId);
			const j = await jobOf(placed, m.accountId, m.jobId);
			if (j) await finishJob(placed, j, "failed", jobError(err), Date.now());
		}
	};
