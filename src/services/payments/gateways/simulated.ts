import { sha256Hex } from "../../../platform/crypto";
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
