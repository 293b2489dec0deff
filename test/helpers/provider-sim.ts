// The channel providers inside Worker tests: global fetch is stubbed for the whole isolate (the queue
// consumer that sends campaigns runs in it too) so requests to the vendors' production hosts (DELIVERY,
// SES's regional hosts, Mailgun EU, Google's token endpoint) are answered by the simulator's pure
// routes (scripts/sim/channel-routes.mjs, the same answers as `npm start`'s simulator), and every other
// URL answers 200 "ok", so nothing reaches the network. The log tells how many messages each recipient
// got; failNext injects a 429 or a lost answer (accepted and logged, then the fetch throws).
import { vi } from "vitest";
import {
	createProviderSimulator,
	type ProviderSimulator,
	type SimLogEntry,
} from "../../scripts/sim/channel-routes.mjs";
import { DELIVERY } from "../../src/services/marketing/integrations";
import { GOOGLE_TOKEN_URL } from "../../src/services/marketing/integrations/fcm";
import { MAILGUN_EU_BASE_URL } from "../../src/services/marketing/integrations/mailgun";

const origins = new Set(
	[...Object.values(DELIVERY).map((d) => d?.base), MAILGUN_EU_BASE_URL, GOOGLE_TOKEN_URL]
		.filter((u): u is string => !!u)
		.map((u) => new URL(u).origin),
);
const isVendor = (u: URL) => origins.has(u.origin) || /^email\.[a-z0-9-]+\.amazonaws\.com$/.test(u.hostname);

async function bodyText(input: RequestInfo | URL, init?: RequestInit): Promise<string> {
	const body = init?.body ?? (input instanceof Request ? await input.clone().text() : null);
	if (body == null) return "";
	if (typeof body === "string") return body;
	if (body instanceof URLSearchParams) return body.toString();
	if (body instanceof Uint8Array || body instanceof ArrayBuffer) return new TextDecoder().decode(body);
	return new Response(body as BodyInit).text();
}

export interface InstalledProviderSimulator {
	sim: ProviderSimulator;
	/** Every request to a vendor host, in order (kind: message | replay | refused | throttled | request). */
	log: SimLogEntry[];
	/** Accepted messages to `address` (replays excluded): exactly-once means length 1. */
	messagesTo(address: string): SimLogEntry[];
	/** Messages per recipient, over the whole log. */
	perRecipient(): Record<string, number>;
	/** The next matching vendor request answers 429 ("429") or is sent, logged and then lost ("lost"). */
	failNext(mode: "429" | "lost", opts?: { to?: string; times?: number }): void;
	clear(): void;
	/** Requests to other hosts (answered 200 "ok"). */
	others: string[];
}

/** Stubs global fetch (undo with vi.unstubAllGlobals()); see the header. */
export function installProviderSimulator(): InstalledProviderSimulator {
	const sim = createProviderSimulator();
	const others: string[] = [];
	const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
		if (!isVendor(url)) {
			others.push(url.href);
			return new Response("ok");
		}
		const headers: Record<string, string> = {};
		new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).forEach((v, k) => {
			headers[k] = v;
		});
		const method = init?.method ?? (input instanceof Request ? input.method : "GET");
		const a = sim.simulateProvider({
			method,
			path: url.pathname + url.search,
			headers,
			body: await bodyText(input, init),
		});
		if (a.lost) throw new TypeError("Network connection lost. (simulated: the provider accepted the message)");
		return new Response(a.status === 204 || a.body === "" ? null : a.body, { status: a.status, headers: a.headers });
	});
	vi.stubGlobal("fetch", stub);
	return {
		sim,
		log: sim.log,
		messagesTo: (address) => sim.messagesTo(address),
		perRecipient: () => sim.summary().perRecipient,
		failNext: (mode, opts) => sim.failNext(mode, opts),
		clear: () => {
			sim.clear();
			others.length = 0;
		},
		others,
	};
}
