// A local stand-in for every marketing channel provider, so `npm start` (and the channels bench)
// work offline: each vendor's send endpoint, auth scheme and answer shape, the FCM token endpoint,
// the social providers' OAuth authorize page and token endpoint. Credentials: anything but the
// literal "bad" is accepted (bad → the vendor's 401 shape); a recipient containing "fail" gets the
// vendor's refusal. Every request is recorded: GET /_sim/requests (Authorization reduced to its
// scheme), DELETE /_sim/requests clears.
//   node scripts/sim/channels.mjs --port 8791
// The Worker reaches it through MKT_PROVIDER_URLS = simulatorUrls(url) (npm start sets this).
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

/** MKT_PROVIDER_URLS for a simulator at `base`: every provider that has a host. */
export const simulatorUrls = (base) =>
	JSON.stringify(
		Object.fromEntries(
			[
				"email_v1",
				"email_v2",
				"email_v3",
				"email_v4",
				"email_v5",
				"sms_v1",
				"sms_v2",
				"messaging_v1",
				"messaging_v2",
				"messaging_v3",
				"messaging_v4",
				"push_v1",
				"push_v2",
				"social_v1",
				"social_v2",
				"social_v3",
				"social_v4",
				"social_v5",
				"social_v6",
				"social_v7",
			].map((p) => [p, base]),
		),
	);

const id = (p) => `${p}-${Math.random().toString(36).slice(2, 10)}`;
const bad = (auth) => /\bbad\b/.test(auth ?? "") || (auth ?? "").includes(btoa("bad:").slice(0, 4));
const failing = (s) => String(s ?? "").includes("fail");

/** [method, path regex, handler(req, body, match) → [status, body, headers?]] */
const ROUTES = [
	[
		"POST",
		/^\/emails$/,
		(r, b) =>
			bad(r.auth)
				? [401, { statusCode: 401, name: "validation_error", message: "API key is invalid" }]
				: failing(b.to)
					? [422, { statusCode: 422, name: "validation_error", message: "Invalid `to` field" }]
					: [200, { id: id("re") }],
	],
	[
		"POST",
		/^\/v3\/mail\/send$/,
		(r, b) =>
			bad(r.auth)
				? [401, { errors: [{ message: "The provided authorization grant is invalid" }] }]
				: failing(JSON.stringify(b.personalizations))
					? [400, { errors: [{ message: "Does not contain a valid address.", field: "personalizations.0.to" }] }]
					: [202, null, { "X-Message-Id": id("sg") }],
	],
	[
		"POST",
		/^\/v3\/[^/]+\/messages$/,
		(r, b) =>
			r.auth === `Basic ${btoa("api:bad")}`
				? [401, "Forbidden"]
				: failing(b.to)
					? [400, { message: "'to' parameter is not a valid address" }]
					: [200, { id: `<${id("mg")}@sim>`, message: "Queued. Thank you." }],
	],
	[
		"POST",
		/^\/email$/,
		(r, b) =>
			r.headers["x-postmark-server-token"] === "bad"
				? [401, { ErrorCode: 10, Message: "Request does not contain a valid Server token." }]
				: failing(b.To)
					? [422, { ErrorCode: 300, Message: "Invalid 'To' address" }]
					: [200, { MessageID: id("pm"), ErrorCode: 0, Message: "OK" }],
	],
	[
		"POST",
		/^\/v2\/email\/outbound-emails$/,
		(r, b) =>
			!/^AWS4-HMAC-SHA256 /.test(r.auth ?? "") || (r.auth ?? "").includes("Credential=bad/")
				? [
						403,
						{ message: "The security token included in the request is invalid." },
						{ "x-amzn-ErrorType": "UnrecognizedClientException" },
					]
				: failing(JSON.stringify(b.Destination))
					? [400, { message: "Email address is not verified." }, { "x-amzn-ErrorType": "MessageRejected" }]
					: [200, { MessageId: id("ses") }],
	],
	[
		"POST",
		/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/,
		(r, b) =>
			r.auth === `Basic ${btoa("bad:bad")}` || /:bad$/.test(atob((r.auth ?? "Basic ").slice(6) || ""))
				? [401, { code: 20003, message: "Authenticate" }]
				: failing(b.To)
					? [400, { code: 21211, message: "The 'To' number is not a valid phone number." }]
					: [201, { sid: id("SM") }],
	],
	[
		"POST",
		/^\/sms\/json$/,
		(_r, b) => [
			200,
			b.api_secret === "bad"
				? { messages: [{ status: "4", "error-text": "Bad Credentials" }] }
				: failing(b.to)
					? { messages: [{ status: "3", "error-text": "Invalid to number" }] }
					: { "message-count": "1", messages: [{ status: "0", "message-id": id("vo") }] },
		],
	],
	[
		"POST",
		/^\/v21\.0\/[^/]+\/messages$/,
		(r, b) =>
			bad(r.auth)
				? [401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } }]
				: failing(b.to)
					? [400, { error: { message: "Recipient phone number not in allowed list", code: 131030 } }]
					: [200, { messaging_product: "whatsapp", messages: [{ id: id("wamid") }] }],
	],
	[
		"POST",
		/^\/bot([^/]+)\/sendMessage$/,
		(_r, b, m) =>
			m[1].endsWith("bad")
				? [401, { ok: false, error_code: 401, description: "Unauthorized" }]
				: failing(b.chat_id)
					? [400, { ok: false, error_code: 400, description: "Bad Request: chat not found" }]
					: [200, { ok: true, result: { message_id: Math.floor(Math.random() * 1e6) } }],
	],
	[
		"POST",
		/^\/v2\/bot\/message\/push$/,
		(r, b) =>
			bad(r.auth)
				? [401, { message: "Authentication failed" }]
				: failing(b.to)
					? [400, { message: "The property, 'to', in the request body is invalid" }]
					: [200, { sentMessages: [{ id: id("line") }] }],
	],
	[
		"POST",
		/^\/notifications$/,
		(r, b) =>
			bad(r.auth)
				? [401, { errors: ["Access denied.  Please include an 'Authorization: ...' header with a valid API key"] }]
				: failing(JSON.stringify(b.include_subscription_ids ?? b.include_aliases))
					? [200, { id: "", errors: ["All included players are not subscribed"] }]
					: [200, { id: id("os") }],
	],
	[
		"POST",
		/^\/token$/,
		(_r, b) =>
			b.grant_type === "urn:ietf:params:oauth:grant-type:jwt-bearer" && b.assertion
				? [200, { access_token: id("ya29"), expires_in: 3599, token_type: "Bearer" }]
				: [400, { error: "invalid_grant" }],
	],
	[
		"POST",
		/^\/v1\/projects\/[^/]+\/messages:send$/,
		(r, b) =>
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
	],
	[
		"POST",
		/^\/fcm\/send$/,
		(r, b) =>
			/key=bad$/.test(r.auth ?? "")
				? [401, "Unauthorized"]
				: [
						200,
						failing(b.to)
							? { success: 0, failure: 1, results: [{ error: "NotRegistered" }] }
							: { success: 1, failure: 0, results: [{ message_id: id("0:fcm") }] },
					],
	],
	["POST", /^\/hooks\/slack\/[^/]+$/, (_r, b) => (failing(b.text) ? [400, "invalid_payload"] : [200, "ok"])],
	[
		"POST",
		/^\/hooks\/discord\/[^/]+$/,
		(_r, b) =>
			failing(b.content)
				? [400, { message: "Cannot send an empty message", code: 50006 }]
				: [200, { id: id("discord") }],
	],
	["POST", /^\/hooks\/generic\/[^/]+$/, () => [200, { received: true }]],
	// OAuth: the authorize page approves at once; the token endpoints of every social provider.
	[
		"GET",
		/^\/oauth\/([^/]+)\/authorize$/,
		(r) => {
			const u = new URL(r.url, "http://sim");
			const back = new URL(u.searchParams.get("redirect_uri"));
			back.searchParams.set("code", "good");
			back.searchParams.set("state", u.searchParams.get("state") ?? "");
			return [302, null, { Location: back.toString() }];
		},
	],
	[
		"GET",
		/^\/v21\.0\/oauth\/access_token$/,
		(r) => oauthAnswer(Object.fromEntries(new URL(r.url, "http://sim").searchParams), ","),
	],
	[
		"POST",
		/^\/(oauth\/access_token|v2\/oauth\/token\/|2\/oauth2\/token|oauth\/v2\/accessToken)$/,
		(_r, b) => oauthAnswer(b, " "),
	],
];

function oauthAnswer(p, sep) {
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

function parseBody(req, raw) {
	const type = req.headers["content-type"] ?? "";
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

export function startChannelSimulator({ port = 0 } = {}) {
	const log = [];
	const server = createServer((req, res) => {
		let raw = "";
		req.on("data", (c) => {
			raw += c;
		});
		req.on("end", () => {
			const path = (req.url ?? "/").split("?")[0];
			if (path === "/_sim/requests") {
				if (req.method === "DELETE") log.length = 0;
				res.writeHead(200, { "Content-Type": "application/json" });
				return res.end(JSON.stringify(req.method === "DELETE" ? [] : log));
			}
			const r = { url: req.url, headers: req.headers, auth: req.headers.authorization };
			const body = parseBody(req, raw);
			log.push({
				method: req.method,
				path: req.url,
				headers: { ...req.headers, authorization: r.auth ? r.auth.split(" ")[0] : undefined },
				body: raw,
			});
			for (const [method, re, handler] of ROUTES) {
				const m = path.match(re);
				if (method !== req.method || !m) continue;
				const [status, out, headers = {}] = handler(r, body, m);
				const text = out == null ? "" : typeof out === "string" ? out : JSON.stringify(out);
				res.writeHead(status, {
					...(typeof out === "object" && out ? { "Content-Type": "application/json" } : {}),
					...headers,
				});
				return res.end(text);
			}
			res.writeHead(404, { "Content-Type": "application/json" });
			res.end(JSON.stringify({ error: "not_found", message: `the simulator has no ${req.method} ${path}` }));
		});
	});
	return new Promise((resolve) =>
		server.listen(port, "127.0.0.1", () => {
			const url = `http://127.0.0.1:${server.address().port}`;
			resolve({ url, log, close: () => new Promise((r) => server.close(r)) });
		}),
	);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const at = process.argv.indexOf("--port");
	const sim = await startChannelSimulator({ port: at > 0 ? Number(process.argv[at + 1]) : 8791 });
	console.log(`channel simulator on ${sim.url}`);
}
