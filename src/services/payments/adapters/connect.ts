// Adapters (spec 000 §2-§4): connecting own-account gateways after an upstream sanity check,
// building each workspace's gateway clients from its stored credentials, and moving an adapter to
// error when a gateway call fails in normal operation. Registers the payout rail's gateway A
// resolver and the charge provider resolver at import time.
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import type { PayEnvironment } from "../context";
import { emitPaymentsEvent } from "../events/index";
import { GatewayError, type GatewayKind } from "../gateways/common";
import { GatewayAClient, isGatewayASecretKey } from "../gateways/gatewayA";
import { GatewayBClient, type GatewayBEnv, isGatewayBServerKey } from "../gateways/gatewayB";
import { GatewayCClient, type GatewayCMode, gatewayCBaseUrl } from "../gateways/gatewayC";
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from "../gateways/provider";
import { type AdapterKind, canCharge, capabilityOfToken } from "./domain/capabilities";
import {
	type AdapterRow,
	adapterView,
	getAdapter,
	markAdapterError,
	openSecrets,
	putAdapter,
	type Scope,
	type StoredKind,
	sealSecrets,
} from "./store";

type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

export interface GatewayABody {
	secretKey: string;
	callbackToken?: string;
}
export interface GatewayBBody {
	serverKey: string;
	clientKey: string;
	merchantId: string;
	env: GatewayBEnv;
}
export interface GatewayCBody {
	clientId: string;
	secret: string;
	mode: GatewayCMode;
	webhookId?: string;
}
export interface ManualBody {
	bankAccounts?: { bankName: string; accountNumber: string; accountHolder: string }[];
	staticQrImageUrl?: string | null;
	instructions?: string | null;
}
export type PutBody =
	| { kind: "gateway_a"; body: GatewayABody }
	| { kind: "gateway_b"; body: GatewayBBody }
	| { kind: "gateway_c"; body: GatewayCBody }
	| { kind: "manual"; body: ManualBody };

export const GATEWAY_LABEL: Record<GatewayKind, string> = {
	gateway_a: "Gateway A",
	gateway_b: "Gateway B",
	gateway_c: "Gateway C",
};

/** sha-256 prefix of the callback token: lets the merchant tell which token is configured. */
export const tokenFingerprint = async (token: string) => (await sha256Hex(token)).slice(0, 16);

const last4 = (s: string) => s.slice(-4);

/** The code an adapter error is recorded with: invalid_credentials when the gateway said so. */
export const errorCodeOf = (err: GatewayError) =>
	err.kind === "invalid_credentials" ? "invalid_credentials" : "gateway_error";

function sanityFailure(kind: GatewayKind, err: unknown): ApiError {
	if (!(err instanceof GatewayError)) throw err;
	const label = GATEWAY_LABEL[kind];
	const why = err.network
		? `${label} could not be reached (network failure); the credentials were not checked. Try again`
		: err.kind === "invalid_credentials"
			? `${label} rejected the credentials (invalid_credentials)`
			: `${label} failed the credential check (${err.httpStatus ?? "no answer"}${err.upstreamCode ? `, ${err.upstreamCode}` : ""})`;
	return new ApiError(422, "gateway_error", `${why}. Nothing was stored.`);
}

/** Checks new credentials upstream (gateways only) and stores them; nothing is stored on failure. */
export async function connectAdapter(env: Env, ctx: Ctx, s: Scope, put: PutBody, now: number) {
	let secrets: Record<string, string> | null = null;
	let secretLast4: string | null = null;
	let publicConfig: Record<string, unknown>;
	switch (put.kind) {
		case "gateway_a": {
			const b = put.body;
			if (!isGatewayASecretKey(b.secretKey))
				throw new ApiError(
					422,
					"gateway_error",
					"secretKey must start with Gateway A's secret-key prefix (xnd_development_ or xnd_production_). Nothing was stored.",
					"secretKey",
				);
			await new GatewayAClient({ secretKey: b.secretKey }).getBalance().catch((e) => {
				throw sanityFailure("gateway_a", e);
			});
			secrets = { secretKey: b.secretKey, ...(b.callbackToken ? { callbackToken: b.callbackToken } : {}) };
			secretLast4 = last4(b.secretKey);
			publicConfig = { callbackTokenFingerprint: b.callbackToken ? await tokenFingerprint(b.callbackToken) : null };
			break;
		}
		case "gateway_b": {
			const b = put.body;
			if (!isGatewayBServerKey(b.serverKey, b.env))
				throw new ApiError(
					422,
					"gateway_error",
					`serverKey must start with Gateway B's ${b.env} prefix (${b.env === "sandbox" ? "SB-Mid-server-" : "Mid-server-"}). Nothing was stored.`,
					"serverKey",
				);
			await new GatewayBClient({ serverKey: b.serverKey, env: b.env }).checkCredentials().catch((e) => {
				throw sanityFailure("gateway_b", e);
			});
			secrets = { serverKey: b.serverKey };
			secretLast4 = last4(b.serverKey);
			publicConfig = { clientKey: b.clientKey, merchantId: b.merchantId, env: b.env };
			break;
		}
		case "gateway_c": {
			const b = put.body;
			const baseUrl = gatewayCBaseUrl(b.mode, env.GATEWAY_C_SANDBOX_URL);
			await new GatewayCClient({ clientId: b.clientId, secret: b.secret, mode: b.mode }, { baseUrl })
				.checkCredentials()
				.catch((e) => {
					throw sanityFailure("gateway_c", e);
				});
			secrets = { secret: b.secret };
			secretLast4 = last4(b.secret);
			publicConfig = { clientId: b.clientId, mode: b.mode, webhookId: b.webhookId ?? null };
			break;
		}
		case "manual": {
			const b = put.body;
			publicConfig = {
				bankAccounts: b.bankAccounts ?? [],
				staticQrImageUrl: b.staticQrImageUrl ?? null,
				instructions: b.instructions ?? null,
			};
			break;
		}
	}
	const secretBlob = secrets ? await sealSecrets(env, s, put.kind, secrets) : null;
	const { row, created } = await putAdapter(env, s, put.kind, { secretBlob, secretLast4, publicConfig }, now);
	const view = adapterView(row);
	await emitPaymentsEvent(env, ctx, {
		type: created ? "adapter.connected" : "adapter.updated",
		accountId: s.workspaceId,
		environment: s.environment,
		occurredAt: now,
		data: view,
	});
	return view;
}

/** A gateway call failed in normal operation: adapter → error, adapter.error once per outage. */
export async function recordGatewayFailure(env: Env, s: Scope, kind: GatewayKind, err: GatewayError): Promise<void> {
	try {
		const now = Date.now();
		const moved = await markAdapterError(env, s, kind, errorCodeOf(err), now);
		log(env, "warn", {
			service: "pay",
			event: "adapter_gateway_failure",
			workspace: s.workspaceId,
			kind,
			errorKind: err.kind,
			httpStatus: err.httpStatus,
		});
		if (moved)
			await emitPaymentsEvent(env, null, {
				type: "adapter.error",
				accountId: s.workspaceId,
				environment: s.environment,
				occurredAt: now,
				data: adapterView(moved),
			});
	} catch (e) {
		// Recording the failure must never hide the gateway error itself.
		log(env, "error", {
			service: "pay",
			event: "adapter_error_record_failed",
			error: e instanceof Error ? e.message : String(e),
		});
	}
}

/** A connected adapter is one that is not disabled (an error adapter keeps its credentials and is still tried). */
const usable = (r: AdapterRow | null): r is AdapterRow => r != null && r.status !== "disabled";

export async function gatewayAClientFor(env: Env, s: Scope): Promise<GatewayAClient | null> {
	const row = await getAdapter(env, s, "gateway_a");
	if (!usable(row)) return null;
	const sec = await openSecrets<{ secretKey: string }>(env, row);
	return new GatewayAClient(
		{ secretKey: sec.secretKey },
		{ onFailure: (e) => recordGatewayFailure(env, s, "gateway_a", e) },
	);
}

export async function gatewayBClientFor(env: Env, s: Scope, row?: AdapterRow | null): Promise<GatewayBClient | null> {
	const r = row === undefined ? await getAdapter(env, s, "gateway_b") : row;
	if (!usable(r)) return null;
	const sec = await openSecrets<{ serverKey: string }>(env, r);
	const cfg = JSON.parse(r.public_config) as { env: GatewayBEnv };
	return new GatewayBClient(
		{ serverKey: sec.serverKey, env: cfg.env },
		{ onFailure: (e) => recordGatewayFailure(env, s, "gateway_b", e) },
	);
}

export async function gatewayCClientFor(env: Env, s: Scope, row?: AdapterRow | null): Promise<GatewayCClient | null> {
	const r = row === undefined ? await getAdapter(env, s, "gateway_c") : row;
	if (!usable(r)) return null;
	const sec = await openSecrets<{ secret: string }>(env, r);
	const cfg = JSON.parse(r.public_config) as { clientId: string; mode: GatewayCMode };
	return new GatewayCClient(
		{ clientId: cfg.clientId, secret: sec.secret, mode: cfg.mode },
		{
			baseUrl: gatewayCBaseUrl(cfg.mode, env.GATEWAY_C_SANDBOX_URL),
			onFailure: (e) => recordGatewayFailure(env, s, "gateway_c", e),
		},
	);
}

/**
 * Refuses, before any upstream call, a charge on a method the adapter cannot take (capability
 * matrix: no or n/a). The refusal is a hard decline: retrying the same method cannot succeed.
 */
export class CapabilityGuard implements PaymentProvider {
	constructor(
		private readonly kind: AdapterKind,
		private readonly inner: PaymentProvider,
	) {}
	get name() {
		return this.inner.name;
	}
	async charge(req: ChargeRequest): Promise<ChargeResult> {
		const cap = capabilityOfToken(req.token.method);
		if (!cap || !canCharge(this.kind, cap))
			return { status: "failed", providerReference: "", failureCode: "method_not_supported", hardDecline: true };
		return this.inner.charge(req);
	}
	refund(req: RefundRequest): Promise<RefundResult> {
		return this.inner.refund(req);
	}
}

/** Own-account charging: the first connected gateway in the order A, B, C; none → the default provider. */
export async function ownAccountProvider(
	env: Env,
	workspaceId: string,
	environment: PayEnvironment,
): Promise<PaymentProvider | null> {
	const s = { workspaceId, environment };
	const a = await gatewayAClientFor(env, s);
	if (a) return new CapabilityGuard("gateway_a", a);
	const b = await gatewayBClientFor(env, s);
	if (b) return new CapabilityGuard("gateway_b", b);
	const c = await gatewayCClientFor(env, s);
	if (c) return new CapabilityGuard("gateway_c", c);
	return null;
}

export const STORED_KIND_SET: ReadonlySet<string> = new Set<StoredKind>([
	"gateway_a",
	"gateway_b",
	"gateway_c",
	"manual",
]);
