// POST /projects/{id}/translate (issue 24): selects the keys a locale lacks (no translation, or a
// rejected one), fills exact memory hits at once, estimates the words of the rest, reserves them
// against the plan's budget and queues the job on `tasks` — or answers the job already queued or
// running for that project and locale.
import type { Env } from "../../../env";
import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { planLimits } from "../access/plans";
import { type LocScope, notFound, ruleBroken } from "../context";
import { displayLength, gate, type Placeholder } from "../icu";
import { lengthWarning } from "../keys";
import { sourceHash } from "../memory";
import { canonicalTag, projectOf } from "../projects";
import {
	activeJob,
	finishJob,
	insertJob,
	type JobRow,
	jobOf,
	type KeyToTranslate,
	keysToTranslate,
	listJobs,
	type MachineValue,
	memoryTargets,
	targetEnabled,
	wordsUsed,
} from "./store";
import { countWords, overBudget, type WordBudget, wordBudget } from "./words";

export const TRANSLATE_KIND = "loc.translate";

/** The tasks message of one chunk: keys after `after` (a key id, "" for the first). */
export interface TranslateMessage {
	kind: typeof TRANSLATE_KIND;
	accountId: string;
	jobId: string;
	after: string;
}
export type Send = (m: TranslateMessage) => Promise<void>;
export const queueSend =
	(env: Env): Send =>
	async (m) => {
		await env.TASKS.send(m);
	};

/** The value a machine write stores: machine, or needs_review in a gated namespace. */
export const machineStatus = (k: KeyToTranslate) => (k.reviewPolicy === "gated" ? "needs_review" : "machine");

/** The key's value, when an approved memory target for its normalised source passes the gate. */
function memoryValue(k: KeyToTranslate, target: string | undefined, locale: string): MachineValue | null {
	if (target == null) return null;
	const g = gate(JSON.parse(k.placeholders) as Placeholder[], target, locale);
	if (!g.ok) return null;
	const warning = lengthWarning(k.maxLength, displayLength(g.ast));
	return {
		id: newId("tr_"),
		keyId: k.id,
		source: k.sourceText,
		value: target,
		status: machineStatus(k),
		lengthWarning: warning ? JSON.stringify(warning) : null,
	};
}

async function memoryHits(env: Env, accountId: string, source: string, locale: string, keys: KeyToTranslate[]) {
	const hashes = await Promise.all(keys.map((k) => sourceHash(k.sourceText)));
	const found = new Map(
		(await memoryTargets(env, accountId, source, locale, [...new Set(hashes)])).map((m) => [m.sourceHash, m.target]),
	);
	const hits: MachineValue[] = [];
	let words = 0;
	keys.forEach((k, i) => {
		const hit = memoryValue(k, found.get(hashes[i] as string), locale);
		if (hit) hits.push(hit);
		else words += countWords(k.sourceText, source);
	});
	return { hits, words };
}

/** The locale as a translate job may target it: an enabled target of the project, else 422. */
async function targetLocale(env: Env, projectId: string, tag: string) {
	const locale = canonicalTag(tag);
	const enabled = locale ? await targetEnabled(env, projectId, locale) : null;
	if (!locale || !enabled)
		throw ruleBroken(`${tag} is not an enabled target locale of this project; add or enable it first`, "locale");
	return locale;
}

export interface StartAnswer {
	job: JobRow;
	alreadyQueued: boolean;
}

/** POST /projects/{id}/translate; `send` queues the first chunk (tests pass their own). */
export async function startTranslate(
	env: Env,
	s: LocScope,
	projectId: string,
	tag: string,
	send: Send = queueSend(env),
): Promise<StartAnswer> {
	const project = await projectOf(env, s, projectId);
	const locale = await targetLocale(env, project.id, tag);
	const queued = await activeJob(env, project.id, locale);
	if (queued) return { job: queued, alreadyQueued: true };
	const now = Date.now();
	const keys = await keysToTranslate(env, project.id, locale, { after: "", createdBefore: now, limit: -1 });
	const { hits, words } = await memoryHits(env, s.workspaceId, project.sourceLocale, locale, keys);
	const budget = wordBudget((await planLimits(env, s)).plan, now);
	const row: JobRow = {
		id: newId("tj_", now),
		accountId: s.workspaceId,
		projectId: project.id,
		type: "translate",
		locale,
		sourceLocale: project.sourceLocale,
		status: "queued",
		estimatedKeys: keys.length,
		estimatedWords: words,
		memoryHits: hits.length,
		doneKeys: hits.length,
		failedKeys: 0,
		reservedWords: words,
		usedWords: 0,
		period: budget.period,
		cursor: "",
		pagesCrawled: 0,
		pagesFailed: 0,
		robots: null,
		error: null,
		createdAt: now,
		updatedAt: now,
		finishedAt: null,
	};
	const inserted = await insertOrActive(env, row, budget, hits);
	if (inserted !== true) return inserted;
	await enqueue(env, row, send);
	return { job: row, alreadyQueued: false };
}

/** true when the job was inserted; the active job when another request queued one first; 403 over budget. */
async function insertOrActive(env: Env, row: JobRow, budget: WordBudget, hits: MachineValue[]) {
	try {
		if (await insertJob(env, row, budget.cap, hits)) return true as const;
	} catch (err) {
		if (!isUniqueViolation(err)) throw err;
		const other = await activeJob(env, row.projectId, row.locale);
		if (other) return { job: other, alreadyQueued: true };
		throw err;
	}
	const used = await wordsUsed(env, row.accountId, row.period);
	throw overBudget(row.estimatedWords, (budget.cap ?? 0) - used, budget);
}

/** Sends the first chunk; a job that cannot be queued fails at once (and gives its words back). */
async function enqueue(env: Env, row: JobRow, send: Send) {
	try {
		await send({ kind: TRANSLATE_KIND, accountId: row.accountId, jobId: row.id, after: "" });
	} catch (err) {
		await finishJob(env, row, "failed", "The job could not be queued; try again", Date.now());
		throw err;
	}
}

/** GET /projects/jobs/{jobId}: another account's job is 404. */
export async function getJob(env: Env, s: LocScope, id: string) {
	const j = await jobOf(env, s.workspaceId, id);
	if (!j) throw notFound("job");
	return j;
}

export { listJobs };
