/** @jsxImportSource hono/jsx */
// How a saved payment method reads on hosted pages (the portal's cards, the paid invoice's "paid
// with"): "Visa •••• 4242, exp 12/28" rather than "card visa •••• 4242", and a small mark drawn here
// as inline SVG (our own simple drawings: no hot-linked logos, nothing for the CSP to allow). The mark
// is decorative (aria-hidden): the words beside it say the same.
import type { Lang } from "../../../platform/locale";
import { METHOD_LABEL } from "./routes/hosted-i18n";

export interface MethodLike {
	method: string;
	brand: string | null;
	last4: string | null;
	exp_month?: number | null;
	exp_year?: number | null;
	account_label?: string | null;
}

const BRANDS: Record<string, string> = {
	visa: "Visa",
	mastercard: "Mastercard",
	master: "Mastercard",
	amex: "American Express",
	american_express: "American Express",
	jcb: "JCB",
	unionpay: "UnionPay",
	gpn: "GPN",
};

const brandKey = (brand: string | null) => (brand ?? "").toLowerCase().replace(/[\s-]+/g, "_");

/** The card network's name as people write it ("visa" → "Visa", "amex" → "American Express"). */
export const cardBrandName = (brand: string | null) => {
	const b = brand ?? "";
	return BRANDS[brandKey(b)] ?? (b ? b.charAt(0).toUpperCase() + b.slice(1) : "");
};

const EXP = { id: "berlaku s.d.", en: "exp" } as const;

/** "Visa •••• 4242, exp 12/28"; other methods by their name and account ("E-wallet OVO 0812…"). */
export function methodLabel(m: MethodLike, lang: Lang): string {
	if (m.method === "card") {
		const exp =
			m.exp_month && m.exp_year
				? `, ${EXP[lang]} ${String(m.exp_month).padStart(2, "0")}/${String(m.exp_year % 100).padStart(2, "0")}`
				: "";
		const name = cardBrandName(m.brand) || METHOD_LABEL[lang].card;
		return `${name}${m.last4 ? ` •••• ${m.last4}` : ""}${exp}`;
	}
	const word = METHOD_LABEL[lang][m.method as keyof (typeof METHOD_LABEL)["en"]] ?? m.method;
	return m.account_label ? `${word} ${m.account_label}` : word;
}

const frame = (fill: string, children: unknown, stroke = fill) => (
	<svg class="mark" viewBox="0 0 40 26" width="40" height="26" aria-hidden="true" focusable="false">
		<rect x="0.5" y="0.5" width="39" height="25" rx="4" fill={fill} stroke={stroke} />
		{children}
	</svg>
);

/** A small mark for a payment method: the card network's colours, or a pictogram for other methods. */
export function MethodMark(p: { m: MethodLike }) {
	const { m } = p;
	if (m.method === "card") {
		switch (brandKey(m.brand)) {
			case "visa":
				return frame(
					"#1a1f71",
					<text
						x="20"
						y="17.5"
						text-anchor="middle"
						font-family="Arial,sans-serif"
						font-size="11"
						font-style="italic"
						font-weight="700"
						fill="#ffffff"
					>
						VISA
					</text>,
				);
			case "mastercard":
			case "master":
				return frame(
					"#ffffff",
					<>
						<circle cx="16" cy="13" r="7.5" fill="#eb001b" />
						<circle cx="24" cy="13" r="7.5" fill="#f79e1b" fill-opacity="0.9" />
					</>,
					"#d0d7de",
				);
			case "amex":
			case "american_express":
				return frame(
					"#2e77bc",
					<text
						x="20"
						y="16.5"
						text-anchor="middle"
						font-family="Arial,sans-serif"
						font-size="8"
						font-weight="700"
						fill="#ffffff"
					>
						AMEX
					</text>,
				);
			case "jcb":
				return frame(
					"#ffffff",
					<>
						<rect x="8" y="6" width="8" height="14" rx="2" fill="#0b4ea2" />
						<rect x="16" y="6" width="8" height="14" rx="2" fill="#e21836" />
						<rect x="24" y="6" width="8" height="14" rx="2" fill="#00a651" />
					</>,
					"#d0d7de",
				);
			default:
				return frame(
					"#eaeef2",
					<>
						<rect x="0.5" y="6" width="39" height="4" fill="#57606a" />
						<rect x="5" y="15" width="12" height="3" rx="1" fill="#8c959f" />
					</>,
					"#d0d7de",
				);
		}
	}
	if (m.method === "qris" || m.method === "static_qr")
		return frame(
			"#ffffff",
			<>
				<rect x="13" y="5" width="6" height="6" fill="#1f2328" />
				<rect x="21" y="5" width="6" height="6" fill="#1f2328" />
				<rect x="13" y="15" width="6" height="6" fill="#1f2328" />
				<rect x="22" y="16" width="4" height="4" fill="#1f2328" />
			</>,
			"#d0d7de",
		);
	if (m.method === "virtual_account" || m.method === "bank_transfer_offline")
		return frame(
			"#ffffff",
			<path
				d="M20 4 L31 9 H9 Z M11 11 h3 v8 h-3 Z M18.5 11 h3 v8 h-3 Z M26 11 h3 v8 h-3 Z M9 20 h22 v2 H9 Z"
				fill="#1f2328"
			/>,
			"#d0d7de",
		);
	return frame(
		"#ffffff",
		<>
			<rect x="10" y="7" width="20" height="13" rx="2.5" fill="none" stroke="#1f2328" stroke-width="2" />
			<circle cx="25" cy="13.5" r="1.8" fill="#1f2328" />
		</>,
		"#d0d7de",
	);
}
