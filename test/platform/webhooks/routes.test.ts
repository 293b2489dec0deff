import { env } from "cloudflare:test";
import type { MiddlewareHandler } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServiceApp } from "../../../src/platform/app";
import type { AppEnv } from "../../../src/platform/context";
import { ulid } from "../../../src/platform/ids";
import { shardDb } from "../../../src/platform/shards";
import { defineWebhookService } from "../../../src/platform/webhooks/engine";
import { webhookRoutes } from "../../../src/platform/webhooks/routes";
import { paymentsWebhooks } from "../../../src/services/payments/events/index";
import { fakeJob, hookUrl, queueRecorder, stubReceiver } from "../../helpers/webhooks";

// The routes builder as POS and CI will use it (spec 002): their paths, upper-case codes,
// meta.cursor lists, an endpoint filter on the delivery list, event types, and no environments.
// A stand-in auth puts the workspace from a header; the engine shares DB_PAY's tables, on shard 0
// of DB_PAY whatever the env (its consumers pin DB_POS, the service it stands in for: issue 38).

const rec = queueRecorder();
const POS_TYPES = ["pos.sale.completed.v1", "pos.sale.refunded.v1", "pos.billing.invoice_paid.v1"];
const engine = defineWebhookService({
	...paymentsWebhooks.cfg,
	db: (e) => shardDb(e, "DB_PAY", 0),
	service: "pos",
	signatureHeader: "Pos-Signature",
	eventTypes: POS_TYPES,
	queueKindPrefix: "test-pos.",
	isTestMode: () => false,
	deleteRemovesDeliveries: true,
	queue: () => rec.queue,
});

const standIn: MiddlewareHandler<AppEnv> = async (c, next) => {
	const ws = c.req.header("x-workspace");
	if (!ws) return c.json({ data: null, error: { code: "UNAUTHORIZED", message: "no workspace" }, meta: {} }, 401);
	c.set("workspaceId", ws);
	await next();
};
const app = createServiceApp({ name: "pos", title: "POS", casing: "upper", apiPrefix: "/api/v1" });
app.route(
	"/",
	webhookRoutes(engine, {
		paths: {
			endpoints: "/api/v1/webhook-subscriptions",
			deliveries: "/api/v1/webhook-subscriptions/deliveries",
			eventTypes: "/api/v1/webhook-subscriptions/event-types",
		},
		deliveryList: { endpointParam: "subscriptionId" },
		auth: {
			endpointsRead: () => standIn,
			endpointsWrite: () => standIn,
			eventsRead: () => standIn,
			eventsWrite: () => standIn,
		},
		listMeta: "cursor",
		componentPrefix: "Pos",
	}),
);

let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

async function req(ws: string, method: string, path: string, body?: unknown) {
	const res = await app.request(
		path,
		{
			method,
			headers: { "x-workspace": ws, ...(body ? { "Content-Type": "application/json" } : {}) },
			body: body ? JSON.stringify(body) : undefined,
		},
		env,
	);
	const text = await res.text();
	return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function deliveredSale(ws: string) {
	const sub = await req(ws, "POST", "/api/v1/webhook-subscriptions", { url: hookUrl("pos"), events: ["pos.sale."] });
	expect(sub.status).toBe(201);
	const eventId = await engine.emit(env, null, {
		type: "pos.sale.completed.v1",
		accountId: ws,
		environment: "",
		data: { id: "sale_1", total: 50_000 },
	});
	for (const m of rec.take()) await engine.handlers.fanout(fakeJob(m).job, env);
	const [msg] = rec.take();
	await engine.handlers.deliver(fakeJob(msg).job, env);
	return { sub: sub.body.data, eventId, deliveryId: msg.deliveryId as string };
}

describe("webhookRoutes with POS paths", () => {
	it("event-types and the delivery list are not mistaken for a subscription id", async () => {
		const ws = `acc_${ulid()}`;
		const types = await req(ws, "GET", "/api/v1/webhook-subscriptions/event-types");
		expect(types).toMatchObject({ status: 200, body: { data: POS_TYPES } });
		const { sub, eventId, deliveryId } = await deliveredSale(ws);
		const list = await req(ws, "GET", `/api/v1/webhook-subscriptions/deliveries?subscriptionId=${sub.id}`);
		expect(list.status).toBe(200);
		expect(list.body.data.map((d: { id: string }) => d.id)).toEqual([deliveryId]);
		expect(list.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect(list.body.meta).not.toHaveProperty("page");
		expect(
			(await req(ws, "GET", "/api/v1/webhook-subscriptions/deliveries?subscriptionId=whep_other")).body.data,
		).toEqual([]);
		expect(
			(await req(ws, "GET", "/api/v1/webhook-subscriptions/deliveries?status=succeeded&type=pos.sale.")).body.data,
		).toHaveLength(1);
		expect((await req(ws, "GET", "/api/v1/webhook-subscriptions/deliveries?status=failed")).body.data).toEqual([]);
		const one = await req(ws, "GET", `/api/v1/webhook-subscriptions/deliveries/${deliveryId}`);
		expect(one.body.data).toMatchObject({ id: deliveryId, eventId, status: "succeeded" });
		// The body carries no environment for a service without environments; the header is Pos-Signature.
		const [sent] = receiver.to(sub.url);
		expect(sent.headers["pos-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
		expect(JSON.parse(sent.body)).toEqual({
			id: eventId,
			type: "pos.sale.completed.v1",
			occurredAt: expect.any(String),
			accountId: ws,
			data: { id: "sale_1", total: 50_000 },
		});
	});

	it("codes render upper case: NOT_FOUND, ALREADY_QUEUED, ENDPOINT_DISABLED, VALIDATION_ERROR", async () => {
		const ws = `acc_${ulid()}`;
		const { sub, deliveryId } = await deliveredSale(ws);
		expect((await req(ws, "POST", `/api/v1/webhook-subscriptions/deliveries/${deliveryId}/retry`)).status).toBe(202);
		expect(
			(await req(ws, "POST", `/api/v1/webhook-subscriptions/deliveries/${deliveryId}/retry`)).body.error.code,
		).toBe("ALREADY_QUEUED");
		await req(ws, "PATCH", `/api/v1/webhook-subscriptions/${sub.id}`, { active: false });
		expect(
			(await req(ws, "POST", `/api/v1/webhook-subscriptions/deliveries/${deliveryId}/retry`)).body.error.code,
		).toBe("ENDPOINT_DISABLED");
		expect((await req(`acc_${ulid()}`, "GET", `/api/v1/webhook-subscriptions/${sub.id}`)).body.error.code).toBe(
			"NOT_FOUND",
		);
		const http = await req(ws, "POST", "/api/v1/webhook-subscriptions", {
			url: "http://hooks.example.com/",
			events: ["*"],
		});
		expect(http.body.error).toMatchObject({ code: "VALIDATION_ERROR", param: "url" });
	});

	it("DELETE also removes the delivery log when the service says so (CI)", async () => {
		const ws = `acc_${ulid()}`;
		const { sub, deliveryId } = await deliveredSale(ws);
		expect((await req(ws, "DELETE", `/api/v1/webhook-subscriptions/${sub.id}`)).status).toBe(204);
		expect((await req(ws, "GET", `/api/v1/webhook-subscriptions/deliveries/${deliveryId}`)).status).toBe(404);
	});
});

describe("eventDescriptions and the exact subscription rule", () => {
	const exactEngine = defineWebhookService({
		...engine.cfg,
		queueKindPrefix: "test-pos-exact.",
		subscriptions: "exact",
	});
	const descriptions = Object.fromEntries(POS_TYPES.map((t) => [t, `What ${t} means`]));
	const options = (eventDescriptions?: Record<string, string>) => ({
		paths: {
			endpoints: "/api/v1/webhook-subscriptions",
			deliveries: "/api/v1/webhook-subscriptions/deliveries",
			eventTypes: "/api/v1/webhook-subscriptions/event-types",
		},
		auth: {
			endpointsRead: () => standIn,
			endpointsWrite: () => standIn,
			eventsRead: () => standIn,
			eventsWrite: () => standIn,
		},
		listMeta: "cursor" as const,
		eventDescriptions,
	});
	const described = createServiceApp({ name: "pos", title: "POS", casing: "upper", apiPrefix: "/api/v1" });
	described.route("/", webhookRoutes(exactEngine, options(descriptions)));
	const send = async (ws: string, method: string, path: string, body?: unknown) => {
		const res = await described.request(
			path,
			{
				method,
				headers: { "x-workspace": ws, ...(body ? { "Content-Type": "application/json" } : {}) },
				body: body ? JSON.stringify(body) : undefined,
			},
			env,
		);
		return { status: res.status, body: (await res.json()) as any };
	};

	it("event-types answers [{type, description}] in the engine's order", async () => {
		const r = await send(`acc_${ulid()}`, "GET", "/api/v1/webhook-subscriptions/event-types");
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual(POS_TYPES.map((type) => ({ type, description: `What ${type} means` })));
	});

	it("a type without a description is a definition error", () => {
		const { [POS_TYPES[1]]: _, ...missing } = descriptions;
		expect(() => webhookRoutes(exactEngine, options(missing))).toThrow(POS_TYPES[1]);
	});

	it("the exact rule: a prefix, * with another entry, an unknown type → 400 param events; exact types or * alone → 201", async () => {
		const ws = `acc_${ulid()}`;
		for (const events of [["pos.sale."], ["*", "pos.sale.completed.v1"], ["pos.sale.nope.v1"]]) {
			const r = await send(ws, "POST", "/api/v1/webhook-subscriptions", { url: hookUrl(), events });
			expect(r.status, JSON.stringify(events)).toBe(400);
			expect(r.body.error).toMatchObject({ code: "VALIDATION_ERROR", param: "events" });
		}
		expect((await send(ws, "GET", "/api/v1/webhook-subscriptions")).body.data).toEqual([]);
		for (const events of [["*"], ["pos.sale.completed.v1", "pos.billing.invoice_paid.v1"]])
			expect((await send(ws, "POST", "/api/v1/webhook-subscriptions", { url: hookUrl(), events })).status).toBe(201);
		// The same prefix is still fine for an engine on the default rule.
		const r = await req(ws, "POST", "/api/v1/webhook-subscriptions", { url: hookUrl(), events: ["pos.sale."] });
		expect(r.status).toBe(201);
	});
});

describe("defaultEvents", () => {
	it("events is required unless the service names a default (CI: *), which create then applies", async () => {
		const ws = `acc_${ulid()}`;
		const missing = await req(ws, "POST", "/api/v1/webhook-subscriptions", { url: hookUrl() });
		expect(missing.status).toBe(400);
		expect(missing.body.error.code).toBe("VALIDATION_ERROR");
		const withDefault = createServiceApp({ name: "pos", title: "POS", casing: "upper", apiPrefix: "/api/v1" });
		withDefault.route(
			"/",
			webhookRoutes(engine, {
				paths: { endpoints: "/api/v1/hooks", deliveries: "/api/v1/hook-deliveries" },
				auth: {
					endpointsRead: () => standIn,
					endpointsWrite: () => standIn,
					eventsRead: () => standIn,
					eventsWrite: () => standIn,
				},
				listMeta: "cursor",
				defaultEvents: ["*"],
			}),
		);
		const res = await withDefault.request(
			"/api/v1/hooks",
			{
				method: "POST",
				headers: { "x-workspace": ws, "Content-Type": "application/json" },
				body: JSON.stringify({ url: hookUrl() }),
			},
			env,
		);
		expect(res.status).toBe(201);
		expect(((await res.json()) as any).data.events).toEqual(["*"]);
	});
});
