import type { PayEnvironment } from "../context";
import type { PaymentMethod } from "./methods";

/**
 * The one interface every charge goes through. This issue ships the simulated provider (test mode,
 * and managed mode in development); the adapters issue implements the own-account gateways
 * (A, B, C) behind the same interface. Implementations must be idempotent per idempotencyKey: the
 * same key never charges twice and answers with the first outcome.
 */
export interface ChargeRequest {
	workspaceId: string;
	environment: PayEnvironment;
	token: {
		id: string;
		method: PaymentMethod;
		providerReference: string;
		testOutcome: string | null;
		status: "active" | "detached";
	};
	amount: number;
	currency: string;
	/** Invoice id + attempt number for invoice charges. */
	idempotencyKey: string;
	description: string;
}

export interface ChargeResult {
	status: "succeeded" | "failed";
	providerReference: string;
	failureCode?: string;
	/** A decline that retrying cannot fix (stolen card, closed account): dunning does not retry it. */
	hardDecline?: boolean;
}

export interface RefundRequest {
	workspaceId: string;
	environment: PayEnvironment;
	providerReference: string;
	amount: number;
	currency: string;
	idempotencyKey: string;
}

export interface RefundResult {
	status: "succeeded" | "failed";
	providerReference: string;
	failureCode?: string;
}

export interface PaymentProvider {
	/** Adapter name recorded on the payment row ("simulated", "gateway_a", ...). */
	readonly name: string;
	/** Throws only when the provider could not be asked (network, outage); declines are results. */
	charge(req: ChargeRequest): Promise<ChargeResult>;
	refund(req: RefundRequest): Promise<RefundResult>;
}
