// PUT /v1/checkout-settings: per-method routing and the hosted pages' brand, each part optional.
// `methods`, when sent, replaces the routing (methods left out get their default; null turns one
// off), checked against the capability matrix and the connected adapters. `branding` fields, when
// sent, replace that field (null goes back to the default); fields left out keep their value.
import { ApiError } from "../../../platform/errors";
import { workspaceName } from "../../admin/public";
import type { AdapterKind } from "../adapters/domain/capabilities";
import { listAdapters } from "../adapters/store";
import type { PayCtx, PayScope } from "../context";
import { type CheckoutSettingsView, checkoutSettingsView } from "./brand";
import { type CheckoutMethod, resolveRouting, routingProblem } from "./domain";
import { loadCheckoutSettings, type StoredBranding, writeCheckoutSettings } from "./store";

export interface PutCheckoutSettings {
	methods?: Partial<Record<CheckoutMethod, AdapterKind | null>>;
	branding?: Partial<StoredBranding>;
}

export async function putCheckoutSettings(
	ctx: PayCtx,
	s: PayScope,
	body: PutCheckoutSettings,
	now: number,
): Promise<CheckoutSettingsView> {
	const cur = await loadCheckoutSettings(ctx.env, s);
	let routing = cur.routing;
	if (body.methods) {
		const connected = new Set<AdapterKind>(
			(await listAdapters(ctx.env, s)).filter((r) => r.status !== "disabled").map((r) => r.kind as AdapterKind),
		);
		const problem = routingProblem(body.methods, connected);
		if (problem) throw new ApiError(400, problem.code, problem.message, `methods.${problem.method}`);
		routing = resolveRouting(body.methods);
	}
	const branding: StoredBranding = { ...cur.branding };
	for (const k of ["displayName", "logoUrl", "brandColor", "address", "taxId", "timeZone"] as const) {
		const v = body.branding?.[k];
		if (v !== undefined) branding[k] = v;
	}
	if (branding.brandColor) branding.brandColor = branding.brandColor.toLowerCase();
	await writeCheckoutSettings(ctx.env, s, routing, branding, now);
	const name = await workspaceName(ctx.env, s.workspaceId);
	return checkoutSettingsView({ routing, branding, updatedAt: now }, name);
}
