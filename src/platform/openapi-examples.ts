// Realistic examples for every schema property and parameter of a service's OpenAPI document, filled
// in when the document is built (a property's own `.openapi({ example })` always wins). Scalar builds
// its request and response examples from them, and the signing snippets (openapi-samples.ts) their
// bodies. Derived from the property's name, its schema (format, bounds, enum) and where it sits (the
// component or path it belongs to): ids take their resource's prefix from the service's table
// (`docsExamples.ids`), amounts are IDR, people and places are Indonesian, URLs are example domains.
import type { OpenApiDoc } from "./openapi-doc";

type Schema = { [key: string]: any };

export interface DocsExamples {
	/** Resource noun (camelCase, singular: "checkoutSession") → its id prefix ("cs_"; "" for a bare ULID). */
	ids: Record<string, string>;
	/** Property or parameter name → its example, where the service means something of its own by it. */
	values?: Record<string, unknown>;
}

/** One fixed ULID body per prefix, so the same id reads the same across a document. */
const ULID = "01JB4X6N0ZQ8K3C9W2T5V7R1MD";
export const TIMESTAMP = "2026-11-20T03:04:05.000Z";
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** Ids every service shares (the webhook engine, the platform). */
const SHARED_IDS: Record<string, string> = {
	account: "acc_",
	workspace: "acc_",
	request: "req_",
	event: "evt_",
	webhookEndpoint: "whep_",
	endpoint: "whep_",
	webhookSubscription: "whep_",
	webhookDelivery: "whd_",
	delivery: "whd_",
	apiKey: "key_",
};

/** Names whose meaning is the same wherever they appear. */
const SHARED_VALUES: Record<string, unknown> = {
	currency: "IDR",
	email: "siti.rahayu@example.com",
	customerEmail: "siti.rahayu@example.com",
	referrerEmail: "budi.santoso@example.com",
	refereeEmail: "siti.rahayu@example.com",
	phone: "+6281234567890",
	firstName: "Siti",
	lastName: "Rahayu",
	contactName: "Budi Santoso",
	displayName: "Toko Kopi Senja",
	businessName: "Toko Kopi Senja",
	accountHolder: "PT Kopi Senja Nusantara",
	bankAccountHolder: "PT Kopi Senja Nusantara",
	bankName: "Bank Central Asia",
	bankCode: "014",
	accountNumber: "8730412596",
	bankAccountNumber: "8730412596",
	address: "Jl. Kemang Raya No. 8, Jakarta Selatan",
	city: "Jakarta Selatan",
	postalCode: "12730",
	postal: "12730",
	timezone: "Asia/Jakarta",
	timeZone: "Asia/Jakarta",
	locale: "id-ID",
	language: "id",
	country: "ID",
	description: "Langganan kopi bulanan untuk kantor",
	note: "Titip di pos satpam",
	notes: "Barang dicek saat diterima",
	reason: "requested_by_customer",
	message: "Pembayaran berhasil diterima",
	title: "Promo Gajian November",
	subject: "Promo Gajian: diskon 20% untuk semua kopi",
	preheader: "Hanya sampai Minggu ini",
	sku: "KSGA-250",
	barcode: "8991234567890",
	slug: "toko-kopi-senja",
	tags: "kopi",
	secret: "whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e",
	param: "email",
	body: '{"id":"evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD","type":"payment.succeeded","occurredAt":"2026-11-20T03:04:05.000Z","accountId":"acc_01JB4X5Y2R8T1E7W3Q9M0N6B4C","environment":"test","data":{"id":"pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD","amount":150000,"currency":"IDR","status":"succeeded"}}',
	checks: { db: "ok", queue: "ok" },
	state: "st_7c2f9a4e1b8d3c6f",
	published: "true",
	signature: "5f1c0e7a9b3d2c4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e",
	sha: "9fceb02d0ae598e95dc970b74767f19372d61af8",
	sha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
	hash: "4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a",
	contentHash: "4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a",
	identityHash: "b1946ac92492d2347c6235b4d2611184",
	addressHash: "b1946ac92492d2347c6235b4d2611184",
	prefix: "sk_live_7c2f",
	keyPrefix: "sk_live_7c2f",
	token: "tok_4f9a2c7e1b3d8c6f0a5e9b2d",
	cursor: "eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0",
	role: "full_access",
	environment: "test",
	env: "sandbox",
	service: "pay",
	type: "payment.succeeded",
	eventType: "payment.succeeded",
	code: "HEMAT20",
	color: "#0f766e",
	brandColor: "#0f766e",
	userAgent: "Mozilla/5.0 (Linux; Android 14)",
	ip: "203.0.113.42",
	q: "kopi",
	status: "active",
	statusCode: 200,
	durationMs: 240,
	percentOff: 20,
	taxRateBps: 1100,
	trialDays: 14,
	intervalCount: 1,
	expMonth: 12,
	expYear: 2029,
	last4: "4242",
	brand: "visa",
	limit: 20,
	page: 1,
	attempts: 1,
	attempt: 1,
	version: 3,
	line: 12,
	column: 5,
	weight: 1200,
	itemWeight: 250,
	width: 80,
	height: 600,
	length: 42,
	size: 20480,
	days: 30,
	seconds: 86400,
	expiresInSeconds: 900,
	ttlSeconds: 3600,
	retryAfterMs: 1000,
	timeoutSeconds: 3600,
};

// Money: amounts in IDR minor units (whole rupiah), by what they are.
const AMOUNTS: Array<[RegExp, number]> = [
	[/fee/i, 4500],
	[/tax/i, 16500],
	[/discount|amountOff|off$/i, 15000],
	[/insurance/i, 2000],
	[/(opening)?float/i, 500000],
	[/balance|available|ledger|credits|debits|net$|revenue/i, 2500000],
	[/cost/i, 18000],
	[/unitPrice|unitAmount|^price$|Price$|priceCents/i, 25000],
	[/tendered/i, 200000],
	[/change/i, 35000],
	[/cash|difference/i, 1250000],
	[/total|subtotal|amount|charged|paid|due|refunded|value/i, 150000],
];
const IS_MONEY =
	/amount|price|total|fee|cost|balance|revenue|^net$|cash|tendered|^change$|changeTotal|discount(?!Code|s?Redeemed|Redemptions|CouponId)|insurance|charged|^available$|^locked$|credits|debits|^subtotal$|^value$|refereeValue|referrerValue|float/i;
const NOT_MONEY =
	/(?<![Dd]is)[Cc]ount(?!ed)|[Pp]ercent|Bps|[Pp]oints|[Qq]uantity|[Qq]ty|[Ll]imit|Id$|[Mm]ax|[Mm]in(?!Purchase)|[Rr]ate$|[Dd]ays|[Ss]econds|Ms$/;

/** Whether `name` holds money (an integer of IDR). */
export const isMoneyName = (name: string) => IS_MONEY.test(name) && !NOT_MONEY.test(name);

const words = (name: string) =>
	name
		.replace(/([a-z0-9])([A-Z])/g, "$1 $2")
		.split(/[\s_-]+/)
		.filter(Boolean);
const camel = (parts: string[]) =>
	parts.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join("");
const singular = (w: string) =>
	w.endsWith("ies") ? `${w.slice(0, -3)}y` : /(ch|sh|x|ss)es$/.test(w) ? w.slice(0, -2) : w.replace(/s$/, "");

/** "checkout-sessions" → "checkoutSession"; "PosWebhookEndpointWithSecret" → "webhookEndpoint". */
export function nounOf(text: string): string {
	const parts = words(text.replace(/[{}]/g, ""));
	const skip = /^(Pos|Ci|Loc|Mkt|Pay|Store|Secrets|Create|Created|Patch|Update|Put|New|Start|Run)$/;
	while (parts.length > 1 && skip.test(parts[0])) parts.shift();
	const tail = ["With", "Secret", "Page", "Input", "Detail", "Summary", "Body", "Entry", "Result", "Request"];
	while (parts.length > 1 && tail.includes(parts[parts.length - 1])) parts.pop();
	if (parts.length) parts[parts.length - 1] = singular(parts[parts.length - 1]);
	return camel(parts);
}

/** The id prefix of a noun: the longest known ending of its words ("latestInvoice" → invoice). */
function prefixOf(noun: string, ids: Record<string, string>): string | undefined {
	const parts = words(noun);
	for (let i = 0; i < parts.length; i++) {
		const key = camel(parts.slice(i));
		if (Object.hasOwn(ids, key)) return ids[key];
	}
	return undefined;
}

/** The resource a path is about: its last literal segment ("/v1/customers/{id}/prices" → price). */
export function pathNoun(path: string, before?: string): string {
	const segs = path.split("/").filter(Boolean);
	const end = before ? segs.indexOf(`{${before}}`) : segs.length;
	for (let i = (end < 0 ? segs.length : end) - 1; i >= 0; i--) if (!segs[i].startsWith("{")) return nounOf(segs[i]);
	return "";
}

const typeOf = (s: Schema): string | undefined =>
	Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;

function clamp(n: number, s: Schema): number {
	let v = n;
	if (typeof s.maximum === "number" && v > s.maximum) v = s.maximum;
	if (typeof s.exclusiveMaximum === "number" && v >= s.exclusiveMaximum) v = s.exclusiveMaximum - 1;
	if (typeof s.minimum === "number" && v < s.minimum) v = s.minimum;
	if (typeof s.exclusiveMinimum === "number" && v <= s.exclusiveMinimum) v = s.exclusiveMinimum + 1;
	return typeOf(s) === "integer" ? Math.round(v) : v;
}

function numberFor(name: string, s: Schema, values: Record<string, unknown>): number {
	if (typeof values[name] === "number") return clamp(values[name] as number, s);
	if (isMoneyName(name)) return clamp(AMOUNTS.find(([re]) => re.test(name))?.[1] ?? 150000, s);
	if (/quantity|qty|Quantity$/i.test(name)) return clamp(2, s);
	if (/points/i.test(name)) return clamp(150, s);
	if (/percent|rate$/i.test(name)) return clamp(20, s);
	if (/Bps$/.test(name)) return clamp(1100, s);
	if (/days$/i.test(name)) return clamp(30, s);
	if (/seconds$|Sec$/i.test(name)) return clamp(3600, s);
	if (/ms$/i.test(name)) return clamp(1200, s);
	if (/limit$/i.test(name)) return clamp(1000, s);
	if (/shard/i.test(name)) return clamp(2, s);
	if (/similarity|ratio|conversion/i.test(name)) return clamp(0.82, s);
	if (/^(iid|seq|index|sortOrder|lastSeq)$/.test(name)) return clamp(42, s);
	if (/streak/i.test(name)) return clamp(0, s);
	return clamp(typeOf(s) === "number" ? 12.5 : 12, s);
}

const URLS: Array<[RegExp, string]> = [
	[/success/i, "https://toko.example.com/checkout/sukses"],
	[/cancel/i, "https://toko.example.com/keranjang"],
	[/return/i, "https://toko.example.com/akun"],
	[/logo|image|thumbnail|cover|screenshot/i, "https://toko.example.com/img/kopi-susu.png"],
	[/repo|clone/i, "https://git.example.com/toko-kopi/kasir.git"],
	[/badge/i, "https://pasar.example.com/ci/api/v1/public/badges/bdg_7f3a9c2e/pipeline.svg"],
	[/track/i, "https://pasar.example.com/pos/track/JNE0123456789"],
	[
		/download/i,
		"https://pasar.example.com/ci/api/v1/jobs/job_01JB4X6N0ZQ8K3C9W2T5V7R1MD/artifacts/art_01JB4X6N0ZQ8K3C9W2T5V7R1MD/download",
	],
	[
		/checkout|hosted|invoice|onboarding|portal/i,
		"https://pasar.example.com/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
	],
	[/site|page/i, "https://toko.example.com/produk/kopi-susu"],
	[/webhook|hook|url$/i, "https://hooks.example.com/pasar"],
];

function stringFor(name: string, s: Schema, ctx: Ctx): string {
	const { ids, values } = ctx;
	if (typeof values[name] === "string") return values[name] as string;
	const idLike = name === "id" || /Id$|Ids$/.test(name) || ctx.pathParam;
	if (idLike) {
		const prefix = prefixOf(name === "id" ? ctx.noun : name.replace(/Ids?$/, ""), ids);
		if (prefix !== undefined) return `${prefix}${ULID}`;
	}
	if (
		s.format === "date-time" ||
		/At$|^at$|^now$|^timestamp$|Since$|Until$|^redeemBy$|Period(Start|End)$|^period(Start|End)$|trialEnd$|CycleEnd$/.test(
			name,
		)
	)
		return TIMESTAMP;
	if (s.format === "date" || /Date$|^date$|^(from|to)$/.test(name)) return "2026-12-01";
	if (s.format === "email" || /email$/i.test(name)) return "siti.rahayu@example.com";
	if (/phone/i.test(name)) return "+6281234567890";
	if (s.format === "uri" || s.format === "url" || /Url$|^url$|Uri$/.test(name))
		return URLS.find(([re]) => re.test(name))?.[1] ?? "https://toko.example.com";
	if (/name$/i.test(name)) return ctx.names[ctx.noun] ?? "Toko Kopi Senja";
	if (/locale$/i.test(name)) return "id-ID";
	if (/[Ee]rror$|failure/i.test(name)) return "Connection refused by the receiver";
	if (/reason$/i.test(name)) return "requested_by_customer";
	if (/description$/i.test(name)) return "Langganan kopi bulanan untuk kantor";
	if (idLike) return `${ULID}`;
	if (s.pattern === "^[A-Z]{3}$") return "IDR";
	const human = words(name).join(" ").toLowerCase();
	return `${human[0].toUpperCase()}${human.slice(1)} contoh`;
}

interface Ctx {
	ids: Record<string, string>;
	values: Record<string, unknown>;
	names: Record<string, string>;
	/** The resource the schema describes (component name or path). */
	noun: string;
	pathParam?: boolean;
}

/** Names of things, by the resource they name. */
const NAMES: Record<string, string> = {
	customer: "Siti Rahayu",
	contact: "Siti Rahayu",
	product: "Kopi Susu Gula Aren 250 ml",
	variant: "250 ml",
	plan: "Paket Bisnis Bulanan",
	price: "Bulanan",
	outlet: "Toko Kopi Senja — Kemang",
	warehouse: "Gudang Cakung",
	supplier: "CV Sumber Kopi Lampung",
	category: "Minuman Kopi",
	modifierGroup: "Tingkat gula",
	modifier: "Gula sedikit",
	project: "kasir-web",
	environment: "production",
	segment: "Pelanggan setia Jakarta",
	channel: "Email promo",
	campaign: "Promo Gajian November",
	list: "Pelanggan newsletter",
	runner: "runner-jakarta-1",
	job: "test:unit",
	apiKey: "Server produksi",
	key: "Server produksi",
	webhookEndpoint: "Sistem akuntansi",
	namespace: "default",
	term: "keranjang",
	workspace: "Toko Kopi Senja",
	secret: "DATABASE_URL",
	variable: "DEPLOY_TOKEN",
	schedule: "Nightly build",
	file: "ebook-resep-kopi.pdf",
	artifact: "dist.tar.gz",
};

/** Whether a table's value has the schema's type (a name can mean a string here and an object there). */
function fits(v: unknown, s: Schema): boolean {
	const t = typeOf(s) ?? (s.anyOf ?? s.oneOf ?? []).map(typeOf).find((x: string | undefined) => x && x !== "null");
	if (t === "integer" || t === "number") return typeof v === "number";
	if (t === "object") return !!v && typeof v === "object" && !Array.isArray(v);
	if (t === "array") return Array.isArray(v);
	return t === undefined || typeof v === t;
}

/** An example for one value of `schema` named `name` (a property or parameter); undefined leaves it. */
function derive(name: string, schema: Schema, ctx: Ctx, depth = 0): unknown {
	if (depth > 4) return undefined;
	if (schema.example !== undefined || schema.$ref) return undefined;
	if (Array.isArray(schema.examples) && schema.examples.length) return undefined;
	if (schema.const !== undefined) return schema.const;
	if (Array.isArray(schema.enum) && schema.enum.length)
		return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0];
	if (schema.default !== undefined && schema.default !== null && schema.default !== "" && !isMoneyName(name))
		return schema.default;
	if (Object.hasOwn(ctx.values, name) && fits(ctx.values[name], schema)) return ctx.values[name];
	const alt: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
	if (alt) {
		const pick = alt.find((s) => s.type !== "null" && !s.$ref) ?? alt.find((s) => s.type !== "null");
		return pick && !pick.$ref ? derive(name, pick, ctx, depth + 1) : undefined;
	}
	const type = typeOf(schema);
	if (type === "string") return stringFor(name, schema, ctx);
	if (type === "integer" || type === "number") return numberFor(name, schema, ctx.values);
	if (type === "boolean")
		return !/^(is)?(archived|deleted|revoked|paused|duplicate|expired|voided|held|exhausted|ignored|unchanged|rtl|erased|hardDecline|isForjioInternal|feedExcluded|prune|pseudo|draft|skipExisting|allowErased|softWarn)$/i.test(
			name,
		);
	if (type === "array") {
		const items = schema.items ?? {};
		if (items.$ref || typeOf(items) === "object") return undefined;
		if (Object.hasOwn(ctx.values, name) && Array.isArray(ctx.values[name])) return ctx.values[name];
		const one =
			Object.hasOwn(ctx.values, name) && fits(ctx.values[name], items)
				? ctx.values[name]
				: derive(/Ids$/.test(name) ? name.replace(/s$/, "") : singular(name), items, ctx, depth + 1);
		return one === undefined ? undefined : [one];
	}
	if (type === "object" && !schema.properties) {
		if (name === "metadata") return { orderId: "ORD-2026-0042" };
		const extra = schema.additionalProperties;
		if (extra && typeof extra === "object" && !extra.$ref) {
			const v = derive(singular(name), extra, ctx, depth + 1);
			if (v !== undefined) return { [`${singular(name)}1`]: v };
		}
	}
	return undefined;
}

/** Fills property examples through a schema (properties, items, compositions), once per object. */
function fillSchema(schema: unknown, ctx: Ctx, seen: Set<unknown>) {
	if (!schema || typeof schema !== "object" || seen.has(schema)) return;
	seen.add(schema);
	const s = schema as Schema;
	for (const [name, prop] of Object.entries<Schema>(s.properties ?? {})) {
		if (!prop || typeof prop !== "object") continue;
		const v = derive(name, prop, ctx);
		if (v !== undefined) prop.example = v;
		// A nested object is its own resource when its name says so ("customer": {id, name}).
		const nested = typeOf(prop) === "object" || prop.properties ? { ...ctx, noun: nounOf(name) } : ctx;
		fillSchema(prop, nested, seen);
	}
	fillSchema(s.items, ctx, seen);
	if (typeof s.additionalProperties === "object") fillSchema(s.additionalProperties, ctx, seen);
	for (const key of ["anyOf", "oneOf", "allOf"]) for (const sub of s[key] ?? []) fillSchema(sub, ctx, seen);
}

/** Fills the whole document: components (their name is the resource), then each operation. */
export function fillExamples(doc: OpenApiDoc, hints: DocsExamples | undefined) {
	const base = {
		ids: { ...SHARED_IDS, ...(hints?.ids ?? {}) },
		values: { ...SHARED_VALUES, ...(hints?.values ?? {}) },
		names: NAMES,
	};
	const seen = new Set<unknown>();
	for (const [component, schema] of Object.entries(doc.components?.schemas ?? {}))
		fillSchema(schema, { ...base, noun: nounOf(component) }, seen);
	for (const [path, item] of Object.entries(doc.paths ?? {})) {
		for (const [method, op] of Object.entries<Schema>(item)) {
			if (!METHODS.has(method) || !op || typeof op !== "object") continue;
			const ctx = { ...base, noun: pathNoun(path) };
			for (const p of op.parameters ?? []) {
				if (!p?.schema || p.example !== undefined || p.schema.example !== undefined) continue;
				const inPath = p.in === "path";
				const noun = inPath && p.name === "id" ? pathNoun(path, p.name) : ctx.noun;
				const v = derive(p.name, p.schema, {
					...ctx,
					noun,
					pathParam: inPath && /^(id|.*Id|[a-z]+Id|vid|iid)$/.test(p.name),
				});
				if (v !== undefined) p.schema.example = v;
			}
			for (const media of Object.values<Schema>(op.requestBody?.content ?? {})) fillSchema(media.schema, ctx, seen);
			for (const res of Object.values<Schema>(op.responses ?? {}))
				for (const media of Object.values<Schema>(res.content ?? {})) fillSchema(media.schema, ctx, seen);
		}
	}
}
