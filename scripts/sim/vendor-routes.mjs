// The vendors' routes the channel simulator answers (channel-routes.mjs runs them): per route the
// vendor, method and path, the recipients of a message (absent: not a message route), the vendor's
// idempotency rule, and the handler. Credentials: anything but the literal "bad" is accepted (bad →
// the vendor's 401 shape); a recipient containing "fail" gets the vendor's refusal.

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
export const ROUTES = [
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
