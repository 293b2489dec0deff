// What a buyer does after choosing a method (issue 39): the channels a method is offered through
// (the VA's bank, the e-wallet, the retail outlet), the "next action" a provider answers with when
// a payment starts (kept on the payment as JSON), and the options the hosted page lists. Pure.
import type { CheckoutMethod } from "./domain";

export const VA_BANKS = ["bca", "bni", "bri", "mandiri", "permata"] as const;
export const WALLETS = ["dana", "ovo", "shopeepay", "linkaja"] as const;
export const OUTLETS = ["alfamart", "indomaret"] as const;
export type VaBank = (typeof VA_BANKS)[number];
export type Wallet = (typeof WALLETS)[number];
export type Outlet = (typeof OUTLETS)[number];
export type Channel = VaBank | Wallet | Outlet;

/** The names buyers know them by (the same in both languages). */
export const CHANNEL_NAME: Record<Channel, string> = {
	bca: "BCA",
	bni: "BNI",
	bri: "BRI",
	mandiri: "Mandiri",
	permata: "Permata",
	dana: "DANA",
	ovo: "OVO",
	shopeepay: "ShopeePay",
	linkaja: "LinkAja",
	alfamart: "Alfamart",
	indomaret: "Indomaret",
};

/** The channels of a method that has them; the first is the default when none is named. */
export const CHANNELS: Partial<Record<CheckoutMethod, readonly Channel[]>> = {
	virtual_account: VA_BANKS,
	ewallet: WALLETS,
	retail_outlet: OUTLETS,
};

export type NextAction =
	| { type: "qris"; qrString: string }
	| { type: "virtual_account"; bank: VaBank; accountNumber: string }
	| { type: "ewallet"; wallet: Wallet; deepLink: string | null; qrString: string | null }
	| { type: "retail_outlet"; outlet: Outlet; paymentCode: string };

/** The stored next action, or null (none stored, or a shape this version does not know). */
export function readNextAction(json: string | null | undefined): NextAction | null {
	if (!json) return null;
	try {
		const a = JSON.parse(json) as NextAction;
		return a && typeof a === "object" && typeof a.type === "string" ? a : null;
	} catch {
		return null;
	}
}

/** The channel a next action names (the bank, wallet or outlet), if any. */
export const channelOfAction = (a: NextAction | null): Channel | null =>
	a?.type === "virtual_account"
		? a.bank
		: a?.type === "ewallet"
			? a.wallet
			: a?.type === "retail_outlet"
				? a.outlet
				: null;

/** One button on the choose page: the form value is "method" or "method:channel". */
export interface MethodOption {
	method: CheckoutMethod;
	channel: Channel | null;
	value: string;
}

/**
 * Every button a session's methods make: one per channel where a method has channels and is
 * `channelled` (routed to the simulated provider, which takes the channel; a gateway's hosted step
 * lets the buyer pick the bank or wallet there, so a gateway-routed method is one button).
 */
export function methodOptions(
	methods: readonly CheckoutMethod[],
	channelled: (m: CheckoutMethod) => boolean = () => true,
): MethodOption[] {
	return methods.flatMap((method): MethodOption[] => {
		const channels = CHANNELS[method];
		if (!channels || !channelled(method)) return [{ method, channel: null, value: method }];
		return channels.map((channel) => ({ method, channel, value: `${method}:${channel}` }));
	});
}

/** The options still worth offering while `pending` waits: all but the one chosen. */
export const otherOptions = (
	options: readonly MethodOption[],
	pending: { method: string; channel: Channel | null } | null,
) =>
	pending
		? options.filter((o) => !(o.method === pending.method && (o.channel === null || o.channel === pending.channel)))
		: [...options];

/**
 * A posted choice ("qris", "virtual_account:bni") as method and channel; a method with channels
 * posted bare takes its first (forms and tests from before channels existed). Null when the channel
 * is not one of the method's.
 */
export function parseChoice(value: string): { method: string; channel: Channel | null } | null {
	const [method = "", channel, ...rest] = value.split(":");
	if (rest.length) return null;
	const channels = CHANNELS[method as CheckoutMethod];
	if (!channels) return channel === undefined ? { method, channel: null } : null;
	if (channel === undefined) return { method, channel: channels[0] as Channel };
	return (channels as readonly string[]).includes(channel) ? { method, channel: channel as Channel } : null;
}

/** A VA number for reading aloud and typing: groups of four digits. */
export const groupDigits = (n: string) => n.replace(/(.{4})(?=.)/g, "$1 ");

/** What the checkout page shows, and what its status endpoint answers (the page reloads when it changes). */
export type PageState = "open" | "waiting" | "failed" | "review" | "paid" | "expired" | "canceled";

/**
 * A session's page state from the session and its latest payment: waiting while a payment the
 * buyer completes elsewhere (scan, transfer, wallet) is pending; failed when the latest one failed.
 */
export function pageState(
	session: { status: string },
	payment: { status: string; adapter: string; next_action?: string | null } | null,
): PageState {
	if (session.status === "completed") return "paid";
	if (session.status === "expired" || session.status === "canceled") return session.status;
	if (session.status === "pending_review") return "review";
	if (payment?.status === "pending" && (payment.adapter === "managed" || payment.next_action)) return "waiting";
	if (payment?.status === "failed") return "failed";
	return "open";
}
