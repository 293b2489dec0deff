// The simulated courier aggregator (issue 20): an in-process fetch handler answering Biteship's wire
// protocol, so that without COURIER_API_KEY (local development, tests) the client's code path is the
// same one production takes; only the fetch differs. Orders live in courier_sim_orders (drafts in
// courier_sim_drafts) and move one step per minute-cron tick (advanceSimulatedOrders), the way a
// courier's status webhooks would.
import { Hono } from "hono";
import type { Env } from "../../../env";
import { obj } from "./courier-wire";
import { confirmDraft, createDraft, deleteDraft, tracking } from "./simulator-drafts";
import { cancelOrder, couriersWire, createOrder, getOrder, rates, refuse } from "./simulator-orders";
import { stepSimOrders } from "./store";
import type { CourierCallback, CourierStatus } from "./types";

/** Never resolved: requests to it are answered by simulatorFetch, in process. */
export const SIMULATOR_URL = "https://courier-simulator.invalid";

/** One cron tick: every open simulated order moves one step; what moved, as status callbacks. */
export async function advanceSimulatedOrders(env: Env): Promise<CourierCallback[]> {
	const now = Date.now();
	const moved = await stepSimOrders(env, now);
	return moved.map((o) => ({ orderId: o.id, waybillId: o.waybillId, status: o.status as CourierStatus, at: now }));
}

type SimEnv = { Bindings: Env };
const sim = new Hono<SimEnv>();
sim.use("*", async (c, next) => {
	if (!c.req.header("Authorization")) return refuse("Authorization header is required", 401);
	await next();
});
const body = async (req: Request) => obj(await req.json().catch(() => null));
sim.get("/v1/couriers", () => Response.json(couriersWire()));
sim.post("/v1/rates/couriers", async (c) => rates(await body(c.req.raw)));
sim.post("/v1/orders", async (c) => createOrder(c.env, await body(c.req.raw)));
sim.get("/v1/orders/:id", (c) => getOrder(c.env, c.req.param("id")));
sim.post("/v1/orders/:id/cancel", async (c) => cancelOrder(c.env, c.req.param("id"), await body(c.req.raw)));
sim.post("/v1/draft_orders", async (c) => createDraft(c.env, await body(c.req.raw)));
sim.post("/v1/draft_orders/:id/confirm", (c) => confirmDraft(c.env, c.req.param("id")));
sim.delete("/v1/draft_orders/:id", (c) => deleteDraft(c.env, c.req.param("id")));
sim.get("/v1/trackings/:waybill/couriers/:courier", (c) =>
	tracking(c.env, c.req.param("waybill"), c.req.param("courier")),
);
sim.notFound(() => refuse("Not found", 404));

/** A fetch that answers SIMULATOR_URL's Biteship protocol from DB_POS. */
export const simulatorFetch =
	(env: Env): typeof fetch =>
	async (input, init) =>
		sim.fetch(new Request(input, init), env);
