// Checkout settings rows of DB_PAY (drizzle): per-method routing and the hosted pages' brand, one
// row per workspace and environment; no row = the defaults (managed routing, no brand of its own).
// Stale-tolerant (issue 27): read from isolate memory, a copy older than a second answered and
// re-read in the background, an idle one kept 5 s; a PUT through this isolate is written through.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { isolateCache } from "../../../../platform/isolate-cache";
import { backgroundEnv } from "../../../../platform/roundtrips";
import type { AdapterKind } from "../../adapters/domain/capabilities";
import type { PayScope as Scope } from "../../context";
import { checkoutSettings } from "../../schema";
import { type CheckoutMethod, defaultRouting, type Routing } from "../domain";

/** What the merchant set for the hosted pages; null fields fall back to the defaults. */
export interface StoredBranding {
	displayName: string | null;
	logoUrl: string | null;
	brandColor: string | null;
	/** The issuer's postal address on invoices and receipts (lines separated by \n). */
	address: string | null;
	/** The issuer's tax number (NPWP) on invoices and receipts. */
	taxId: string | null;
	/** IANA zone the hosted pages write dates in; null = Asia/Jakarta. */
	timeZone: string | null;
}

export interface CheckoutSettingsRow {
	routing: Routing;
	branding: StoredBranding;
	/** null while no PUT has been made. */
	updatedAt: number | null;
}

const NO_BRANDING: StoredBranding = {
	displayName: null,
	logoUrl: null,
	brandColor: null,
	address: null,
	taxId: null,
	timeZone: null,
};

const where = (s: Scope) =>
	and(eq(checkoutSettings.accountId, s.workspaceId), eq(checkoutSettings.environment, s.environment));

const cache = isolateCache<CheckoutSettingsRow>(5_000, 10_000, { refreshAfterMs: 1_000 });
const cacheKey = (s: Scope) => `${s.workspaceId}:${s.environment}`;

/** The workspace's settings: the stored row over the defaults (from isolate memory when warm). */
export function readCheckoutSettings(env: Env, s: Scope): Promise<CheckoutSettingsRow> {
	return cache.get(
		cacheKey(s),
		() => loadCheckoutSettings(env, s),
		() => loadCheckoutSettings(backgroundEnv(env), s),
	);
}

/** The stored settings read from D1 now: what a write merges into (never a stale copy). */
export async function loadCheckoutSettings(env: Env, s: Scope): Promise<CheckoutSettingsRow> {
	const r = await drizzle(env.DB_PAY).select().from(checkoutSettings).where(where(s)).get();
	if (!r) return { routing: defaultRouting(), branding: { ...NO_BRANDING }, updatedAt: null };
	return {
		routing: { ...defaultRouting(), ...(JSON.parse(r.routing) as Partial<Record<CheckoutMethod, AdapterKind | null>>) },
		branding: {
			displayName: r.displayName,
			logoUrl: r.logoUrl,
			brandColor: r.brandColor,
			address: r.address,
			taxId: r.taxId,
			timeZone: r.timeZone,
		},
		updatedAt: r.updatedAt,
	};
}

/** The workspace's routing: the stored row over the defaults. */
export async function routingOf(env: Env, s: Scope): Promise<{ routing: Routing; updatedAt: number | null }> {
	const r = await readCheckoutSettings(env, s);
	return { routing: r.routing, updatedAt: r.updatedAt };
}

/** The brand the merchant set (nulls where they set nothing), without the routing. */
export async function brandingOf(env: Env, s: Scope): Promise<StoredBranding> {
	return { ...(await readCheckoutSettings(env, s)).branding };
}

/** Writes the whole row (routing and brand), inserting it on the first PUT. */
export async function writeCheckoutSettings(
	env: Env,
	s: Scope,
	routing: Routing,
	branding: StoredBranding,
	at: number,
) {
	const values = { routing: JSON.stringify(routing), ...branding, updatedAt: at };
	await drizzle(env.DB_PAY)
		.insert(checkoutSettings)
		.values({ accountId: s.workspaceId, environment: s.environment, ...values })
		.onConflictDoUpdate({ target: [checkoutSettings.accountId, checkoutSettings.environment], set: values });
	cache.set(cacheKey(s), { routing: { ...routing }, branding: { ...branding }, updatedAt: at });
}
