import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { planOf, workspaceEnv } from "../../admin/public";
import { storeLimitsOf } from "../access/plans";
import { notFound, type StoreCtx, type StoreScope } from "../context";
import { productCopy } from "../integrations/ai";
import { publicCatalogue } from "./catalogue-cache";
import { consumeAiRun, finishAiRun, getProduct, updateProduct } from "./store";

export const AI_KIND = "store.ai.fill";

import { utcMonth as monthOf } from "../../../platform/encoding";

export { monthOf };

/** One AI run of this month's plan quota, or 403 QUOTA_EXCEEDED. */
export async function takeAiRun(ctx: StoreCtx, s: StoreScope, now: number) {
	const cap = storeLimitsOf(await planOf(ctx.env, s.workspaceId, "store")).aiRuns;
	if (!(await consumeAiRun(ctx.env, s, monthOf(now), cap)))
		throw new ApiError(
			403,
			"quota_exceeded",
			`The plan allows ${cap} AI fills a month; the quota resets on the 1st (UTC)`,
		);
}

/** Hands run `run` of a product to the tasks queue. */
export const queueAiRun = (env: Env, s: StoreScope, productId: string, run: number) =>
	env.TASKS.send({ kind: AI_KIND, accountId: s.workspaceId, productId, run });

/** POST /storefront/products/{id}/ai-generate: aiGenerated true, aiStatus generating, a run queued. */
export async function requestAiFill(ctx: StoreCtx, s: StoreScope, id: string) {
	const cur = await getProduct(ctx.env, s, id);
	if (!cur || cur.archived) throw notFound("product");
	const now = Date.now();
	await takeAiRun(ctx, s, now);
	const row = await updateProduct(ctx.env, s, id, {
		aiGenerated: 1,
		aiStatus: "generating",
		aiRun: cur.aiRun + 1,
		updatedAt: now,
	});
	if (!row) throw notFound("product");
	await queueAiRun(ctx.env, s, id, row.aiRun);
	return { message: `AI fill started for ${id}; poll GET /storefront/products/${id} for aiStatus` };
}

/** The tasks queue: writes description and tags (complete), or leaves them and marks failed. */
export const runAiFill: QueueHandler = async (job, queueEnv) => {
	const { accountId, productId, run } = job.body as unknown as { accountId: string; productId: string; run: number };
	if (typeof accountId !== "string") return;
	// The message names its workspace: DB_STORE is that workspace's shard (issue 38).
	const env = await workspaceEnv(queueEnv, accountId);
	const s = { workspaceId: accountId };
	const p = await getProduct(env, s, productId);
	if (!p || p.aiRun !== run || p.aiStatus !== "generating") return;
	try {
		const copy = await productCopy(env, {
			name: p.name,
			type: p.type,
			price: p.price,
			currency: p.currency,
			tags: JSON.parse(p.tags),
		});
		await finishAiRun(env, s, productId, run, {
			aiStatus: "complete",
			description: copy.description,
			tags: JSON.stringify(copy.tags),
			updatedAt: Date.now(),
		});
	} catch (err) {
		log(env, "warn", { service: "store", event: "ai_fill_failed", product: productId, error: (err as Error).message });
		await finishAiRun(env, s, productId, run, { aiStatus: "failed", updatedAt: Date.now() });
	}
	publicCatalogue.changed(accountId);
};
