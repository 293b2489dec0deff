// Webhook test helpers: a stubbed receiver (globalThis.fetch) that records every delivery and
// answers per URL, fake queue jobs, and a queue recorder for driving the engine's handlers directly.
import { vi } from "vitest";

export interface Received {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: string;
	/** The init the engine passed (redirect mode, signal). */
	init: RequestInit | undefined;
	at: number;
}

export type Answer = (req: Received) => Response | Promise<Response>;

/**
 * Replaces fetch for the whole isolate (the queue consumer runs in it too). URLs are matched by
 * prefix against `routes`; anything else answers 200, so a late delivery from an earlier test can
 * never reach the network.
 */
export function stubReceiver() {
	const received: Received[] = [];
	const routes = new Map<string, Answer>();
	const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
		const headers: Record<string, string> = {};
		new Headers(init?.headers).forEach((v, k) => {
			headers[k] = v;
		});
		const req: Received = {
			url,
			method: init?.method ?? "GET",
			headers,
			body: typeof init?.body === "string" ? init.body : "",
			init,
			at: Date.now(),
		};
		received.push(req);
		const match = [...routes.entries()]
			.filter(([prefix]) => url.startsWith(prefix))
			.sort((a, b) => b[0].length - a[0].length)[0];
		return match ? match[1](req) : new Response("ok");
	});
	vi.stubGlobal("fetch", fetchStub);
	return {
		received,
		fetchStub,
		/** Answer requests to URLs starting with `prefix`. */
		on(prefix: string, answer: Answer) {
			routes.set(prefix, answer);
		},
		to: (prefix: string) => received.filter((r) => r.url.startsWith(prefix)),
	};
}

let n = 0;
/** A unique https URL on the stubbed receiver's host. */
export const hookUrl = (label = "hook") =>
	`https://hooks.example.com/${label}/${++n}-${crypto.randomUUID().slice(0, 8)}`;

/** A queue job as handlers receive it, recording the delay of each retry. */
export function fakeJob<T extends Record<string, unknown>>(body: T, attempts = 1) {
	const retries: number[] = [];
	return {
		job: {
			body: body as T & { kind: string },
			attempts,
			retry: (delaySeconds: number) => void retries.push(delaySeconds),
		},
		retries,
	};
}

/** A queue producer that records messages instead of sending them. */
export function queueRecorder() {
	const sent: Record<string, unknown>[] = [];
	const queue = {
		send: async (body: unknown) => {
			sent.push(body as Record<string, unknown>);
		},
		sendBatch: async (msgs: Iterable<MessageSendRequest<unknown>>) => {
			for (const m of msgs) sent.push(m.body as Record<string, unknown>);
		},
	};
	return { sent, queue: queue as unknown as Queue, take: () => sent.splice(0, sent.length) };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
