// Types for the Worker tests that answer provider requests through the simulator's pure routes
// (test/helpers/provider-sim.ts); the module itself is plain JavaScript, shared with the node server.
export interface SimRequest {
	method?: string;
	/** The path, with its query if any. */
	path?: string;
	headers?: Record<string, string>;
	/** The raw body text. */
	body?: string;
}
export interface SimAnswer {
	status: number;
	body: string;
	headers: Record<string, string>;
	/** Accepted and logged, but the caller must not see the answer (an injected lost answer). */
	lost?: boolean;
}
export type SimKind = "message" | "replay" | "refused" | "throttled" | "request";
export interface SimLogEntry {
	seq: number;
	at: number;
	method: string;
	path: string;
	vendor: string | null;
	headers: Record<string, string | undefined>;
	body: string;
	/** Recipients, lower-cased. */
	to: string[];
	key: string | null;
	kind: SimKind;
	status: number;
	/** The vendor's id of the message (the first one's, for a replay). */
	messageId: string | null;
}
export interface SimSummary {
	requests: number;
	messages: number;
	replays: number;
	refused: number;
	throttled: number;
	perRecipient: Record<string, number>;
}
export interface ProviderSimulator {
	log: SimLogEntry[];
	simulateProvider(req: SimRequest): SimAnswer;
	failNext(mode: "429" | "lost", opts?: { to?: string; times?: number }): void;
	messagesTo(address: string): SimLogEntry[];
	summary(): SimSummary;
	clear(): void;
}
export function createProviderSimulator(opts?: { now?: () => number }): ProviderSimulator;
export function parseBody(headers: Record<string, string>, raw: string): Record<string, unknown>;
export function summarize(log: SimLogEntry[]): SimSummary;
