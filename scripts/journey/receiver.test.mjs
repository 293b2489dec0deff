// The journey's webhook receiver on its own (no server): it accepts only deliveries whose
// <Svc>-Signature verifies under that service's secret (DESIGN §4), deduplicates on the event id,
// and refuses stale, forged and unsigned ones; demo.mjs reads npm start's demo.env.
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { test } from "node:test";
import { parseDemoEnv } from "./demo.mjs";
import { startReceiver, verifySignature } from "./receiver.mjs";

const sign = (secret, body, t = Math.floor(Date.now() / 1000)) =>
	`t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;

test("verifySignature: the right secret within 300 s, any of several v1; not stale, forged or missing", () => {
	const body = '{"id":"evt_1","type":"payment.succeeded"}';
	const now = Math.floor(Date.now() / 1000);
	assert.equal(verifySignature("whsec_a", sign("whsec_a", body), body), true);
	assert.equal(verifySignature("whsec_a", sign("whsec_b", body), body), false);
	assert.equal(verifySignature("whsec_a", sign("whsec_a", body), `${body} `), false);
	assert.equal(verifySignature("whsec_a", sign("whsec_a", body, now - 301), body), false);
	const rolled = `${sign("whsec_new", body, now)},v1=${sign("whsec_a", body, now).split("v1=")[1]}`;
	assert.equal(verifySignature("whsec_a", rolled, body), true);
	assert.equal(verifySignature("whsec_a", undefined, body), false);
	assert.equal(verifySignature(undefined, sign("whsec_a", body), body), false);
});

test("the receiver records verified deliveries once and refuses the rest", async () => {
	const r = await startReceiver({ secrets: { pay: "whsec_pay", store: "whsec_store" } });
	try {
		const post = (svc, header, body) =>
			fetch(`http://127.0.0.1:${r.port}/hooks/${svc}`, {
				method: "POST",
				headers: { "Content-Type": "application/json", [`${svc[0].toUpperCase()}${svc.slice(1)}-Signature`]: header },
				body,
			}).then((res) => res.status);
		const ev = JSON.stringify({ id: "evt_1", type: "payment.succeeded", data: { id: "pay_1" } });
		assert.equal(await post("pay", sign("whsec_pay", ev), ev), 204);
		assert.equal(await post("pay", sign("whsec_pay", ev), ev), 204); // a redelivery
		assert.equal(await post("pay", sign("whsec_store", ev), ev), 400); // another service's secret
		assert.equal(await post("pos", sign("whsec_pay", ev), ev), 400); // no POS secret configured
		const got = await fetch(`http://127.0.0.1:${r.port}/received`).then((res) => res.json());
		assert.deepEqual(
			got.accepted.map((e) => [e.service, e.type, e.id, e.data.id]),
			[["pay", "payment.succeeded", "evt_1", "pay_1"]],
		);
		assert.equal(got.rejected.length, 2);
	} finally {
		await r.close();
	}
});

test("parseDemoEnv reads npm start's demo.env, quotes and notes included", () => {
	const text = [
		"# Written by npm start",
		"export BASE='http://127.0.0.1:8787'   # this server",
		"export WS_SLUG='toko-o'\\''brien'",
		"export PAY_KEY='sk_test_x'",
	].join("\n");
	assert.deepEqual(parseDemoEnv(text), {
		BASE: "http://127.0.0.1:8787",
		WS_SLUG: "toko-o'brien",
		PAY_KEY: "sk_test_x",
	});
});
