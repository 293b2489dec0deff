// The marketing channel providers' APIs as a pure function: each vendor's send endpoint, auth scheme
// and answer shape, the FCM token endpoint, the social providers' OAuth authorize page and token
// endpoint. No I/O, no node: imports: the node server (channels.mjs, `npm start`, benches, chaos)
// and the Worker tests (test/helpers/provider-sim.ts, which stubs fetch) both answer through it.
//
// The routes themselves are in vendor-routes.mjs. Credentials: anything but the literal "bad" is
// accepted (bad → the vendor's 401 shape); a recipient containing "fail" gets the vendor's refusal.
// Idempotency as the vendors document it:
//   - Resend: `Idempotency-Key` (1–256 chars), 24 h: the same key and payload → the same answer and id,
//     no second email; the same key with another payload → 409 invalid_idempotent_request.
//   - LINE push: `X-Line-Retry-Key` (a UUID), 24 h: once accepted, a retry → 409 "The retry key is
//     already accepted" with X-Line-Accepted-Request-Id and the accepted request's sentMessages.
//   - OneSignal: body `idempotency_key` (a UUID), 30 days: a retry → the first answer again
//     (Idempotent-Replayed: true), no second notification.
// Keys are scoped to the credentials (an account), and only an accepted request reserves its key.
//
// The log holds every request: `kind` is "message" for an accepted new message (exactly one entry per
// message the vendor would deliver), "replay" for an idempotent retry answered from the first,
// "refused" (4xx/5xx from the vendor rules), "throttled" (an injected 429) or "request" (token,
// OAuth, no message). `to` lists the recipients, so messages per recipient can be counted.
import { ROUTES } from "./vendor-routes.mjs";

/** The request body as the vendor reads it: JSON, a form, or nothing. */
export function parseBody(headers, raw) {
	const type = headers["content-type"] ?? "";
	if (type.includes("json")) {
		try {
			return JSON.parse(raw || "{}");
		} catch {
			return {};
		}
	}
	if (type.includes("x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
	return {};
}

/** The vendors' answers to a missing or malformed idempotency key, and to its reuse. */
const KEY_ERRORS = {
	resend: {
		invalid: [
			400,
			{ statusCode: 400, name: "invalid_idempotency_key", message: "The key must be between 1-256 chars." },
		],
		mismatch: [
			409,
			{
				statusCode: 409,
				name: "invalid_idempotent_request",
				message: "Same idempotency key used with a different request payload. Change your idempotency key or payload.",
			},
		],
	},
	line: { invalid: [400, { message: "The value for the 'X-Line-Retry-Key' header is invalid" }] },
	onesignal: { invalid: [400, { errors: ["idempotency_key must be a valid UUID"] }] },
};

const json = (out) => (out == null ? "" : typeof out === "string" ? out : JSON.stringify(out));
const lower = (h) => Object.fromEntries(Object.entries(h ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));

/**
 * A simulator instance: `simulateProvider({method, path, headers, body})` → {status, body, headers,
 * lost?}; `path` may carry a query; `body` is the raw text. `now` drives the idempotency windows.
 * `failNext("429" | "lost", {to?, times?})`: the next matching message request answers 429 (nothing
 * sent), or is accepted and logged and then answered with `lost: true` (the caller drops the answer:
 * the node server destroys the socket, the fetch stub throws).
 */
export function createProviderSimulator({ now = () => Date.now() } = {}) {
	const log = [];
	const keys = new Map();
	const faults = [];
	let seq = 0;
	const id = (p) => `${p}-${(++seq).toString(36).padStart(6, "0")}${Math.random().toString(36).slice(2, 8)}`;

	function simulateProvider({ method = "GET", path = "/", headers = {}, body = "" }) {
		const h = lower(headers);
		const raw = typeof body === "string" ? body : body == null ? "" : JSON.stringify(body);
		const bare = path.split("?")[0];
		const route = ROUTES.find((r) => r.method === method && r.re.test(bare));
		const entry = {
			seq: ++seq,
			at: now(),
			method,
			path,
			vendor: route?.vendor ?? null,
			headers: { ...h, authorization: h.authorization ? h.authorization.split(" ")[0] : undefined },
			body: raw,
			to: [],
			key: null,
			kind: "request",
			status: 404,
			messageId: null,
		};
		log.push(entry);
		const answer = (status, out, extra = {}, kind = entry.kind) => {
			Object.assign(entry, { status, kind });
			return {
				status,
				body: json(out),
				headers: { ...(out && typeof out === "object" ? { "Content-Type": "application/json" } : {}), ...extra },
			};
		};
		if (!route) return answer(404, { error: "not_found", message: `the simulator has no ${method} ${bare}` });

		const b = parseBody(h, raw);
		entry.to = route.to ? route.to(b).map((a) => a.toLowerCase()) : [];
		const r = { url: path, headers: h, auth: h.authorization };
		const fault = route.to ? takeFault(entry.to) : null;
		if (fault === "429")
			return answer(429, { message: "Too many requests (simulated)" }, { "Retry-After": "1" }, "throttled");

		// Credentials first, as the vendors check them before anything else.
		const first = route.handle(r, b, bare.match(route.re), id, seq);
		if (first[0] === 401 || first[0] === 403) return answer(first[0], first[1], first[2], "refused");

		const idem = route.idem;
		const key = idem ? (idem.header ? h[idem.header] : typeof b[idem.field] === "string" ? b[idem.field] : null) : null;
		entry.key = key ?? null;
		const errors = KEY_ERRORS[route.vendor];
		if (key != null && !idem.check(key)) return answer(...errors.invalid, {}, "refused");
		const scope =
			key != null ? `${route.vendor}|${h.authorization ?? h["x-postmark-server-token"] ?? ""}|${key}` : null;
		const seen = scope ? keys.get(scope) : undefined;
		if (seen && now() - seen.at < idem.ttl) {
			const payload = JSON.stringify(b);
			if (idem.mismatch && seen.payload !== payload) return answer(...errors.mismatch, {}, "refused");
			entry.messageId = seen.messageId;
			if (idem.replay === "line")
				return answer(
					409,
					{ message: "The retry key is already accepted", sentMessages: seen.out.sentMessages },
					{ "X-Line-Accepted-Request-Id": seen.requestId, "X-Line-Request-Id": id("req") },
					"replay",
				);
			const extra = idem.replay === "onesignal" ? { "Idempotent-Replayed": "true" } : {};
			return answer(seen.status, seen.out, { ...seen.headers, ...extra }, "replay");
		}

		const [status, out, extra = {}] = first;
		const ok = status >= 200 && status < 300 && (route.accepted ? route.accepted(out) : true);
		const withId = route.vendor === "line" ? { ...extra, "X-Line-Request-Id": id("req") } : extra;
		if (ok && route.to) entry.messageId = messageIdOf(out, extra);
		if (ok && scope)
			keys.set(scope, {
				at: now(),
				payload: JSON.stringify(b),
				status,
				out,
				headers: extra,
				messageId: entry.messageId,
				requestId: withId["X-Line-Request-Id"],
			});
		const res = answer(status, out, withId, !route.to ? "request" : ok ? "message" : "refused");
		return fault === "lost" && ok ? { ...res, lost: true } : res;
	}

	function takeFault(to) {
		const i = faults.findIndex((f) => f.to == null || to.includes(f.to));
		if (i < 0) return null;
		const f = faults[i];
		if (--f.times <= 0) faults.splice(i, 1);
		return f.mode;
	}

	return {
		log,
		simulateProvider,
		failNext(mode, { to, times = 1 } = {}) {
			if (mode !== "429" && mode !== "lost") throw new Error(`failNext: unknown mode ${mode}`);
			faults.push({ mode, to: to?.toLowerCase(), times });
		},
		/** Accepted messages to `address` (replays, refusals and throttles excluded). */
		messagesTo: (address) => log.filter((e) => e.kind === "message" && e.to.includes(address.toLowerCase())),
		/** Counts, and messages per recipient: {requests, messages, replays, refused, throttled, perRecipient}. */
		summary: () => summarize(log),
		clear() {
			log.length = 0;
			keys.clear();
			faults.length = 0;
		},
	};
}

/** The vendor's id of an accepted message, from its answer. */
function messageIdOf(out, headers) {
	if (headers["X-Message-Id"]) return headers["X-Message-Id"];
	if (!out || typeof out !== "object") return null;
	const v =
		out.id ??
		out.MessageID ??
		out.MessageId ??
		out.sid ??
		out.name ??
		out.messages?.[0]?.id ??
		out.messages?.[0]?.["message-id"] ??
		out.sentMessages?.[0]?.id ??
		out.result?.message_id ??
		out.results?.[0]?.message_id;
	return v == null ? null : String(v);
}

export function summarize(log) {
	const s = { requests: log.length, messages: 0, replays: 0, refused: 0, throttled: 0, perRecipient: {} };
	for (const e of log) {
		if (e.kind === "message") {
			s.messages++;
			for (const a of e.to) s.perRecipient[a] = (s.perRecipient[a] ?? 0) + 1;
		} else if (e.kind === "replay") s.replays++;
		else if (e.kind === "refused") s.refused++;
		else if (e.kind === "throttled") s.throttled++;
	}
	return s;
}
