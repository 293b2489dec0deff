// The brand a workspace's hosted pages carry (checkout, hosted invoice, portal, and the storefront
// through public.ts): the display name the merchant set in checkout settings or else the workspace
// name, the https logo and the #rrggbb colour. Read on every page render (one small row).
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import type { Brand } from "../../../platform/hosted-page";
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime, type Lang } from "../../../platform/locale";
import { workspaceName } from "../../admin/public";
import type { PayScope } from "../context";
import { brandingOf, type CheckoutSettingsRow, type StoredBranding } from "./store";

export type { Brand };

/**
 * The brand with the issuer's details (issue 39): the address and tax id an invoice or receipt prints
 * when set, and the zone every payments hosted page writes dates in.
 */
export interface HostedBrand extends Brand {
	address: string | null;
	taxId: string | null;
	timeZone: string;
}

/** The brand as buyers see it: what the merchant set over the defaults (the workspace name, Asia/Jakarta). */
export const effectiveBrand = (b: StoredBranding, workspace: string | null): HostedBrand => ({
	displayName: b.displayName ?? workspace ?? "",
	logoUrl: b.logoUrl,
	brandColor: b.brandColor,
	address: b.address,
	taxId: b.taxId,
	timeZone: b.timeZone ?? DEFAULT_TIME_ZONE,
});

/** The zone a page's dates are written in: the workspace's, Asia/Jakarta where no brand is known. */
export const zoneOf = (brand: Brand | null | undefined): string =>
	(brand as Partial<HostedBrand> | null | undefined)?.timeZone ?? DEFAULT_TIME_ZONE;

/**
 * Dates for one hosted page (invoice, portal, checkout receipt and its PDF): the buyer's language on
 * the workspace's clock, so "due 1 December" means the same day to the merchant and the buyer.
 */
export const pageDates = (lang: Lang, brand: Brand | null | undefined) => {
	const zone = zoneOf(brand);
	return {
		date: (ms: number | null) => formatDate(ms, lang, zone),
		dateTime: (ms: number | null) => formatDateTime(ms, lang, zone),
	};
};

/** The brand of one workspace in one environment, for a hosted page. */
export async function hostedBrand(env: Env, s: PayScope): Promise<HostedBrand> {
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
