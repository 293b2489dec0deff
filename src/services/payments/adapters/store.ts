// Adapter rows and the workspace data key that seals their secrets (DESIGN §1 "Encryption at rest").
// The data key is per workspace, wrapped by MASTER_KEY with scope "pay:<account>"; each secret blob
// is bound to "<account>:<environment>:<kind>" so a blob copied to another row fails to open.
import type { Env } from "../../../env";
import { openText, seal } from "../../../platform/crypto";
import { workspaceDataKey } from "../../../platform/data-keys";
import { iso } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import type { PayEnvironment, PayScope } from "../context";
import type { CapabilitiesStatus, KybStatus } from "./managed";

export const STORED_KINDS = ["gateway_a", "gateway_b", "gateway_c", "manual"] as const;
export type StoredKind = (typeof STORED_KINDS)[number];
export type AdapterStatus = "active" | "disabled" | "error";

export type Scope = PayScope;

export interface AdapterRow {
	account_id: string;
	environment: PayEnvironment;
	kind: StoredKind;
	status: AdapterStatus;
	secret_blob: string | null;
	secret_last4: string | null;
	public_config: string;
	configured_at: number;
	last_error_at: number | null;
	last_error_code: string | null;
	created_at: number;
	updated_at: number;
}

export interface AdapterView {
	kind: StoredKind | "managed";
	status: AdapterStatus;
	secretKeyLast4: string | null;
	publicConfig: Record<string, unknown>;
	configuredAt: string;
	lastErrorAt: string | null;
	lastErrorCode: string | null;
}

export const adapterView = (r: AdapterRow): AdapterView => ({
	kind: r.kind,
	status: r.status,
	secretKeyLast4: r.secret_last4,
	publicConfig: JSON.parse(r.public_config),
	configuredAt: iso(r.configured_at) as string,
	lastErrorAt: iso(r.last_error_at),
	lastErrorCode: r.last_error_code,
});

const keyScope = (accountId: string) => `pay:${accountId}`;
export const secretAad = (s: Scope, kind: StoredKind) => `${s.workspaceId}:${s.environment}:${kind}`;

const dataKey = (env: Env, accountId: string) =>
	workspaceDataKey(env, { db: env.DB_PAY, table: "pay_data_keys", scope: keyScope }, accountId);

export async function sealSecrets(
	env: Env,
	s: Scope,
	kind: StoredKind,
	secrets: Record<string, string>,
): Promise<string> {
	return seal(await dataKey(env, s.workspaceId), JSON.stringify(secrets), secretAad(s, kind));
}

export async function openSecrets<T extends Record<string, string>>(env: Env, row: AdapterRow): Promise<T> {
	const s: Scope = { workspaceId: row.account_id, environment: row.environment };
	if (!row.secret_blob) return {} as T;
	return JSON.parse(await openText([await dataKey(env, row.account_id)], row.secret_blob, secretAad(s, row.kind))) as T;
}

export const getAdapter = (env: Env, s: Scope, kind: StoredKind) =>
	env.DB_PAY.prepare("SELECT * FROM adapters WHERE account_id = ? AND environment = ? AND kind = ?")
		.bind(s.workspaceId, s.environment, kind)
		.first<AdapterRow>();

export async function listAdapters(env: Env, s: Scope): Promise<AdapterRow[]> {
	const r = await env.DB_PAY.prepare("SELECT * FROM adapters WHERE account_id = ? AND environment = ? ORDER BY kind")
		.bind(s.workspaceId, s.environment)
		.all<AdapterRow>();
	return r.results;
}

/** Every environment's row of `kind` for a workspace (callbacks do not say which environment). */
export async function adaptersOfAccount(env: Env, accountId: string, kind: StoredKind): Promise<AdapterRow[]> {
	const r = await env.DB_PAY.prepare("SELECT * FROM adapters WHERE account_id = ? AND kind = ? ORDER BY environment")
		.bind(accountId, kind)
		.all<AdapterRow>();
	return r.results;
}

export interface AdapterWrite {
	secretBlob: string | null;
	secretLast4: string | null;
	publicConfig: Record<string, unknown>;
}

/**
 * First PUT inserts (created: true); a later one replaces the configuration, refreshes
 * configuredAt and clears the error fields (error → active). A disabled adapter stays disabled:
 * only support re-enables it (spec §3), so its configuration is not changed either.
 */
export async function putAdapter(
	env: Env,
	s: Scope,
	kind: StoredKind,
	w: AdapterWrite,
	now: number,
): Promise<{ row: AdapterRow; created: boolean }> {
	const config = JSON.stringify(w.publicConfig);
	const ins = await env.DB_PAY.prepare(
		`INSERT OR IGNORE INTO adapters (account_id, environment, kind, status, secret_blob, secret_last4, public_config, configured_at, last_error_at, last_error_code, created_at, updated_at)
		 VALUES (?, ?, ?, 'active', ?, ?, ?, ?, NULL, NULL, ?, ?)`,
	)
		.bind(s.workspaceId, s.environment, kind, w.secretBlob, w.secretLast4, config, now, now, now)
		.run();
	const created = ins.meta.changes === 1;
	if (!created) {
		const upd = await env.DB_PAY.prepare(
			`UPDATE adapters SET status = 'active', secret_blob = ?, secret_last4 = ?, public_config = ?, configured_at = ?, last_error_at = NULL, last_error_code = NULL, updated_at = ?
			 WHERE account_id = ? AND environment = ? AND kind = ? AND status != 'disabled'`,
		)
			.bind(w.secretBlob, w.secretLast4, config, now, now, s.workspaceId, s.environment, kind)
			.run();
		if (!upd.meta.changes)
			throw new ApiError(
				409,
				"conflict",
				`The ${kind} adapter was disabled by support; it cannot be reconfigured through the API`,
			);
	}
	return { row: (await getAdapter(env, s, kind)) as AdapterRow, created };
}

/**
 * A gateway call failed: the adapter moves to error with lastErrorAt/lastErrorCode. Returns the
 * row when this call moved it from active (the caller emits adapter.error once per outage), null
 * when it was already in error (its error fields are refreshed) or is disabled.
 */
export async function markAdapterError(
	env: Env,
	s: Scope,
	kind: StoredKind,
	code: string,
	now: number,
): Promise<AdapterRow | null> {
	const moved = await env.DB_PAY.prepare(
		"UPDATE adapters SET status = 'error', last_error_at = ?, last_error_code = ?, updated_at = ? WHERE account_id = ? AND environment = ? AND kind = ? AND status = 'active'",
	)
		.bind(now, code, now, s.workspaceId, s.environment, kind)
		.run();
	if (moved.meta.changes) return getAdapter(env, s, kind);
	await env.DB_PAY.prepare(
		"UPDATE adapters SET last_error_at = ?, last_error_code = ?, updated_at = ? WHERE account_id = ? AND environment = ? AND kind = ? AND status = 'error'",
	)
		.bind(now, code, now, s.workspaceId, s.environment, kind)
		.run();
	return null;
}

// ---------------------------------------------------------------- managed onboarding (managed.ts)

export interface ManagedRow {
	account_id: string;
	environment: "test" | "live";
	sub_account_id: string;
	email: string;
	kyb_status: KybStatus;
	capabilities_status: CapabilitiesStatus;
	payouts_ready: number;
	onboarding_url: string | null;
	last_webhook_at: number | null;
	created_at: number;
	updated_at: number;
}

export const getManagedRow = (env: Env, s: Scope) =>
	env.DB_PAY.prepare("SELECT * FROM managed_accounts WHERE account_id = ? AND environment = ?")
		.bind(s.workspaceId, s.environment)
		.first<ManagedRow>();

/** Inserts the workspace's sub-account unless one exists (racing starts provision once); false when it did. */
export async function insertManagedRow(
	env: Env,
	s: Scope,
	r: Pick<
		ManagedRow,
		"sub_account_id" | "email" | "kyb_status" | "capabilities_status" | "payouts_ready" | "onboarding_url"
	> & { now: number },
): Promise<boolean> {
	const ins = await env.DB_PAY.prepare(
		`INSERT OR IGNORE INTO managed_accounts (account_id, environment, sub_account_id, email, kyb_status, capabilities_status, payouts_ready, onboarding_url, last_webhook_at, created_at, updated_at)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
	)
		.bind(
			s.workspaceId,
			s.environment,
			r.sub_account_id,
			r.email,
			r.kyb_status,
			r.capabilities_status,
			r.payouts_ready,
			r.onboarding_url,
			r.now,
			r.now,
		)
		.run();
	return ins.meta.changes > 0;
}

/** Moves onboarding on only from the status it was read in (a conditional UPDATE: racing updates apply once). */
export async function moveManagedRow(
	env: Env,
	s: Scope,
	from: KybStatus,
	to: Pick<ManagedRow, "kyb_status" | "capabilities_status" | "payouts_ready">,
	now: number,
): Promise<boolean> {
	const upd = await env.DB_PAY.prepare(
		"UPDATE managed_accounts SET kyb_status = ?, capabilities_status = ?, payouts_ready = ?, last_webhook_at = ?, updated_at = ? WHERE account_id = ? AND environment = ? AND kyb_status = ?",
	)
		.bind(to.kyb_status, to.capabilities_status, to.payouts_ready, now, now, s.workspaceId, s.environment, from)
		.run();
	return upd.meta.changes > 0;
}
