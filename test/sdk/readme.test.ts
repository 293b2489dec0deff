// sdk/README.md prints tested code: each ```ts example <name> block is the region <name> of
// test/sdk/readme-examples.ts (dedented) after an import of what it uses from the SDK, and
// each example runs here against the Worker with the credentials `.wrangler/demo.env` would export.
import { SELF } from "cloudflare:test";
import * as sdk from "@pasar/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import readme from "../../sdk/README.md?raw";
import { signatureHeaderValue } from "../../src/platform/webhooks/signing";
import { ADMIN_TOKEN, admin, createWorkspace, ORIGIN } from "../helpers/http";
import receiver, { EXAMPLES, type Process } from "./readme-examples";
import examplesSource from "./readme-examples.ts?raw";

/** A README's ```ts example <name> blocks. */
function readmeBlocks(text = readme) {
	const out: Record<string, string> = {};
	for (const m of text.matchAll(/^```ts example (\w+)\n([\s\S]*?)\n```$/gm)) out[m[1]] = m[2];
	return out;
}

/** A region of readme-examples.ts, dedented (the README's blocks are biome-formatted too: tabs). */
function region(name: string) {
	const m = new RegExp(`// #region ${name}\\n([\\s\\S]*?)\\n\\t*// #endregion`).exec(examplesSource);
	if (!m) throw new Error(`no region ${name}`);
	const lines = m[1].split("\n");
	const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\t*/.exec(l)?.[0].length ?? 0));
	return lines.map((l) => l.slice(indent)).join("\n");
}

const NAMES = ["pay", "mkt", "store", "pos", "ci", "loc", "secrets", "admin", "errors", "webhooks"];

describe("sdk/README.md shows the tested examples", () => {
	it("every example block is its region, after an import of exactly the SDK names it uses", () => {
		const blocks = readmeBlocks();
		expect(Object.keys(blocks).sort()).toEqual([...NAMES].sort());
		for (const name of NAMES) {
			const [first, blank, ...rest] = blocks[name].split("\n");
			const imported = /^import \{ (.+) \} from "@pasar\/sdk";$/.exec(first)?.[1].split(", ");
			expect(imported, `${name}: ${first}`).toBeDefined();
			expect(blank).toBe("");
			const body = rest.join("\n");
			expect(body, `README block ${name}`).toBe(region(name));
			for (const n of imported ?? []) expect(n in sdk, `${n} is exported`).toBe(true);
			const used = Object.keys(sdk).filter((n) => new RegExp(`\\b${n}\\b`).test(body));
			expect(imported?.sort(), name).toEqual(used.sort());
		}
	});
});

describe("the README examples run against the Worker", () => {
	const logs: unknown[][] = [];
	let process: Process;
	beforeAll(async () => {
		const worker = globalThis.fetch;
		// The SDK's default fetch is the global one: requests to the local base go to the Worker under test.
		vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
			const url = input instanceof Request ? input.url : String(input);
			return url.startsWith(ORIGIN) ? SELF.fetch(input, init) : worker(input, init);
		});
		vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logs.push(args));
		const ws = await createWorkspace();
		await admin("PUT", `/v1/workspaces/${ws}/allowlist/secrets`, { allowed: true });
		const mint = async (service: string, body: Record<string, unknown> = {}) =>
			(await admin("POST", `/v1/workspaces/${ws}/credentials`, { service, ...body })).body.data;
		const pay = await mint("pay", { environment: "test" });
		const mkt = await mint("mkt");
		process = {
			env: {
				BASE: ORIGIN,
				PAY_KEY_ID: pay.keyId,
				PAY_KEY: pay.key,
				MKT_KEY_ID: mkt.keyId,
				MKT_KEY: mkt.key,
				STORE_KEY: (await mint("store")).key,
				POS_KEY: (await mint("pos")).key,
				CI_KEY: (await mint("ci")).key,
				LOC_KEY: (await mint("loc")).key,
				SECRETS_KEY: (await mint("secrets")).key,
				ADMIN_TOKEN,
			},
		};
	});
	afterAll(() => {
		vi.unstubAllGlobals();
		vi.restoreAllMocks();
	});
	const logged = async (name: string) => {
		logs.length = 0;
		const result = await EXAMPLES[name](process);
		return { result, lines: [...logs] };
	};

	it("payments: settles, reads the balance, creates and lists customers", async () => {
		const { result, lines } = await logged("pay");
		expect(result).toMatchObject({ currency: "IDR", available: 148_500 });
		expect(lines).toEqual([[expect.stringMatching(/^cus_/), "budi@example.com"]]);
	});

	it("marketing, storefront, POS, CI, localization", async () => {
		expect((await logged("mkt")).lines).toEqual([["budi@example.com"]]);
		expect((await logged("store")).lines).toEqual([[expect.any(String), "Kopi Gayo 250g", true]]);
		const pos = (await logged("pos")).lines;
		expect(pos[0]).toEqual([expect.any(String), expect.any(String)]);
		expect(pos.at(-1)).toEqual(["Kopi Susu"]);
		const ci = (await logged("ci")).lines;
		expect(ci[0][0]).toMatch(/^0 compute minutes used this month/);
		expect(ci[1][1]).toMatch(/^cirt_/);
		expect((await logged("loc")).lines).toEqual([["cart.title", "Cart"]]);
	});

	it("secrets reveal what they wrote; admin mints a credential", async () => {
		expect((await logged("secrets")).result).toBe("postgres://toko@db/toko");
		const admin = await logged("admin");
		expect(admin.result).toMatchObject({ keyId: expect.stringMatching(/^pk_test_/), key: expect.any(String) });
		expect(admin.lines.length).toBeGreaterThanOrEqual(2);
	});

	it("errors: a payout above the balance is caught by code", async () => {
		const { lines } = await logged("errors");
		expect(lines).toHaveLength(1);
		expect(["insufficient_balance", "bank_account_missing"]).toContain(lines[0][0]);
	});

	it("webhooks: the receiver answers 200 to a signed delivery and 400 with the reason otherwise", async () => {
		const body = JSON.stringify({ id: "evt_1", type: "payout.paid", occurredAt: "", accountId: "acc_1", data: {} });
		const t = Math.floor(Date.now() / 1000);
		const delivery = async (secret: string) =>
			new Request("https://shop.example/hooks", {
				method: "POST",
				headers: { "Pay-Signature": await signatureHeaderValue(secret, body, t) },
				body,
			});
		const env = { PAY_WEBHOOK_SECRET: "whsec_test" };
		const ok = await receiver.fetch(await delivery("whsec_test"), env);
		expect(ok.status).toBe(200);
		const bad = await receiver.fetch(await delivery("whsec_other"), env);
		expect([bad.status, await bad.text()]).toEqual([400, "no_matching_signature"]);
	});
});
