// A local stand-in for gateway C's sandbox (PayPal-like), so the wallet network — the only method
// that takes USD — works offline in `npm start` and the tests: what the payments service calls of it.
//   POST /v1/oauth2/token                      client credentials (Basic); also the credential check
//   POST /v2/checkout/orders                   an order to approve (payer-action link to /checkoutnow),
//                                              or, on a vaulted source, one captured at once
//   GET  /v2/checkout/orders/{id}              the order
//   POST /v2/checkout/orders/{id}/capture      captures an approved order
//   POST /v2/payments/captures/{id}/refund     refunds a capture
//   POST /v1/notifications/verify-webhook-signature   FAILURE: the simulator sends no webhooks
//   GET  /checkoutnow?token={id}               the payer's approve page: Approve → back to return_url
//                                              (?token&PayerID), Cancel → cancel_url
// Credentials: any client id and secret but the literal "bad" (→ 401 invalid_client); a vaulted
// source containing "fail" is declined. PayPal-Request-Id replays the first answer. Every request
// is recorded: GET /_sim/requests (Authorization reduced to its scheme), DELETE clears it.
//   node scripts/sim/gateway-c.mjs --port 8792
// The Worker reaches it through GATEWAY_C_SANDBOX_URL (npm start and the vitest global setup set it).
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { payClient } from "../pay-client.mjs";

const ref = (n = 17) => randomBytes(n).toString("hex").toUpperCase().slice(0, n);
const esc = (s) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const authFailure = [
	401,
	{
		name: "AUTHENTICATION_FAILURE",
		message: "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
	},
];
const notFound = [404, { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." }];
const unprocessable = (issue, description) => [
	422,
	{
		name: "UNPROCESSABLE_ENTITY",
		message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
		details: [{ issue, description }],
	},
];
const invalid = (field, issue) => [
	400,
	{
		name: "INVALID_REQUEST",
		message: "Request is not well-formed, syntactically incorrect, or violates schema.",
		details: [{ field, issue }],
	},
];

/** The simulator's state and answers, without a socket (the server below and its tests use it). */
export function gatewayCSandbox(base) {
	const tokens = new Map(); // access token → client id
	const orders = new Map(); // order id → order (with its owner)
	const replies = new Map(); // client id + PayPal-Request-Id → the first answer

	function token(auth, form) {
		const [scheme, value] = String(auth ?? "").split(" ");
		const [clientId, secret] = scheme === "Basic" && value ? Buffer.from(value, "base64").toString().split(":") : [];
		if (!clientId || !secret || clientId === "bad" || secret === "bad")
			return [401, { error: "invalid_client", error_description: "Client Authentication failed" }];
		if (form.get("grant_type") !== "client_credentials")
			return [400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" }];
		const t = `A21AA${ref(40)}`;
		tokens.set(t, clientId);
		return [
			200,
			{
				scope: "https://uri.paypal.com/services/payments",
				access_token: t,
				token_type: "Bearer",
				app_id: `APP-${ref(17)}`,
				expires_in: 32400,
				nonce: ref(20),
			},
		];
	}

	const view = (o) => {
		const { owner: _owner, returnUrl: _r, cancelUrl: _c, ...out } = o;
		return out;
	};

	function capture(o) {
		const unit = o.purchase_units[0];
		const cap = {
			id: ref(17),
			status: "COMPLETED",
			amount: unit.amount,
			custom_id: unit.custom_id,
			final_capture: true,
		};
		unit.payments = { captures: [cap] };
		o.status = "COMPLETED";
		o.links = [{ rel: "self", href: `${base}/v2/checkout/orders/${o.id}`, method: "GET" }];
		return o;
	}

	function createOrder(owner, b) {
		if (b.intent !== "CAPTURE")
			return invalid("/intent", b.intent ? "INTENT_NOT_SUPPORTED" : "MISSING_REQUIRED_PARAMETER");
		const units = Array.isArray(b.purchase_units) ? b.purchase_units : [];
		if (units.length !== 1) return invalid("/purchase_units", "MISSING_REQUIRED_PARAMETER");
		const amount = units[0].amount ?? {};
		if (!/^[A-Z]{3}$/.test(amount.currency_code ?? ""))
			return invalid("/purchase_units/@reference_id=default/amount/currency_code", "INVALID_PARAMETER_VALUE");
		if (!AMOUNT.test(amount.value ?? "") || Number(amount.value) <= 0)
			return invalid("/purchase_units/@reference_id=default/amount/value", "INVALID_PARAMETER_VALUE");
		const paypal = b.payment_source?.paypal ?? {};
		const o = {
			id: ref(17),
			intent: "CAPTURE",
			status: "PAYER_ACTION_REQUIRED",
			purchase_units: [
				{
					reference_id: units[0].reference_id ?? "default",
					custom_id: units[0].custom_id,
					description: units[0].description,
					amount,
				},
			],
			create_time: new Date().toISOString(),
			owner,
			returnUrl: paypal.experience_context?.return_url,
			cancelUrl: paypal.experience_context?.cancel_url,
		};
		if (paypal.vault_id) {
			if (String(paypal.vault_id).includes("fail"))
				return unprocessable(
					"INSTRUMENT_DECLINED",
					"The instrument presented was either declined by the processor or bank.",
				);
			orders.set(o.id, capture(o));
			return [201, view(o)];
		}
		if (!/^https?:\/\//.test(o.returnUrl ?? ""))
			return invalid("/payment_source/paypal/experience_context/return_url", "MISSING_REQUIRED_PARAMETER");
		o.links = [
			{ rel: "self", href: `${base}/v2/checkout/orders/${o.id}`, method: "GET" },
			{ rel: "payer-action", href: `${base}/checkoutnow?token=${o.id}`, method: "GET" },
		];
		orders.set(o.id, o);
		return [200, view(o)];
	}

	function captureOrder(o) {
		if (o.status === "COMPLETED") return unprocessable("ORDER_ALREADY_CAPTURED", "Order already captured.");
		if (o.status !== "APPROVED")
			return unprocessable("ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
		return [201, view(capture(o))];
	}

	function refund(owner, captureId) {
		const o = [...orders.values()].find(
			(x) => x.owner === owner && x.purchase_units[0].payments?.captures?.[0]?.id === captureId,
		);
		return o ? [201, { id: ref(17), status: "COMPLETED" }] : notFound;
	}

	/** The payer's page: what is paid, Approve or Cancel (forms, no script). */
	function approvePage(o) {
		if (!o)
			return [
				404,
				"<!doctype html><title>Not found</title><h1>This order does not exist</h1>",
				{ "Content-Type": "text/html; charset=utf-8" },
			];
		const { currency_code, value } = o.purchase_units[0].amount;
		const done = o.status !== "PAYER_ACTION_REQUIRED";
		const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gateway C sandbox</title></head><body>
<h1>Gateway C sandbox</h1><p data-testid="amount">Pay ${esc(currency_code)} ${esc(value)}${o.purchase_units[0].description ? ` for ${esc(o.purchase_units[0].description)}` : ""}</p>
${
	done
		? `<p>This order is ${esc(o.status)}.</p>`
		: `<form method="post" action="${base}/checkoutnow/approve"><input type="hidden" name="token" value="${esc(o.id)}"><button type="submit">Approve</button></form>
<form method="post" action="${base}/checkoutnow/cancel"><input type="hidden" name="token" value="${esc(o.id)}"><button type="submit">Cancel</button></form>`
}
</body></html>`;
		return [200, html, { "Content-Type": "text/html; charset=utf-8" }];
	}

	function decide(o, approve) {
		if (o?.status !== "PAYER_ACTION_REQUIRED") return approvePage(o);
		const back = new URL(approve ? o.returnUrl : (o.cancelUrl ?? o.returnUrl));
		back.searchParams.set("token", o.id);
		if (approve) {
			o.status = "APPROVED";
			back.searchParams.set("PayerID", ref(13));
		}
		return [303, null, { Location: back.toString() }];
	}

	/** One request → [status, body, headers?]. */
	return function handle(method, path, query, headers, raw) {
		if (method === "POST" && path === "/v1/oauth2/token") return token(headers.authorization, new URLSearchParams(raw));
		if (method === "GET" && path === "/checkoutnow") return approvePage(orders.get(query.get("token") ?? ""));
		if (method === "POST" && (path === "/checkoutnow/approve" || path === "/checkoutnow/cancel"))
			return decide(orders.get(new URLSearchParams(raw).get("token") ?? ""), path.endsWith("approve"));
		const auth = String(headers.authorization ?? "");
		const owner = auth.startsWith("Bearer ") ? tokens.get(auth.slice(7)) : undefined;
		if (!owner) return authFailure;
		let body = {};
		try {
			body = raw ? JSON.parse(raw) : {};
		} catch {
			return invalid("/", "MALFORMED_REQUEST_JSON");
		}
		const requestId = headers["paypal-request-id"];
		const key = requestId ? `${owner}\n${method} ${path}\n${requestId}` : null;
		if (key && replies.has(key)) return replies.get(key);
		const answer = route(owner, method, path, body);
		if (key && answer[0] < 300) replies.set(key, answer);
		return answer;
	};

	function route(owner, method, path, body) {
		if (method === "POST" && path === "/v2/checkout/orders") return createOrder(owner, body);
		const m = path.match(/^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/);
		if (m) {
			const o = orders.get(decodeURIComponent(m[1]));
			if (!o || o.owner !== owner) return notFound;
			if (method === "GET" && !m[2]) return [200, view(o)];
			if (method === "POST" && m[2]) return captureOrder(o);
		}
		const r = path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/);
		if (method === "POST" && r) return refund(owner, decodeURIComponent(r[1]));
		if (method === "POST" && path === "/v1/notifications/verify-webhook-signature")
			return [200, { verification_status: "FAILURE" }];
		return notFound;
	}
}

/**
 * Makes USD payable in a payments workspace (the environment of `key`) through this simulator:
 * gateway C connected in mode sandbox — the Worker's GATEWAY_C_SANDBOX_URL must name the simulator,
 * which checks the credentials on connect — and the wallet network routed to it. `npm start` runs it
 * for the billing and demo workspaces.
 */
export async function routeWalletNetwork(base, key, name) {
	const pay = payClient(base, key);
	const stamp = Date.now().toString(36);
	await pay(
		"PUT",
		"/v1/adapters/gateway_c",
		{ clientId: `sim-${name}`, secret: "sim-secret", mode: "sandbox" },
		`gwc-${stamp}`,
	);
	await pay("PUT", "/v1/checkout-settings", { methods: { wallet_network: "gateway_c" } }, `wallet-${stamp}`);
}

export function startGatewayCSimulator({ port = 0 } = {}) {
	const log = [];
	let handle = null;
	const server = createServer((req, res) => {
		let raw = "";
		req.on("data", (c) => {
			raw += c;
		});
		req.on("end", () => {
			const url = new URL(req.url ?? "/", "http://sim");
			if (url.pathname === "/_sim/requests") {
				if (req.method === "DELETE") log.length = 0;
				res.writeHead(200, { "Content-Type": "application/json" });
				return res.end(JSON.stringify(req.method === "DELETE" ? [] : log));
			}
			const auth = req.headers.authorization;
			log.push({
				method: req.method,
				path: req.url,
				headers: { ...req.headers, authorization: auth ? auth.split(" ")[0] : undefined },
				body: url.pathname === "/v1/oauth2/token" ? "" : raw,
			});
			const [status, out, headers = {}] = handle(req.method, url.pathname, url.searchParams, req.headers, raw);
			const text = out == null ? "" : typeof out === "string" ? out : JSON.stringify(out);
			// Connection: close — a kept-alive socket the server times out (5 s idle) can be reused by the
			// Worker's fetch just as it closes, which fails as a network error; one socket per request cannot.
			res.writeHead(status, {
				...(typeof out === "object" && out ? { "Content-Type": "application/json" } : {}),
				...headers,
				Connection: "close",
			});
			res.end(text);
		});
	});
	return new Promise((resolve) =>
		server.listen(port, "127.0.0.1", () => {
			const url = `http://127.0.0.1:${server.address().port}`;
			handle = gatewayCSandbox(url);
			resolve({ url, log, close: () => new Promise((r) => server.close(r)) });
		}),
	);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const at = process.argv.indexOf("--port");
	const sim = await startGatewayCSimulator({ port: at > 0 ? Number(process.argv[at + 1]) : 8792 });
	console.log(`gateway C sandbox simulator on ${sim.url}`);
}
