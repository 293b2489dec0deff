// The simulated (managed) provider's answer when a checkout payment starts (issue 39): what the
// buyer does next, shaped as real providers answer, derived from the payment's provider reference
// so a repeat is the same. It sits with checkout (not gateways/simulated.ts) because it speaks in
// checkout's methods and channels, which the feature order puts after gateways.
import { sha256Hex } from "../../../platform/crypto";
import { qrisPayload, REFERENCE_MAX } from "../charges/domain/qris";
import type { CheckoutMethod } from "./domain";
import type { Channel, NextAction, VaBank, Wallet } from "./next-action";

/** What the simulated provider answers a checkout payment with: what the buyer does next. */
export interface SimulatedStart {
	method: CheckoutMethod;
	channel: Channel | null;
	amount: number;
	currency: string;
	merchantName: string;
	workspaceId: string;
	/** The payment's provider reference (sim_ch_<24 hex>): every number below derives from it. */
	providerReference: string;
}

/** Digits of a hex digest, `n` of them (stable per payment). */
const digitsOf = (hex: string, n: number) => (BigInt(`0x${hex}`) % 10n ** BigInt(n)).toString().padStart(n, "0");

/** Each bank's VA prefix (the company code the number starts with), then digits to 16. */
const VA_PREFIX: Record<VaBank, string> = {
	bca: "39358",
	bni: "8808",
	bri: "26215",
	mandiri: "88608",
	permata: "8215",
};

/**
 * The simulated provider's next action, shaped as real providers answer: a dynamic QRIS string
 * (IDR only; QRIS is rupiah), a VA number at the chosen bank, an e-wallet deep link with a QRIS for
 * desktop; null for methods that have nothing to show (card; retail outlets and the wallet network
 * are never simulated: the capability matrix routes them to gateways, whose answer may be an outlet code).
 */
export async function simulatedNextAction(x: SimulatedStart): Promise<NextAction | null> {
	const ref = x.providerReference.replace(/^sim_ch_/, "");
	const merchant = (await sha256Hex(`merchant:${x.workspaceId}`)).slice(0, 16);
	const qr = () =>
		x.currency === "IDR"
			? qrisPayload({
					merchantPan: `93600${digitsOf(merchant, 13)}`,
					merchantId: `SIM${digitsOf(merchant, 12)}`,
					mcc: "5999",
					amount: x.amount,
					merchantName: x.merchantName,
					city: "Jakarta",
					reference: ref.slice(0, REFERENCE_MAX),
				})
			: null;
	if (x.method === "qris") {
		const qrString = qr();
		return qrString ? { type: "qris", qrString } : null;
	}
	if (x.method === "virtual_account") {
		const bank = (x.channel ?? "bca") as VaBank;
		const prefix = VA_PREFIX[bank];
		return { type: "virtual_account", bank, accountNumber: prefix + digitsOf(ref, 16 - prefix.length) };
	}
	if (x.method === "ewallet") {
		const wallet = (x.channel ?? "dana") as Wallet;
		return { type: "ewallet", wallet, deepLink: `pasar-sim://ewallet/${wallet}/pay?ref=${ref}`, qrString: qr() };
	}
	return null;
}
