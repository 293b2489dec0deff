import { keyedId, newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import type { ContactInput } from "./schemas";
import {
	type ContactWrite,
	joinListStatements,
	quotaStatements,
	type RawContact,
	runContactBatch,
	upsertStatements,
} from "./store";
import { clearTombstonesStatement, erasedAmong } from "./store/erased";
import { contactsCap, contactWrite } from "./write";

export interface ImportInput {
	rows: ContactInput[];
	listName?: string;
	skipExisting: boolean;
	/** true: rows of erased contacts are written again and their tombstones removed; otherwise skipped as "erased". */
	allowErased?: boolean;
}

export interface ImportOutcome {
	created: number;
	updated: number;
	skipped: number;
	errors: { index: number; reason: string }[];
	listId: string | null;
}

export const NO_IDENTITY = "email or phone is required";
/** The errors reason of a row whose contact was erased (POST /contacts/{id}/erase) and allowErased was not sent. */
export const ERASED = "erased";

/**
 * POST /contacts/import (and each chunk of a CSV job): one D1 batch — the cap's before-count, one
 * upsert per row (RETURNING tells an insert from an update), the list and its new members, the
 * cap's after-count. A write past the cap rolls back whole. `indexOf` numbers errors by the row's
 * place in its file (a CSV chunk holds rows from all over the file). `idempotencyKey` is the
 * request's (POST /contacts/import), so a second run of it answers the first run's counts.
 */
export async function importContacts(
	ctx: MktCtx,
	s: MktScope,
	input: ImportInput,
	indexOf = (i: number) => i,
	idempotencyKey?: string,
): Promise<ImportOutcome> {
	const now = Date.now();
	const errors: ImportOutcome["errors"] = [];
	const writes: ContactWrite[] = [];
	const candidates: { index: number; write: ContactWrite }[] = [];
	for (const [i, row] of input.rows.entries()) {
		if (!row.email && !row.phone) errors.push({ index: indexOf(i), reason: NO_IDENTITY });
		else candidates.push({ index: indexOf(i), write: await contactWrite(row, now, { source: "csv_import" }) });
	}
	// One tombstone lookup for the whole request (or chunk): erased identities are skipped unless allowed.
	const hashes = candidates.map((c) => c.write.identityHash);
	const erased = input.allowErased ? new Set<string>() : await erasedAmong(ctx.env, s, hashes);
	for (const c of candidates)
		if (erased.has(c.write.identityHash)) errors.push({ index: c.index, reason: ERASED });
		else writes.push(c.write);
	errors.sort((a, b) => a.index - b.index);
	const cap = await contactsCap(ctx, s);
	// The write's id marks the rows it creates (created_by) and touches. Under an Idempotency-Key it is
	// fixed by the key: a run again after the first answer was lost (the process died) counts the rows
	// the first run created as created, so it answers what the first run would have.
	const writeId = idempotencyKey
		? await keyedId("imp_", `import:${s.workspaceId}:${idempotencyKey}`)
		: newId("imp_", now);
	const quota = quotaStatements(ctx.env, s, cap);
	const list = input.listName
		? joinListStatements(ctx.env, s, newId("", now).toLowerCase(), input.listName, writeId, now)
		: [];
	// allowErased: the tombstones go first in the batch, so the upserts' guard lets the rows in.
	const clear = input.allowErased && writes.length ? [clearTombstonesStatement(ctx.env, s, hashes)] : [];
	const res = await runContactBatch(
		ctx.env,
		[
			...clear,
			quota.before,
			...upsertStatements(ctx.env, s, writes, writeId, now, input.skipExisting),
			...list,
			quota.after,
		],
		cap,
	);
	const out: ImportOutcome = { created: 0, updated: 0, skipped: errors.length, errors, listId: null };
	// A second row with the same identity in one import updates the row the first one created.
	const seen = new Set<string>();
	writes.forEach((w, i) => {
		const row = res[clear.length + 1 + i].results[0] as RawContact | undefined;
		if (!row) out.skipped++;
		else if (row.created_by === writeId && !seen.has(w.identityHash)) out.created++;
		else out.updated++;
		seen.add(w.identityHash);
	});
	if (list.length) out.listId = (res[res.length - 2].results[0] as { id: string } | undefined)?.id ?? null;
	return out;
}
