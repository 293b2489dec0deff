/** @jsxImportSource hono/jsx */
// The marks on the checkout's method buttons (issue 39): our own line drawings, inline SVG in the
// page (no image request, nothing hot-linked, no provider's trademark) — a QR for QRIS, a bank for
// transfers, a wallet, a card, a shop front, a globe. The bank's or wallet's name is written beside it.
import type { CheckoutMethod } from "../domain";

const PATHS: Record<CheckoutMethod, string> = {
	qris: "M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM6 6h1v1H6zM17 6h1v1h-1zM6 17h1v1H6zM14 14h3v3h-3zM18 18h3v3h-3zM18 14h3M14 19v2",
	static_qr: "M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM6 6h1v1H6zM17 6h1v1h-1zM6 17h1v1H6zM14 14h7v7h-7z",
	virtual_account: "M3 9l9-5 9 5M4 9h16M6 9v8M10 9v8M14 9v8M18 9v8M3 20h18M4 17h16",
	bank_transfer_offline: "M3 9l9-5 9 5M4 9h16M6 9v8M10 9v8M14 9v8M18 9v8M3 20h18M4 17h16",
	ewallet: "M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7l11-3v3M15 12h5v4h-5zM17 14h.5",
	card: "M2 6h20v12H2zM2 10h20M5 15h5",
	retail_outlet:
		"M3 9l2-5h14l2 5M3 9h18M3 9c0 2 3 2 3 0c0 2 3 2 3 0c0 2 3 2 3 0c0 2 3 2 3 0c0 2 3 2 3 0M5 11v9h14v-9M10 20v-5h4v5",
	wallet_network: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
};

/** A 24 × 24 mark for a method, decorative (the button's text names the method). */
export function MethodMark(p: { method: CheckoutMethod }) {
	return (
		<svg
			class="mark"
			viewBox="0 0 24 24"
			width="28"
			height="28"
			aria-hidden="true"
			focusable="false"
			fill="none"
			stroke="currentColor"
			stroke-width="1.6"
			stroke-linejoin="round"
			stroke-linecap="round"
		>
			<path d={PATHS[p.method]} />
		</svg>
	);
}
