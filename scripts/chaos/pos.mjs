// Point of sale under chaos (docs/pos.md "Sales", "Stock, and how it is serialised", "Inventory"):
// one outlet, three stock-tracked variants kept near zero — sales race for the last units while small
// restocks trickle in, and returns of those sales race both — and a webhook subscription for every
// event. Invariants: no level below zero, every level equals its movements, every COMPLETED sale has
// its `sale` movement per item (and every `sale` movement its sale), every restocked return its
// `sale_return` movement (and every such movement an answered return), no line returned beyond what
// was sold, no sale refunded beyond what was paid, no sale, restock or return without an answered
// request (one key, one effect), and every completed sale's event reached the receiver.
import { adminCall } from "../dev.mjs";
import { bearer, send, sendAndMaybeReplay } from "./client.mjs";

const PRICE = 10_000;
const INITIAL = 12;
const rand = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
const pick = (a) => a[Math.floor(Math.random() * a.length)];
let serial = 0;
const nextKey = (p) => `${p}-${Date.now().toString(36)}-${(serial++).toString(36)}`;

const posReq = (s, op, method, path, body, key) => ({
	op,
	url: `${s.url}/pos/api/v1${path}`,
	method,
	body: body === undefined ? "" : JSON.stringify(body),
	key,
	headers: bearer(s.key),
});

/** Workspace `i` of the run (each on its own shard: two created in a row land on different ones). */
export async function setUpPos({ url, adminToken, rec, receiver }, i = 0) {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Chaos POS ${i}` })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/pos`, { plan: "business" });
	const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" });
	if (cred.status !== 201) throw new Error(`pos credential: ${cred.status} ${JSON.stringify(cred.body)}`);
	const s = {
		url,
		ws,
		key: cred.body.data.key,
		sales: new Map(),
		restocks: new Map(),
		returns: new Map(),
		hook: `pos${i}`,
	};
	const call = async (method, path, body, want) => {
		const a = await send(rec, posReq(s, "pos.setup", method, path, body, nextKey("setup")));
		if (a?.status !== want) throw new Error(`${method} ${path}: ${a?.status} ${JSON.stringify(a?.json)}`);
		return a.json.data;
	};
	s.outlet = (await call("POST", "/outlets", { name: "Toko Chaos", taxRateBps: 0 }, 201)).id;
	const product = await call(
		"POST",
		"/products",
		{ name: "Kopi", trackStock: true, variants: ["S", "M", "L"].map((name) => ({ name, price: PRICE })) },
		201,
	);
	s.variants = product.variants.map((v) => v.id);
	for (const variantId of s.variants)
		await call(
			"POST",
			"/inventory/adjust",
			{ outletId: s.outlet, variantId, delta: INITIAL, reason: "initial_stock" },
			200,
		);
	// Cash refunds leave the open shift's drawer.
	await call("POST", "/shifts/open", { outletId: s.outlet, openingFloat: 1_000_000 }, 201);
	const hookUrl = receiver.endpoint(s.hook, "Pos-Signature");
	const sub = await call("POST", "/webhook-subscriptions", { url: hookUrl, events: ["*"] }, 201);
	receiver.secret(s.hook, sub.secret);
	return s;
}

export function posOps({ rec }, s) {
	return [
		{
			name: "pos.sale",
			weight: 3,
			async run() {
				const variantId = pick(s.variants);
				const quantity = rand(1, 2);
				const key = nextKey("sale");
				const body = {
					outletId: s.outlet,
					items: [{ variantId, quantity }],
					payments: [{ method: "CASH", amount: PRICE * quantity }],
					note: key,
				};
				const a = await sendAndMaybeReplay(rec, posReq(s, "pos.sale", "POST", "/sales", body, key));
				if (a?.status === 201) s.sales.set(a.json.data.id, { key, variantId, quantity });
			},
		},
		{
			name: "pos.restock",
			weight: 0.6,
			async run() {
				const variantId = pick(s.variants);
				const key = nextKey("stock");
				const body = { outletId: s.outlet, variantId, delta: rand(2, 5), reason: "manual_adjust", note: key };
				const a = await sendAndMaybeReplay(rec, posReq(s, "pos.restock", "POST", "/inventory/adjust", body, key));
				if (a?.status === 200) s.restocks.set(key, body.delta);
			},
		},
		{
			name: "pos.return",
			weight: 1,
			async run() {
				// A unit of a recent sale: racing sales, restocks and other returns of the same sale.
				const ids = [...s.sales.keys()].slice(-8);
				if (!ids.length) return;
				const saleId = pick(ids);
				const key = nextKey("ret");
				const restock = Math.random() < 0.7;
				const body = { items: [{ saleItemId: `${saleId}_i0`, quantity: 1, restock }], note: key };
				const a = await sendAndMaybeReplay(rec, posReq(s, "pos.return", "POST", `/sales/${saleId}/returns`, body, key));
				if (a?.status === 201) s.returns.set(a.json.data.id, { saleId, restock, total: a.json.data.total });
			},
		},
		{
			name: "pos.read",
			weight: 1,
			async run() {
				const ids = [...s.sales.keys()];
				const path =
					ids.length && Math.random() < 0.5 ? `/sales/${pick(ids)}` : `/inventory/levels?outletId=${s.outlet}`;
				await send(rec, posReq(s, "pos.read", "GET", path));
			},
		},
	];
}

async function all(rec, s, path) {
	const out = [];
	let cursor = null;
	for (let page = 0; page < 500; page++) {
		const sep = path.includes("?") ? "&" : "?";
		const a = await send(
			rec,
			posReq(s, "pos.check", "GET", `${path}${sep}limit=100${cursor ? `&cursor=${cursor}` : ""}`),
		);
		if (a?.status !== 200) throw new Error(`${path}: ${a?.status} ${JSON.stringify(a?.json)}`);
		out.push(...a.json.data);
		cursor = a.json.meta.cursor;
		if (!a.json.meta.hasMore || !cursor) break;
	}
	return out;
}

export async function posInvariants({ rec, receiver }, s) {
	const v = { stock: [], sales: [], webhooks: [] };
	const levels = await all(rec, s, `/inventory/levels?outletId=${s.outlet}`);
	const moves = await all(rec, s, `/inventory/movements?outletId=${s.outlet}`);
	const sales = await all(rec, s, `/sales?outletId=${s.outlet}`);
	for (const variantId of s.variants) {
		const level = levels.find((l) => l.variantId === variantId)?.quantity ?? 0;
		const sum = moves.filter((m) => m.variantId === variantId).reduce((t, m) => t + m.delta, 0);
		if (level < 0) v.stock.push(`${variantId} level ${level} is below zero`);
		if (level !== sum) v.stock.push(`${variantId} level ${level} but its movements sum to ${sum}`);
	}
	for (const m of moves) if (m.balanceAfter < 0) v.stock.push(`movement ${m.id} left ${m.balanceAfter}`);
	const saleMoves = new Map();
	for (const m of moves.filter((m) => m.reason === "sale"))
		saleMoves.set(m.refId, [...(saleMoves.get(m.refId) ?? []), m]);
	for (const sale of sales) {
		if (!s.sales.has(sale.id))
			v.sales.push(`${sale.id} exists but no request was answered with it: a key executed twice?`);
		if (sale.status !== "COMPLETED") continue;
		const got = saleMoves.get(sale.id) ?? [];
		for (const item of sale.items) {
			const m = got.filter((x) => x.variantId === item.variantId);
			if (m.length !== 1 || m[0].delta !== -item.quantity)
				v.stock.push(`${sale.id}: ${m.length} sale movements of ${item.variantId} (want one of −${item.quantity})`);
		}
	}
	for (const id of saleMoves.keys())
		if (!sales.some((x) => x.id === id)) v.stock.push(`sale movement for ${id}, no such sale`);
	for (const id of s.sales.keys())
		if (!sales.some((x) => x.id === id)) v.sales.push(`answered sale ${id} is not listed`);
	const restockNotes = new Map();
	for (const m of moves.filter((m) => m.reason === "manual_adjust"))
		restockNotes.set(m.note, (restockNotes.get(m.note) ?? 0) + 1);
	for (const [note, n] of restockNotes)
		if (n !== 1 || !s.restocks.has(note))
			v.stock.push(`restock ${note}: ${n} movements, answered ${s.restocks.has(note)}`);
	for (const key of s.restocks.keys())
		if (!restockNotes.has(key)) v.stock.push(`answered restock ${key} has no movement`);
	await returnInvariants(rec, s, sales, moves, v);

	const got = receiver.received(s.hook);
	const delivered = new Set([...got.values()].filter((e) => e.type === "pos.sale.completed.v1").map((e) => e.dataId));
	const missing = sales.filter((x) => x.status === "COMPLETED" && !delivered.has(x.id));
	if (missing.length) {
		const pending = await all(rec, s, "/webhook-subscriptions/deliveries?status=pending");
		const stuck = pending.map((d) => `attempts ${d.attempts} next ${d.nextRetryAt}`);
		v.webhooks.push(
			`${missing.length} of ${sales.length} completed sales' events never reached the subscription (${missing
				.slice(0, 3)
				.map((x) => x.id)
				.join(", ")}); ${pending.length} deliveries pending: ${stuck.slice(0, 3).join("; ")}`,
		);
	}
	const undelivered = await all(rec, s, "/webhook-subscriptions/deliveries?status=failed");
	if (undelivered.length) v.webhooks.push(`${undelivered.length} POS deliveries failed`);
	s.counts = {
		sales: sales.length,
		returns: s.returns.size,
		movements: moves.length,
		levels: levels.map((l) => l.quantity),
	};
	return v;
}

/** Returns: one movement per restocked return, none over-returned or over-refunded, none unanswered. */
async function returnInvariants(rec, s, sales, moves, v) {
	v.returns = [];
	const returnMoves = new Map();
	for (const m of moves.filter((m) => m.reason === "sale_return"))
		returnMoves.set(m.refId, [...(returnMoves.get(m.refId) ?? []), m]);
	for (const [id, r] of s.returns) {
		const got = returnMoves.get(id) ?? [];
		if (got.length !== (r.restock ? 1 : 0) || (r.restock && got[0].delta !== 1))
			v.stock.push(`return ${id}: ${got.length} sale_return movements (restock ${r.restock})`);
	}
	for (const id of returnMoves.keys())
		if (!s.returns.has(id)) v.returns.push(`sale_return movement for ${id}, no answered return`);
	for (const sale of sales.filter(
		(x) => x.returnedTotal > 0 || [...s.returns.values()].some((r) => r.saleId === x.id),
	)) {
		const returns = await all(rec, s, `/sales/${sale.id}/returns`);
		for (const r of returns)
			if (!s.returns.has(r.id)) v.returns.push(`${r.id} exists but no request was answered with it`);
		const sum = returns.reduce((t, r) => t + r.total, 0);
		const refunded = returns.flatMap((r) => r.refunds).reduce((t, f) => t + f.amount, 0);
		if (sum !== sale.returnedTotal)
			v.returns.push(`${sale.id}: returns sum to ${sum}, returnedTotal ${sale.returnedTotal}`);
		if (refunded !== sum) v.returns.push(`${sale.id}: refunds ${refunded} ≠ returns ${sum}`);
		if (sale.returnedTotal > sale.total) v.returns.push(`${sale.id}: refunded ${sale.returnedTotal} of ${sale.total}`);
		for (const item of sale.items) {
			const back = returns.flatMap((r) => r.items).filter((i) => i.saleItemId === item.id);
			const n = back.reduce((t, i) => t + i.quantity, 0);
			if (item.returnedQuantity > item.quantity || n !== item.returnedQuantity)
				v.returns.push(
					`${item.id}: ${n} returned by returns, ${item.returnedQuantity} recorded, ${item.quantity} sold`,
				);
		}
	}
}

/** Deliveries still owed: completed sales whose event the receiver has not seen. */
export async function posOwed({ rec, receiver }, s) {
	const sales = await all(rec, s, `/sales?outletId=${s.outlet}&status=COMPLETED`);
	const got = new Set([...receiver.received(s.hook).values()].map((e) => e.dataId));
	return sales.filter((x) => !got.has(x.id)).length;
}
