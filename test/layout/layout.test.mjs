// Guard rails for the source layout (DESIGN §2, issue 13): they read the source tree and name the
// offending file. Each rule is also run on a deliberately broken tree to prove it can fail.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import {
	crossServiceImports,
	d1OutsideStores,
	featureOrder,
	longFiles,
	longHandlers,
	platformImportsService,
	registrationOutsideIndex,
} from "./rules.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

function readTree(dirs) {
	const tree = {};
	const walk = (dir) => {
		for (const e of readdirSync(dir, { withFileTypes: true })) {
			const full = join(dir, e.name);
			if (e.isDirectory()) walk(full);
			else if (/\.(ts|tsx)$/.test(e.name))
				tree[relative(root, full).split("\\").join("/")] = readFileSync(full, "utf8");
		}
	};
	for (const d of dirs) walk(join(root, d));
	return tree;
}
const tree = readTree(["src", "durable"]);

// Each service's features in dependency order (docs/architecture.md); root modules features may import.
const FEATURE_ORDER = {
	payments: {
		order: [
			"access",
			"events",
			"gateways",
			"ledger",
			"adapters",
			"payouts",
			"charges",
			"billing",
			"checkout",
			"callbacks",
			"portal",
			"test-helpers",
		],
		base: ["context", "schema"],
		topFeatures: ["test-helpers"],
	},
	marketing: {
		order: [
			"access",
			"contacts",
			"segments",
			"integrations",
			"channels",
			"billing",
			"discounts",
			"webhooks",
			"suppressions",
			"campaigns",
			"tracking",
			"feedback",
			"referrals",
			"privacy",
		],
		base: ["context", "schema", "events"],
	},
	storefront: {
		order: ["access", "integrations", "products", "variants", "files", "pages", "webhooks"],
		base: ["context", "schema", "events", "store"],
	},
	pos: {
		order: [
			"staff",
			"access",
			"settings",
			"tax",
			"outlets",
			"categories",
			"catalogue",
			"modifiers",
			"suppliers",
			"customers",
			"inventory",
			"shifts",
			"sales",
			"receipts",
			"returns",
			"cash",
			"purchases",
			"reports",
			"billing",
			"webhooks",
			"integrations",
			"warehouses",
			"licenses",
			"shipping",
			"credits",
			"shipments",
			"labels",
			"deliveries",
		],
		base: ["context", "schema", "events", "store"],
	},
	pipeline: {
		order: [
			"access",
			"config",
			"integrations",
			"badges",
			"usage",
			"artifacts",
			"projects",
			"variables",
			"logs",
			"statuses",
			"pipelines",
			"lint",
			"jobs",
			"runners",
			"protocol",
			"intake",
			"schedules",
			"webhooks",
			"pages",
		],
		base: ["context", "schema", "events", "store"],
	},
	localization: {
		order: [
			"icu",
			"integrations",
			"access",
			"projects",
			"locales",
			"namespaces",
			"memory",
			"glossary",
			"keys",
			"translations",
			"review",
			"jobs",
			"crawl",
			"preview",
			"files",
			"releases",
			"catalog",
			"proxy",
			"webhooks",
		],
		base: ["context", "schema", "events", "store"],
	},
	secrets: {
		order: ["keys", "audit", "projects", "values", "maintenance"],
		base: ["context", "schema", "store", "auth"],
	},
};
/** The one file allowed over 400 lines: the ledger object keeps every money move in one SQLite transaction each. */
const LONG_FILE_EXCEPTIONS = ["src/services/payments/ledger/ledger.do.ts"];

describe("source layout guard rails", () => {
	it("D1 bindings appear only in store files and Durable Objects", () => {
		assert.deepEqual(d1OutsideStores(tree), []);
	});
	it("src/platform imports no service; durable/ only re-exports", () => {
		assert.deepEqual(platformImportsService(tree), []);
	});
	it("services reach each other only through public.ts", () => {
		assert.deepEqual(crossServiceImports(tree), []);
	});
	it("only a service's index.ts registers anything", () => {
		assert.deepEqual(registrationOutsideIndex(tree), []);
	});
	it("features import only earlier features of their service", () => {
		const violations = Object.entries(FEATURE_ORDER).flatMap(([service, o]) => featureOrder(tree, service, o.order, o));
		assert.deepEqual(violations, []);
	});
	it("no service file over 400 lines but the ledger object; no handler over 30 lines", () => {
		assert.deepEqual(longFiles(tree, "src/services/", 400, LONG_FILE_EXCEPTIONS), []);
		assert.deepEqual(longHandlers(tree, ts, 30), []);
	});
});

describe("the guard rails fail on a broken tree, naming the file", () => {
	it("a query in a route file", () => {
		const broken = {
			"src/services/pos/sales/routes.ts": 'export const h = (c) => c.env.DB_POS.prepare("SELECT 1").first();',
		};
		assert.match(d1OutsideStores(broken).join("\n"), /src\/services\/pos\/sales\/routes\.ts: reaches a D1 binding/);
		assert.deepEqual(
			d1OutsideStores({ "src/services/pos/sales/store.ts": broken["src/services/pos/sales/routes.ts"] }),
			[],
		);
	});
	it("platform importing a service, and logic in durable/", () => {
		const broken = {
			"src/platform/thing.ts": 'import { x } from "../services/payments/rail";',
			"durable/Ledger.ts":
				'import { DurableObject } from "cloudflare:workers";\nexport class Ledger extends DurableObject {}',
			"durable/Fine.ts": 'export { Fine } from "../src/services/pos/fine.do";',
			"src/env.ts": 'import type { Ledger } from "./services/pos/ledger.do";',
		};
		const v = platformImportsService(broken).join("\n");
		assert.match(v, /src\/platform\/thing\.ts: src\/platform imports service code/);
		assert.match(v, /durable\/Ledger\.ts: durable\/ holds only re-exports/);
		assert.doesNotMatch(v, /Fine/);
		assert.match(v, /src\/env\.ts: imports code/);
	});
	it("a service importing another's internals", () => {
		const broken = {
			"src/services/mkt/billing/charge.ts":
				'import { chargeInvoice } from "../../payments/billing";\nimport { createCheckoutSession } from "../../payments/public";',
		};
		const v = crossServiceImports(broken);
		assert.equal(v.length, 1);
		assert.match(
			v[0],
			/src\/services\/mkt\/billing\/charge\.ts: imports \.\.\/\.\.\/payments\/billing of service payments/,
		);
	});
	it("an upward import between features, and a service root reached from a feature", () => {
		const broken = {
			"src/services/pos/sales/create-sale.ts": 'import { x } from "../receipts/store";\nimport { y } from "../index";',
			"src/services/pos/sales/jobs.ts": 'import { z } from "../receipts";',
			"src/services/pos/receipts/store.ts": 'import { s } from "../sales/store";\nimport { c } from "../context";',
		};
		const v = featureOrder(broken, "pos", ["sales", "receipts"], { base: ["context"] }).join("\n");
		assert.match(v, /pos\/sales\/create-sale\.ts: imports \.\.\/receipts\/store, a later feature than sales/);
		assert.match(v, /pos\/sales\/create-sale\.ts: imports the service root \.\.\/index/);
		assert.match(v, /pos\/sales\/jobs\.ts: imports \.\.\/receipts, a later feature than sales/);
		assert.doesNotMatch(v, /receipts\/store\.ts/);
	});
	it("a long handler and a long file", () => {
		const body = Array.from({ length: 31 }, (_, i) => `\tconst a${i} = ${i};`).join("\n");
		const broken = {
			"src/services/pos/sales/routes.ts": `app.openapi(route, async (c) => {\n${body}\n});\napp.get("/x", (c) => c.text("ok"));`,
		};
		const v = longHandlers(broken, ts, 30);
		assert.equal(v.length, 1);
		assert.match(v[0], /src\/services\/pos\/sales\/routes\.ts:1: a handler of 33 lines/);
		assert.match(longFiles(broken, "src/services/", 20).join(), /routes\.ts: 34 lines/);
	});
	it("registration outside index.ts", () => {
		const broken = {
			"src/services/pos/jobs.ts": 'onQueue("tasks", "pos.x", handler);',
			"src/services/pos/extra.ts": "export const other: ServiceModule = { name: 'pos', app };",
			"src/services/pos/index.ts": "export const posModule: ServiceModule = { name: 'pos', app };",
		};
		const v = registrationOutsideIndex(broken).join("\n");
		assert.match(v, /src\/services\/pos\/jobs\.ts: registers onQueue/);
		assert.match(v, /src\/services\/pos\/extra\.ts: declares a ServiceModule/);
		assert.doesNotMatch(v, /pos\/index\.ts/);
	});
});
