// The platform's billing set-up for marketing plans: which payments workspace bills them
// (billing_config, one row "default") and the payments plan and price behind each plan and currency
// (billing_prices). These rows belong to no workspace, so they cannot follow one onto its shard
// (issue 38): they live on shard 0 of DB_MKT, named outright here whatever workspace the caller's env
// works for — a merchant's checkout on shard 1, the platform-admin PUT /billing/config, the payments
// listener and POS (marketing/public.ts platformBillingWorkspace) all read the same rows.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { shardDb } from "../../../../platform/shards";
import { billingConfig, billingPrices } from "../../schema";

export type BillingConfigRow = typeof billingConfig.$inferSelect;
export type BillingPriceRow = typeof billingPrices.$inferSelect;

/** The shard holding the global billing rows: shard 0 of DB_MKT, never the caller's workspace's. */
export const GLOBAL_SHARD = 0;
const globalDb = (env: Env) => drizzle(shardDb(env, "DB_MKT", GLOBAL_SHARD));
const CONFIG_ID = "default";

export const getConfig = async (env: Env): Promise<BillingConfigRow | null> =>
	(await globalDb(env).select().from(billingConfig).where(eq(billingConfig.id, CONFIG_ID)).get()) ?? null;

/**
 * Points billing at a payments workspace; prices made for another one (or left without any config,
 * whose workspace is unknown) are forgotten in the same batch.
 */
export async function setConfig(env: Env, payAccountId: string, environment: "test" | "live", now: number) {
	const db = globalDb(env);
	const prev = await getConfig(env);
	const moved = !prev || prev.payAccountId !== payAccountId || prev.environment !== environment;
	const upsert = db
		.insert(billingConfig)
		.values({ id: CONFIG_ID, payAccountId, environment, updatedAt: now })
		.onConflictDoUpdate({ target: billingConfig.id, set: { payAccountId, environment, updatedAt: now } });
	if (moved) await db.batch([db.delete(billingPrices), upsert]);
	else await upsert.run();
}

export const listPrices = (env: Env) => globalDb(env).select().from(billingPrices).all();

export const getPrice = async (env: Env, plan: string, currency: string): Promise<BillingPriceRow | null> =>
	(await globalDb(env)
		.select()
		.from(billingPrices)
		.where(and(eq(billingPrices.plan, plan), eq(billingPrices.currency, currency)))
		.get()) ?? null;

export const insertPrice = (env: Env, row: BillingPriceRow) =>
	globalDb(env).insert(billingPrices).values(row).onConflictDoNothing().run();
