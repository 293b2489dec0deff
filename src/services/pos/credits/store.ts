// Shipping credit in DB_POS. One primitive moves a balance (moveCredit); top-ups, grants, shipment
// debits and refunds are built from it. A move is three statements for the caller's own batch:
// the account row (created at 0 if missing), the transaction row (INSERT OR IGNORE: the unique
// (account, ref) index makes a repeated ref a no-op), and the balance update, which runs only when
// the transaction row was just inserted (changes() of the statement before it, same connection,
// same transaction). The credit_not_negative CHECK on the balance refuses a move below zero and
// rolls the whole batch back, so racing debits are decided by the database, never by a read.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { newId } from "../../../platform/ids";
import { newestFirst } from "../../../platform/keyset";
import type { PosScope } from "../context";
import { creditAccounts, creditTopups, creditTransactions } from "../schema";

export type CreditTxRow = typeof creditTransactions.$inferSelect;
export type CreditTxType = CreditTxRow["type"];
export type TopupRow = typeof creditTopups.$inferSelect;

/**
 * The CHECK a move below zero breaks. Callers batching debitCredit map
 * `failedCheck(err) === CREDIT_SHORT` to 409 CONFLICT (not enough shipping credit; nothing written).
 */
export const CREDIT_SHORT = "credit_not_negative";

/** Index, within a builder's statements, of the transaction insert: its meta.changes is 1 when the move happened. */
export const MOVE_STATEMENT = 1;

const T = creditTransactions;
const db = (env: Env) => drizzle(env.DB_POS);

interface Move {
	type: CreditTxType;
	/** Signed: what the balance changes by. */
	delta: number;
	ref: string;
	now: number;
	shipmentId?: string | null;
	reason?: string | null;
	/** The transaction's id when the caller reads it back in the same batch. */
	id?: string;
}

/** The one place a balance moves (see the file comment); a zero move is no statement at all. */
function moveCredit(env: Env, accountId: string, m: Move): D1PreparedStatement[] {
	if (m.delta === 0) return [];
	const d = env.DB_POS;
	return [
		d
			.prepare("INSERT OR IGNORE INTO credit_accounts (account_id, balance, updated_at) VALUES (?1, 0, ?2)")
			.bind(accountId, m.now),
		d
			.prepare(
				`INSERT OR IGNORE INTO credit_transactions
				 (id, account_id, type, amount, balance_after, shipment_id, reason, ref, created_at)
				 SELECT ?1, ?2, ?3, ?4, balance + ?4, ?5, ?6, ?7, ?8 FROM credit_accounts WHERE account_id = ?2`,
			)
			.bind(
				m.id ?? newId("ctx_", m.now),
				accountId,
				m.type,
				m.delta,
				m.shipmentId ?? null,
				m.reason ?? null,
				m.ref,
				m.now,
			),
		d
			.prepare(
				"UPDATE credit_accounts SET balance = balance + ?1, updated_at = ?2 WHERE account_id = ?3 AND changes() = 1",
			)
			.bind(m.delta, m.now, accountId),
	];
}

export interface ShipmentMove {
	amount: number;
	shipmentId: string;
	/** Once per ref: `debit:<shipmentId>:<booking>` / `refund:<shipmentId>:<booking>`. */
	ref: string;
	now: number;
}

/**
 * Takes `amount` off the balance once per ref (a `debit` transaction, amount negative). Too little
 * credit aborts the caller's batch with CREDIT_SHORT; a ref already used changes nothing.
 */
export const debitCredit = (env: Env, accountId: string, m: ShipmentMove) =>
	moveCredit(env, accountId, { type: "debit", delta: -m.amount, ref: m.ref, shipmentId: m.shipmentId, now: m.now });

/** Gives `amount` back once per ref (a `refund` transaction). */
export const refundCredit = (env: Env, accountId: string, m: ShipmentMove) =>
	moveCredit(env, accountId, { type: "refund", delta: m.amount, ref: m.ref, shipmentId: m.shipmentId, now: m.now });

/** An operator's grant (courier claims); each grant has its own ref unless the caller names one. */
export const grantCredit = (
	env: Env,
	accountId: string,
	g: { amount: number; reason: string; now: number; id: string; ref?: string },
) =>
	moveCredit(env, accountId, {
		type: "grant",
		delta: g.amount,
		reason: g.reason,
		ref: g.ref ?? `grant:${g.id}`,
		now: g.now,
		id: g.id,
	});

/** A paid top-up, credited once per checkout session. */
export const topupCredit = (
	env: Env,
	accountId: string,
	t: { amount: number; checkoutSessionId: string; now: number },
) => moveCredit(env, accountId, { type: "topup", delta: t.amount, ref: `topup:${t.checkoutSessionId}`, now: t.now });

export async function balanceOf(env: Env, s: PosScope) {
	const row = await db(env)
		.select({ balance: creditAccounts.balance })
		.from(creditAccounts)
		.where(eq(creditAccounts.accountId, s.workspaceId))
		.get();
	return row?.balance ?? 0;
}

export const listTransactions = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; type?: CreditTxType },
) => newestFirst(db(env), T, s.workspaceId, q, q.type ? eq(T.type, q.type) : undefined);

/** Runs an operator grant and reads back, in the same batch, its transaction and the balance it left. */
export async function runGrant(env: Env, accountId: string, g: { amount: number; reason: string; now: number }) {
	const id = newId("ctx_", g.now);
	const d = env.DB_POS;
	const res = await d.batch([
		...grantCredit(env, accountId, { ...g, id }),
		d.prepare("SELECT * FROM credit_transactions WHERE id = ?").bind(id),
		d.prepare("SELECT balance FROM credit_accounts WHERE account_id = ?").bind(accountId),
	]);
	const tx = res[res.length - 2].results[0] as Record<string, unknown>;
	const acc = res[res.length - 1].results[0] as { balance: number };
	return { tx: rowOf(tx), balance: acc.balance };
}

/** A raw credit_transactions row (snake_case columns) as drizzle's row. */
const rowOf = (r: Record<string, unknown>): CreditTxRow => ({
	id: r.id as string,
	accountId: r.account_id as string,
	type: r.type as CreditTxType,
	amount: r.amount as number,
	balanceAfter: r.balance_after as number,
	shipmentId: (r.shipment_id as string | null) ?? null,
	reason: (r.reason as string | null) ?? null,
	ref: r.ref as string,
	createdAt: r.created_at as number,
});

export async function insertTopup(env: Env, row: TopupRow) {
	await db(env).insert(creditTopups).values(row).run();
}

/** The workspace's top-up a checkout session opened. */
export const topupBySession = async (env: Env, workspaceId: string, checkoutSessionId: string) =>
	(await db(env)
		.select()
		.from(creditTopups)
		.where(and(eq(creditTopups.accountId, workspaceId), eq(creditTopups.checkoutSessionId, checkoutSessionId)))
		.get()) ?? null;

/** Paid: the top-up row marked and the balance credited in one batch, once per session (the ref). */
export async function payTopup(env: Env, t: TopupRow, now: number) {
	const mark = env.DB_POS.prepare(
		"UPDATE credit_topups SET status = 'paid', paid_at = ? WHERE id = ? AND account_id = ? AND status <> 'paid'",
	).bind(now, t.id, t.accountId);
	await env.DB_POS.batch([
		mark,
		...topupCredit(env, t.accountId, { amount: t.amount, checkoutSessionId: t.checkoutSessionId, now }),
	]);
}

/** A session that expired unpaid: pending → expired (a paid one stays paid). */
export async function expireTopup(env: Env, t: TopupRow) {
	await db(env)
		.update(creditTopups)
		.set({ status: "expired" })
		.where(and(eq(creditTopups.id, t.id), eq(creditTopups.accountId, t.accountId), eq(creditTopups.status, "pending")))
		.run();
}
