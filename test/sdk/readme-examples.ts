// The examples sdk/README.md prints, as code: test/sdk/readme.test.ts checks that the README shows each
// region below verbatim (dedented) and runs it against the Worker. `process` stands in for
// Node's, holding what `.wrangler/demo.env` exports (BASE, PAY_KEY_ID, ...).
import {
	createAdminClient,
	createCiClient,
	createLocClient,
	createMktClient,
	createPayClient,
	createPosClient,
	createSecretsClient,
	createStoreClient,
	PasarError,
	verifyWebhookRequest,
	WebhookVerificationError,
} from "@pasar/sdk";

export interface Process {
	env: Record<string, string | undefined>;
}

export const EXAMPLES: Record<string, (process: Process) => Promise<unknown>> = {
	async pay(process) {
		// #region pay
		const pay = createPayClient({
			baseUrl: `${process.env.BASE}/pay`,
			keyId: process.env.PAY_KEY_ID!,
			secret: process.env.PAY_KEY!,
		});
		await pay.post("/v1/test-helpers/settlements", { body: { amount: 150_000, currency: "IDR", fee: 1_500 } });
		const balance = await pay.get("/v1/payouts/balance"); // { ledgerBalance, locked, available, currency }
		await pay.post("/v1/customers", { body: { email: "budi@example.com", name: "Budi" } });
		for await (const customer of pay.paginate("/v1/customers")) console.log(customer.id, customer.email);
		// #endregion
		return balance;
	},

	async mkt(process) {
		// #region mkt
		const mkt = createMktClient({
			baseUrl: `${process.env.BASE}/mkt`,
			keyId: process.env.MKT_KEY_ID!,
			secret: process.env.MKT_KEY!,
		});
		await mkt.post("/api/v1/contacts", { body: { email: "budi@example.com", firstName: "Budi", tags: ["vip"] } });
		const query = { q: "budi", limit: 50 };
		for await (const contact of mkt.paginate("/api/v1/contacts", { params: { query } })) console.log(contact.email);
		// #endregion
	},

	async store(process) {
		// #region store
		const store = createStoreClient({ baseUrl: `${process.env.BASE}/mkt`, key: process.env.STORE_KEY! });
		const product = await store.post("/api/v1/storefront/products", {
			body: { name: "Kopi Gayo 250g", price: 85_000, currency: "IDR", type: "physical" },
		});
		await store.patch("/api/v1/storefront/products/{id}", {
			params: { path: { id: product.id } },
			body: { published: true },
		});
		for await (const p of store.paginate("/api/v1/storefront/products")) console.log(p.id, p.name, p.published);
		// #endregion
	},

	async pos(process) {
		// #region pos
		const pos = createPosClient({ baseUrl: `${process.env.BASE}/pos`, key: process.env.POS_KEY! });
		const product = await pos.post("/api/v1/products", { body: { name: "Kopi Susu", variants: [{ price: 18_000 }] } });
		console.log(product.id, product.variants[0].id);
		for await (const outlet of pos.paginate("/api/v1/outlets")) console.log(outlet.id, outlet.name);
		for await (const p of pos.paginate("/api/v1/products", { params: { query: { q: "kopi" } } })) console.log(p.name);
		// #endregion
	},

	async ci(process) {
		// #region ci
		const ci = createCiClient({ baseUrl: `${process.env.BASE}/ci`, key: process.env.CI_KEY! });
		const usage = await ci.get("/api/v1/usage");
		console.log(`${usage.minutesUsed} compute minutes used this month (${usage.tier})`);
		const runner = await ci.post("/api/v1/runners", { body: { description: "build box 1", tags: ["linux"] } });
		console.log(runner.id, runner.token); // the cirt_ token: npm run runner -- run --token …
		for await (const project of ci.paginate("/api/v1/projects")) console.log(project.id, project.name);
		// #endregion
	},

	async loc(process) {
		// #region loc
		const loc = createLocClient({ baseUrl: `${process.env.BASE}/loc`, key: process.env.LOC_KEY! });
		const project = await loc.post("/api/v1/projects", { body: { slug: `shop-${Date.now()}`, name: "Shop" } });
		const id = { params: { path: { id: project.id } } };
		await loc.post("/api/v1/projects/{id}/locales", { ...id, body: { tag: "id" } });
		await loc.put("/api/v1/projects/{id}/keys", {
			...id,
			body: { keys: [{ name: "cart.title", sourceText: "Cart" }] },
		});
		for await (const key of loc.paginate("/api/v1/projects/{id}/keys", id)) console.log(key.name, key.sourceText);
		// #endregion
	},

	async secrets(process) {
		// #region secrets
		const secrets = createSecretsClient({ baseUrl: `${process.env.BASE}/secrets`, key: process.env.SECRETS_KEY! });
		const project = await secrets.post("/api/v1/projects", { body: { name: `Web App ${Date.now()}` } });
		const env = await secrets.post("/api/v1/projects/{projectId}/environments", {
			params: { path: { projectId: project.id } },
			body: { name: "Production" },
		});
		const secret = await secrets.put("/api/v1/environments/{envId}/secrets", {
			params: { path: { envId: env.id } },
			body: { key: "DATABASE_URL", value: "postgres://toko@db/toko" },
		});
		const { value } = await secrets.post("/api/v1/secrets/{secretId}/reveal", {
			params: { path: { secretId: secret.id } },
		});
		// #endregion
		return value;
	},

	async admin(process) {
		// #region admin
		const admin = createAdminClient({ baseUrl: `${process.env.BASE}/admin`, token: process.env.ADMIN_TOKEN! });
		const ws = await admin.post("/v1/workspaces", { body: { name: "Toko Baru" } });
		const credential = await admin.post("/v1/workspaces/{id}/credentials", {
			params: { path: { id: ws.id } },
			body: { service: "pay", environment: "test" },
		});
		for await (const w of admin.paginate("/v1/workspaces", { params: { query: { limit: 100 } } })) console.log(w.id);
		// #endregion
		return credential;
	},

	async errors(process) {
		const pay = createPayClient({
			baseUrl: `${process.env.BASE}/pay`,
			keyId: process.env.PAY_KEY_ID!,
			secret: process.env.PAY_KEY!,
		});
		// #region errors
		try {
			await pay.post("/v1/payouts", { body: { amount: 10_000_000, currency: "IDR" }, idempotencyKey: "po-42" });
		} catch (err) {
			if (pay.isError(err, "insufficient_balance", "bank_account_missing")) console.log(err.code, err.message);
			else if (err instanceof PasarError) console.log(err.status, err.code, err.param, err.requestId);
			else throw err;
		}
		// #endregion
	},
};

/** A Worker that receives payments webhooks. */
// #region webhooks
export default {
	async fetch(request: Request, env: { PAY_WEBHOOK_SECRET: string }) {
		try {
			const event = await verifyWebhookRequest(request, { service: "pay", secret: env.PAY_WEBHOOK_SECRET });
			console.log(event.id, event.type, event.data); // dedupe on event.id: delivery is at least once
			return new Response("ok");
		} catch (err) {
			if (err instanceof WebhookVerificationError) return new Response(err.reason, { status: 400 });
			throw err;
		}
	},
};
// #endregion
