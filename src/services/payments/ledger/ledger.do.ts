import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import { workspaceEnv } from "../../admin/public";
import { IDEMPOTENCY_KEY_CONFLICT } from "../access/idempotency";
import { dispatchPaymentsEvents } from "../events/index";
import { markDue, PAYOUT_RUNNER } from "./clock";
import {
	type BalanceView,
	type BankAccountView,
	type EntryRow,
	type EntryView,
	type Environment,
	entryView,
	fail,
	filters,
	GATEWAY_POLL_MS,
	type LedgerBalanceView,
	type LedgerResult,
	type LedgerScope,
	MIGRATIONS,
	methodOf,
	notFound,
	OUTBOX_BATCH,
	type PayoutRailInfo,
	type PayoutRow,
	type PayoutView,
	payoutView,
	type Rail,
	type RunDueResult,
	type ScheduleOutcome,
	type ScheduleRow,
	type ScheduleView,
	SIMULATED_RAIL_DELAY_MS,
	SYNC_RETRY_MS,
} from "./contract";
import { ENTRY_CODES, type EntryCode, type SourceType, settlementProblem } from "./domain/ledger";
import { fitsBalance } from "./domain/money";
import {
	type BankAccount,
	type BankOverrides,
	balanceOf,
	eventForMove,
	INVALID_AMOUNT_MESSAGE,
	insufficientBalance,
	isPositiveAmount,
	type PayoutStatus,
	resolveDestination,
	stampsForMove,
	transitionRefusal,
} from "./domain/payouts";
import { dueState, type Interval, normalizeRule, SCHEDULE_TIMEZONE, type Weekday } from "./domain/schedules";

export type {
	BalanceView,
	BankAccountView,
	EntryView,
	Environment,
	LedgerBalanceView,
	LedgerFailure,
	LedgerResult,
	LedgerScope,
	PayoutRailInfo,
	PayoutView,
	Rail,
	RunDueResult,
	ScheduleOutcome,
	ScheduleView,
} from "./contract";
export { GATEWAY_POLL_MS, SIMULATED_RAIL_DELAY_MS } from "./contract";

/**
 * The money of one workspace in one environment (DESIGN §1): ledger entries, balances, payouts,
 * payout idempotency keys, the default bank account, payout schedules and an event outbox.
 * Every public method that writes does so in exactly one `transactionSync`, so a throw anywhere
 * rolls the whole operation back and two requests never interleave inside one. Nothing else
 * writes money. After each operation the outbox is flushed to DB_PAY `events` and the object's
 * next due time is published to DB_PAY `due_work`; both are retried by the alarm on failure.
 */

export class PaymentsLedger extends DurableObject<Env> {
	private sql: SqlStorage;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.sql = ctx.storage.sql;
		ctx.storage.transactionSync(() => this.migrate());
	}

	private migrate() {
		this.sql.exec("CREATE TABLE IF NOT EXISTS schema_version (v INTEGER NOT NULL)");
		const current = this.sql.exec<{ v: number }>("SELECT v FROM schema_version").toArray()[0]?.v ?? 0;
		for (let v = current; v < MIGRATIONS.length; v++) this.sql.exec(MIGRATIONS[v]);
		if (current === 0) this.sql.exec("INSERT INTO schema_version (v) VALUES (?)", MIGRATIONS.length);
		else if (current < MIGRATIONS.length) this.sql.exec("UPDATE schema_version SET v = ?", MIGRATIONS.length);
	}

	// ---------------------------------------------------------------- scope and clock

	private meta(k: string): string | null {
		return this.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = ?", k).toArray()[0]?.v ?? null;
	}
	private setMeta(k: string, v: string) {
		this.sql.exec("INSERT INTO meta (k, v) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET v = excluded.v", k, v);
	}

	/** The object learns its owner on first use and refuses any other afterwards: a misrouted call can never touch another tenant's money. */
	private bind(s: LedgerScope) {
		const owner = `${s.workspaceId}:${s.environment}`;
		const known = this.meta("owner");
		if (known === null) this.setMeta("owner", owner);
		else if (known !== owner) throw new Error(`PaymentsLedger owned by ${known} was called for ${owner}`);
	}
	private scope(): LedgerScope | null {
		const owner = this.meta("owner");
		if (!owner) return null;
		const i = owner.lastIndexOf(":");
		return { workspaceId: owner.slice(0, i), environment: owner.slice(i + 1) as Environment };
	}

	/** Test-clock offset (test environment only; live is always real time). */
	private offset(): number {
		return Number(this.meta("clock_offset_ms") ?? 0);
	}
	private clock(): number {
		return Date.now() + this.offset();
	}

	/** Runs one operation: bind the owner, one SQLite transaction, then publish events and due time. */
	private async op<T>(s: LedgerScope, fn: (now: number) => T): Promise<T> {
		const out = this.ctx.storage.transactionSync(() => {
			this.bind(s);
			return fn(this.clock());
		});
		await this.syncOut();
		return out;
	}
	private read<T>(s: LedgerScope, fn: (now: number) => T): T {
		return this.ctx.storage.transactionSync(() => {
			this.bind(s);
			return fn(this.clock());
		});
	}

	async now(s: LedgerScope): Promise<{ now: number; offsetMs: number }> {
		return this.read(s, (now) => ({ now, offsetMs: this.offset() }));
	}

	/** Moves the test clock forward. Live objects refuse: their clock is the wall clock. */
	async advanceClock(s: LedgerScope, seconds: number): Promise<LedgerResult<{ now: number; offsetMs: number }>> {
		if (s.environment !== "test") return notFound("test clock (live mode has none)");
		if (!Number.isSafeInteger(seconds) || seconds <= 0)
			return fail(400, "validation_error", "seconds must be a positive integer", "seconds");
		return this.op(s, () => {
			const offsetMs = this.offset() + seconds * 1000;
			this.setMeta("clock_offset_ms", String(offsetMs));
			return { ok: true as const, now: Date.now() + offsetMs, offsetMs };
		});
	}

	// ---------------------------------------------------------------- ledger

	private balanceRow(currency: string) {
		const r = this.sql
			.exec<{ ledger_balance: number; locked: number }>(
				"SELECT ledger_balance, locked FROM balances WHERE currency = ?",
				currency,
			)
			.toArray()[0];
		return balanceOf(currency, r?.ledger_balance ?? 0, r?.locked ?? 0);
	}
	/** The only place balances change; the table's CHECK makes available < 0 impossible to commit. */
	private adjust(currency: string, ledgerDelta: number, lockedDelta: number) {
		// UPDATE first: an upsert would CHECK the would-be-inserted deltas and refuse a plain debit.
		const updated = this.sql.exec(
			"UPDATE balances SET ledger_balance = ledger_balance + ?, locked = locked + ? WHERE currency = ?",
			ledgerDelta,
			lockedDelta,
			currency,
		).rowsWritten;
		if (!updated)
			this.sql.exec(
				"INSERT INTO balances (currency, ledger_balance, locked) VALUES (?, ?, ?)",
				currency,
				ledgerDelta,
				lockedDelta,
			);
	}

	private entryBySource(code: EntryCode, sourceType: SourceType, sourceId: string): EntryRow | undefined {
		return this.sql
			.exec<EntryRow>(
				"SELECT * FROM entries WHERE code = ? AND source_type = ? AND source_id = ?",
				code,
				sourceType,
				sourceId,
			)
			.toArray()[0];
	}

	/** Inserts one entry and moves the balance by it; `lockedDelta` applies in the same UPDATE (a paid payout consumes its lock). */
	private post(
		txn: string,
		code: EntryCode,
		amount: number,
		currency: string,
		sourceId: string,
		description: string,
		now: number,
		lockedDelta = 0,
	): EntryRow {
		const { direction, sourceType } = ENTRY_CODES[code];
		// Every credit path refuses an overflow gracefully first; this throw (rolling the operation back) is the backstop.
		if (direction === "credit" && !fitsBalance(this.balanceRow(currency).ledgerBalance, amount))
			throw new Error(`${currency} balance would pass 2^53 - 1`);
		const row: EntryRow = {
			id: newId("le_"),
			transaction_id: txn,
			code,
			direction,
			amount,
			currency,
			source_type: sourceType,
			source_id: sourceId,
			description,
			posted_at: now,
		};
		this.sql.exec(
			"INSERT INTO entries (id, transaction_id, code, direction, amount, currency, source_type, source_id, description, posted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
			row.id,
			row.transaction_id,
			row.code,
			row.direction,
			row.amount,
			row.currency,
			row.source_type,
			row.source_id,
			row.description,
			row.posted_at,
		);
		this.adjust(currency, direction === "credit" ? amount : -amount, lockedDelta);
		return row;
	}

	/**
	 * A cleared payment: credit the amount (sourceType payment) and debit its fee (sourceType fee)
	 * in one transaction. Idempotent per paymentId: the second call posts nothing and returns the
	 * first transaction; the same id with other figures is a 409 conflict.
	 */
	async settle(
		s: LedgerScope,
		input: { paymentId: string; amount: number; fee?: number; currency: string; description?: string },
	): Promise<LedgerResult<{ posted: boolean; transactionId: string; entries: EntryView[] }>> {
		const p = { ...input, fee: input.fee ?? 0 };
		const problem = settlementProblem(p);
		if (problem) return fail(400, "validation_error", problem.message, problem.param);
		return this.op(s, (now) => {
			const prior = this.entryBySource("payment", "payment", p.paymentId);
			if (prior) {
				const fee = this.entryBySource("fee", "fee", p.paymentId);
				if (prior.amount !== p.amount || prior.currency !== p.currency || (fee?.amount ?? 0) !== p.fee) {
					return fail(
						409,
						"conflict",
						`Payment ${p.paymentId} was already settled with different figures`,
						"paymentId",
					);
				}
				return {
					ok: true as const,
					posted: false,
					transactionId: prior.transaction_id,
					entries: [prior, ...(fee ? [fee] : [])].map(entryView),
				};
			}
			if (!fitsBalance(this.balanceRow(p.currency).ledgerBalance, p.amount)) return this.balanceLimit(p.currency);
			const txn = newId("ltx_");
			const entries = [
				this.post(
					txn,
					"payment",
					p.amount,
					p.currency,
					p.paymentId,
					p.description ?? `Payment ${p.paymentId} settled`,
					now,
				),
			];
			if (p.fee > 0)
				entries.push(this.post(txn, "fee", p.fee, p.currency, p.paymentId, `Fee for payment ${p.paymentId}`, now));
			return { ok: true as const, posted: true, transactionId: txn, entries: entries.map(entryView) };
		});
	}

	/** A refund debits the balance; it may not dig into money locked by payouts. Idempotent per refundId. */
	async refund(
		s: LedgerScope,
		input: { refundId: string; amount: number; currency: string; paymentId?: string },
	): Promise<LedgerResult<{ posted: boolean; transactionId: string; entry: EntryView }>> {
		if (!input.refundId || input.refundId.length > 255)
			return fail(400, "validation_error", "refundId is 1-255 characters", "refundId");
		if (!isPositiveAmount(input.amount)) return fail(400, "invalid_amount", INVALID_AMOUNT_MESSAGE, "amount");
		return this.op(s, (now) => {
			const prior = this.entryBySource("refund", "refund", input.refundId);
			if (prior) {
				if (prior.amount !== input.amount || prior.currency !== input.currency) {
					return fail(
						409,
						"conflict",
						`Refund ${input.refundId} was already posted with different figures`,
						"refundId",
					);
				}
				return { ok: true as const, posted: false, transactionId: prior.transaction_id, entry: entryView(prior) };
			}
			const refusal = insufficientBalance(input.amount, this.balanceRow(input.currency));
			if (refusal) return fail(409, "insufficient_balance", refusal.replace(/^Payout/, "Refund"), "amount");
			const txn = newId("ltx_");
			const what = input.paymentId
				? `Refund ${input.refundId} of payment ${input.paymentId}`
				: `Refund ${input.refundId}`;
			return {
				ok: true as const,
				posted: true,
				transactionId: txn,
				entry: entryView(this.post(txn, "refund", input.amount, input.currency, input.refundId, what, now)),
			};
		});
	}

	/**
	 * The provider failed a refund whose debit was posted at acceptance: one credit (code
	 * refund_failure, same refund id) returns the amount. Idempotent per refund id; a refund the
	 * ledger never debited posts nothing.
	 */
	async refundFailure(
		s: LedgerScope,
		input: { refundId: string },
	): Promise<LedgerResult<{ posted: boolean; transactionId: string | null }>> {
		return this.op(s, (now) => {
			const debit = this.entryBySource("refund", "refund", input.refundId);
			if (!debit) return { ok: true as const, posted: false, transactionId: null };
			const prior = this.entryBySource("refund_failure", "refund", input.refundId);
			if (prior) return { ok: true as const, posted: false, transactionId: prior.transaction_id };
			if (!fitsBalance(this.balanceRow(debit.currency).ledgerBalance, debit.amount))
				return this.balanceLimit(debit.currency);
			const txn = newId("ltx_");
			this.post(
				txn,
				"refund_failure",
				debit.amount,
				debit.currency,
				input.refundId,
				`Refund ${input.refundId} failed; the amount returned`,
				now,
			);
			return { ok: true as const, posted: true, transactionId: txn };
		});
	}

	/** A credit that would take a balance past 2^53 − 1, where JavaScript numbers stop being exact, is refused. */
	private balanceLimit(currency: string) {
		return fail(
			409,
			"balance_limit_exceeded",
			`This credit would take the ${currency} balance past ${Number.MAX_SAFE_INTEGER} minor units; pay some of it out first`,
			"amount",
		);
	}

	async balances(s: LedgerScope, currency?: string): Promise<BalanceView[]> {
		return this.read(s, () =>
			this.sql
				.exec<{ currency: string; ledger_balance: number; locked: number }>(
					`SELECT currency, ledger_balance, locked FROM balances ${currency ? "WHERE currency = ?" : ""} ORDER BY currency`,
					...(currency ? [currency] : []),
				)
				.toArray()
				.map((r) => balanceOf(r.currency, r.ledger_balance, r.locked)),
		);
	}

	async ledgerBalances(s: LedgerScope, currency?: string): Promise<LedgerBalanceView[]> {
		return this.read(s, () =>
			this.sql
				.exec<{ currency: string; credits: number; debits: number; n: number }>(
					`SELECT currency,
						COALESCE(SUM(CASE WHEN direction = 'credit' THEN amount END), 0) AS credits,
						COALESCE(SUM(CASE WHEN direction = 'debit' THEN amount END), 0) AS debits,
						COUNT(*) AS n
					 FROM entries ${currency ? "WHERE currency = ?" : ""} GROUP BY currency ORDER BY currency`,
					...(currency ? [currency] : []),
				)
				.toArray()
				.map((r) => ({
					currency: r.currency,
					ledgerBalance: r.credits - r.debits,
					totalCredits: r.credits,
					totalDebits: r.debits,
					entryCount: r.n,
				})),
		);
	}

	/** Newest first by (postedAt, id); returns up to limit + 1 rows so the caller can page. */
	async listEntries(
		s: LedgerScope,
		q: {
			sourceType?: SourceType;
			sourceId?: string;
			currency?: string;
			limit: number;
			cursor?: { t: number; id: string } | null;
		},
	): Promise<EntryView[]> {
		return this.read(s, () => {
			const w = filters();
			if (q.sourceType) w.add("source_type = ?", q.sourceType);
			if (q.sourceId) w.add("source_id = ?", q.sourceId);
			if (q.currency) w.add("currency = ?", q.currency);
			if (q.cursor) w.add("(posted_at < ? OR (posted_at = ? AND id < ?))", q.cursor.t, q.cursor.t, q.cursor.id);
			return this.sql
				.exec<EntryRow>(
					`SELECT * FROM entries ${w.where()} ORDER BY posted_at DESC, id DESC LIMIT ?`,
					...w.args,
					q.limit + 1,
				)
				.toArray()
				.map(entryView);
		});
	}

	// ---------------------------------------------------------------- payouts

	private payoutRow(id: string): PayoutRow | undefined {
		return this.sql.exec<PayoutRow>("SELECT * FROM payouts WHERE id = ?", id).toArray()[0];
	}

	private bankRow(): (BankAccount & { created_at: number; updated_at: number }) | null {
		const r = this.sql
			.exec<{
				bank_code: string | null;
				bank_name: string;
				bank_account_number: string;
				bank_account_holder: string;
				created_at: number;
				updated_at: number;
			}>("SELECT * FROM bank_account WHERE id = 1")
			.toArray()[0];
		return r
			? {
					bankCode: r.bank_code,
					bankName: r.bank_name,
					bankAccountNumber: r.bank_account_number,
					bankAccountHolder: r.bank_account_holder,
					created_at: r.created_at,
					updated_at: r.updated_at,
				}
			: null;
	}

	private emit(type: string, payout: PayoutRow, now: number) {
		this.sql.exec(
			"INSERT INTO outbox (id, type, occurred_at, data) VALUES (?, ?, ?, ?)",
			newId("evt_"),
			type,
			now,
			JSON.stringify(payoutView(payout)),
		);
	}

	/** Inserts a pending payout and locks its amount; the caller has checked the balance and destination. */
	private insertPayout(
		p: {
			amount: number;
			currency: string;
			bank: BankAccount;
			note: string | null;
			rail: Rail;
			origin: "api" | "schedule";
		},
		now: number,
	): PayoutRow {
		const row: PayoutRow = {
			id: newId("po_"),
			amount: p.amount,
			currency: p.currency,
			status: "pending",
			method: methodOf(p.rail),
			rail: p.rail,
			origin: p.origin,
			bank_code: p.bank.bankCode,
			bank_name: p.bank.bankName,
			bank_account_number: p.bank.bankAccountNumber,
			bank_account_holder: p.bank.bankAccountHolder,
			note: p.note,
			reference: null,
			failure_reason: null,
			ledger_entry_id: null,
			processed_at: null,
			created_at: now,
			completed_at: null,
			updated_at: now,
			rail_next_at:
				p.rail === "simulated" ? now + SIMULATED_RAIL_DELAY_MS : p.rail === "gateway_a" ? now + GATEWAY_POLL_MS : null,
			submitted_at: null,
			reversed_at: null,
		};
		const cols = Object.keys(row);
		this.sql.exec(
			`INSERT INTO payouts (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
			...Object.values(row),
		);
		this.adjust(p.currency, 0, p.amount);
		return row;
	}

	/**
	 * Creates a payout. The Idempotency-Key is stored in this same transaction, so a retried or
	 * racing create with one key locks money once: the first commits, every later one replays its
	 * response (or gets 409 idempotency_key_conflict when the body differs). Refusals store nothing, so the key
	 * can be retried once the reason is fixed.
	 */
	async createPayout(
		s: LedgerScope,
		input: {
			idempotencyKey: string;
			fingerprint: string;
			amount: number;
			currency: string;
			bank: BankOverrides;
			note: string | null;
			rail: Rail;
		},
	): Promise<LedgerResult<{ payout: PayoutView; replayed: boolean }>> {
		if (!isPositiveAmount(input.amount)) return fail(400, "invalid_amount", INVALID_AMOUNT_MESSAGE, "amount");
		return this.op(s, (now) => {
			const key = `api:${input.idempotencyKey}`;
			const prior = this.sql
				.exec<{ fingerprint: string; response: string }>(
					"SELECT fingerprint, response FROM payout_keys WHERE key = ?",
					key,
				)
				.toArray()[0];
			if (prior) {
				if (prior.fingerprint !== input.fingerprint)
					return fail(
						409,
						IDEMPOTENCY_KEY_CONFLICT,
						"This Idempotency-Key was already used with a different request body or query",
					);
				return { ok: true as const, payout: JSON.parse(prior.response) as PayoutView, replayed: true };
			}
			const dest = resolveDestination(input.bank, this.bankRow());
			if (!dest.ok) {
				return fail(
					400,
					"bank_account_missing",
					`No bank account on file and none supplied (missing ${dest.missing.join(", ")}); set one with PATCH /v1/payouts/bank-account`,
					dest.missing[0],
				);
			}
			const refusal = insufficientBalance(input.amount, this.balanceRow(input.currency));
			if (refusal) return fail(409, "insufficient_balance", refusal, "amount");
			const row = this.insertPayout(
				{
					amount: input.amount,
					currency: input.currency,
					bank: dest.bank,
					note: input.note,
					rail: input.rail,
					origin: "api",
				},
				now,
			);
			const view = payoutView(row);
			this.sql.exec(
				"INSERT INTO payout_keys (key, fingerprint, payout_id, response, created_at) VALUES (?, ?, ?, ?, ?)",
				key,
				input.fingerprint,
				row.id,
				JSON.stringify(view),
				now,
			);
			return { ok: true as const, payout: view, replayed: false };
		});
	}

	async getPayout(s: LedgerScope, id: string): Promise<(PayoutView & { rail: PayoutRailInfo }) | null> {
		return this.read(s, () => {
			const r = this.payoutRow(id);
			return r
				? {
						...payoutView(r),
						rail: {
							rail: r.rail,
							origin: r.origin,
							railNextAt: r.rail_next_at,
							submittedAt: r.submitted_at,
							reversedAt: r.reversed_at,
						},
					}
				: null;
		});
	}

	/** createdAt descending; createdSince inclusive, createdUntil exclusive; up to limit + 1 rows. */
	async listPayouts(
		s: LedgerScope,
		q: {
			status?: PayoutStatus;
			currency?: string;
			since?: number;
			until?: number;
			limit: number;
			cursor?: { t: number; id: string } | null;
		},
	): Promise<PayoutView[]> {
		return this.read(s, () => {
			const w = filters();
			if (q.status) w.add("status = ?", q.status);
			if (q.currency) w.add("currency = ?", q.currency);
			if (q.since != null) w.add("created_at >= ?", q.since);
			if (q.until != null) w.add("created_at < ?", q.until);
			if (q.cursor) w.add("(created_at < ? OR (created_at = ? AND id < ?))", q.cursor.t, q.cursor.t, q.cursor.id);
			return this.sql
				.exec<PayoutRow>(
					`SELECT * FROM payouts ${w.where()} ORDER BY created_at DESC, id DESC LIMIT ?`,
					...w.args,
					q.limit + 1,
				)
				.toArray()
				.map(payoutView);
		});
	}

	/** One state move inside the caller's transaction: checks it, releases or posts money, stamps, emits. */
	private move(
		row: PayoutRow,
		to: PayoutStatus,
		now: number,
		extra: { failureReason?: string; reference?: string; railNextAt?: number | null } = {},
	): LedgerResult<{ payout: PayoutView }> {
		const refusal = transitionRefusal(row.id, row.status, to);
		if (refusal) return fail(409, "invalid_transition", refusal);
		const next: PayoutRow = { ...row, status: to, updated_at: now };
		const stamps = stampsForMove(to, now);
		if (stamps.processedAt) next.processed_at = stamps.processedAt;
		if (stamps.completedAt) next.completed_at = stamps.completedAt;
		if (extra.reference !== undefined) next.reference = extra.reference;
		if (to === "in_transit") next.rail_next_at = extra.railNextAt !== undefined ? extra.railNextAt : row.rail_next_at;
		else next.rail_next_at = null;
		if (to === "failed") next.failure_reason = extra.failureReason ?? "Rejected by the bank";
		// Two-phase transfer: paid posts the one payout entry and consumes the lock; failed and cancelled void it.
		if (to === "paid") {
			const entry = this.post(
				newId("ltx_"),
				"payout",
				row.amount,
				row.currency,
				row.id,
				`Payout ${row.id} paid`,
				now,
				-row.amount,
			);
			next.ledger_entry_id = entry.id;
		}
		if (to === "failed" || to === "cancelled") this.adjust(row.currency, 0, -row.amount);
		this.sql.exec(
			`UPDATE payouts SET status = ?, updated_at = ?, processed_at = ?, completed_at = ?, reference = ?, failure_reason = ?,
				ledger_entry_id = ?, rail_next_at = ? WHERE id = ? AND status = ?`,
			next.status,
			next.updated_at,
			next.processed_at,
			next.completed_at,
			next.reference,
			next.failure_reason,
			next.ledger_entry_id,
			next.rail_next_at,
			row.id,
			row.status,
		);
		const event = eventForMove(to);
		if (event) this.emit(event, next, now);
		return { ok: true, payout: payoutView(next) };
	}

	async cancelPayout(s: LedgerScope, id: string): Promise<LedgerResult<{ payout: PayoutView }>> {
		return this.op(s, (now) => {
			const row = this.payoutRow(id);
			return row ? this.move(row, "cancelled", now) : notFound("payout");
		});
	}

	/**
	 * The rail (or a platform admin) moves a payout: in_transit (optionally with the upstream
	 * reference), paid (posts the payout entry), failed (with failureReason; funds return).
	 */
	async transition(
		s: LedgerScope,
		id: string,
		to: "in_transit" | "paid" | "failed",
		extra: { failureReason?: string; reference?: string; submitted?: boolean } = {},
	): Promise<LedgerResult<{ payout: PayoutView }>> {
		return this.op(s, (now) => {
			const row = this.payoutRow(id);
			if (!row) return notFound("payout");
			// Simulated: the next tick takes the next step. gateway_a: poll only what the gateway actually accepted;
			// a payout an operator moved by hand is the operator's to finish.
			const submitted = extra.submitted || row.submitted_at != null;
			const railNextAt =
				row.rail === "simulated" ? now + 1 : row.rail === "gateway_a" && submitted ? now + GATEWAY_POLL_MS : null;
			const res = this.move(row, to, now, {
				failureReason: extra.failureReason,
				reference: extra.reference,
				railNextAt,
			});
			if (res.ok && extra.submitted) this.sql.exec("UPDATE payouts SET submitted_at = ? WHERE id = ?", now, id);
			return res;
		});
	}

	/**
	 * The rail reversed a paid payout (gateway A REVERSED): the money comes back as a new credit
	 * entry (code payout_reversal); the payout entry and the payout stay as they were. Idempotent.
	 */
	async reversePayout(
		s: LedgerScope,
		id: string,
		reason?: string,
	): Promise<LedgerResult<{ posted: boolean; transactionId: string; entry: EntryView }>> {
		return this.op(s, (now) => {
			const row = this.payoutRow(id);
			if (!row) return notFound("payout");
			if (row.status !== "paid")
				return fail(409, "invalid_transition", `Payout ${id} is ${row.status}; only a paid payout can be reversed`);
			const prior = this.entryBySource("payout_reversal", "payout", id);
			if (prior)
				return { ok: true as const, posted: false, transactionId: prior.transaction_id, entry: entryView(prior) };
			if (!fitsBalance(this.balanceRow(row.currency).ledgerBalance, row.amount)) return this.balanceLimit(row.currency);
			const txn = newId("ltx_");
			const entry = this.post(
				txn,
				"payout_reversal",
				row.amount,
				row.currency,
				id,
				`Payout ${id} reversed by the rail${reason ? `: ${reason}` : ""}`,
				now,
			);
			this.sql.exec("UPDATE payouts SET reversed_at = ? WHERE id = ?", now, id);
			return { ok: true as const, posted: true, transactionId: txn, entry: entryView(entry) };
		});
	}

	// ---------------------------------------------------------------- bank account

	async getBankAccount(s: LedgerScope): Promise<BankAccountView | null> {
		return this.read(s, () => {
			const b = this.bankRow();
			if (!b) return null;
			const { created_at, updated_at, ...bank } = b;
			return { ...bank, createdAt: iso(created_at) as string, updatedAt: iso(updated_at) as string };
		});
	}

	/** First write needs bankName, bankAccountNumber and bankAccountHolder; later writes may change any subset. */
	async setBankAccount(s: LedgerScope, patch: BankOverrides): Promise<LedgerResult<{ bankAccount: BankAccountView }>> {
		return this.op(s, (now) => {
			const current = this.bankRow();
			const dest = resolveDestination(patch, current);
			if (!dest.ok)
				return fail(
					400,
					"validation_error",
					`${dest.missing[0]} is required when no bank account is on file`,
					dest.missing[0],
				);
			const b = dest.bank;
			const createdAt = current?.created_at ?? now;
			this.sql.exec(
				`INSERT INTO bank_account (id, bank_code, bank_name, bank_account_number, bank_account_holder, created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?)
				 ON CONFLICT (id) DO UPDATE SET bank_code = excluded.bank_code, bank_name = excluded.bank_name,
					bank_account_number = excluded.bank_account_number, bank_account_holder = excluded.bank_account_holder, updated_at = excluded.updated_at`,
				b.bankCode,
				b.bankName,
				b.bankAccountNumber,
				b.bankAccountHolder,
				createdAt,
				now,
			);
			return {
				ok: true as const,
				bankAccount: { ...b, createdAt: iso(createdAt) as string, updatedAt: iso(now) as string },
			};
		});
	}

	// ---------------------------------------------------------------- schedules

	private scheduleView(r: ScheduleRow, now: number): ScheduleView {
		const d = dueState(
			{
				interval: r.interval,
				weeklyAnchor: r.weekly_anchor,
				monthlyAnchor: r.monthly_anchor,
				activeFrom: r.active_from,
				lastPeriod: r.last_period,
			},
			now,
		);
		return {
			currency: r.currency,
			interval: r.interval,
			weeklyAnchor: r.weekly_anchor,
			monthlyAnchor: r.monthly_anchor,
			timezone: SCHEDULE_TIMEZONE,
			nextRunAt: iso(d.nextRunAt),
			lastRunAt: iso(r.last_run_at),
			lastPeriod: r.last_period,
			lastOutcome: r.last_outcome,
			lastPayoutId: r.last_payout_id,
			createdAt: iso(r.created_at) as string,
			updatedAt: iso(r.updated_at) as string,
		};
	}

	async getSchedules(s: LedgerScope, currency?: string): Promise<ScheduleView[]> {
		return this.read(s, (now) =>
			this.sql
				.exec<ScheduleRow>(
					`SELECT * FROM schedules ${currency ? "WHERE currency = ?" : ""} ORDER BY currency`,
					...(currency ? [currency] : []),
				)
				.toArray()
				.map((r) => this.scheduleView(r, now)),
		);
	}

	/**
	 * Sets one currency's schedule. Re-sending the same rule changes nothing (PUT is idempotent);
	 * a changed rule takes effect now, so its first payout is at the next period boundary.
	 */
	async setSchedule(
		s: LedgerScope,
		input: { currency: string; interval: Interval; weeklyAnchor?: Weekday | null; monthlyAnchor?: number | null },
	): Promise<LedgerResult<{ schedule: ScheduleView }>> {
		const rule = normalizeRule(input);
		return this.op(s, (now) => {
			const prior = this.sql
				.exec<ScheduleRow>("SELECT * FROM schedules WHERE currency = ?", input.currency)
				.toArray()[0];
			const same =
				prior &&
				prior.interval === rule.interval &&
				prior.weekly_anchor === rule.weeklyAnchor &&
				prior.monthly_anchor === rule.monthlyAnchor;
			if (!same) {
				this.sql.exec(
					`INSERT INTO schedules (currency, interval, weekly_anchor, monthly_anchor, active_from, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
					 ON CONFLICT (currency) DO UPDATE SET interval = excluded.interval, weekly_anchor = excluded.weekly_anchor,
						monthly_anchor = excluded.monthly_anchor, active_from = excluded.active_from, updated_at = excluded.updated_at`,
					input.currency,
					rule.interval,
					rule.weeklyAnchor,
					rule.monthlyAnchor,
					now,
					now,
					now,
				);
			}
			const row = this.sql.exec<ScheduleRow>("SELECT * FROM schedules WHERE currency = ?", input.currency).one();
			return { ok: true as const, schedule: this.scheduleView(row, now) };
		});
	}

	// ---------------------------------------------------------------- due work (rail steps, schedules)

	private nextDue(now: number): number | null {
		const rail = this.sql
			.exec<{ t: number | null }>(
				"SELECT MIN(rail_next_at) AS t FROM payouts WHERE rail IN ('simulated', 'gateway_a') AND status IN ('pending', 'in_transit')",
			)
			.one().t;
		let next = rail ?? null;
		for (const r of this.sql.exec<ScheduleRow>("SELECT * FROM schedules WHERE interval != 'manual'").toArray()) {
			const d = dueState(
				{
					interval: r.interval,
					weeklyAnchor: r.weekly_anchor,
					monthlyAnchor: r.monthly_anchor,
					activeFrom: r.active_from,
					lastPeriod: r.last_period,
				},
				now,
			);
			if (d.nextRunAt != null && (next == null || d.nextRunAt < next)) next = d.nextRunAt;
		}
		return next;
	}

	/**
	 * One tick of this workspace's payout work, in one transaction: the simulated rail moves each
	 * due payout one step (in_transit ones that were already in transit before this tick → paid,
	 * then pending ones at least 60 s old → in_transit), then every schedule whose period is due
	 * creates one payout of the full available balance, keyed by the period so it happens once.
	 * `rail` is where new scheduled payouts go (the caller knows whether a gateway is connected).
	 */
	async runDue(s: LedgerScope, opts: { rail: Rail }): Promise<RunDueResult> {
		return this.op(s, (now) => {
			// Always republish the due time after a run: the cron may have pushed the row back.
			this.setMeta("published_due", "");
			const moved: Array<[string, PayoutStatus]> = [];
			const due = (status: PayoutStatus) =>
				this.sql
					.exec<PayoutRow>(
						"SELECT * FROM payouts WHERE rail = 'simulated' AND status = ? AND rail_next_at <= ? ORDER BY created_at, id",
						status,
						now,
					)
					.toArray();
			const inTransit = due("in_transit");
			const pending = due("pending");
			for (const row of inTransit) if (this.move(row, "paid", now).ok) moved.push([row.id, "paid"]);
			for (const row of pending) {
				if (this.move(row, "in_transit", now, { reference: `sim_${row.id.slice(3)}`, railNextAt: now + 1 }).ok)
					moved.push([row.id, "in_transit"]);
			}

			const created: string[] = [];
			for (const r of this.sql
				.exec<ScheduleRow>("SELECT * FROM schedules WHERE interval != 'manual' ORDER BY currency")
				.toArray()) {
				const d = dueState(
					{
						interval: r.interval,
						weeklyAnchor: r.weekly_anchor,
						monthlyAnchor: r.monthly_anchor,
						activeFrom: r.active_from,
						lastPeriod: r.last_period,
					},
					now,
				);
				if (!d.due || !d.period) continue;
				const key = `schedule:${r.currency}:${d.period}`;
				let outcome: ScheduleOutcome;
				let payoutId: string | null =
					this.sql.exec<{ payout_id: string }>("SELECT payout_id FROM payout_keys WHERE key = ?", key).toArray()[0]
						?.payout_id ?? null;
				const bank = this.bankRow();
				const available = this.balanceRow(r.currency).available;
				if (payoutId) outcome = "created";
				else if (available <= 0) outcome = "skipped_no_funds";
				else if (!bank) outcome = "skipped_no_bank_account";
				else {
					const row = this.insertPayout(
						{
							amount: available,
							currency: r.currency,
							bank,
							note: `Scheduled ${r.interval} payout for ${d.period}`,
							rail: opts.rail,
							origin: "schedule",
						},
						now,
					);
					this.sql.exec(
						"INSERT INTO payout_keys (key, fingerprint, payout_id, response, created_at) VALUES (?, ?, ?, ?, ?)",
						key,
						"schedule",
						row.id,
						JSON.stringify(payoutView(row)),
						now,
					);
					payoutId = row.id;
					created.push(row.id);
					outcome = "created";
				}
				this.sql.exec(
					"UPDATE schedules SET last_period = ?, last_run_at = ?, last_outcome = ?, last_payout_id = ? WHERE currency = ?",
					d.period,
					now,
					outcome,
					payoutId,
					r.currency,
				);
			}

			const gatewayDue = this.sql
				.exec<{ id: string }>(
					"SELECT id FROM payouts WHERE rail = 'gateway_a' AND status IN ('pending', 'in_transit') AND rail_next_at <= ? ORDER BY rail_next_at LIMIT 50",
					now,
				)
				.toArray()
				.map((r) => r.id);
			return { now, moved, created, gatewayDue, nextDueAt: this.nextDue(now) };
		});
	}

	/** Pushes a gateway payout's next poll out (the rail calls this after a poll that changed nothing). */
	async deferRail(s: LedgerScope, id: string, delayMs = GATEWAY_POLL_MS): Promise<void> {
		await this.op(s, (now) => {
			this.sql.exec(
				"UPDATE payouts SET rail_next_at = ? WHERE id = ? AND status IN ('pending', 'in_transit')",
				now + delayMs,
				id,
			);
		});
	}

	// ---------------------------------------------------------------- invariants (tests, operators)

	/** Recomputes every invariant from first principles; returns the violations (empty when sound). */
	async audit(s: LedgerScope): Promise<string[]> {
		return this.read(s, () => {
			const out: string[] = [];
			const sums = new Map<string, number>();
			for (const r of this.sql
				.exec<{ currency: string; n: number }>(
					"SELECT currency, SUM(CASE WHEN direction = 'credit' THEN amount ELSE -amount END) AS n FROM entries GROUP BY currency",
				)
				.toArray()) {
				sums.set(r.currency, r.n);
			}
			const locks = new Map<string, number>();
			for (const r of this.sql
				.exec<{ currency: string; n: number }>(
					"SELECT currency, SUM(amount) AS n FROM payouts WHERE status IN ('pending', 'in_transit') GROUP BY currency",
				)
				.toArray()) {
				locks.set(r.currency, r.n);
			}
			const balances = this.sql
				.exec<{ currency: string; ledger_balance: number; locked: number }>("SELECT * FROM balances")
				.toArray();
			const currencies = new Set([...sums.keys(), ...locks.keys(), ...balances.map((b) => b.currency)]);
			for (const c of currencies) {
				const b = balances.find((x) => x.currency === c) ?? { ledger_balance: 0, locked: 0 };
				if (b.ledger_balance !== (sums.get(c) ?? 0))
					out.push(`${c}: ledgerBalance ${b.ledger_balance} != sum of entries ${sums.get(c) ?? 0}`);
				if (b.locked !== (locks.get(c) ?? 0))
					out.push(`${c}: locked ${b.locked} != pending + in_transit ${locks.get(c) ?? 0}`);
				if (b.ledger_balance - b.locked < 0) out.push(`${c}: available ${b.ledger_balance - b.locked} < 0`);
			}
			for (const r of this.sql
				.exec<{ id: string; status: string; n: number; entry: string | null; linked: string | null }>(
					`SELECT p.id, p.status, p.ledger_entry_id AS linked, COUNT(e.id) AS n, MAX(e.id) AS entry
					 FROM payouts p LEFT JOIN entries e ON e.code = 'payout' AND e.source_type = 'payout' AND e.source_id = p.id GROUP BY p.id`,
				)
				.toArray()) {
				const want = r.status === "paid" ? 1 : 0;
				if (r.n !== want) out.push(`payout ${r.id} (${r.status}) has ${r.n} payout entries, expected ${want}`);
				if (r.status === "paid" && r.linked !== r.entry)
					out.push(`payout ${r.id} ledgerTransactionId ${r.linked} != its payout entry ${r.entry}`);
			}
			return out;
		});
	}

	// ---------------------------------------------------------------- publishing (events, due index)

	/**
	 * Flushes the outbox into DB_PAY `events` (INSERT OR IGNORE by id: flushing twice is harmless)
	 * and publishes the next due time to `due_work` so the minute cron visits only objects with
	 * work. Failures leave the outbox intact and retry from the alarm.
	 */
	async syncOut(): Promise<void> {
		const s = this.scope();
		if (!s) return;
		try {
			// The object's env works for no workspace: `events` and `due_work` are on its owner's shard (issue 38).
			const env = await workspaceEnv(this.env, s.workspaceId);
			for (;;) {
				const rows = this.sql
					.exec<{ id: string; type: string; occurred_at: number; data: string }>(
						"SELECT * FROM outbox ORDER BY id LIMIT ?",
						OUTBOX_BATCH,
					)
					.toArray();
				if (!rows.length) break;
				await env.DB_PAY.batch(
					rows.map((r) =>
						env.DB_PAY.prepare(
							"INSERT OR IGNORE INTO events (id, type, occurred_at, account_id, environment, data) VALUES (?, ?, ?, ?, ?, ?)",
						).bind(r.id, r.type, r.occurred_at, s.workspaceId, s.environment, r.data),
					),
				);
				// Hand the recorded events to the webhooks engine for delivery (never throws; its sweeper covers a lost send).
				await dispatchPaymentsEvents(
					env,
					null,
					rows.map((r) => r.id),
				);
				this.sql.exec(`DELETE FROM outbox WHERE id IN (${rows.map(() => "?").join(",")})`, ...rows.map((r) => r.id));
			}
			const now = this.clock();
			const next = this.nextDue(now);
			// The cron runs on the wall clock: a test object's due time is shifted back by its offset.
			const realDue = next == null ? null : next - this.offset();
			const published = this.meta("published_due");
			const want = realDue == null ? "none" : String(realDue);
			if (published !== want) {
				await markDue(env, s, PAYOUT_RUNNER, realDue);
				this.setMeta("published_due", want);
			}
		} catch (err) {
			log(this.env, "warn", {
				do: "PaymentsLedger",
				event: "sync_out_failed",
				error: err instanceof Error ? err.message : String(err),
			});
			await this.ctx.storage.setAlarm(Date.now() + SYNC_RETRY_MS);
		}
	}

	override async alarm(): Promise<void> {
		await this.syncOut();
	}
}

declare module "../../../env" {
	interface DurableObjectClasses {
		PAYMENTS_LEDGER: PaymentsLedger;
	}
}
