import { iso } from "../../../platform/encoding";
import type { EntryCode, SourceType } from "./domain/ledger";
import type { BankAccount, PayoutMethod, PayoutStatus } from "./domain/payouts";
import type { Interval, Weekday } from "./domain/schedules";

// The PaymentsLedger Durable Object's own SQLite schema (durable/PaymentsLedger.ts): its
// migrations, row shapes and the API views rendered from them. Only that object reads or writes
// these tables; everything else calls its RPC methods.

export type { PayEnvironment as Environment, PayScope as LedgerScope } from "../context";
/** simulated: test mode without a gateway (tick-driven); manual: live without a gateway (an operator marks it); gateway_a: disbursement API. */
export type Rail = "simulated" | "manual" | "gateway_a";

export interface LedgerFailure {
	ok: false;
	error: { status: 400 | 404 | 409; code: string; message: string; param?: string };
}
export type LedgerResult<T> = ({ ok: true } & T) | LedgerFailure;

export interface PayoutView {
	id: string;
	amount: number;
	currency: string;
	status: PayoutStatus;
	method: PayoutMethod;
	bankCode: string | null;
	bankName: string;
	bankAccountNumber: string;
	bankAccountHolder: string;
	note: string | null;
	reference: string | null;
	failureReason: string | null;
	ledgerTransactionId: string | null;
	processedAt: string | null;
	createdAt: string;
	completedAt: string | null;
	updatedAt: string;
}

/** Fields the rails need that the API never shows. */
export interface PayoutRailInfo {
	rail: Rail;
	origin: "api" | "schedule";
	railNextAt: number | null;
	submittedAt: number | null;
	reversedAt: number | null;
}

export interface EntryView {
	id: string;
	transactionId: string;
	code: EntryCode;
	direction: "credit" | "debit";
	amount: number;
	currency: string;
	sourceType: SourceType;
	sourceId: string;
	description: string | null;
	postedAt: string;
}

export interface BalanceView {
	ledgerBalance: number;
	locked: number;
	available: number;
	currency: string;
}

export interface LedgerBalanceView {
	currency: string;
	ledgerBalance: number;
	totalCredits: number;
	totalDebits: number;
	entryCount: number;
}

export interface BankAccountView extends BankAccount {
	createdAt: string;
	updatedAt: string;
}

export interface ScheduleView {
	currency: string;
	interval: Interval;
	weeklyAnchor: Weekday | null;
	monthlyAnchor: number | null;
	timezone: string;
	nextRunAt: string | null;
	lastRunAt: string | null;
	lastPeriod: string | null;
	lastOutcome: ScheduleOutcome | null;
	lastPayoutId: string | null;
	createdAt: string;
	updatedAt: string;
}
export type ScheduleOutcome = "created" | "skipped_no_funds" | "skipped_no_bank_account";

export interface RunDueResult {
	now: number;
	/** Payouts this run moved, as [id, new status]. */
	moved: Array<[string, PayoutStatus]>;
	/** Payouts the schedules created (to hand to the payouts queue). */
	created: string[];
	/** gateway_a payouts whose submission or status poll is due. */
	gatewayDue: string[];
	/** Next time (this object's clock) anything is due, or null. */
	nextDueAt: number | null;
}

export type Row = Record<string, SqlStorageValue>;
export interface PayoutRow extends Row {
	id: string;
	amount: number;
	currency: string;
	status: PayoutStatus;
	method: PayoutMethod;
	rail: Rail;
	origin: "api" | "schedule";
	bank_code: string | null;
	bank_name: string;
	bank_account_number: string;
	bank_account_holder: string;
	note: string | null;
	reference: string | null;
	failure_reason: string | null;
	/** The `payout` entry's id (le_), set when paid; the API shows it as ledgerTransactionId (spec 000 §2). */
	ledger_entry_id: string | null;
	processed_at: number | null;
	created_at: number;
	completed_at: number | null;
	updated_at: number;
	rail_next_at: number | null;
	submitted_at: number | null;
	reversed_at: number | null;
}
export interface EntryRow extends Row {
	id: string;
	transaction_id: string;
	code: EntryCode;
	direction: "credit" | "debit";
	amount: number;
	currency: string;
	source_type: SourceType;
	source_id: string;
	description: string | null;
	posted_at: number;
}
export interface ScheduleRow extends Row {
	currency: string;
	interval: Interval;
	weekly_anchor: Weekday | null;
	monthly_anchor: number | null;
	active_from: number;
	last_period: string | null;
	last_run_at: number | null;
	last_outcome: ScheduleOutcome | null;
	last_payout_id: string | null;
	created_at: number;
	updated_at: number;
}

/** The simulated rail moves a payout no earlier than this after creation (issue 4). */
export const SIMULATED_RAIL_DELAY_MS = 60_000;
/** gateway_a: a pending payout not accepted upstream by then is resubmitted; in_transit ones are polled this often. */
export const GATEWAY_POLL_MS = 5 * 60_000;
export const SYNC_RETRY_MS = 10_000;
export const OUTBOX_BATCH = 50;

export const fail = (status: 400 | 404 | 409, code: string, message: string, param?: string): LedgerFailure => ({
	ok: false,
	error: { status, code, message, param },
});
export const notFound = (what: string) => fail(404, "not_found", `No such ${what}`);

/** Schema versions, applied in order once; never edit a shipped step, append a new one. */
export const MIGRATIONS = [
	`CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
	CREATE TABLE entries (
		seq INTEGER PRIMARY KEY AUTOINCREMENT,
		id TEXT NOT NULL UNIQUE,
		transaction_id TEXT NOT NULL,
		code TEXT NOT NULL,
		direction TEXT NOT NULL CHECK (direction IN ('credit', 'debit')),
		amount INTEGER NOT NULL CHECK (amount > 0),
		currency TEXT NOT NULL,
		source_type TEXT NOT NULL,
		source_id TEXT NOT NULL,
		description TEXT,
		posted_at INTEGER NOT NULL,
		UNIQUE (code, source_type, source_id)
	);
	CREATE INDEX entries_posted ON entries (posted_at, id);
	CREATE INDEX entries_source ON entries (source_type, source_id);
	CREATE TABLE balances (
		currency TEXT PRIMARY KEY,
		ledger_balance INTEGER NOT NULL,
		locked INTEGER NOT NULL CHECK (locked >= 0),
		CHECK (ledger_balance - locked >= 0)
	);
	CREATE TABLE payouts (
		id TEXT PRIMARY KEY,
		amount INTEGER NOT NULL CHECK (amount > 0),
		currency TEXT NOT NULL,
		status TEXT NOT NULL CHECK (status IN ('pending', 'in_transit', 'paid', 'failed', 'cancelled')),
		method TEXT NOT NULL,
		rail TEXT NOT NULL,
		origin TEXT NOT NULL,
		bank_code TEXT,
		bank_name TEXT NOT NULL,
		bank_account_number TEXT NOT NULL,
		bank_account_holder TEXT NOT NULL,
		note TEXT,
		reference TEXT,
		failure_reason TEXT,
		ledger_transaction_id TEXT,
		processed_at INTEGER,
		created_at INTEGER NOT NULL,
		completed_at INTEGER,
		updated_at INTEGER NOT NULL,
		rail_next_at INTEGER,
		submitted_at INTEGER,
		reversed_at INTEGER
	);
	CREATE INDEX payouts_created ON payouts (created_at, id);
	CREATE INDEX payouts_rail ON payouts (rail, status, rail_next_at);
	CREATE TABLE payout_keys (
		key TEXT PRIMARY KEY,
		fingerprint TEXT NOT NULL,
		payout_id TEXT NOT NULL,
		response TEXT NOT NULL,
		created_at INTEGER NOT NULL
	);
	CREATE TABLE bank_account (
		id INTEGER PRIMARY KEY CHECK (id = 1),
		bank_code TEXT,
		bank_name TEXT NOT NULL,
		bank_account_number TEXT NOT NULL,
		bank_account_holder TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL
	);
	CREATE TABLE schedules (
		currency TEXT PRIMARY KEY,
		interval TEXT NOT NULL,
		weekly_anchor TEXT,
		monthly_anchor INTEGER,
		active_from INTEGER NOT NULL,
		last_period TEXT,
		last_run_at INTEGER,
		last_outcome TEXT,
		last_payout_id TEXT,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL
	);
	CREATE TABLE outbox (id TEXT PRIMARY KEY, type TEXT NOT NULL, occurred_at INTEGER NOT NULL, data TEXT NOT NULL);`,
	// Spec 000 §2: a payout's ledgerTransactionId is "the id of the ledger entry under code payout".
	// Version 1 stored the entry's transaction id; point paid payouts at their entry instead.
	`ALTER TABLE payouts RENAME COLUMN ledger_transaction_id TO ledger_entry_id;
	UPDATE payouts SET ledger_entry_id =
		(SELECT e.id FROM entries e WHERE e.code = 'payout' AND e.source_type = 'payout' AND e.source_id = payouts.id)
	WHERE ledger_entry_id IS NOT NULL;`,
];

/** AND-ed WHERE clauses with their bound values. */
export function filters() {
	const clauses: string[] = [];
	const args: SqlStorageValue[] = [];
	return {
		args,
		add(clause: string, ...values: SqlStorageValue[]) {
			clauses.push(clause);
			args.push(...values);
		},
		where: () => (clauses.length ? `WHERE ${clauses.join(" AND ")}` : ""),
	};
}

export const methodOf = (rail: Rail): PayoutMethod => (rail === "gateway_a" ? "gateway_a_disbursement" : "manual");

export function payoutView(r: PayoutRow): PayoutView {
	return {
		id: r.id,
		amount: r.amount,
		currency: r.currency,
		status: r.status,
		method: r.method,
		bankCode: r.bank_code,
		bankName: r.bank_name,
		bankAccountNumber: r.bank_account_number,
		bankAccountHolder: r.bank_account_holder,
		note: r.note,
		reference: r.reference,
		failureReason: r.failure_reason,
		ledgerTransactionId: r.ledger_entry_id,
		processedAt: iso(r.processed_at),
		createdAt: iso(r.created_at) as string,
		completedAt: iso(r.completed_at),
		updatedAt: iso(r.updated_at) as string,
	};
}

export const entryView = (r: EntryRow): EntryView => ({
	id: r.id,
	transactionId: r.transaction_id,
	code: r.code,
	direction: r.direction,
	amount: r.amount,
	currency: r.currency,
	sourceType: r.source_type,
	sourceId: r.source_id,
	description: r.description,
	postedAt: iso(r.posted_at) as string,
});
