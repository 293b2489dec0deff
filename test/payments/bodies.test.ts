import { SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, expectEnvelopeError, ORIGIN, type Res } from "../helpers/http";
import { type PayKey, payCall, signPay } from "../helpers/pay";
import { hookUrl, stubReceiver } from "../helpers/webhooks";
import { billingSetup, ik, mut, newPlan, newToken, subscribe, workspaceKey } from "./billing-helpers";
import { createPayout, merchant, platformAdmin, setBank, settle } from "./payouts-helpers";

// Issue 12, requests without or with odd bodies: empty bodies on action endpoints, 415 for
// non-JSON bodies, refusals never stored under an Idempotency-Key, the body size limit.

beforeAll(() => {
	stubReceiver();
});
afterAll(() => vi.unstubAllGlobals());

interface Send {
	/** Exactly what goes on the wire: undefined = no body at all; a string gets the runtime's text/plain default. */
	body?: string | Uint8Array | ReadableStream<Uint8Array>;
	/** Text signed as the body (defaults to body when it is a string). */
	signedBody?: string;
	contentType?: string;
	idempotencyKey?: string;
	onBehalfOf?: string;
	unsigned?: boolean;
}

/** A signed request with full control of the body and Content-Type (payCall always pairs a body with JSON). */
async function send(key: PayKey, method: string, path: string, o: Send = {}): Promise<Res> {
	const fullPath = `/pay${path}`;
	const ts = Math.floor(Date.now() / 1000);
	const signed = o.signedBody ?? (typeof o.body === "string" || o.body instanceof Uint8Array ? o.body : "");
	const headers: Record<string, string> = {};
	if (!o.unsigned) {
		headers.Authorization = await signPay(key, method, fullPath, signed, ts, {
			idempotencyKey: o.idempotencyKey,
			onBehalfOf: o.onBehalfOf,
		});
		headers["X-Pay-Timestamp"] = String(ts);
	}
	if (o.contentType !== undefined) headers["Content-Type"] = o.contentType;
	if (o.idempotencyKey !== undefined) headers["Idempotency-Key"] = o.idempotencyKey;
	if (o.onBehalfOf !== undefined) headers["X-Pay-On-Behalf-Of"] = o.onBehalfOf;
	const res = await SELF.fetch(`${ORIGIN}${fullPath}`, { method, headers, body: o.body });
	const text = await res.text();
	let body: any = text;
	try {
		body = text ? JSON.parse(text) : null;
	} catch {}
	return { status: res.status, headers: res.headers, body, text };
}

/** Every way a client sends "nothing": no body, zero bytes, with no, JSON or another Content-Type. */
const EMPTY_SHAPES: Array<{ name: string; body?: string | Uint8Array; contentType?: string }> = [
	{ name: "no body, no Content-Type" },
	{ name: "zero bytes, no Content-Type", body: new Uint8Array(0) },
	{ name: "empty string (runtime default text/plain)", body: "" },
	{ name: "no body, Content-Type: application/json", contentType: "application/json" },
	{ name: "zero bytes, Content-Type: application/json", body: new Uint8Array(0), contentType: "application/json" },
	{
		name: "zero bytes, Content-Type: application/json; charset=utf-8",
		body: "",
		contentType: "application/json; charset=utf-8",
	},
	{
		name: "zero bytes, Content-Type: application/octet-stream",
		body: new Uint8Array(0),
		contentType: "application/octet-stream",
	},
	{
		name: "no body, Content-Type: application/x-www-form-urlencoded",
		contentType: "application/x-www-form-urlencoded",
	},
];

const MiB = 1024 * 1024;

describe("action endpoints accept an absent or empty body in every shape", () => {
	it("POST /v1/subscriptions/{id}/pause and /resume", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		const sub = await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
			trialDays: 0,
		});
		expect(sub.status, sub.text).toBe(201);
		for (const shape of EMPTY_SHAPES) {
			const p = await send(key, "POST", `/v1/subscriptions/${sub.body.data.id}/pause`, {
				...shape,
				idempotencyKey: ik(),
			});
			expect(p.status, `pause, ${shape.name}: ${p.text}`).toBe(200);
			expect(p.body.data).toMatchObject({ status: "paused", resumeAt: null });
			const r = await send(key, "POST", `/v1/subscriptions/${sub.body.data.id}/resume`, {
				...shape,
				idempotencyKey: ik(),
			});
			expect(r.status, `resume, ${shape.name}: ${r.text}`).toBe(200);
			expect(r.body.data).toMatchObject({ status: "active", pausedAt: null });
		}
	});

	it("platform admin mark-in-transit and mark-paid; mark-failed (failureReason required) answers 400 naming the field, never 415", async () => {
		const { ws, key } = await merchant();
		await settle(key, 1_000_000);
		await setBank(key);
		const admin = await platformAdmin();
		for (const shape of EMPTY_SHAPES) {
			const created = await createPayout(key, { amount: 1_000, currency: "IDR" });
			expect(created.status, created.text).toBe(201);
			const id = created.body.data.id;
			const failed = await send(admin, "POST", `/v1/payouts/${id}/mark-failed`, { ...shape, onBehalfOf: ws });
			expectEnvelopeError(failed, 400, "validation_error");
			expect(failed.body.error, shape.name).toMatchObject({
				param: "failureReason",
				message: "failureReason is required",
			});
			const t = await send(admin, "POST", `/v1/payouts/${id}/mark-in-transit`, { ...shape, onBehalfOf: ws });
			expect(t.status, `mark-in-transit, ${shape.name}: ${t.text}`).toBe(200);
			expect(t.body.data.status).toBe("in_transit");
			const p = await send(admin, "POST", `/v1/payouts/${id}/mark-paid`, { ...shape, onBehalfOf: ws });
			expect(p.status, `mark-paid, ${shape.name}: ${p.text}`).toBe(200);
			expect(p.body.data.status).toBe("paid");
		}
	});

	it("POST /v1/webhook-endpoints/{id}/rotate-secret", async () => {
		const { key } = await workspaceKey();
		const e = await payCall(key, "POST", "/v1/webhook-endpoints", { body: { url: hookUrl(), events: ["*"] } });
		expect(e.status, e.text).toBe(201);
		let last = e.body.data.secret as string;
		for (const shape of EMPTY_SHAPES) {
			const r = await send(key, "POST", `/v1/webhook-endpoints/${e.body.data.id}/rotate-secret`, shape);
			expect(r.status, `${shape.name}: ${r.text}`).toBe(200);
			expect(r.body.data.secret).toMatch(/^whsec_/);
			expect(r.body.data.secret).not.toBe(last);
			last = r.body.data.secret;
		}
	});

	it("PUT /v1/adapters/manual (every field optional)", async () => {
		const { key } = await workspaceKey();
		for (const shape of EMPTY_SHAPES) {
			const r = await send(key, "PUT", "/v1/adapters/manual", { ...shape, idempotencyKey: ik() });
			expect(r.status, `${shape.name}: ${r.text}`).toBe(200);
			expect(r.body.data).toMatchObject({
				kind: "manual",
				status: "active",
				publicConfig: { bankAccounts: [], instructions: null },
			});
		}
	});

	it("a route whose body is required still reports the missing fields (400 validation_error), not 415 or Malformed JSON", async () => {
		const { key } = await workspaceKey();
		for (const shape of EMPTY_SHAPES) {
			const r = await send(key, "POST", "/v1/webhook-endpoints", shape);
			expectEnvelopeError(r, 400, "validation_error");
			expect(r.body.error, shape.name).toMatchObject({ param: "url", message: "url is required" });
		}
	});
});

describe("a non-empty body that is not JSON is 415 unsupported_media_type", () => {
	it("wrong or missing Content-Type, on routes with and without a declared body; nothing is written", async () => {
		const { key } = await workspaceKey();
		const json = JSON.stringify({ url: hookUrl(), events: ["*"] });
		for (const shape of [
			{ body: json, contentType: "text/plain" },
			{ body: json },
			{ body: new TextEncoder().encode(json) },
			{ body: "url=https%3A%2F%2Fexample.com", contentType: "application/x-www-form-urlencoded" },
			{ body: json, contentType: "application/xml" },
		]) {
			const r = await send(key, "POST", "/v1/webhook-endpoints", shape);
			expectEnvelopeError(r, 415, "unsupported_media_type");
			expect(r.body.error.message).toContain("application/json");
		}
		expect((await payCall(key, "GET", "/v1/webhook-endpoints")).body.data).toEqual([]);
		const s = await billingSetup(key);
		const sub = await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
			trialDays: 0,
		});
		const r = await send(key, "POST", `/v1/subscriptions/${sub.body.data.id}/resume`, {
			body: "please",
			contentType: "text/plain",
			idempotencyKey: ik(),
		});
		expectEnvelopeError(r, 415, "unsupported_media_type");
	});

	it("malformed JSON with a JSON Content-Type stays 400 validation_error with a clear message", async () => {
		const { key } = await workspaceKey();
		const r = await send(key, "POST", "/v1/webhook-endpoints", { body: "{not json", contentType: "application/json" });
		expectEnvelopeError(r, 400, "validation_error");
		expect(r.body.error.message).toMatch(/Malformed JSON/);
	});
});

describe("refusals are never stored under an Idempotency-Key", () => {
	it("platform Idempotency middleware: a 415, then the fixed request with the same key, runs for real", async () => {
		const { key } = await workspaceKey();
		const k = ik();
		const body = JSON.stringify({ instructions: "Transfer ke BCA 123" });
		expectEnvelopeError(
			await send(key, "PUT", "/v1/adapters/manual", { body, contentType: "text/plain", idempotencyKey: k }),
			415,
			"unsupported_media_type",
		);
		const fixed = await send(key, "PUT", "/v1/adapters/manual", {
			body,
			contentType: "application/json",
			idempotencyKey: k,
		});
		expect(fixed.status, fixed.text).toBe(200);
		expect(fixed.headers.get("Idempotent-Replayed")).toBeNull();
		expect(fixed.body.data.publicConfig.instructions).toBe("Transfer ke BCA 123");
	});

	it("platform Idempotency middleware: a 413, then the fixed request with the same key, runs for real", async () => {
		const { key } = await workspaceKey();
		const e = await payCall(key, "POST", "/v1/webhook-endpoints", { body: { url: hookUrl(), events: ["*"] } });
		const k = ik();
		const huge = JSON.stringify({ expiresInSeconds: 60, pad: "x".repeat(2 * MiB) });
		expectEnvelopeError(
			await send(key, "POST", `/v1/webhook-endpoints/${e.body.data.id}/rotate-secret`, {
				body: huge,
				contentType: "application/json",
				idempotencyKey: k,
			}),
			413,
			"payload_too_large",
		);
		const fixed = await send(key, "POST", `/v1/webhook-endpoints/${e.body.data.id}/rotate-secret`, {
			body: JSON.stringify({ expiresInSeconds: 60 }),
			contentType: "application/json",
			idempotencyKey: k,
		});
		expect(fixed.status, fixed.text).toBe(200);
		expect(fixed.headers.get("Idempotent-Replayed")).toBeNull();
	});

	it("platform Idempotency middleware: a 422 validation_error (archived plan), then the fixed request with the same key, runs for real", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key);
		await mut(key, "POST", `/v1/plans/${s.plan.id}/archive`);
		const k = ik();
		const refused = await payCall(key, "POST", "/v1/subscriptions", {
			body: { customerId: s.customer.id, planId: s.plan.id, priceId: s.priceId, paymentTokenId: s.token.id },
			idempotencyKey: k,
		});
		expectEnvelopeError(refused, 422, "validation_error");
		const plan = await newPlan(key);
		const token = await newToken(key, s.customer.id);
		const fixed = await payCall(key, "POST", "/v1/subscriptions", {
			body: { customerId: s.customer.id, planId: plan.id, priceId: plan.defaultPriceId, paymentTokenId: token.id },
			idempotencyKey: k,
		});
		expect(fixed.status, fixed.text).toBe(201);
		expect(fixed.headers.get("Idempotent-Replayed")).toBeNull();
	});

	it("payouts (Idempotency-Key kept in the PaymentsLedger object): a 415, a 413 and a 400 store nothing; the fixed request creates the payout once", async () => {
		const { key } = await merchant();
		await settle(key, 100_000);
		await setBank(key);
		const k = crypto.randomUUID();
		const body = JSON.stringify({ amount: 10_000, currency: "IDR" });
		expectEnvelopeError(
			await send(key, "POST", "/v1/payouts", { body, contentType: "text/plain", idempotencyKey: k }),
			415,
			"unsupported_media_type",
		);
		const huge = JSON.stringify({ amount: 10_000, currency: "IDR", note: "x".repeat(2 * MiB) });
		expectEnvelopeError(
			await send(key, "POST", "/v1/payouts", { body: huge, contentType: "application/json", idempotencyKey: k }),
			413,
			"payload_too_large",
		);
		expectEnvelopeError(
			await send(key, "POST", "/v1/payouts", {
				body: JSON.stringify({ amount: 10_000, currency: "IDR", note: "x".repeat(501) }),
				contentType: "application/json",
				idempotencyKey: k,
			}),
			400,
			"validation_error",
		);
		const fixed = await send(key, "POST", "/v1/payouts", { body, contentType: "application/json", idempotencyKey: k });
		expect(fixed.status, fixed.text).toBe(201);
		expect(fixed.headers.get("Idempotent-Replayed")).toBeNull();
		const again = await send(key, "POST", "/v1/payouts", { body, contentType: "application/json", idempotencyKey: k });
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data.id).toBe(fixed.body.data.id);
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toHaveLength(1);
	});
});

describe("body size limit (1 MiB), checked before the signature hashes the body", () => {
	it("a 2 MiB body is 413 payload_too_large, signed or not, with Content-Length or chunked; nothing is written", async () => {
		const { key } = await workspaceKey();
		const big = JSON.stringify({ url: hookUrl(), events: ["*"], description: "x".repeat(2 * MiB) });
		expectEnvelopeError(
			await send(key, "POST", "/v1/webhook-endpoints", { body: big, contentType: "application/json" }),
			413,
			"payload_too_large",
		);
		// Unsigned: the limit answers before auth would read and hash 2 MiB.
		expectEnvelopeError(
			await send(key, "POST", "/v1/webhook-endpoints", { body: big, contentType: "application/json", unsigned: true }),
			413,
			"payload_too_large",
		);
		const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
		let sent = 0;
		const stream = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent++ < 40) controller.enqueue(chunk);
				else controller.close();
			},
		});
		const chunked = await send(key, "POST", "/v1/webhook-endpoints", {
			body: stream,
			signedBody: "",
			contentType: "application/json",
		});
		expectEnvelopeError(chunked, 413, "payload_too_large");
		expect((await payCall(key, "GET", "/v1/webhook-endpoints")).body.data).toEqual([]);
	});

	it("provider callbacks keep their tighter 256 KiB cap, with the same 413 payload_too_large", async () => {
		const { ws } = await workspaceKey();
		const r = await call("POST", `/pay/v1/callbacks/gateway_a/${ws}`, {
			body: { id: "evt", pad: "x".repeat(300 * 1024) },
			headers: { "x-callback-token": "t" },
		});
		expectEnvelopeError(r, 413, "payload_too_large");
	});

	it("a body just under the limit is read and validated as usual", async () => {
		const { key } = await workspaceKey();
		const r = await payCall(key, "POST", "/v1/webhook-endpoints", {
			body: { url: hookUrl(), events: ["*"], description: "x".repeat(MiB - 200) },
		});
		expectEnvelopeError(r, 400, "validation_error");
		expect(r.body.error.param).toBe("description");
	});
});

describe("validation messages name what is wrong", () => {
	it("a query parameter of the wrong type names the expected type, not 'required'", async () => {
		const { key } = await workspaceKey();
		const abc = await payCall(key, "GET", "/v1/payouts?limit=abc");
		expectEnvelopeError(abc, 400, "validation_error");
		expect(abc.body.error).toMatchObject({ param: "limit", message: "limit must be a number" });
		const frac = await payCall(key, "GET", "/v1/payouts?limit=1.5");
		expect(frac.body.error).toMatchObject({ param: "limit", message: "limit must be an integer" });
	});

	it("a body field of the wrong type names the expected and received types; an absent one is 'required'", async () => {
		const { key } = await workspaceKey();
		const num = await payCall(key, "POST", "/v1/customers", { body: { name: 123 }, idempotencyKey: ik() });
		expectEnvelopeError(num, 400, "validation_error");
		expect(num.body.error).toMatchObject({ param: "name", message: "name must be a string, not an integer" });
		const url = await payCall(key, "POST", "/v1/webhook-endpoints", {
			body: { url: ["https://x.example"], events: ["*"] },
		});
		expect(url.body.error).toMatchObject({ param: "url", message: "url must be a string, not an array" });
		const missing = await payCall(key, "POST", "/v1/webhook-endpoints", { body: { events: ["*"] } });
		expect(missing.body.error).toMatchObject({ param: "url", message: "url is required" });
		const notObject = await payCall(key, "POST", "/v1/webhook-endpoints", { body: ["url"] });
		expect(notObject.body.error.message).toBe("body must be an object, not an array");
	});
});
