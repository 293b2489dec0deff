// Payments under chaos (docs/payments.md): test-mode workspaces, each with a bank account and one
// webhook endpoint for every event ("*"). Workload: signed reads, settlements, hosted-checkout
// payments, refunds and payouts racing for the same balance, payout cancels, test-clock advances.
// Invariants, read back through the public API: the balance equals its ledger entries, locked equals
// the in-flight payouts, every payout and refund moved money once (one ledger entry each, none
// without an answered request), every credit comes from an answered settlement or a real payment,
// refundedAmount equals the refunds, and every event reached the receiver.
import { adminCall } from "../dev.mjs";
import { payHeaders } from "../pay-client.mjs";
import { send, sendAndMaybeReplay } from "./client.mjs";

const rand = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
const pick = (a) => a[Math.floor(Math.random() * a.length)];
let serial = 0;
const nextKey = (p) => `${p}-${Date.now().toString(36)}-${(serial++).toString(36)}`;

const payReq = (url, ws, op, method, path, body, key) => {
	const raw = body === undefined ? "" : JSON.stringify(body);
	return {
		op,
		url: `${url}/pay${path}`,
		method,
		body: raw,
		key,
		headers: (b) => payHeaders(ws.key, method, `/pay${path}`, b, key),
	};
};

/** `count` test-mode workspaces, each with its key, bank account and "*" endpoint on the receiver. */
export async function setUpPayments({ url, adminToken, rec, receiver }, count) {
	const list = [];
	for (let i = 0; i < count; i++) {
		const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Chaos pay ${i}` })).body.data;
		const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws.id}/credentials`, {
			service: "pay",
			environment: "test",
			name: "chaos",
		});
		if (cred.status !== 201) throw new Error(`pay credential: ${cred.status} ${JSON.stringify(cred.body)}`);
		const w = {
			id: ws.id,
			key: cred.body.data,
			hook: `pay-${i}`,
			settlements: new Set(), // paymentIds of answered settlements
			payments: [], // succeeded checkout payments (refundable)
			payoutKeys: new Map(), // payout id -> key (answered 201)
			pendingPayouts: [],
			refunds: new Map(), // refund id -> paymentId (answered 201)
		};
		const call = (method, path, body, key) => send(rec, payReq(url, w, "pay.setup", method, path, body, key));
		const bank = await call("PATCH", "/v1/payouts/bank-account", {
			bankCode: "ID_BCA",
			bankName: "Bank Central Asia",
			bankAccountNumber: `12345${i}7890`,
			bankAccountHolder: "Toko Chaos",
		});
		if (bank.status !== 200) throw new Error(`bank account: ${bank.status} ${JSON.stringify(bank.json)}`);
		const hookUrl = receiver.endpoint(w.hook, "Pay-Signature");
		const ep = await call("POST", "/v1/webhook-endpoints", { url: hookUrl, events: ["*"] }, nextKey("ep"));
		if (ep.status !== 201) throw new Error(`endpoint: ${ep.status} ${JSON.stringify(ep.json)}`);
		receiver.secret(w.hook, ep.json.data.secret);
		w.endpointId = ep.json.data.id;
		list.push(w);
	}
	return list;
}

/** Weighted operations; each picks a workspace. */
export function paymentOps({ url, rec }, list) {
	const req = (w, op, method, path, body, key) => payReq(url, w, op, method, path, body, key);
	const form = (op, path, fields) => ({
		op,
		url: `${url}/pay${path}`,
		method: "POST",
		body: new URLSearchParams(fields).toString(),
		headers: () => ({ "Content-Type": "application/x-www-form-urlencoded" }),
	});
	return [
		{
			name: "pay.read",
			weight: 3,
			async run() {
				const w = pick(list);
				const path = pick([
					"/v1/payouts/balance",
					"/v1/ledger/entries?limit=20",
					"/v1/payouts?limit=20",
					"/v1/refunds",
				]);
				await send(rec, req(w, "pay.read", "GET", path));
			},
		},
		{
			name: "pay.settle",
			weight: 2,
			async run() {
				const w = pick(list);
				const amount = rand(100, 600) * 1000;
				const body = { amount, currency: "IDR", fee: Math.round(amount * 0.02) };
				const a = await sendAndMaybeReplay(
					rec,
					req(w, "pay.settle", "POST", "/v1/test-helpers/settlements", body, nextKey("set")),
				);
				if (a?.status === 201) w.settlements.add(a.json.data.paymentId);
			},
		},
		{
			name: "pay.checkout",
			weight: 1,
			async run() {
				const w = pick(list);
				const body = {
					currency: "IDR",
					amount: rand(100, 300) * 1000,
					methods: ["qris"],
					successUrl: "https://toko.example/thanks",
				};
				const s = await sendAndMaybeReplay(
					rec,
					req(w, "pay.checkout", "POST", "/v1/checkout-sessions", body, nextKey("cs")),
				);
				if (s?.status !== 201) return;
				const cs = s.json.data.id;
				// The hosted page's address names the workspace (?w=, issue 38): its actions keep it.
				const q = new URL(s.json.data.hostedUrl).search;
				await send(rec, form("pay.hosted", `/checkout/${cs}/pay${q}`, { method: "qris" }));
				await send(rec, form("pay.hosted", `/checkout/${cs}/simulate${q}`, { outcome: "success" }));
				const after = await send(rec, req(w, "pay.read", "GET", `/v1/checkout-sessions/${cs}`));
				if (after?.json?.data?.status === "completed") w.payments.push(after.json.data.paymentId);
			},
		},
		{
			name: "pay.refund",
			weight: 2,
			async run() {
				const w = pick(list);
				if (!w.payments.length) return;
				const paymentId = pick(w.payments);
				const body = { paymentId, amount: rand(5, 25) * 1000, reason: "requested_by_customer" };
				const a = await sendAndMaybeReplay(rec, req(w, "pay.refund", "POST", "/v1/refunds", body, nextKey("re")));
				if (a?.status === 201) w.refunds.set(a.json.data.id, paymentId);
			},
		},
		{
			name: "pay.payout",
			weight: 2,
			async run() {
				const w = pick(list);
				const key = nextKey("po");
				const body = { amount: rand(20, 150) * 1000, currency: "IDR", note: key };
				const a = await sendAndMaybeReplay(rec, req(w, "pay.payout", "POST", "/v1/payouts", body, key));
				if (a?.status === 201) {
					w.payoutKeys.set(a.json.data.id, key);
					w.pendingPayouts.push(a.json.data.id);
				}
			},
		},
		{
			name: "pay.cancel",
			weight: 0.5,
			async run() {
				const w = pick(list);
				const id = w.pendingPayouts.pop();
				if (id)
					await sendAndMaybeReplay(
						rec,
						req(w, "pay.cancel", "POST", `/v1/payouts/${id}/cancel`, undefined, nextKey("cx")),
					);
			},
		},
		{
			name: "pay.advance",
			weight: 0.5,
			async run() {
				const w = pick(list);
				const body = { seconds: 60 };
				await sendAndMaybeReplay(
					rec,
					req(w, "pay.advance", "POST", "/v1/test-helpers/clock/advance", body, nextKey("clk")),
				);
			},
		},
	];
}

/** Every item of a payments list (meta.page.nextCursor). */
async function all(rec, url, w, path) {
	const out = [];
	let cursor = null;
	for (let page = 0; page < 500; page++) {
		const sep = path.includes("?") ? "&" : "?";
		const a = await send(
			rec,
			payReq(url, w, "pay.check", "GET", `${path}${sep}limit=100${cursor ? `&cursor=${cursor}` : ""}`),
		);
		if (a?.status !== 200) throw new Error(`${path}: ${a?.status} ${JSON.stringify(a?.json)}`);
		out.push(...a.json.data);
		cursor = a.json.meta.page?.nextCursor;
		if (!cursor) break;
	}
	return out;
}

/** Payouts and refunds still moving: settle them by advancing each workspace's test clock. */
export async function settlePayments({ url, rec }, list) {
	for (const w of list)
		for (let i = 0; i < 3; i++)
			await send(
				rec,
				payReq(url, w, "pay.drain", "POST", "/v1/test-helpers/clock/advance", { seconds: 120 }, nextKey("drain")),
			);
}

/** The invariants of every workspace: [{name, violations: [..]}]. */
export async function paymentInvariants({ url, rec, receiver }, list) {
	const v = { balance: [], payouts: [], refunds: [], credits: [], webhooks: [] };
	for (const w of list) {
		const get = async (path) => (await send(rec, payReq(url, w, "pay.check", "GET", path))).json.data;
		const bal = await get("/v1/payouts/balance");
		const entries = await all(rec, url, w, "/v1/ledger/entries?currency=IDR");
		const payouts = await all(rec, url, w, "/v1/payouts");
		const refunds = await all(rec, url, w, "/v1/refunds");
		const paid = await all(rec, url, w, "/v1/payments?status=succeeded");
		const sum = entries.reduce((s, e) => s + (e.direction === "credit" ? e.amount : -e.amount), 0);
		const locked = payouts
			.filter((p) => p.status === "pending" || p.status === "in_transit")
			.reduce((s, p) => s + p.amount, 0);
		if (bal.ledgerBalance !== sum)
			v.balance.push(`${w.id}: ledgerBalance ${bal.ledgerBalance} but its ${entries.length} entries sum to ${sum}`);
		if (bal.locked !== locked) v.balance.push(`${w.id}: locked ${bal.locked} but in-flight payouts sum to ${locked}`);
		if (bal.available !== bal.ledgerBalance - bal.locked || bal.available < 0)
			v.balance.push(`${w.id}: available ${bal.available} ≠ ${bal.ledgerBalance} − ${bal.locked} or negative`);

		const bySource = new Map();
		for (const e of entries) {
			const k = `${e.code}:${e.sourceId}`;
			bySource.set(k, [...(bySource.get(k) ?? []), e]);
		}
		const notes = new Map();
		for (const p of payouts) {
			notes.set(p.note, (notes.get(p.note) ?? 0) + 1);
			const posted = bySource.get(`payout:${p.id}`) ?? [];
			if (p.status === "paid" && (posted.length !== 1 || posted[0].id !== p.ledgerTransactionId))
				v.payouts.push(
					`${p.id} paid with ${posted.length} payout entries (ledgerTransactionId ${p.ledgerTransactionId})`,
				);
			if (p.status !== "paid" && posted.length)
				v.payouts.push(`${p.id} is ${p.status} yet posted ${posted.length} entries`);
			if (!w.payoutKeys.has(p.id))
				v.payouts.push(`${p.id} (note ${p.note}) exists but no request was answered with it: a key executed twice?`);
		}
		for (const [note, n] of notes) if (n > 1) v.payouts.push(`${n} payouts carry the key ${note}`);
		for (const [id, key] of w.payoutKeys)
			if (!payouts.some((p) => p.id === id && p.note === key))
				v.payouts.push(`answered payout ${id} (${key}) is not listed`);
		for (const e of entries)
			if (e.code === "payout" && !payouts.some((p) => p.id === e.sourceId))
				v.payouts.push(`payout entry ${e.id} without a payout`);

		const refundById = new Map(refunds.map((r) => [r.id, r]));
		for (const r of refunds) {
			const debits = bySource.get(`refund:${r.id}`) ?? [];
			const credits = bySource.get(`refund_failure:${r.id}`) ?? [];
			if (debits.length !== 1) v.refunds.push(`${r.id} has ${debits.length} refund debits`);
			if (credits.length !== (r.status === "failed" ? 1 : 0))
				v.refunds.push(`${r.id} (${r.status}) has ${credits.length} refund_failure credits`);
			if (!w.refunds.has(r.id))
				v.refunds.push(`${r.id} exists but no request was answered with it: a key executed twice?`);
			if (r.status === "pending") v.refunds.push(`${r.id} still pending`);
		}
		for (const e of entries)
			if ((e.code === "refund" || e.code === "refund_failure") && !refundById.has(e.sourceId))
				v.refunds.push(`${e.code} entry ${e.id} (${e.amount}) for ${e.sourceId}, which is no refund`);
		for (const p of paid) {
			const refunded = refunds
				.filter((r) => r.paymentId === p.id && r.status !== "failed")
				.reduce((s, r) => s + r.amount, 0);
			if (p.refundedAmount !== refunded)
				v.refunds.push(`${p.id}: refundedAmount ${p.refundedAmount} but its refunds sum to ${refunded}`);
		}

		const paidIds = new Set(paid.map((p) => p.id));
		for (const e of entries)
			if (e.code === "payment" && !w.settlements.has(e.sourceId) && !paidIds.has(e.sourceId))
				v.credits.push(`payment credit ${e.id} (${e.amount}) for ${e.sourceId}: no answered settlement or payment`);

		const events = await all(rec, url, w, "/v1/events");
		const got = receiver.received(w.hook);
		const missing = events.filter((e) => !got.has(e.id));
		if (missing.length) {
			const pending = await all(rec, url, w, `/v1/webhook-endpoints/${w.endpointId}/deliveries?status=pending`);
			const stuck = pending.map((d) => `${d.eventType} attempts ${d.attempts} next ${d.nextRetryAt}`);
			v.webhooks.push(
				`${w.id}: ${missing.length} of ${events.length} events never reached the endpoint (${missing
					.slice(0, 3)
					.map((e) => `${e.id} ${e.type}`)
					.join(", ")}); ${pending.length} deliveries pending: ${stuck.slice(0, 3).join("; ")}`,
			);
		}
		w.counts = { entries: entries.length, payouts: payouts.length, refunds: refunds.length, events: events.length };
	}
	return v;
}

/** Work still owed after the load: events the receiver has not seen, payouts and refunds still moving. */
export async function paymentsOwed({ url, rec, receiver }, list) {
	let owed = 0;
	for (const w of list) {
		const events = await all(rec, url, w, "/v1/events");
		const got = receiver.received(w.hook);
		owed += events.filter((e) => !got.has(e.id)).length;
		const payouts = await all(rec, url, w, "/v1/payouts");
		owed += payouts.filter((p) => p.status === "pending" || p.status === "in_transit").length;
		owed += (await all(rec, url, w, "/v1/refunds?status=pending")).length;
	}
	return owed;
}
