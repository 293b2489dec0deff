// The merchant journey (issue 26) end to end against a fresh local server (its own state and port):
// the steps `npm run demo:journey` runs against `npm start`, with each step's result asserted here.
// The receiver runs as a merchant runs it, under `npm run cli -- secrets run`. Runs under node
// (`node --test`, part of `npm test`); skips with a reason without npm on the PATH.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { startLocal } from "../dev.mjs";
import { runJourney, STEPS } from "./steps.mjs";

const skip = spawnSync("npm", ["--version"], { stdio: "ignore" }).status === 0 ? false : "npm is not on the PATH";
if (skip) console.log(`# journey test skipped: ${skip}`);

test("a day at a merchant: storefront, referral, hosted checkout, webhooks via secrets, reward, POS, payout", {
	skip,
	timeout: 300_000,
}, async () => {
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-journey-"));
	const port = 24_000 + Math.floor(Math.random() * 2_000);
	const t0 = Date.now();
	const server = await startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
	const admin = async (method, path, body) => {
		const res = await fetch(`${server.url}/admin${path}`, {
			method,
			headers: { Authorization: `Bearer ${server.adminToken}`, "Content-Type": "application/json" },
			body: body && JSON.stringify(body),
		});
		return res.json();
	};
	const started = Date.now() - t0;
	const lines = [];
	try {
		const j = await runJourney({ base: server.url, adminToken: server.adminToken, say: (l) => lines.push(l) });
		console.log(lines.join("\n"));
		// Issue 38: the same journey for a second workspace placed on the other shard of every spread
		// database, then each workspace's rows are on its own shard only.
		const placed = async (ws) => (await admin("GET", `/v1/workspaces/${ws}/shards`)).data;
		const first = await placed(j.workspace.id);
		for (let i = 0; i < 4; i++) {
			const probe = (await admin("POST", "/v1/workspaces", { name: `Probe ${i}` })).data.id;
			if ((await placed(probe)).DB_SECRETS.shard === first.DB_SECRETS.shard) break;
		}
		const j2 = await runJourney({ base: server.url, adminToken: server.adminToken, say: () => {} });
		const second = await placed(j2.workspace.id);
		for (const [db, at] of Object.entries(first)) {
			if (at.spread) assert.notEqual(second[db].shard, at.shard, `${db}: the two journeys share shard ${at.shard}`);
			for (const w of [at, second[db]])
				w.rows.forEach((n, shard) => {
					if (shard !== w.shard) assert.equal(n, 0, `${db}: rows on shard ${shard}, placed on ${w.shard}`);
				});
		}
		// The journey sells, takes payments, publishes a product, refers and keeps secrets: those five hold rows.
		for (const db of ["DB_PAY", "DB_MKT", "DB_STORE", "DB_POS", "DB_SECRETS"])
			assert.ok(second[db].rows[second[db].shard] > 0, `${db}: the second journey wrote nothing there`);
		assert.equal(j2.payout.status, "paid");
		assert.deepEqual(
			Object.keys(j.timings),
			STEPS.map((s) => s.name),
			"every step ran",
		);

		// The storefront product and its page; the variant's SKU is the till's.
		assert.equal(j.product.published, true);
		assert.equal(j.product.pageUrl, `${server.url}/pages/${j.workspace.slug}/p/${j.product.slug}`);
		assert.equal(j.variant.sku, j.sku);

		// The hosted checkout completed and settled: QRIS 150,000 → fee 1,050, net 148,950.
		assert.match(j.sessionId, /^cs_/);
		assert.equal(j.payment.sessionId, j.sessionId);
		assert.deepEqual(
			[j.payment.method, j.payment.amount, j.payment.fee, j.payment.net],
			["qris", 150_000, 1_050, 148_950],
		);

		// The reward: a REF- code for the referrer, from the attribution the referral link started.
		assert.equal(j.attribution.linkId, j.link.id);
		assert.match(j.reward.code, /^REF-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

		// The till sold the same SKU and took one from stock; the payout reached the bank.
		assert.equal(j.sale.status, "COMPLETED");
		assert.equal(j.sale.items[0].quantity, 1);
		assert.equal(j.payout.status, "paid");
		assert.equal(j.payout.amount, 148_950);

		// The receiver verified every signature and got each service's deliveries.
		assert.deepEqual(j.received.rejected, []);
		const types = j.received.accepted.map((e) => `${e.service} ${e.type}`).sort();
		assert.deepEqual(types, [
			"mkt test",
			"pay checkout_session.completed",
			"pay payment.succeeded",
			"pay payout.initiated",
			"pay payout.paid",
			"pos pos.sale.completed.v1",
			"store store.product.created.v1",
			"store store.variant.created.v1",
		]);
		// It read its signing secrets from the secrets service: the reveals are in the audit log.
		const audit = await fetch(`${server.url}/secrets/api/v1/audit?limit=50`, {
			headers: { Authorization: `Bearer ${j.keys.secrets}` },
		}).then((r) => r.json());
		const revealed = new Set(audit.data.filter((a) => a.action === "secret.reveal").map((a) => a.metadata.key));
		for (const k of ["PAY_WEBHOOK_SECRET", "STORE_WEBHOOK_SECRET", "POS_WEBHOOK_SECRET", "MKT_WEBHOOK_SECRET"])
			assert.ok(revealed.has(k), `${k} was revealed to secrets run (audit: ${JSON.stringify(audit.data.slice(0, 3))})`);
		const journeyMs = Object.values(j.timings).reduce((a, b) => a + b, 0);
		console.log(`# server start ${(started / 1000).toFixed(1)} s, journey ${(journeyMs / 1000).toFixed(1)} s`);
	} catch (err) {
		console.log(lines.join("\n"));
		throw err;
	} finally {
		await server.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
});
