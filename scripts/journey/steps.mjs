// The merchant journey (issue 26): one day at a merchant, end to end, through public APIs only. Each
// step calls one service's own surface, checks what it got back and says what it did; a step that
// finds anything else throws, naming the call and the answer. `npm run demo:journey` runs it against
// `npm start`'s demo workspace (scripts/journey/demo.mjs); scripts/journey/journey.test.mjs runs it
// against a fresh local server and asserts every step's result.
//
// Where the product does not connect two services, the journey is the merchant's own server calling
// each side's public API (the docs leave that wiring to the merchant):
// - referrals: the storefront's /r/<code> page counts the click and forgets the code, and a hosted
//   /buy opens a checkout without a customer; the shop signs the buyer up with the code
//   (attributions/signup), stamps the checkout session the buyer was sent to (checkout-start; the id
//   is read off Buy's redirect here: a shop opening its own checkouts with POST /v1/checkout-sessions
//   has it first hand) and, when its receiver has verified payment.succeeded, asks for the reward
//   (fulfill);
// - POS and the storefront keep separate catalogues: the till's product carries the same SKU;
// - marketing emits no webhook events (spec 001 §6 reserves them; clients poll), so its signed
//   delivery to the receiver is a webhook_generic channel message (Mkt-Signature).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import { mktHeaders } from "../mkt-client.mjs";
import { payHeaders } from "../pay-client.mjs";
import { root } from "../toolchain.mjs";

/** Descriptions and names the journey gives what it creates, so a later run can find and tidy them. */
export const TAG = "merchant journey";
const SECRETS_PROJECT = "Merchant journey";
const SECRETS_ENV = "receiver";
const PRICE = 150_000;

class StepError extends Error {}

async function http(url, { method = "GET", headers = {}, body, redirect = "manual" } = {}) {
	const res = await fetch(url, { method, headers, body, redirect });
	const text = await res.text();
	let json = null;
	try {
		json = text ? JSON.parse(text) : null;
	} catch {}
	return { status: res.status, headers: res.headers, text, json, data: json?.data };
}

/** The answer when its status is one of `want`, else a StepError naming the call and what came back. */
function must(res, want, what) {
	const ok = Array.isArray(want) ? want.includes(res.status) : res.status === want;
	if (!ok) throw new StepError(`${what}: expected ${want}, got ${res.status} ${res.text.slice(0, 400)}`);
	return res;
}

function check(cond, message) {
	if (!cond) throw new StepError(message);
}

const rupiah = (n) => `Rp ${n.toLocaleString("id-ID")}`;

/** A free loopback port for the receiver (its URL goes into the webhook endpoints before it starts). */
function freePort() {
	return new Promise((resolve, reject) => {
		const s = createServer();
		s.once("error", reject);
		s.listen(0, "127.0.0.1", () => {
			const { port } = s.address();
			s.close(() => resolve(port));
		});
	});
}

/** Clients for each service's public surface, under one base URL. */
export function clients(base, keys, adminToken) {
	const json = (b) => (b === undefined ? undefined : JSON.stringify(b));
	const bearer =
		(prefix, key) =>
		(method, path, body, extra = {}) =>
			http(`${base}${prefix}${path}`, {
				method,
				headers: {
					Authorization: `Bearer ${key}`,
					...(body !== undefined ? { "Content-Type": "application/json" } : {}),
					...extra,
				},
				body: json(body),
			});
	return {
		admin: bearer("/admin", adminToken),
		pay: (method, path, body, idempotencyKey) => {
			const raw = json(body) ?? "";
			return http(`${base}/pay${path}`, {
				method,
				headers: payHeaders(keys.pay, method, `/pay${path}`, raw, idempotencyKey),
				body: raw || undefined,
			});
		},
		mkt: (method, path, body) => {
			const raw = json(body) ?? "";
			return http(`${base}/mkt${path}`, {
				method,
				headers: mktHeaders(keys.mkt, method, `/mkt${path}`, raw),
				body: raw || undefined,
			});
		},
		store: bearer("/mkt/api/v1", keys.store),
		pos: bearer("/pos/api/v1", keys.pos),
		secrets: bearer("/secrets/api/v1", keys.secrets),
		page: (url, init) => http(url, init),
	};
}

/** Polls the receiver until every wanted delivery has arrived (verified), or throws after `ms`. */
async function waitForDeliveries(j, wanted, ms = 45_000) {
	const until = Date.now() + ms;
	for (;;) {
		const got = must(await j.c.page(`${j.receiver.url}/received`), 200, "GET receiver /received").json;
		const found = wanted.map((w) =>
			got.accepted.find((e) => e.service === w.service && e.type === w.type && (!w.match || w.match(e.data))),
		);
		if (found.every(Boolean)) return found;
		if (Date.now() > until) {
			const missing = wanted.filter((_, i) => !found[i]).map((w) => `${w.service} ${w.type}`);
			throw new StepError(
				`the receiver did not get ${missing.join(", ")} within ${ms / 1000} s (it has ${got.accepted.map((e) => `${e.service} ${e.type}`).join(", ") || "nothing"}; rejected ${got.rejected.length})`,
			);
		}
		await new Promise((r) => setTimeout(r, 250));
	}
}

/** Starts the receiver the way a merchant runs a program with its secrets: `npm run cli -- secrets run`. */
async function startReceiverProcess(j, port) {
	const child = spawn(
		"npm",
		[
			"run",
			"-s",
			"cli",
			"--",
			"secrets",
			"run",
			"--project",
			j.secretsProject.slug,
			"--env",
			j.secretsEnv.slug,
			"--",
			process.execPath,
			join(root, "scripts", "journey", "receiver.mjs"),
			"--port",
			String(port),
		],
		{
			cwd: root,
			detached: true,
			stdio: ["ignore", "pipe", "pipe"],
			env: { ...process.env, PASAR_URL: j.base, PASAR_SECRETS_TOKEN: j.keys.secrets, INIT_CWD: root },
		},
	);
	const output = [];
	const onData = (d) => {
		for (const line of d.toString().split("\n").filter(Boolean)) {
			output.push(line);
			if (line.startsWith("[receiver]")) j.say(`    ${line}`);
		}
	};
	child.stdout.on("data", onData);
	child.stderr.on("data", onData);
	const exited = new Promise((resolve) => child.once("exit", resolve));
	const stop = async () => {
		if (child.exitCode !== null || child.signalCode !== null) return;
		try {
			process.kill(-child.pid, "SIGTERM"); // the group we started: npm, the CLI and the receiver
		} catch {}
		const t = setTimeout(() => {
			try {
				process.kill(-child.pid, "SIGKILL");
			} catch {}
		}, 5000);
		await exited;
		clearTimeout(t);
	};
	const url = `http://127.0.0.1:${port}`;
	const until = Date.now() + 60_000;
	for (;;) {
		if (child.exitCode !== null)
			throw new StepError(`the receiver exited with ${child.exitCode}: ${output.join("\n")}`);
		try {
			const res = await fetch(`${url}/received`);
			if (res.status === 200) break;
		} catch {}
		if (Date.now() > until) {
			await stop();
			throw new StepError(`the receiver did not answer within 60 s: ${output.join("\n")}`);
		}
		await new Promise((r) => setTimeout(r, 200));
	}
	return { url, port, child, output, stop };
}

/** Finds a secrets project or environment by name, creating it when missing (a 409 means it exists). */
async function ensureNamed(j, listPath, createPath, name) {
	const made = await j.c.secrets("POST", createPath, { name });
	if (made.status === 201) return made.data;
	must(made, 409, `POST /secrets/api/v1${createPath}`);
	const list = must(await j.c.secrets("GET", `${listPath}?limit=100`), 200, `GET ${listPath}`).data;
	const hit = list.find((x) => x.name === name);
	check(hit, `${name} is taken but not listed`);
	return hit;
}

/** Removes what earlier runs left: receiver endpoints (their receiver is gone), the channel, stale products. */
async function tidyEarlierRuns(j) {
	let removed = 0;
	const pay = must(await j.c.pay("GET", "/v1/webhook-endpoints?limit=100"), 200, "GET /pay/v1/webhook-endpoints");
	for (const e of pay.data.filter((e) => e.description === TAG)) {
		must(await j.c.pay("DELETE", `/v1/webhook-endpoints/${e.id}`), 204, "DELETE pay endpoint");
		removed++;
	}
	const store = must(await j.c.store("GET", "/storefront/webhook-endpoints?limit=100"), 200, "GET store endpoints");
	for (const e of store.data.filter((e) => e.description === TAG)) {
		must(await j.c.store("DELETE", `/storefront/webhook-endpoints/${e.id}`), 204, "DELETE store endpoint");
		removed++;
	}
	const pos = must(await j.c.pos("GET", "/webhook-subscriptions?limit=100"), 200, "GET POS subscriptions");
	for (const e of pos.data.filter((e) => e.description === TAG)) {
		must(await j.c.pos("DELETE", `/webhook-subscriptions/${e.id}`), 204, "DELETE POS subscription");
		removed++;
	}
	const channels = must(await j.c.mkt("GET", "/api/v1/channels"), 200, "GET /mkt/api/v1/channels").data;
	for (const ch of channels.filter((ch) => ch.displayName === TAG && ch.status !== "revoked")) {
		must(await j.c.mkt("DELETE", `/api/v1/channels/${ch.id}`), 200, "DELETE channel");
		removed++;
	}
	// Earlier runs' products leave the shop (archived): the free plan holds 10 products.
	const products = must(await j.c.store("GET", "/storefront/products?limit=100"), 200, "GET products").data.data;
	let archived = 0;
	for (const p of products.filter((p) => p.metadata?.journey === TAG)) {
		must(await j.c.store("DELETE", `/storefront/products/${p.id}`), 204, "DELETE an earlier run's product");
		archived++;
	}
	return { removed, archived };
}

/**
 * The steps, in order. Each `run(j)` returns the lines it prints; `j` carries the connection
 * (base, keys, clients), a run id, and what earlier steps made.
 */
export const STEPS = [
	{
		name: "workspace",
		title: "the merchant's workspace (admin API)",
		async run(j) {
			if (!j.workspace) {
				check(j.adminToken, "no workspace and no admin token to make one");
				const ws = must(
					await j.c.admin("POST", "/v1/workspaces", { name: `Toko Kopi ${j.run}` }),
					201,
					"POST /admin/v1/workspaces",
				).data;
				must(
					await j.c.admin("PUT", `/v1/workspaces/${ws.id}/allowlist/secrets`, { allowed: true }),
					200,
					"PUT allowlist/secrets",
				);
				const cred = async (service, body = {}) =>
					must(
						await j.c.admin("POST", `/v1/workspaces/${ws.id}/credentials`, { service, ...body }),
						201,
						`POST credentials ${service}`,
					).data;
				j.keys = {
					pay: await cred("pay", { environment: "test" }),
					mkt: await cred("mkt"),
					store: (await cred("store")).key,
					pos: (await cred("pos")).key,
					secrets: (await cred("secrets")).key,
				};
				j.c = clients(j.base, j.keys, j.adminToken);
				j.workspace = ws;
				return [
					`made workspace ${ws.name} (${ws.id}, slug ${ws.slug}) and a key for payments (test), marketing, storefront, POS and secrets`,
				];
			}
			if (j.adminToken) {
				const ws = must(
					await j.c.admin("GET", `/v1/workspaces/${j.workspace.id}`),
					200,
					"GET /admin/v1/workspaces/{id}",
				).data;
				j.workspace = { ...j.workspace, ...ws };
			}
			const { removed, archived } = await tidyEarlierRuns(j);
			return [
				`workspace ${j.workspace.name ?? ""} (${j.workspace.id}, slug ${j.workspace.slug})`,
				...(removed ? [`removed ${removed} webhook endpoint(s) and channel(s) an earlier run left behind`] : []),
				...(archived ? [`archived ${archived} product(s) of earlier runs (the free plan holds 10)`] : []),
			];
		},
	},
	{
		name: "webhooks",
		title: "webhook endpoints for the receiver, their signing secrets in a secrets project",
		async run(j) {
			const port = await freePort();
			const hook = (svc) => `http://127.0.0.1:${port}/hooks/${svc}`;
			j.endpoints = {};
			const pay = must(
				await j.c.pay(
					"POST",
					"/v1/webhook-endpoints",
					{
						url: hook("pay"),
						events: ["payment.succeeded", "checkout_session.completed", "payout."],
						description: TAG,
					},
					`journey-${j.run}-endpoint`,
				),
				201,
				"POST /pay/v1/webhook-endpoints",
			).data;
			j.endpoints.pay = pay.id;
			const store = must(
				await j.c.store("POST", "/storefront/webhook-endpoints", {
					url: hook("store"),
					events: ["store."],
					description: TAG,
				}),
				201,
				"POST /mkt/api/v1/storefront/webhook-endpoints",
			).data;
			j.endpoints.store = store.id;
			const pos = must(
				await j.c.pos("POST", "/webhook-subscriptions", {
					url: hook("pos"),
					events: ["pos.sale.completed.v1"],
					description: TAG,
				}),
				201,
				"POST /pos/api/v1/webhook-subscriptions",
			).data;
			j.endpoints.pos = pos.id;
			// Marketing's signed delivery is a webhook_generic channel; its secret is the merchant's own.
			const mktSecret = `whsec_${randomBytes(24).toString("base64url")}`;
			const channel = must(
				await j.c.mkt("POST", "/api/v1/channels", {
					provider: "webhook_generic",
					displayName: TAG,
					credentials: { url: hook("mkt"), secret: mktSecret },
				}),
				201,
				"POST /mkt/api/v1/channels",
			).data;
			j.endpoints.mkt = channel.id;
			for (const [svc, s] of [
				["pay", pay.secret],
				["store", store.secret],
				["pos", pos.secret],
			])
				check(/^whsec_/.test(s ?? ""), `the ${svc} endpoint's secret is not a whsec_ secret`);

			j.secretsProject = await ensureNamed(j, "/projects", "/projects", SECRETS_PROJECT);
			j.secretsEnv = await ensureNamed(
				j,
				`/projects/${j.secretsProject.id}/environments`,
				`/projects/${j.secretsProject.id}/environments`,
				SECRETS_ENV,
			);
			const versions = [];
			for (const [key, value] of [
				["PAY_WEBHOOK_SECRET", pay.secret],
				["STORE_WEBHOOK_SECRET", store.secret],
				["POS_WEBHOOK_SECRET", pos.secret],
				["MKT_WEBHOOK_SECRET", mktSecret],
			]) {
				const w = must(
					await j.c.secrets("PUT", `/environments/${j.secretsEnv.id}/secrets`, { key, value }),
					[200, 201],
					`PUT /secrets/api/v1/environments/${j.secretsEnv.id}/secrets ${key}`,
				).data;
				versions.push(`${key} v${w.version}`);
			}
			j.receiverPort = port;
			return [
				`payments ${pay.id}, storefront ${store.id}, POS ${pos.id} and marketing channel ${channel.id} → http://127.0.0.1:${port}/hooks/…`,
				`secrets project ${j.secretsProject.slug}, environment ${j.secretsEnv.slug}: ${versions.join(", ")}`,
			];
		},
	},
	{
		name: "receiver",
		title: "the webhook receiver, started with its secrets (npm run cli -- secrets run)",
		async run(j) {
			j.receiver = await startReceiverProcess(j, j.receiverPort);
			return [
				`npm run cli -- secrets run --project ${j.secretsProject.slug} --env ${j.secretsEnv.slug} -- node scripts/journey/receiver.mjs --port ${j.receiverPort}`,
			];
		},
	},
	{
		name: "publish",
		title: "the merchant publishes a storefront product",
		async run(j) {
			j.sku = `GAYO-250-${j.run}`.toUpperCase();
			const product = must(
				await j.c.store("POST", "/storefront/products", {
					name: `Kopi Gayo 250g ${j.run}`,
					description: "Arabika Gayo, sangrai medium. Biji utuh, 250 gram.",
					price: PRICE,
					currency: "IDR",
					type: "physical",
					published: true,
					metadata: { journey: TAG, sku: j.sku },
				}),
				201,
				"POST /mkt/api/v1/storefront/products",
			).data;
			const variant = must(
				await j.c.store("POST", "/inventory/variants", {
					productId: product.id,
					title: "250 g",
					sku: j.sku,
					priceCents: PRICE,
				}),
				201,
				"POST /mkt/api/v1/inventory/variants",
			).data;
			j.product = product;
			j.variant = variant;
			const [created] = await waitForDeliveries(j, [
				{ service: "store", type: "store.product.created.v1", match: (d) => d.id === product.id },
				{ service: "store", type: "store.variant.created.v1", match: (d) => d.id === variant.id },
			]);
			return [
				`${product.name} (${product.id}) at ${rupiah(product.price)}, variant ${variant.id} SKU ${variant.sku}`,
				`page ${product.pageUrl}`,
				`receiver: store.product.created.v1 (${created.id}) and store.variant.created.v1, Store-Signature verified`,
			];
		},
	},
	{
		name: "referral",
		title: "a customer's referral link (marketing referrals)",
		async run(j) {
			const program = must(
				await j.c.mkt("PUT", "/api/v1/referrals/program", {
					enabled: true,
					rewardType: "percent",
					referrerValue: 10,
					refereeValue: 10,
					currency: "IDR",
					minPurchaseAmount: 50_000,
				}),
				200,
				"PUT /mkt/api/v1/referrals/program",
			).data;
			j.referrer = { customerId: `cust-sari-${j.run}`, email: `sari.${j.run}@example.com` };
			const link = must(
				await j.c.mkt("POST", "/api/v1/referrals/links/issue", { customerId: j.referrer.customerId }),
				200,
				"POST /mkt/api/v1/referrals/links/issue",
			).data.link;
			check(link?.code, "links/issue answered no link (is the program enabled?)");
			j.link = link;
			j.shareUrl = `${j.base}/pages/${j.workspace.slug}/r/${link.code}`;
			return [
				`program ${program.id}: 10% for the referrer and 10% for the new customer, from ${rupiah(50_000)}`,
				`link ${link.code} for ${j.referrer.customerId}; she shares ${j.shareUrl}`,
			];
		},
	},
	{
		name: "arrive",
		title: "a buyer follows the link to the shop and opens the product page",
		async run(j) {
			// The landing page says what the friend gets and links into the shop (issue 39).
			const landing = must(
				await j.c.page(j.shareUrl, { headers: { "Accept-Language": "id" } }),
				200,
				`GET ${j.shareUrl}`,
			);
			const shopUrl = landing.text.match(/href="([^"]+)" data-testid="shop-now"/)?.[1];
			check(shopUrl === `${j.base}/pages/${j.workspace.slug}`, `the referral page's "shop now" goes to ${shopUrl}`);
			check(landing.text.includes("Diskon 10%"), "the referral page does not say what the friend gets");
			const shop = must(await j.c.page(shopUrl, { headers: { "Accept-Language": "id" } }), 200, `GET ${shopUrl}`);
			check(shop.text.includes(`href="${j.product.pageUrl}"`), "the shop index does not link the product");
			const page = must(
				await j.c.page(j.product.pageUrl, { headers: { "Accept-Language": "id", "Cache-Control": "no-cache" } }),
				200,
				`GET ${j.product.pageUrl}`,
			);
			check(page.text.includes("Rp\u00a0150.000"), "the product page does not show Rp 150.000");
			const form = page.text.match(/<form[^>]*method="post"[^>]*action="([^"]+\/buy)"/);
			check(form, "the product page has no Buy form");
			j.buyAction = form[1].replaceAll("&amp;", "&");
			// What the form posts as it stands: the variant checked by default (the product has one).
			j.buyVariant = page.text.match(/<input[^>]*name="variant"[^>]*value="(var_[^"]+)"[^>]*checked/)?.[1];
			check(j.buyVariant === j.variant.id, `the product page offers variant ${j.buyVariant}, not ${j.variant.id}`);
			const linkNow = must(
				await j.c.page(`${j.base}/mkt/api/v1/referrals/links/${j.workspace.id}/${j.link.code}`),
				200,
				"GET /mkt/api/v1/referrals/links/{accountId}/{code}",
			).data;
			check(linkNow.clicks >= 1, `the link shows ${linkNow.clicks} clicks`);
			// The shop's own sign-up (its server): the buyer becomes a customer, attributed to the link.
			j.buyer = { customerId: `cust-budi-${j.run}`, email: `budi.${j.run}@example.com` };
			const attribution = must(
				await j.c.mkt("POST", "/api/v1/referrals/attributions/signup", {
					refereeCustomerId: j.buyer.customerId,
					refereeEmail: j.buyer.email,
					linkCode: j.link.code,
				}),
				200,
				"POST /mkt/api/v1/referrals/attributions/signup",
			).data;
			check(attribution?.status === "pending", `signup answered ${JSON.stringify(attribution)}`);
			j.attribution = attribution;
			return [
				`${j.shareUrl} → 302 ${shopUrl} (click counted: the link shows ${linkNow.clicks})`,
				`shop index lists the product; the product page shows Rp 150.000 and a Buy form`,
				`the shop signs the buyer up as ${j.buyer.customerId}: attribution ${attribution.id} pending`,
			];
		},
	},
	{
		name: "checkout",
		title: "the buyer presses Buy and pays on the hosted checkout (QRIS, test mode)",
		async run(j) {
			const form = new URLSearchParams({ variant: j.buyVariant, quantity: "1" });
			const buy = must(await j.c.page(j.buyAction, { method: "POST", body: form }), 303, `POST ${j.buyAction}`);
			const hosted = buy.headers.get("location");
			const sessionId = hosted?.match(/\/checkout\/(cs_[0-9A-Za-z]+)(?:\?w=acc_[0-9A-Za-z]+)?$/)?.[1];
			check(sessionId, `Buy went to ${hosted}`);
			j.sessionId = sessionId;
			// The shop's server stamps the buyer's checkout on the attribution.
			const stamped = must(
				await j.c.mkt("POST", "/api/v1/referrals/attributions/checkout-start", {
					customerId: j.buyer.customerId,
					checkoutSessionId: sessionId,
				}),
				200,
				"POST /mkt/api/v1/referrals/attributions/checkout-start",
			).data;
			check(stamped.stamped === true, `checkout-start answered ${JSON.stringify(stamped)}`);
			const page = must(await j.c.page(hosted, { headers: { "Accept-Language": "id" } }), 200, `GET ${hosted}`);
			const payForm = page.text.match(/<form[^>]*action="([^"]+\/pay(?:\?[^"]*)?)"/);
			check(payForm && /value="qris"/.test(page.text), "the checkout page offers no QRIS");
			const origin = new URL(hosted).origin;
			const chose = must(
				await j.c.page(new URL(payForm[1], origin).href, {
					method: "POST",
					headers: { "Content-Type": "application/x-www-form-urlencoded" },
					body: "method=qris",
				}),
				303,
				"POST checkout /pay method=qris",
			);
			const again = must(await j.c.page(new URL(chose.headers.get("location"), origin).href), 200, "GET checkout page");
			const simForm = again.text.match(/<form[^>]*action="([^"]+\/simulate(?:\?[^"]*)?)"/);
			check(simForm, "the test-mode page shows no simulate form");
			const paid = must(
				await j.c.page(new URL(simForm[1], origin).href, {
					method: "POST",
					headers: { "Content-Type": "application/x-www-form-urlencoded" },
					body: "outcome=success",
				}),
				303,
				"POST checkout /simulate outcome=success",
			);
			const back = paid.headers.get("location");
			check(back === `${j.product.pageUrl}?paid=1`, `success went to ${back}`);
			must(await j.c.page(back), 200, `GET ${back}`);
			return [
				`Buy → 303 ${hosted}`,
				`the shop stamps ${sessionId} on attribution ${stamped.attributionId}`,
				`QRIS chosen, "simulate success" → 303 back to ${back}`,
			];
		},
	},
	{
		name: "settle",
		title: "the payment settles; the receiver verifies payment.succeeded",
		async run(j) {
			const session = must(
				await j.c.pay("GET", `/v1/checkout-sessions/${j.sessionId}`),
				200,
				"GET checkout session",
			).data;
			check(session.status === "completed", `the session is ${session.status}`);
			check(session.metadata?.productId === j.product.id, "the session does not name the product");
			const payment = must(await j.c.pay("GET", `/v1/payments/${session.paymentId}`), 200, "GET payment").data;
			check(payment.status === "succeeded" && payment.amount === PRICE, `payment ${payment.status} ${payment.amount}`);
			check(payment.ledgerTransactionId, "the payment has no ledger transaction (not settled)");
			const entries = must(
				await j.c.pay("GET", `/v1/ledger/entries?sourceType=payment&sourceId=${payment.id}`),
				200,
				"GET ledger entries",
			).data;
			check(
				entries.some((e) => e.code === "payment" && e.amount === PRICE),
				"no payment credit in the ledger",
			);
			const [succeeded] = await waitForDeliveries(j, [
				{ service: "pay", type: "payment.succeeded", match: (d) => d.id === payment.id },
				{ service: "pay", type: "checkout_session.completed", match: (d) => d.id === j.sessionId },
			]);
			j.payment = payment;
			j.paymentEvent = succeeded;
			return [
				`session ${session.id} completed; payment ${payment.id} ${rupiah(payment.amount)}, fee ${rupiah(payment.fee)}, net ${rupiah(payment.net)}`,
				`ledger transaction ${payment.ledgerTransactionId} (payment credit and fee debit)`,
				`receiver: payment.succeeded (${succeeded.id}) and checkout_session.completed, Pay-Signature verified`,
			];
		},
	},
	{
		name: "reward",
		title: "the referrer's reward is issued",
		async run(j) {
			// What the merchant's payment.succeeded handler does: fulfil the session the event names.
			const paid = j.paymentEvent.data;
			const fulfil = must(
				await j.c.mkt("POST", "/api/v1/referrals/attributions/fulfill", {
					checkoutSessionId: paid.sessionId,
					status: "completed",
					currency: paid.currency,
					amount: paid.amount,
				}),
				200,
				"POST /mkt/api/v1/referrals/attributions/fulfill",
			).data;
			check(fulfil.issued === true, `fulfill answered ${JSON.stringify(fulfil)}`);
			const rewards = (customerId) =>
				j.c.page(`${j.base}/mkt/api/v1/referrals/rewards/${j.workspace.id}/${encodeURIComponent(customerId)}`);
			const referrer = must(await rewards(j.referrer.customerId), 200, "GET referrer rewards").data.rewards;
			const referee = must(await rewards(j.buyer.customerId), 200, "GET referee rewards").data.rewards;
			const code = referrer.find((r) => r.id === fulfil.referrerCodeId);
			check(code && /^REF-/.test(code.code), "the referrer's reward is not listed");
			check(
				referee.some((r) => r.id === fulfil.refereeCodeId && /^WELCOME-/.test(r.code)),
				"no welcome code",
			);
			const again = must(
				await j.c.mkt("POST", "/api/v1/referrals/attributions/fulfill", {
					checkoutSessionId: paid.sessionId,
					status: "completed",
					currency: paid.currency,
					amount: paid.amount,
				}),
				200,
				"POST fulfill again",
			).data;
			check(
				again.issued === false && again.reason === "already_fulfilled",
				`a retried fulfil answered ${JSON.stringify(again)}`,
			);
			const stats = must(await j.c.mkt("GET", "/api/v1/referrals/stats"), 200, "GET referral stats").data;
			// The merchant tells the referrer through its marketing channel (a signed Mkt delivery).
			const send = must(
				await j.c.mkt("POST", `/api/v1/channels/${j.endpoints.mkt}/test`, { recipient: j.referrer.email }),
				200,
				"POST /mkt/api/v1/channels/{id}/test",
			).data;
			await waitForDeliveries(j, [{ service: "mkt", type: "test", match: (d) => d.messageId === send.messageId }]);
			j.reward = code;
			return [
				`fulfil → ${code.code} (${code.value}% for ${j.referrer.customerId}) and a welcome code for ${j.buyer.customerId}; a retried fulfil mints nothing`,
				`stats: ${stats.totalClicks} click(s), ${stats.totalSignups} signup(s), ${stats.totalRewards} reward(s), ${rupiah(stats.attributedRevenue)} attributed`,
				`receiver: the marketing channel's message ${send.messageId}, Mkt-Signature verified`,
			];
		},
	},
	{
		name: "pos",
		title: "the same item sells at an outlet (POS) and stock moves",
		async run(j) {
			const outlets = must(await j.c.pos("GET", "/outlets?limit=100"), 200, "GET /pos/api/v1/outlets").data;
			const outlet =
				outlets.find((o) => o.isActive) ??
				must(
					await j.c.pos("POST", "/outlets", { name: "Toko Pusat", taxRateBps: 1100 }),
					201,
					"POST /pos/api/v1/outlets",
				).data;
			const product = must(
				await j.c.pos("POST", "/products", {
					name: j.product.name,
					description: TAG,
					trackStock: true,
					variants: [{ name: "250 g", sku: j.sku, price: PRICE }],
				}),
				201,
				"POST /pos/api/v1/products",
			).data;
			const found = must(await j.c.pos("GET", `/products/lookup?q=${encodeURIComponent(j.sku)}`), 200, "lookup").data;
			const variant = found.find((f) => f.variant.sku === j.sku)?.variant;
			check(variant?.id === product.variants[0].id, `lookup by SKU ${j.sku} did not find the till's variant`);
			must(
				await j.c.pos("POST", "/inventory/adjust", {
					outletId: outlet.id,
					variantId: variant.id,
					delta: 12,
					reason: "initial_stock",
				}),
				[200, 201],
				"POST /pos/api/v1/inventory/adjust",
			);
			// The till rings it up as a held bill, then takes cash for the total the server computed.
			const parked = must(
				await j.c.pos(
					"POST",
					"/sales",
					{ outletId: outlet.id, items: [{ variantId: variant.id, quantity: 1 }], status: "PARKED" },
					{ "Idempotency-Key": `journey-${j.run}-sale` },
				),
				201,
				"POST /pos/api/v1/sales",
			).data;
			const sale = must(
				await j.c.pos("POST", `/sales/${parked.id}/complete`, {
					payments: [{ method: "CASH", amount: parked.total, tendered: Math.ceil(parked.total / 50_000) * 50_000 }],
				}),
				200,
				"POST /pos/api/v1/sales/{id}/complete",
			).data;
			check(sale.status === "COMPLETED", `the sale is ${sale.status}`);
			const level = must(
				await j.c.pos("GET", `/inventory/levels?outletId=${outlet.id}&variantId=${variant.id}`),
				200,
				"GET /pos/api/v1/inventory/levels",
			).data[0];
			check(level?.quantity === 11, `stock is ${level?.quantity}, not 11`);
			await waitForDeliveries(j, [{ service: "pos", type: "pos.sale.completed.v1", match: (d) => d.id === sale.id }]);
			j.sale = sale;
			return [
				`outlet ${outlet.name} (${outlet.id}); till product ${product.id} with SKU ${j.sku}`,
				`12 in stock; sale ${sale.id}: 1 × ${rupiah(PRICE)}, total ${rupiah(sale.total)} cash, change ${rupiah(sale.changeTotal)}; stock now ${level.quantity}`,
				"receiver: pos.sale.completed.v1, Pos-Signature verified",
			];
		},
	},
	{
		name: "payout",
		title: "a payout takes the money to the bank",
		async run(j) {
			const lines = [];
			const bank = await j.c.pay("GET", "/v1/payouts/bank-account");
			if (bank.status === 404) {
				must(
					await j.c.pay(
						"PATCH",
						"/v1/payouts/bank-account",
						{
							bankCode: "ID_BCA",
							bankName: "Bank Central Asia",
							bankAccountNumber: "1234567890",
							bankAccountHolder: j.workspace.name,
						},
						`journey-${j.run}-bank`,
					),
					200,
					"PATCH /pay/v1/payouts/bank-account",
				);
				lines.push("bank account on file: BCA 1234567890");
			} else must(bank, 200, "GET /pay/v1/payouts/bank-account");
			const balance = must(await j.c.pay("GET", "/v1/payouts/balance"), 200, "GET balance").data;
			check(balance.available >= j.payment.net, `available ${balance.available} < the sale's net ${j.payment.net}`);
			const payout = must(
				await j.c.pay(
					"POST",
					"/v1/payouts",
					{ amount: j.payment.net, currency: "IDR", note: `Kopi Gayo, ${j.sessionId}` },
					`journey-${j.run}-payout`,
				),
				201,
				"POST /pay/v1/payouts",
			).data;
			lines.push(
				`balance available ${rupiah(balance.available)}; payout ${payout.id} of ${rupiah(payout.amount)}: ${payout.status}`,
			);
			const moves = [];
			for (let i = 0; i < 2; i++) {
				must(await j.c.pay("POST", "/v1/test-helpers/clock/advance", { seconds: 60 }), 200, "POST clock/advance");
				moves.push(must(await j.c.pay("GET", `/v1/payouts/${payout.id}`), 200, "GET payout").data.status);
			}
			// npm start's own minute cron may take a step between ours: the payout must end paid.
			check(moves[1] === "paid" && ["in_transit", "paid"].includes(moves[0]), `the payout went ${moves.join(" → ")}`);
			const done = must(await j.c.pay("GET", `/v1/payouts/${payout.id}`), 200, "GET payout").data;
			const entry = must(
				await j.c.pay("GET", `/v1/ledger/entries?sourceType=payout&sourceId=${payout.id}`),
				200,
				"GET payout ledger entry",
			).data;
			check(
				entry.length === 1 && entry[0].id === done.ledgerTransactionId,
				"the paid payout has not exactly one entry",
			);
			await waitForDeliveries(j, [
				{ service: "pay", type: "payout.initiated", match: (d) => d.id === payout.id },
				{ service: "pay", type: "payout.paid", match: (d) => d.id === payout.id },
			]);
			j.payout = done;
			lines.push(
				`test clock +60 s → ${moves[0]} (${done.reference}), +60 s → ${moves[1]}; ledger entry ${entry[0].id}`,
				"receiver: payout.initiated and payout.paid, Pay-Signature verified",
			);
			return lines;
		},
	},
	{
		name: "received",
		title: "what the receiver got",
		async run(j) {
			const got = must(await j.c.page(`${j.receiver.url}/received`), 200, "GET receiver /received").json;
			check(got.rejected.length === 0, `the receiver refused ${got.rejected.length} delivery(ies)`);
			j.received = got;
			const by = {};
			for (const e of got.accepted) (by[e.service] ??= []).push(e.type);
			return Object.entries(by).map(([svc, types]) => `${svc}: ${types.join(", ")}`);
		},
	},
];

/** Stops the receiver and removes this run's endpoints and channel (its receiver is gone after this). */
export async function tidy(j) {
	await j.receiver?.stop();
	if (!j.endpoints || !j.c) return;
	const del = [
		j.endpoints.pay && j.c.pay("DELETE", `/v1/webhook-endpoints/${j.endpoints.pay}`),
		j.endpoints.store && j.c.store("DELETE", `/storefront/webhook-endpoints/${j.endpoints.store}`),
		j.endpoints.pos && j.c.pos("DELETE", `/webhook-subscriptions/${j.endpoints.pos}`),
		j.endpoints.mkt && j.c.mkt("DELETE", `/api/v1/channels/${j.endpoints.mkt}`),
	];
	await Promise.allSettled(del.filter(Boolean));
}

/**
 * Runs every step against `base`: with `workspace` ({id, slug}) and `keys` ({pay, mkt: {keyId, key},
 * store, pos, secrets}) it uses that workspace (the demo), else it makes one with `adminToken`.
 * Prints each step through `say`; returns the journey's state (what each step made) and timings.
 */
export async function runJourney({ base, adminToken, workspace, keys, say = console.log, only }) {
	const j = {
		base: base.replace(/\/$/, ""),
		adminToken,
		workspace,
		keys,
		run: Date.now().toString(36).slice(-5),
		say,
		timings: {},
	};
	j.c = clients(j.base, keys ?? {}, adminToken);
	const steps = only ? STEPS.filter((s) => only.includes(s.name)) : STEPS;
	try {
		for (const [i, step] of steps.entries()) {
			const t0 = Date.now();
			say(`${i + 1}/${steps.length} ${step.title}`);
			const lines = await step.run(j);
			j.timings[step.name] = Date.now() - t0;
			for (const l of lines) say(`    ${l}`);
		}
	} catch (err) {
		if (err instanceof StepError) err.message = `journey step failed: ${err.message}`;
		throw err;
	} finally {
		await tidy(j);
	}
	return j;
}
