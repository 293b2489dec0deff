// The brand a workspace's hosted pages carry (checkout, hosted invoice, portal, and the storefront
// through public.ts): the display name the merchant set in checkout settings or else the workspace
// name, the https logo and the #rrggbb colour. Read on every page render (one small row).
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import type { Brand } from "../../../platform/hosted-page";
import { workspaceName } from "../../admin/public";
import type { PayScope } from "../context";
import { brandingOf, type CheckoutSettingsRow, type StoredBranding } from "./store";

export type { Brand };

/** The brand as buyers see it: what the merchant set over the defaults (the workspace name). */
export const effectiveBrand = (b: StoredBranding, workspace: string | null): Brand => ({
	displayName: b.displayName ?? workspace ?? "",
	logoUrl: b.logoUrl,
	brandColor: b.brandColor,
});

/** The brand of one workspace in one environment, for a hosted page. */
export async function hostedBrand(env: Env, s: PayScope): Promise<Brand> {
	const [b, name] = await Promise.all([brandingOf(env, s), workspaceName(env, s.workspaceId)]);
	return effectiveBrand(b, name);
}

/** GET/PUT /v1/checkout-settings: routing, the brand in force (display name defaulted) and updatedAt. */
export const checkoutSettingsView = (r: CheckoutSettingsRow, workspace: string | null) => ({
	methods: r.routing,
	branding: effectiveBrand(r.branding, workspace),
	updatedAt: iso(r.updatedAt),
});
export type CheckoutSettingsView = ReturnType<typeof checkoutSettingsView>;
