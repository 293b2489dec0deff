import { sha256Hex } from "../../../platform/crypto";
import type { CheckoutMethod } from "../charges/domain/methods";
import { qrisPayload, REFERENCE_MAX } from "../charges/domain/qris";
import type { Channel, NextAction, Outlet, VaBank, Wallet } from "../checkout/next-action";
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from "./provider";

/**
 * In-process provider for test mode and managed mode in development (REFERENCE "Managed mode").
 * Outcome from the token's testOutcome: succeed (default), decline (soft: card_declined, retried by
 * dunning), decline_hard (stolen_card, never retried). A detached token fails softly with
 * payment_token_detached. The reference is derived from the idempotency key, so a repeated key is
 * recognisably the same charge.
 */
export class SimulatedProvider implements PaymentProvider {
	readonly name = "simulated";

	async charge(req: ChargeRequest): Promise<ChargeResult> {
		const providerReference = `sim_ch_${(await sha256Hex(`${req.workspaceId}:${req.environment}:${req.idempotencyKey}`)).slice(0, 24)}`;
		if (req.token.status !== "active")
			return { status: "failed", providerReference, failureCode: "payment_token_detached", hardDecline: false };
		if (req.token.testOutcome === "decline")
			return { status: "failed", providerReference, failureCode: "card_declined", hardDecline: false };
		if (req.token.testOutcome === "decline_hard")
			return { status: "failed", providerReference, failureCode: "stolen_card", hardDecline: true };
		return { status: "succeeded", providerReference };
	}

	async refund(req: RefundRequest): Promise<RefundResult> {
		return {
			status: "succeeded",
			providerReference: `sim_re_${(await sha256Hex(`${req.workspaceId}:${req.idempotencyKey}`)).slice(0, 24)}`,
		};
	}
}

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
 * desktop, an outlet payment code; null for methods that have nothing to show (card, wallet network).
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
	if (x.method === "retail_outlet")
		return {
			type: "retail_outlet",
			outlet: (x.channel ?? "alfamart") as Outlet,
			paymentCode: `SIM${digitsOf(ref, 10)}`,
		};
	return null;
}
