// The marketing channel providers' APIs as a pure function: each vendor's send endpoint, auth scheme
// and answer shape, the FCM token endpoint, the social providers' OAuth authorize page and token
// endpoint. No I/O, no node: imports: the node server (channels.mjs, `npm start`, benches, chaos)
// and the Worker tests (test/helpers/provider-sim.ts, which stubs fetch) both answer through it.
//
// Credentials: anything but the literal "bad" is accepted (bad → the vendor's 401 shape); a recipient
// containing "fail" gets the vendor's refusal. Idempotency as the vendors document it:
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

const DAY = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bad = (auth) => /\bbad\b/.test(auth ?? "") || (auth ?? "").includes(btoa("bad:").slice(0, 4));
const failing = (s) => String(s ?? "").includes("fail");
const list = (v) => (v == null ? [] : (Array.isArray(v) ? v : [v]).map(String));
const decodeBasic = (auth) => {
	try {
		return atob((auth ?? "Basic ").slice(6) || "");
	} catch {
		return "";
	}
};

/**
 * One route: vendor label, method, path pattern, recipients of a message (absent: not a message
 * route), idempotency rule, handler(r, body, match, id) → [status, body, headers?].
 */
const ROUTES = [
	{
		vendor: "resend",
		method: "POST",
		re: /^\/emails$/,
		to: (b) => list(b.to),
		idem: { header: "idempotency-key", ttl: DAY, check: (k) => k.length >= 1 && k.length <= 256, mismatch: "resend" },
		handle: (r, b, _m, id) =>
			bad(r.auth)
				? [401, { statusCode: 401, name: "validation_error", message: "API key is invalid" }]
				: failing(b.to)
					? [422, { statusCode: 422, name: "validation_error", message: "Invalid `to` field" }]
					: [200, { id: id("re") }],
	},
	{
		vendor: "sendgrid",
		method: "POST",
		re: /^\/v3\/mail\/send$/,
		to: (b) => (b.personalizations ?? []).flatMap((p) => (p.to ?? []).map((t) => String(t.email))),
		handle: (r, b, _m, id) =>
			bad(r.auth)
				? [401, { errors: [{ message: "The provided authorization grant is invalid" }] }]
				: failing(JSON.stringify(b.personalizations))
					? [400, { errors: [{ message: "Does not contain a valid address.", field: "personalizations.0.to" }] }]
					: [202, null, { "X-Message-Id": id("sg") }],
	},
	{
		vendor: "mailgun",
		method: "POST",
		re: /^\/v3\/[^/]+\/messages$/,
		to: (b) => list(b.to),
		handle: (r, b, _m, id) =>
			r.auth === `Basic ${btoa("api:bad")}`
				? [401, "Forbidden"]
				: failing(b.to)
					? [400, { message: "'to' parameter is not a valid address" }]
					: [200, { id: `<${id("mg")}@sim>`, message: "Queued. Thank you." }],
	},
	{
		vendor: "postmark",
		method: "POST",
		re: /^\/email$/,
		to: (b) => list(b.To),
		handle: (r, b, _m, id) =>
			r.headers["x-postmark-server-token"] === "bad"
				? [401, { ErrorCode: 10, Message: "Request does not contain a valid Server token." }]
				: failing(b.To)
					? [422, { ErrorCode: 300, Message: "Invalid 'To' address" }]
					: [200, { MessageID: id("pm"), ErrorCode: 0, Message: "OK" }],
	},
	{
		vendor: "ses",
		method: "POST",
		re: /^\/v2\/email\/outbound-emails$/,
		to: (b) => list(b.Destination?.ToAddresses),
		handle: (r, b, _m, id) =>
			!/^AWS4-HMAC-SHA256 /.test(r.auth ?? "") || (r.auth ?? "").includes("Credential=bad/")
				? [
						403,
						{ message: "The security token included in the request is invalid." },
						{ "x-amzn-ErrorType": "UnrecognizedClientException" },
					]
				: failing(JSON.stringify(b.Destination))
					? [400, { message: "Email address is not verified." }, { "x-amzn-ErrorType": "MessageRejected" }]
					: [200, { MessageId: id("ses") }],
	},
	{
		vendor: "twilio",
		method: "POST",
		re: /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/,
		to: (b) => list(b.To),
		handle: (r, b, _m, id) =>
			r.auth === `Basic ${btoa("bad:bad")}` || /:bad$/.test(decodeBasic(r.auth))
				? [401, { code: 20003, message: "Authenticate" }]
				: failing(b.To)
					? [400, { code: 21211, message: "The 'To' number is not a valid phone number." }]
					: [201, { sid: id("SM") }],
	},
	{
		vendor: "vonage",
		method: "POST",
		re: /^\/sms\/json$/,
		to: (b) => list(b.to),
		// Vonage refuses inside a 200: the log reads messages[0].status.
		accepted: (out) => out?.messages?.[0]?.status === "0",
		handle: (_r, b, _m, id) => [
			200,
			b.api_secret === "bad"
				? { messages: [{ status: "4", "error-text": "Bad Credentials" }] }
				: failing(b.to)
					? { messages: [{ status: "3", "error-text": "Invalid to number" }] }
					: { "message-count": "1", messages: [{ status: "0", "message-id": id("vo") }] },
		],
	},
	{
		vendor: "whatsapp",
		method: "POST",
		re: /^\/v21\.0\/[^/]+\/messages$/,
		to: (b) => list(b.to),
		handle: (r, b, _m, id) =>
			bad(r.auth)
				? [401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } }]
				: failing(b.to)
					? [400, { error: { message: "Recipient phone number not in allowed list", code: 131030 } }]
					: [200, { messaging_product: "whatsapp", messages: [{ id: id("wamid") }] }],
	},
	{
		vendor: "telegram",
		method: "POST",
		re: /^\/bot([^/]+)\/sendMessage$/,
		to: (b) => list(b.chat_id),
		handle: (_r, b, m, _id, seq) =>
			m[1].endsWith("bad")
				? [401, { ok: false, error_code: 401, description: "Unauthorized" }]
				: failing(b.chat_id)
					? [400, { ok: false, error_code: 400, description: "Bad Request: chat not found" }]
					: [200, { ok: true, result: { message_id: seq } }],
	},
	{
		vendor: "line",
		method: "POST",
		re: /^\/v2\/bot\/message\/push$/,
		to: (b) => list(b.to),
		idem: { header: "x-line-retry-key", ttl: DAY, check: (k) => UUID.test(k), replay: "line" },
		handle: (r, b, _m, id) =>
			bad(r.auth)
				? [401, { message: "Authentication failed" }]
				: failing(b.to)
					? [400, { message: "The property, 'to', in the request body is invalid" }]
					: [200, { sentMessages: [{ id: id("line") }] }],
	},
	{
		vendor: "onesignal",
		method: "POST",
		re: /^\/notifications$/,
		to: (b) => [...list(b.include_subscription_ids), ...list(b.include_aliases?.external_id)],
		idem: { field: "idempotency_key", ttl: 30 * DAY, check: (k) => UUID.test(k), replay: "onesignal" },
		accepted: (out) => typeof out?.id === "string" && out.id !== "",
		handle: (r, b, _m, id) =>
			bad(r.auth)
				? [401, { errors: ["Access denied.  Please include an 'Authorization: ...' header with a valid API key"] }]
				: failing(JSON.stringify(b.include_subscription_ids ?? b.include_aliases))
					? [200, { id: "", errors: ["All included players are not subscribed"] }]
					: [200, { id: id("os") }],
	},
	{
		vendor: "fcm",
		method: "POST",
		re: /^\/token$/,
		handle: (_r, b, _m, id) =>
			b.grant_type === "urn:ietf:params:oauth:grant-type:jwt-bearer" && b.assertion
				? [200, { access_token: id("ya29"), expires_in: 3599, token_type: "Bearer" }]
				: [400, { error: "invalid_grant" }],
	},
	{
		vendor: "fcm",
		method: "POST",
		re: /^\/v1\/projects\/[^/]+\/messages:send$/,
		to: (b) => list(b.message?.token),
		handle: (r, b, _m, id) =>
			bad(r.auth)
				? [
						401,
						{
							error: {
								code: 401,
								message: "Request had invalid authentication credentials.",
								status: "UNAUTHENTICATED",
							},
						},
					]
				: failing(b.message?.token)
					? [404, { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } }]
					: [200, { name: `projects/sim/messages/${id("fcm")}` }],
	},
	{
		vendor: "fcm",
		method: "POST",
		re: /^\/fcm\/send$/,
		to: (b) => list(b.to),
		accepted: (out) => out?.success === 1,
		handle: (r, b, _m, id) =>
			/key=bad$/.test(r.auth ?? "")
				? [401, "Unauthorized"]
				: [
						200,
						failing(b.to)
							? { success: 0, failure: 1, results: [{ error: "NotRegistered" }] }
							: { success: 1, failure: 0, results: [{ message_id: id("0:fcm") }] },
					],
	},
	{
		vendor: "slack",
		method: "POST",
		re: /^\/hooks\/slack\/[^/]+$/,
		to: () => ["slack"],
		handle: (_r, b) => (failing(b.text) ? [400, "invalid_payload"] : [200, "ok"]),
	},
	{
		vendor: "discord",
		method: "POST",
		re: /^\/hooks\/discord\/[^/]+$/,
		to: () => ["discord"],
		handle: (_r, b, _m, id) =>
			failing(b.content)
				? [400, { message: "Cannot send an empty message", code: 50006 }]
				: [200, { id: id("discord") }],
	},
	{
		vendor: "generic",
		method: "POST",
		re: /^\/hooks\/generic\/[^/]+$/,
		to: () => ["webhook"],
		handle: () => [200, { received: true }],
	},
	// OAuth: the authorize page approves at once; the token endpoints of every social provider.
	{
		vendor: "oauth",
		method: "GET",
		re: /^\/oauth\/([^/]+)\/authorize$/,
		handle: (r) => {
			const u = new URL(r.url, "http://sim");
			const back = new URL(u.searchParams.get("redirect_uri"));
			back.searchParams.set("code", "good");
			back.searchParams.set("state", u.searchParams.get("state") ?? "");
			return [302, null, { Location: back.toString() }];
		},
	},
	{
		vendor: "oauth",
		method: "GET",
		re: /^\/v21\.0\/oauth\/access_token$/,
		handle: (r, _b, _m, id) => oauthAnswer(Object.fromEntries(new URL(r.url, "http://sim").searchParams), ",", id),
	},
	{
		vendor: "oauth",
		method: "POST",
		re: /^\/(oauth\/access_token|v2\/oauth\/token\/|2\/oauth2\/token|oauth\/v2\/accessToken)$/,
		handle: (_r, b, _m, id) => oauthAnswer(b, " ", id),
	},
];

function oauthAnswer(p, sep, id) {
	if (p.code !== "good")
		return [400, { error: "invalid_grant", error_description: "The authorization code is invalid or expired" }];
	return [
		200,
		{
			access_token: id("sim_at"),
			refresh_token: id("sim_rt"),
			expires_in: 3600,
			token_type: "bearer",
			scope: ["read", "publish"].join(sep),
		},
	];
}

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
