// The capability matrix of spec 000 §4 "Adapters", as data. Served at GET /v1/adapters/capabilities
// and consulted before a charge goes to an adapter: a method marked no / n/a is refused there.

export const ADAPTER_KINDS = ["managed", "gateway_a", "gateway_b", "gateway_c", "manual"] as const;
export type AdapterKind = (typeof ADAPTER_KINDS)[number];

export const SUPPORT_VALUES = ["yes", "no", "depends", "select", "n/a"] as const;
export type Support = (typeof SUPPORT_VALUES)[number];

export const CAPABILITY_METHODS = [
	"card_visa_mastercard",
	"card_amex_jcb",
	"virtual_account",
	"ewallet",
	"dynamic_qr",
	"static_qr",
	"retail_outlet",
	"wallet_network",
	"device_wallet",
	"offline_bank_transfer",
] as const;
export type CapabilityMethod = (typeof CAPABILITY_METHODS)[number];

export interface CapabilityRow {
	method: CapabilityMethod;
	label: string;
	support: Record<AdapterKind, Support>;
}

const row = (
	method: CapabilityMethod,
	label: string,
	managed: Support,
	a: Support,
	b: Support,
	c: Support,
	manual: Support,
): CapabilityRow => ({
	method,
	label,
	support: { managed, gateway_a: a, gateway_b: b, gateway_c: c, manual },
});

/** Exactly the spec's table, row by row (Managed, Gateway A, Gateway B, Gateway C, Manual). */
export const CAPABILITIES: readonly CapabilityRow[] = [
	row("card_visa_mastercard", "Visa / Mastercard cards", "yes", "yes", "yes", "yes", "no"),
	row("card_amex_jcb", "Amex / JCB cards", "select", "depends", "yes", "no", "no"),
	row("virtual_account", "Indonesian virtual account", "yes", "yes", "yes", "no", "n/a"),
	row("ewallet", "E-wallets", "yes", "yes", "yes", "no", "n/a"),
	row("dynamic_qr", "Dynamic QR payment", "yes", "yes", "yes", "no", "n/a"),
	row("static_qr", "Static scan-to-pay QR", "no", "no", "no", "no", "yes"),
	row("retail_outlet", "Retail outlet payment", "no", "yes", "yes", "no", "n/a"),
	row("wallet_network", "Wallet-network balance or pay-in-installments", "no", "no", "no", "yes", "n/a"),
	row("device_wallet", "Device wallets", "yes", "no", "no", "no", "n/a"),
	row("offline_bank_transfer", "Offline bank transfer", "no", "no", "no", "no", "yes"),
];

export function supportOf(kind: AdapterKind, method: CapabilityMethod): Support {
	const r = CAPABILITIES.find((x) => x.method === method);
	return r ? r.support[kind] : "no";
}

/**
 * Whether a charge on `method` may be sent to `kind`. "depends" (gateway A on Amex/JCB: the
 * merchant's acquirer decides) and "select" (managed: enabled for selected merchants) are let
 * through to the provider, which answers for itself; no and n/a are refused before any call.
 */
export const canCharge = (kind: AdapterKind, method: CapabilityMethod) => {
	const s = supportOf(kind, method);
	return s === "yes" || s === "depends" || s === "select";
};

const AMEX_JCB = new Set(["amex", "american_express", "jcb"]);

/** A stored payment token's method (and card brand) → the matrix row it is charged under. */
export function capabilityOfToken(method: string, brand?: string | null): CapabilityMethod | null {
	switch (method) {
		case "card":
			return brand && AMEX_JCB.has(brand.toLowerCase()) ? "card_amex_jcb" : "card_visa_mastercard";
		case "ewallet":
			return "ewallet";
		case "virtual_account":
			return "virtual_account";
		case "qris":
			return "dynamic_qr";
		case "wallet_network":
			return "wallet_network";
		default:
			return null;
	}
}
