// DB_LOC keys: the bulk PUT as one D1 batch (one transaction), built from json_each statements so
// 2,000 keys are a handful of statements with a few bound values each (D1 allows 100 per statement),
// whatever the payload's size. Each statement is written so SQLite drives it from the payload and
// probes the keys_name index (project, namespace, name) per key: a join the planner could turn around
// (scan the project's keys, then the payload for each) is quadratic, 9 s for 2,000 keys.
import type { Env } from "../../../../env";
import { newId } from "../../../../platform/ids";
import { EVENT_LIST_MAX, type LocEventType, locEventSelect } from "../../events";
import type { KeyWrite } from "../domain";

/** The error text the plan guard raises (SQLite: "JSON path error near 'LOC_KEYS_OVER_PLAN'"). */
export const OVER_PLAN = "LOC_KEYS_OVER_PLAN";

/** A bound JSON value kept well under D1's 2 MB per value (and far under the 1 MiB request body). */
const CHUNK_CHARS = 250_000;

/** Splits JSON-able items into arrays whose JSON stays under CHUNK_CHARS each. */
export function chunkJson(items: unknown[]): string[] {
	const out: string[] = [];
	let part: string[] = [];
	let size = 2;
	for (const item of items) {
		const s = JSON.stringify(item);
		if (part.length && size + s.length + 1 > CHUNK_CHARS) {
			out.push(`[${part.join(",")}]`);
			[part, size] = [[], 2];
		}
		part.push(s);
		size += s.length + 1;
	}
	if (part.length || !out.length) out.push(`[${part.join(",")}]`);
	return out;
}

/** `(SELECT value FROM json_each(?a) UNION ALL …)`: a set split over several bound values, ?from… */
const setOf = (count: number, from: number) =>
	`(${Array.from({ length: count }, (_, i) => `SELECT value FROM json_each(?${from + i})`).join(" UNION ALL ")})`;

// One payload row as the statements read it: [namespace, name, sourceText, placeholders, description, maxLength, context, id]
const J = {
	ns: "j.value ->> 0",
	name: "j.value ->> 1",
	src: "j.value ->> 2",
	ph: "j.value ->> 3",
	descr: "j.value ->> 4",
	ml: "j.value ->> 5",
	ctx: "j.value ->> 6",
	id: "j.value ->> 7",
};
/** The payload's keys that exist, each probed by keys_name (CROSS JOIN keeps the payload outside). */
const matched = `json_each(?1) AS j CROSS JOIN keys AS k ON k.project_id = ?2 AND k.namespace = ${J.ns} AND k.name = ${J.name}`;

export interface PutPlan {
	accountId: string;
	projectId: string;
	rows: KeyWrite[];
	prune: boolean;
	/** Live keys the project may hold after the PUT, or null for unlimited */
	cap: number | null;
	now: number;
}

export interface PutOutcome {
	created: number;
	updated: number;
	archived: number;
	/** Keys whose maxLength changed and that have translations (their lengthWarning is refreshed) */
	resized: Array<{ id: string; maxLength: number | null }>;
	/** Ids of the events the batch may have inserted (dispatch them; one that was not inserted is skipped) */
	events: string[];
}

/**
 * loc.key.created.v1 / loc.key.archived.v1 (issue 41): ONE event per request and kind, listing the
 * keys `where` (SQL over keys, anonymous ? placeholders) selects after the batch's writes — at most
 * EVENT_LIST_MAX of them by namespace and name, with `count` and `more` — and none when it selects
 * nothing. A bulk PUT of 2,000 keys is one event, not 2,000 deliveries per endpoint.
 */
function keysEvent(env: Env, p: PutPlan, type: LocEventType, where: string, binds: unknown[]) {
	const e = { id: newId("evt_", p.now), type, occurredAt: p.now };
	const listed = `SELECT id, namespace, name FROM keys WHERE ${where} ORDER BY namespace, name LIMIT ${EVENT_LIST_MAX}`;
	const data = `json_object('projectId', ?, 'count', c.n,
		'keys', json((SELECT json_group_array(json_object('id', id, 'namespace', namespace, 'name', name)) FROM (${listed}))),
		'more', MAX(c.n - ${EVENT_LIST_MAX}, 0))`;
	const select = `SELECT ? AS account_id, ${data} AS data FROM (SELECT COUNT(*) AS n FROM keys WHERE ${where}) AS c WHERE c.n > 0`;
	return { id: e.id, statement: locEventSelect(env, e, select, [p.accountId, p.projectId, ...binds, ...binds]) };
}

/**
 * The plan guard, first in the batch: the live-key count the PUT leaves (live keys it neither names
 * nor prunes, plus every key it sends) over the cap, and higher than now, raises OVER_PLAN (a JSON
 * path error, which aborts the batch: no table is needed to fail). D1 runs batches one at a time, so
 * a racing PUT's keys are counted. A PUT that adds no live key passes even over a lowered cap.
 */
function guard(env: Env, p: PutPlan, names: string[], namespaces: string): D1PreparedStatement {
	const live = "SELECT COUNT(*) FROM keys WHERE project_id = ?1 AND archived_at IS NULL";
	const kept = p.prune
		? `${live} AND namespace NOT IN (SELECT value FROM json_each(?4))`
		: `${live} AND (namespace || char(31) || name) NOT IN ${setOf(names.length, 5)}`;
	return env.DB_LOC.prepare(
		`SELECT json_extract('{}', CASE WHEN n > ?2 AND n > live THEN '${OVER_PLAN}' ELSE '$' END)
		 FROM (SELECT (${live}) AS live, (${kept}) + ?3 AS n)`,
	).bind(p.projectId, p.cap, p.rows.length, namespaces, ...(p.prune ? [] : names));
}

/** The statements for one chunk of the payload, in the order they must run. */
function chunkStatements(env: Env, p: PutPlan, json: string) {
	const db = env.DB_LOC;
	const resized = db
		.prepare(
			`SELECT k.id, ${J.ml} AS maxLength FROM ${matched}
			 WHERE k.max_length IS NOT ${J.ml} AND EXISTS (SELECT 1 FROM translations WHERE key_id = k.id)`,
		)
		.bind(json, p.projectId);
	// Before the keys change: a new source text sends its approved and machine translations back to review.
	const review = db
		.prepare(
			`UPDATE translations SET status = 'needs_review', reviewer_by = NULL, reviewed_at = NULL, updated_at = ?3
			 WHERE status IN ('approved', 'machine') AND key_id IN (SELECT k.id FROM ${matched} WHERE k.source_text IS NOT ${J.src})`,
		)
		.bind(json, p.projectId, p.now);
	const values = `SELECT ${J.id}, ?3, ?2, ${J.ns}, ${J.name}, ${J.src}, ${J.ph}, ${J.descr}, ${J.ml}, ${J.ctx}, ?4, ?4 FROM json_each(?1) AS j WHERE true`;
	const cols = `INSERT INTO keys (id, account_id, project_id, namespace, name, source_text, placeholders, description, max_length, context, created_at, updated_at)`;
	const create = db
		.prepare(`${cols} ${values} ON CONFLICT (project_id, namespace, name) DO NOTHING`)
		.bind(json, p.projectId, p.accountId, p.now);
	// Every key exists now; only those that differ (or were archived) are written, so changes = updated.
	const update = db
		.prepare(
			`${cols} ${values} ON CONFLICT (project_id, namespace, name) DO UPDATE SET source_text = excluded.source_text,
			 placeholders = excluded.placeholders, description = excluded.description, max_length = excluded.max_length,
			 context = excluded.context, archived_at = NULL, updated_at = excluded.updated_at
			 WHERE source_text IS NOT excluded.source_text OR description IS NOT excluded.description
			 OR max_length IS NOT excluded.max_length OR context IS NOT excluded.context OR archived_at IS NOT NULL`,
		)
		.bind(json, p.projectId, p.accountId, p.now);
	return [resized, review, create, update];
}

/**
 * The PUT in one batch: [guard], per chunk (resized, review, create, update), [prune], its events. Returns the
 * counts, or "over_plan" when the guard refused it (nothing written).
 */
export async function putKeys(env: Env, p: PutPlan): Promise<PutOutcome | "over_plan"> {
	const names = chunkJson(p.rows.map((r) => `${r.namespace}\u001f${r.name}`));
	const namespaces = JSON.stringify([...new Set(p.rows.map((r) => r.namespace))]);
	const chunks = chunkJson(
		p.rows.map((r) => [r.namespace, r.name, r.sourceText, r.placeholders, r.description, r.maxLength, r.context, r.id]),
	);
	const statements = chunks.flatMap((json) => chunkStatements(env, p, json));
	if (p.cap != null) statements.unshift(guard(env, p, names, namespaces));
	if (p.prune)
		statements.push(
			env.DB_LOC.prepare(
				`UPDATE keys SET archived_at = ?2, updated_at = ?2 WHERE project_id = ?1 AND archived_at IS NULL
				 AND namespace IN (SELECT value FROM json_each(?3)) AND (namespace || char(31) || name) NOT IN ${setOf(names.length, 4)}`,
			).bind(p.projectId, p.now, namespaces, ...names),
		);
	// Created: the payload's fresh ids that now name a key (an existing key kept its own id).
	const created = keysEvent(env, p, "loc.key.created.v1", "project_id = ? AND id IN (SELECT value FROM json_each(?))", [
		p.projectId,
		JSON.stringify(p.rows.map((r) => r.id)),
	]);
	// Archived: the prune's keys, stamped with this request's time.
	const archived = p.prune
		? keysEvent(env, p, "loc.key.archived.v1", "project_id = ? AND archived_at = ? AND updated_at = ?", [
				p.projectId,
				p.now,
				p.now,
			])
		: null;
	const events = [created, ...(archived ? [archived] : [])];
	statements.push(...events.map((e) => e.statement));
	let results: D1Result[];
	try {
		results = await env.DB_LOC.batch(statements);
	} catch (err) {
		if (`${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`.includes(OVER_PLAN))
			return "over_plan";
		throw err;
	}
	const body = results.slice(p.cap != null ? 1 : 0, (p.cap != null ? 1 : 0) + chunks.length * 4);
	const out: PutOutcome = {
		created: 0,
		updated: 0,
		archived: p.prune ? (results.at(-1 - events.length)?.meta.changes ?? 0) : 0,
		resized: [],
		events: events.map((e) => e.id),
	};
	body.forEach((r, i) => {
		if (i % 4 === 0) out.resized.push(...(r.results as PutOutcome["resized"]));
		if (i % 4 === 2) out.created += r.meta.changes;
		if (i % 4 === 3) out.updated += r.meta.changes;
	});
	return out;
}
