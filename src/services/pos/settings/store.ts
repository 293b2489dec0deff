import type { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { workspaceName } from "../../admin/public";
import type { PosScope } from "../context";
import { settings } from "../schema";
import type { PutSettings } from "./schemas";

type Row = typeof settings.$inferSelect;
const view = (r: Row) => ({
	businessName: r.businessName,
	businessType: r.businessType,
	currency: "IDR" as const,
	discountApprovalThreshold: r.discountApprovalThreshold,
	returnApprovalThreshold: r.returnApprovalThreshold,
	updatedAt: new Date(r.updatedAt).toISOString(),
});

/** GET /settings: made on first read (the workspace's name, retail, IDR); racing first reads make one row. */
export async function readSettings(env: Env, s: PosScope) {
	const db = drizzle(env.DB_POS);
	const found = await db.select().from(settings).where(eq(settings.accountId, s.workspaceId)).get();
	if (found) return view(found);
	const row: Row = {
		accountId: s.workspaceId,
		businessName: ((await workspaceName(env, s.workspaceId)) ?? "My business").slice(0, 120),
		businessType: "retail",
		currency: "IDR",
		discountApprovalThreshold: null,
		returnApprovalThreshold: null,
		updatedAt: Date.now(),
	};
	await db.insert(settings).values(row).onConflictDoNothing().run();
	return view((await db.select().from(settings).where(eq(settings.accountId, s.workspaceId)).get()) ?? row);
}

/** PUT /settings: the whole profile; an approval threshold left out keeps its value (null clears it). */
export async function putSettings(env: Env, s: PosScope, b: z.infer<typeof PutSettings>) {
	const db = drizzle(env.DB_POS);
	const row = {
		accountId: s.workspaceId,
		...b,
		discountApprovalThreshold: b.discountApprovalThreshold ?? null,
		returnApprovalThreshold: b.returnApprovalThreshold ?? null,
		updatedAt: Date.now(),
	};
	const { accountId: _, ...set } = row;
	if (b.discountApprovalThreshold === undefined) delete (set as Partial<typeof set>).discountApprovalThreshold;
	if (b.returnApprovalThreshold === undefined) delete (set as Partial<typeof set>).returnApprovalThreshold;
	const [saved] = await db
		.insert(settings)
		.values(row)
		.onConflictDoUpdate({ target: settings.accountId, set })
		.returning()
		.all();
	return view(saved ?? row);
}

/** The approval thresholds (whole IDR; null: none) a sale's discounts and a return's refund are held to. */
export async function approvalThresholds(env: Env, s: PosScope) {
	const r = await drizzle(env.DB_POS)
		.select({ discount: settings.discountApprovalThreshold, return: settings.returnApprovalThreshold })
		.from(settings)
		.where(eq(settings.accountId, s.workspaceId))
		.get();
	return { discount: r?.discount ?? null, return: r?.return ?? null };
}
