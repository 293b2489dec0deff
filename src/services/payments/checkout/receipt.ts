// A completed checkout's receipt (issue 39), the same facts on the receipt page and in its PDF:
// amount, method with its bank or wallet, the paid time on the workspace's clock, the payment id
// as reference, the lines. Reads the session's payment; the words are the page's.
import type { Env } from "../../../env";
import { DEFAULT_TIME_ZONE, formatDateTime, formatMoney, type Lang } from "../../../platform/locale";
import type { CheckoutMethod } from "./domain";
import { channelOfAction, readNextAction } from "./next-action";
import { optionLabel, zoneLabel } from "./routes/checkout-words";
import { METHOD_LABEL } from "./routes/hosted-i18n";
import { findIn, type PaymentRow, type SessionRow, sessionLineItems } from "./store";

export interface CheckoutReceipt {
	amount: string;
	/** "Virtual account BCA", "QRIS"; null when the session has no payment (cannot happen once completed). */
	method: string | null;
	paidAt: string;
	reference: string | null;
	lines: Array<{ name: string; quantity: number; amount: string }>;
}

/** The receipt of a completed session in `lang`, its time in `timeZone` (default Asia/Jakarta). */
export async function receiptOf(
	env: Env,
	row: SessionRow,
	lang: Lang,
	timeZone = DEFAULT_TIME_ZONE,
): Promise<CheckoutReceipt> {
	const s = { workspaceId: row.account_id, environment: row.environment };
	const p = row.payment_id ? await findIn<PaymentRow>(env, s, "payments", row.payment_id) : null;
	const method = p ? (p.method as CheckoutMethod) : null;
	const channel = channelOfAction(readNextAction(p?.next_action));
	const at = row.completed_at ?? p?.updated_at ?? null;
	return {
		amount: formatMoney(row.amount, row.currency, lang),
		method: method
			? channel
				? optionLabel(lang, method, channel, METHOD_LABEL[lang][method])
				: (METHOD_LABEL[lang][method] ?? method)
			: null,
		paidAt: at == null ? "" : `${formatDateTime(at, lang, timeZone)} ${zoneLabel(timeZone)}`,
		reference: p?.id ?? null,
		lines: (sessionLineItems(row) ?? []).map((i) => ({
			name: i.name,
			quantity: i.quantity,
			amount: formatMoney(i.quantity * i.unitAmount, row.currency, lang),
		})),
	};
}
