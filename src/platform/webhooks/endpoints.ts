import { and, eq, sql } from "drizzle-orm";
import type { Env } from "../../env";
import { insertUnderCap } from "../caps";
import { deriveSecret, newSalt, sha256Hex } from "../crypto";
import { ApiError, notFound } from "../errors";
import { newId, randomHex } from "../ids";
import { isLocalDevelopment, SECRET_PREFIX, type WebhookContext } from "./context";
import { normaliseSubscriptions } from "./domain";
import type { Tenant } from "./store";
import type { DeliveryRow, EndpointRow } from "./tables";
import { checkWebhookUrl } from "./url";

// The endpoint and delivery operations the routes call (routes.ts builds them): create, update,
// delete, rotate a secret, retry a delivery.

export interface EndpointInput {
	url: string;
	events: string[];
	description?: string | null;
}
export interface EndpointPatch {
	url?: string;
	events?: string[];
	description?: string | null;
	active?: boolean;
}

export function endpointOperations(w: WebhookContext) {
	const { cfg, D, E, maxEndpoints, limitStatus, prefixes, codes, q, trySend, deliverMessages } = w;

	// ------------------------------------------------------------------------------ endpoints

	function checkUrl(env: Env, tenant: Tenant, url: string) {
		const reason = checkWebhookUrl(url, {
			testMode: cfg.isTestMode(tenant.environment, env),
			development: isLocalDevelopment(env),
		});
		if (reason) throw new ApiError(400, "validation_error", reason, "url");
	}
	function checkEvents(events: string[]) {
		const r = normaliseSubscriptions(events, cfg.eventTypes, cfg.subscriptions);
		if (!r.ok) throw new ApiError(400, "validation_error", r.reason, "events");
		return r.events;
	}
	async function newSecret(env: Env) {
		const salt = newSalt();
		const secret = await deriveSecret(env.MASTER_KEY, salt, SECRET_PREFIX);
		return { salt, secret, hash: await sha256Hex(secret) };
	}

	async function createEndpoint(
		env: Env,
		tenant: Tenant,
		input: EndpointInput,
	): Promise<{ row: EndpointRow; secret: string }> {
		checkUrl(env, tenant, input.url);
		const events = checkEvents(input.events);
		const { salt, secret, hash } = await newSecret(env);
		const now = Date.now();
		const row: EndpointRow = {
			id: newId(prefixes.endpoint),
			accountId: tenant.accountId,
			environment: tenant.environment,
			url: input.url,
			events,
			description: input.description ?? null,
			active: true,
			disabledReason: null,
			failureStreak: 0,
			firstFailureAt: null,
			secretSalt: salt,
			secretHash: hash,
			previousSecretSalt: null,
			previousSecretHash: null,
			previousSecretExpiresAt: null,
			createdAt: now,
			updatedAt: now,
		};
		// The cap is part of the insert itself: a count read first would let parallel creates overshoot it.
		const { meta } = await insertUnderCap(
			cfg.db(env),
			E,
			row,
			and(eq(E.accountId, tenant.accountId), eq(E.environment, tenant.environment)),
			maxEndpoints,
		).run();
		if (!meta.changes) {
			throw new ApiError(
				limitStatus,
				codes.limitReached,
				`A workspace has at most ${maxEndpoints} webhook endpoints per environment; delete one first`,
			);
		}
		return { row, secret };
	}

	async function updateEndpoint(env: Env, tenant: Tenant, id: string, patch: EndpointPatch): Promise<EndpointRow> {
		const { db, endpoints, deliveries } = q(env);
		const row = await endpoints.get(tenant, id);
		if (!row) throw notFound("webhook endpoint");
		if (patch.url !== undefined) checkUrl(env, tenant, patch.url);
		const events = patch.events !== undefined ? checkEvents(patch.events) : undefined;
		const now = Date.now();
		const set: Partial<EndpointRow> = { updatedAt: now };
		if (patch.url !== undefined) set.url = patch.url;
		if (events) set.events = events;
		if (patch.description !== undefined) set.description = patch.description;
		if (patch.active === true)
			Object.assign(set, { active: true, disabledReason: null, failureStreak: 0, firstFailureAt: null });
		if (patch.active === false) Object.assign(set, { active: false, disabledReason: null });
		const update = db.update(E).set(set).where(endpoints.mine(tenant, id)).returning();
		const [updated] =
			patch.active === false
				? (await db.batch([update, deliveries.failPending(tenant, id, "endpoint_disabled", now)]))[0]
				: await update;
		if (!updated) throw notFound("webhook endpoint");
		return updated;
	}

	async function deleteEndpoint(env: Env, tenant: Tenant, id: string): Promise<void> {
		const { db, endpoints, deliveries } = q(env);
		const now = Date.now();
		const del = db.delete(E).where(endpoints.mine(tenant, id)).returning({ id: E.id });
		const cleanup = cfg.deleteRemovesDeliveries
			? db
					.delete(D)
					.where(and(eq(D.endpointId, id), eq(D.accountId, tenant.accountId), eq(D.environment, tenant.environment)))
			: deliveries.failPending(tenant, id, "endpoint_deleted", now);
		const [gone] = await db.batch([del, cleanup]);
		if (!gone.length) throw notFound("webhook endpoint");
	}

	/**
	 * A new secret. With `expiresInSeconds` > 0 the current one keeps signing next to it until then
	 * (a roll); 0 stops it at once. Rolling again replaces any earlier rolled secret.
	 */
	async function rotateSecret(
		env: Env,
		tenant: Tenant,
		id: string,
		expiresInSeconds = 0,
		now = Date.now(),
	): Promise<{ row: EndpointRow; secret: string }> {
		const { db, endpoints } = q(env);
		const current = await endpoints.get(tenant, id);
		if (!current) throw notFound("webhook endpoint");
		const { salt, secret, hash } = await newSecret(env);
		const roll =
			expiresInSeconds > 0
				? {
						previousSecretSalt: current.secretSalt,
						previousSecretHash: current.secretHash,
						previousSecretExpiresAt: now + expiresInSeconds * 1000,
					}
				: { previousSecretSalt: null, previousSecretHash: null, previousSecretExpiresAt: null };
		const [row] = await db
			.update(E)
			.set({ secretSalt: salt, secretHash: hash, ...roll, updatedAt: now })
			.where(endpoints.mine(tenant, id))
			.returning();
		if (!row) throw notFound("webhook endpoint");
		return { row, secret };
	}

	/** Manual retry: one more attempt, now. 409 when the endpoint is off or the delivery is already queued. */
	async function retryDelivery(env: Env, tenant: Tenant, id: string): Promise<DeliveryRow> {
		const { db, endpoints, deliveries } = q(env);
		const row = await deliveries.get(tenant, id);
		if (!row) throw notFound("webhook delivery");
		const endpoint = await endpoints.get(tenant, row.endpointId);
		if (!endpoint?.active) {
			throw new ApiError(
				409,
				codes.endpointDisabled,
				endpoint
					? "The endpoint is switched off; re-enable it with PATCH active=true first"
					: "The endpoint was deleted",
			);
		}
		const alreadyQueued = () =>
			new ApiError(409, codes.alreadyQueued, "This delivery is already queued; it will be attempted at nextRetryAt");
		if (row.status === "pending") throw alreadyQueued();
		const now = Date.now();
		const [updated] = await db
			.update(D)
			.set({
				status: "pending",
				queueToken: randomHex(12),
				maxAttempts: sql`${D.attempts} + 1`,
				nextRetryAt: now,
				failureReason: null,
				leaseUntil: null,
				updatedAt: now,
			})
			.where(
				and(
					eq(D.id, id),
					eq(D.accountId, tenant.accountId),
					eq(D.environment, tenant.environment),
					sql`${D.status} <> 'pending'`,
				),
			)
			.returning();
		if (!updated) throw alreadyQueued();
		await trySend(env, deliverMessages([updated]), "retry");
		return updated;
	}

	return { createEndpoint, updateEndpoint, deleteEndpoint, rotateSecret, retryDelivery };
}
