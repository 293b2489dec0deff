// Webhook target checks (REFERENCE "Webhook delivery": never deliver to private, loopback or
// link-local addresses; http:// only for test-mode endpoints). Pure: no DNS. Names are checked
// as written; Cloudflare's egress does not route to private networks, so a public name that
// resolves to a private address still cannot reach one from a deployed Worker.

export const MAX_WEBHOOK_URL_LENGTH = 2000;

export interface UrlCheckOptions {
	/** Test-mode endpoint: http:// is accepted (and, in local development, loopback targets). */
	testMode: boolean;
	/** The Worker runs in local development (ENVIRONMENT=development). */
	development: boolean;
}

type Range = readonly [base: number, bits: number, label: string];

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IPv4 ranges never delivered to; loopback is listed separately for the development exception. */
const V4_LOOPBACK: Range = [v4(127, 0, 0, 0), 8, "loopback"];
const V4_REFUSED: readonly Range[] = [
	[v4(0, 0, 0, 0), 8, '"this network" (0.0.0.0/8)'],
	[v4(10, 0, 0, 0), 8, "private (10.0.0.0/8)"],
	[v4(100, 64, 0, 0), 10, "shared address space (100.64.0.0/10)"],
	[v4(169, 254, 0, 0), 16, "link-local (169.254.0.0/16)"],
	[v4(172, 16, 0, 0), 12, "private (172.16.0.0/12)"],
	[v4(192, 0, 0, 0), 24, "IETF protocol assignments (192.0.0.0/24)"],
	[v4(192, 0, 2, 0), 24, "documentation (192.0.2.0/24)"],
	[v4(192, 88, 99, 0), 24, "6to4 relay anycast (192.88.99.0/24)"],
	[v4(192, 168, 0, 0), 16, "private (192.168.0.0/16)"],
	[v4(198, 18, 0, 0), 15, "benchmarking (198.18.0.0/15)"],
	[v4(198, 51, 100, 0), 24, "documentation (198.51.100.0/24)"],
	[v4(203, 0, 113, 0), 24, "documentation (203.0.113.0/24)"],
	[v4(224, 0, 0, 0), 4, "multicast (224.0.0.0/4)"],
	[v4(240, 0, 0, 0), 4, "reserved (240.0.0.0/4)"],
];

const inV4 = (ip: number, [base, bits]: Range) => bits === 0 || ip >>> (32 - bits) === base >>> (32 - bits);

/** Dotted quad → number; the URL parser has already turned 0x7f.1, 2130706433 and 127.1 into dotted form. */
export function parseIPv4(host: string): number | null {
	const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
	if (!m) return null;
	const parts = m.slice(1).map(Number);
	if (parts.some((p) => p > 255)) return null;
	return v4(parts[0], parts[1], parts[2], parts[3]);
}

/** "[a:b::c]" or "a:b::c" (optionally with a dotted IPv4 tail) → 8 16-bit groups. */
export function parseIPv6(raw: string): number[] | null {
	let host = raw.startsWith("[") && raw.endsWith("]") ? raw.slice(1, -1) : raw;
	if (host.includes("%")) return null; // zone ids are not valid in URLs
	const tail = /(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(host);
	if (tail) {
		const n = parseIPv4(tail[1]);
		if (n == null) return null;
		host = `${host.slice(0, -tail[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
	}
	const halves = host.split("::");
	if (halves.length > 2) return null;
	const groups = (s: string) => (s === "" ? [] : s.split(":"));
	const head = groups(halves[0]);
	const rest = halves.length === 2 ? groups(halves[1]) : [];
	const missing = 8 - head.length - rest.length;
	if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
	const all = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...rest];
	const out: number[] = [];
	for (const g of all) {
		if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
		out.push(Number.parseInt(g, 16));
	}
	return out;
}

type Verdict = { kind: "ok" } | { kind: "loopback" } | { kind: "refused"; why: string };

function classifyV4(ip: number): Verdict {
	if (inV4(ip, V4_LOOPBACK)) return { kind: "loopback" };
	for (const r of V4_REFUSED) if (inV4(ip, r)) return { kind: "refused", why: `${r[2]} address` };
	return { kind: "ok" };
}

function classifyV6(g: number[]): Verdict {
	const zeroPrefix = (n: number) => g.slice(0, n).every((x) => x === 0);
	const embedded = (hi: number, lo: number) => ((g[hi] << 16) | g[lo]) >>> 0;
	if (zeroPrefix(8)) return { kind: "refused", why: "unspecified address (::)" };
	if (zeroPrefix(7) && g[7] === 1) return { kind: "loopback" };
	// Addresses that carry an IPv4 address are judged by it.
	if (zeroPrefix(5) && g[5] === 0xffff) return classifyV4(embedded(6, 7)); // ::ffff:a.b.c.d (mapped)
	if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return classifyV4(embedded(6, 7)); // 64:ff9b::/96 (NAT64)
	if (g[0] === 0x2002) return classifyV4(embedded(1, 2)); // 2002::/16 (6to4)
	if (zeroPrefix(6)) return { kind: "refused", why: "IPv4-compatible address (::/96)" };
	const first = g[0];
	if ((first & 0xfe00) === 0xfc00) return { kind: "refused", why: "unique local address (fc00::/7)" };
	if ((first & 0xffc0) === 0xfe80) return { kind: "refused", why: "link-local address (fe80::/10)" };
	if ((first & 0xffc0) === 0xfec0) return { kind: "refused", why: "site-local address (fec0::/10)" };
	if ((first & 0xff00) === 0xff00) return { kind: "refused", why: "multicast address (ff00::/8)" };
	if (first === 0x2001 && g[1] === 0x0db8) return { kind: "refused", why: "documentation address (2001:db8::/32)" };
	if ((first & 0xfff0) === 0x3ff0) return { kind: "refused", why: "documentation address (3fff::/20)" };
	if (first === 0x2001 && g[1] < 0x0200) return { kind: "refused", why: "IETF protocol assignment (2001::/23)" };
	// Everything outside global unicast (2000::/3) is reserved (100::/64 discard, 64:ff9b:1::/48, ...).
	if ((first & 0xe000) !== 0x2000) return { kind: "refused", why: "reserved IPv6 address" };
	return { kind: "ok" };
}

const LOCAL_NAMES = ["localhost"];
const LOCAL_SUFFIXES = [".localhost"];
const PRIVATE_SUFFIXES = [".local", ".internal", ".localdomain", ".home.arpa", ".lan", ".intranet", ".corp"];

function classifyName(host: string): Verdict {
	if (LOCAL_NAMES.includes(host) || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return { kind: "loopback" };
	for (const s of PRIVATE_SUFFIXES)
		if (host.endsWith(s) || host === s.slice(1)) return { kind: "refused", why: `a private name (*${s})` };
	if (!host.includes("."))
		return { kind: "refused", why: "a single-label name (use a fully qualified public host name)" };
	return { kind: "ok" };
}

export function classifyHost(hostname: string): Verdict {
	const host = hostname.toLowerCase().replace(/\.$/, "");
	if (host.startsWith("[")) {
		const g = parseIPv6(host);
		return g ? classifyV6(g) : { kind: "refused", why: "a malformed IPv6 address" };
	}
	const ip = parseIPv4(host);
	if (ip != null) return classifyV4(ip);
	// A host of digits and dots the parser left alone is not an address anyone can own.
	if (/^[\d.]+$/.test(host)) return { kind: "refused", why: "a malformed IPv4 address" };
	return classifyName(host);
}

/**
 * Checks a webhook endpoint URL. Returns null when it is acceptable, else the reason (for a 400).
 * https only (http for test-mode endpoints); at most 2000 characters; no credentials; the host is
 * not a private, loopback, link-local or reserved address or a local name. In local development
 * a test-mode endpoint may target loopback (127.0.0.0/8, ::1, localhost) so a merchant can receive
 * webhooks on their own machine; private and link-local ranges stay refused everywhere.
 */
export function checkWebhookUrl(raw: string, opts: UrlCheckOptions): string | null {
	if (typeof raw !== "string" || raw.length === 0) return "url is required";
	if (raw.length > MAX_WEBHOOK_URL_LENGTH) return `url is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`;
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return "url is not a valid absolute URL";
	}
	if (url.href.length > MAX_WEBHOOK_URL_LENGTH)
		return `url is longer than ${MAX_WEBHOOK_URL_LENGTH} characters once normalised`;
	if (url.protocol !== "https:" && url.protocol !== "http:") return "url must use https";
	if (url.protocol === "http:" && !opts.testMode)
		return "url must use https (http:// is accepted only for test-mode endpoints)";
	if (url.username || url.password) return "url must not contain credentials";
	if (!url.hostname) return "url has no host";
	const verdict = classifyHost(url.hostname);
	if (verdict.kind === "refused")
		return `url host ${url.hostname} is ${verdict.why}; webhooks are delivered to public addresses only`;
	if (verdict.kind === "loopback" && !(opts.development && opts.testMode)) {
		return `url host ${url.hostname} is a loopback address; webhooks are delivered to public addresses only (loopback is accepted for test-mode endpoints in local development)`;
	}
	return null;
}

/**
 * A page the platform fetches on a caller's behalf (localization's crawl, proxy and public preview):
 * the webhook rules for a test-mode endpoint — http or https, no credentials, at most 2000
 * characters, never a private, link-local or reserved host, loopback only in local development.
 * Returns null when it may be fetched, else the reason.
 */
export function checkPublicUrl(raw: string | URL, development: boolean): string | null {
	let url: URL;
	try {
		url = typeof raw === "string" ? new URL(raw) : raw;
	} catch {
		return "not a valid absolute URL";
	}
	if (url.href.length > MAX_WEBHOOK_URL_LENGTH) return `longer than ${MAX_WEBHOOK_URL_LENGTH} characters`;
	if (url.protocol !== "https:" && url.protocol !== "http:") return "must use http or https";
	if (url.username || url.password) return "must not contain credentials";
	if (!url.hostname) return "has no host";
	const verdict = classifyHost(url.hostname);
	if (verdict.kind === "refused") return `host ${url.hostname} is ${verdict.why}; only public addresses are fetched`;
	if (verdict.kind === "loopback" && !development)
		return `host ${url.hostname} is a loopback address; only public addresses are fetched (loopback is accepted in local development)`;
	return null;
}
