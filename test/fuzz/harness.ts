// OpenAPI-driven fuzzing of every operation of every service (issue 26); test/fuzz/<service>.test.ts run it. Tenant B first gets valid
// requests (their 2xx answers give ids to steal); tenant A then gets requests the schema refuses
// and requests naming B's ids. For every answer: never a 5xx, always the envelope with a code in the
// service's casing, and a 4xx leaves A's state digest as it was; B's ids never answer 2xx unless the
// route is public. FUZZ_RUNS cases per operation (3 in npm test; `npm run fuzz` runs more), seeded by
// FUZZ_SEED: a failure prints the seed, operation and case to replay it.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { expect, it } from "vitest";
import { call, type Res } from "../helpers/http";
import { changed, digest } from "./digest";
import { REDOS, REDOS_ANSWER_MS } from "./redos";
import { type Components, MUTATIONS, type Mutation, mutate, type Schema, valid } from "./schema";
import { type FuzzService, type Raw, SERVICES, type Tenant } from "./services";

const RUNS = Math.max(1, Number((env as { FUZZ_RUNS?: string }).FUZZ_RUNS ?? 3));
const SEED = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED ?? 26);
const ONLY = (env as { FUZZ_SERVICE?: string }).FUZZ_SERVICE ?? "";

interface Operation {
	method: string;
	path: string;
	op: Schema;
}

/** mulberry32: the case's choices from its seed. */
function rng(seed: number) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0] as T;
const ID = /^[a-z]{2,8}_[0-9A-HJKMNP-TV-Z]{26}$/;

function operations(doc: Schema): Operation[] {
	const out: Operation[] = [];
	for (const [path, methods] of Object.entries<Schema>(doc.paths ?? {}))
		for (const [method, op] of Object.entries<Schema>(methods))
			if (["get", "post", "put", "patch", "delete"].includes(method))
				out.push({ method: method.toUpperCase(), path, op });
	return out;
}

function bodySchema(op: Schema): { schema: Schema; type: string } | null {
	const content = op.requestBody?.content ?? {};
	const type = Object.keys(content)[0];
	return type ? { schema: content[type].schema ?? {}, type } : null;
}

/** Every id-shaped string in a value (ids of created resources, nested ones too). */
function harvest(v: unknown, into: Set<string>) {
	if (typeof v === "string") {
		if (ID.test(v)) into.add(v);
	} else if (Array.isArray(v)) for (const x of v) harvest(x, into);
	else if (v && typeof v === "object") for (const x of Object.values(v)) harvest(x, into);
}

/** The path with its parameters filled: stolen ids where one fits, else values of the parameter's schema. */
function fillPath(
	o: Operation,
	comps: Components,
	seed: number,
	stolen: string[] | null,
): { path: string; usedStolen: boolean } {
	const r = rng(seed);
	let usedStolen = false;
	const params = (o.op.parameters ?? []) as Schema[];
	const path = o.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
		const p = params.find((x) => x.in === "path" && x.name === name);
		if (stolen?.length) {
			const example = String(p?.schema?.example ?? p?.example ?? "");
			const prefix = /^([a-z]{2,8}_)/.exec(example)?.[1];
			const fitting = prefix ? stolen.filter((s) => s.startsWith(prefix)) : stolen;
			const pool = fitting.length ? fitting : stolen;
			usedStolen = true;
			return encodeURIComponent(pool[Math.floor(r() * pool.length)] as string);
		}
		const v = sample(valid(p?.schema ?? { type: "string" }, comps), seed);
		return encodeURIComponent(String(v ?? "x") || "x");
	});
	return { path, usedStolen };
}

function query(o: Operation, comps: Components, seed: number, broken: boolean): string {
	const r = rng(seed ^ 0x5151);
	const qs = new URLSearchParams();
	for (const p of (o.op.parameters ?? []) as Schema[]) {
		if (p.in !== "query" || (!p.required && r() < 0.5)) continue;
		const v =
			broken && r() < 0.5
				? ["-1", "x".repeat(3000), "\u0000", "1e999", "[object Object]"][Math.floor(r() * 5)]
				: sample(valid(p.schema, comps), seed);
		if (v !== undefined && v !== null) qs.set(p.name, typeof v === "object" ? JSON.stringify(v) : String(v));
	}
	const s = qs.toString();
	return s ? `?${s}` : "";
}

interface Failure {
	service: string;
	operation: string;
	kind: string;
	seed: number;
	status: number;
	detail: string;
}

/** Sends a request B should accept (its answer's ids are harvested). */
async function validCase(
	svc: FuzzService,
	b: Tenant,
	o: Operation,
	comps: Components,
	seed: number,
	stolen: Set<string>,
) {
	const body = bodySchema(o.op);
	const raw = body ? JSON.stringify(sample(valid(body.schema, comps), seed)) : undefined;
	// B's own ids (parents made earlier in this phase) fill its paths, so nested routes are reached.
	const { path } = fillPath(o, comps, seed, stolen.size ? [...stolen] : null);
	const started = Date.now();
	const res = await b.send({
		method: o.method,
		path: `${svc.base}${path}${query(o, comps, seed, false)}`,
		raw,
		contentType: body?.type,
		headers: o.method === "GET" ? {} : { "Idempotency-Key": `fz-${seed}` },
	});
	if (res.status < 300) harvest(res.body, stolen);
	// A pattern field given a ReDoS shape (see redos.ts) must still answer promptly.
	const slow =
		Date.now() - started > REDOS_ANSWER_MS && REDOS.some((x) => raw?.includes(JSON.stringify(x).slice(1, -1)));
	return { res, slow };
}

/** A page for browsers (a tracking page, an OAuth callback) documents a non-JSON answer: it may err in HTML or text. */
function forBrowsers(op: Schema, status: number, res: Res): boolean {
	if (!/^text\/(html|plain)/.test(res.headers.get("Content-Type") ?? "")) return false;
	const said = (r: Schema | undefined) =>
		!!r && !r.content?.["application/json"] && (!!r.content || /^text\//.test(r.description ?? ""));
	return said(op.responses?.[String(status)]) || said(op.responses?.["200"]);
}

/** The error codes the document lists (x-error-codes, src/platform/openapi-codes.ts). */
const documentedCodes = (doc: Schema) => new Set<string>((doc["x-error-codes"] as string[] | undefined) ?? []);

let codes = new Set<string>();

/**
 * A 502/503 the operation documents with that code (the spec's PREVIEW_BUDGET_EXHAUSTED, a provider
 * the operator has not configured): a designed answer about the platform's state, not a failure.
 * Any other 5xx is.
 */
function declaredOutage(op: Schema, res: Res): boolean {
	const code = res.body?.error?.code;
	const said = op.responses?.[String(res.status)]?.description ?? "";
	return (res.status === 502 || res.status === 503) && typeof code === "string" && said.includes(code);
}

function checkAnswer(svc: FuzzService, op: Schema, res: Res, fail: (kind: string, detail: string) => void) {
	if (res.status >= 500 && !declaredOutage(op, res)) return fail("5xx", res.text.slice(0, 300));
	if (res.status < 400 || forBrowsers(op, res.status, res)) return;
	const b = res.body;
	if (
		!b ||
		typeof b !== "object" ||
		b.data !== null ||
		typeof b.error?.code !== "string" ||
		typeof b.meta?.requestId !== "string"
	)
		return fail("not-an-envelope", res.text.slice(0, 300));
	const casing = svc.upper ? /^[A-Z][A-Z0-9_]*$/ : /^[a-z][a-z0-9_]*$/;
	if (!casing.test(b.error.code)) fail("code-casing", b.error.code);
	else if (!codes.has(b.error.code)) fail("undocumented code", `${b.error.code}: ${b.error.message}`);
}

/** Answers by status class and case kind: a run that never reaches the handlers proves nothing. */
const tally = new Map<string, number>();
const count = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
/** Mutated bodies a route accepted (the mutation may have kept the body valid: printed, not failed). */
const accepted = new Set<string>();

async function fuzzService(svc: FuzzService): Promise<{ cases: number; operations: number; failures: Failure[] }> {
	const doc = (await call("GET", `${svc.base}/openapi.json`)).body as Schema;
	const comps = (doc.components?.schemas ?? {}) as Components;
	codes = documentedCodes(doc);
	// Creations first, parents before children: B's valid phase then reaches nested routes.
	const depth = (o: Operation) => (o.path.match(/\{/g) ?? []).length;
	const rank = (o: Operation) =>
		depth(o) * 10 + (o.method === "POST" ? 0 : o.method === "PUT" ? 1 : o.method === "GET" ? 2 : 3);
	const ops = operations(doc).sort((x, y) => rank(x) - rank(y));
	const [a, b] = [await svc.tenant(), await svc.tenant()];
	const stolen = new Set<string>();
	const failures: Failure[] = [];
	let cases = 0;
	for (const [i, o] of ops.entries()) {
		const seed = SEED * 1_000_003 + i;
		const fail = (kind: string, detail: string, status = 0) =>
			failures.push({ service: svc.name, operation: `${o.method} ${o.path}`, kind, seed, status, detail });
		const { res, slow } = await validCase(svc, b, o, comps, seed, stolen);
		count(`valid ${res.status}`);
		if (slow) fail("valid with a ReDoS shape: answered slowly", "over REDOS_ANSWER_MS", res.status);
		cases++;
		checkAnswer(svc, o.op, res, (k, d) => fail(k, d, res.status));
		if (res.status === 405) fail("documented operation answered 405", res.text.slice(0, 200), 405);
	}
	const ids = [...stolen];
	for (const [i, o] of ops.entries()) {
		for (let n = 0; n < RUNS; n++) {
			const seed = (SEED * 1_000_003 + i) * 997 + n;
			const fail = (kind: string, detail: string, status = 0) =>
				failures.push({
					service: svc.name,
					operation: `${o.method} ${o.path}`,
					kind: `${kind} (case ${n})`,
					seed,
					status,
					detail,
				});
			cases++;
			await invalidCase(svc, a, o, comps, seed, ids, fail);
		}
	}
	return { cases, operations: ops.length, failures };
}

const HEAVY: Mutation[] = ["huge", "deep"];

async function invalidCase(
	svc: FuzzService,
	a: Tenant,
	o: Operation,
	comps: Components,
	seed: number,
	ids: string[],
	fail: (kind: string, detail: string, status?: number) => void,
) {
	const r = rng(seed);
	const body = bodySchema(o.op);
	const hasPathParams = o.path.includes("{");
	const foreign = svc.scoped !== false && hasPathParams && ids.length > 0 && r() < 0.35;
	let mutation: Mutation | "query" | "foreign" = foreign ? "foreign" : "query";
	let raw: string | undefined;
	let contentType = body?.type;
	if (!foreign && body) {
		const choices = MUTATIONS.filter((m) => !HEAVY.includes(m) || r() < 0.15);
		mutation = choices[Math.floor(r() * choices.length)] as Mutation;
		const m = mutate(mutation, sample(valid(body.schema, comps), seed), body.schema, comps, r);
		raw = m.raw;
		contentType = m.contentType;
	} else if (foreign && body) raw = JSON.stringify(sample(valid(body.schema, comps), seed));
	const { path } = fillPath(o, comps, seed, foreign ? ids : null);
	const req: Raw = {
		method: o.method,
		path: `${svc.base}${path}${query(o, comps, seed, mutation === "query")}`,
		raw,
		contentType,
		headers: o.method === "GET" ? {} : { "Idempotency-Key": `fz-${seed}` },
	};
	const before = await digest(svc.db, a.ws);
	const started = Date.now();
	const res = await a.send(req);
	count(`${mutation} ${res.status}`);
	if (mutation === "redos" && Date.now() - started > REDOS_ANSWER_MS)
		fail("redos: answered slowly", `${Date.now() - started} ms for ${(raw ?? "").slice(0, 160)}`, res.status);
	if (res.status < 300 && mutation !== "query" && mutation !== "foreign")
		accepted.add(`${mutation} ${o.method} ${o.path} ${(raw ?? "").slice(0, 160)}`);
	checkAnswer(svc, o.op, res, (k, d) => fail(`${mutation}: ${k}`, d, res.status));
	if (res.status >= 400 && res.status < 500) {
		const after = await digest(svc.db, a.ws);
		if (after !== before) fail(`${mutation}: a ${res.status} wrote`, changed(before, after).join(", "), res.status);
	}
	if (foreign && res.status < 300) {
		// A public route answers anyone; anything else must not answer another workspace's id.
		const open = await call(req.method, req.path, {
			raw: req.raw,
			headers: req.raw ? { "Content-Type": contentType ?? "application/json" } : {},
		});
		if (open.status >= 300) fail("foreign id answered 2xx", res.text.slice(0, 200), res.status);
	}
}

/** The fuzz test of one service (one file each, so vitest runs services in parallel). */
export function fuzzSuite(name: string) {
	const svc = SERVICES.find((s) => s.name === name) as FuzzService;
	it.skipIf(!!ONLY && !ONLY.split(",").includes(name))(
		`${name}: every operation, ${RUNS} hostile cases each`,
		async () => {
			const out = await fuzzService(svc);
			console.log(
				`[fuzz] ${svc.name}: ${out.operations} operations × (1 valid + ${RUNS}) = ${out.cases} cases, seed ${SEED}, ${out.failures.length} failures`,
			);
			console.log(
				`[fuzz]   answers: ${[...tally]
					.sort()
					.map(([k, n]) => `${k}×${n}`)
					.join(", ")}`,
			);
			tally.clear();
			for (const a of accepted) console.log(`[fuzz]   accepted: ${a}`);
			accepted.clear();
			// One line per operation and kind of failure (the first seed of each, to replay it).
			const seen = new Map<string, { f: Failure; n: number }>();
			for (const f of out.failures) {
				const k = `${f.operation} ${f.kind.replace(/ \(case \d+\)/, "")} → ${f.status}`;
				const s = seen.get(k);
				if (s) s.n++;
				else seen.set(k, { f, n: 1 });
			}
			for (const [k, { f, n }] of seen) console.log(`[fuzz]   ${k} ×${n} (seed ${f.seed}): ${f.detail.slice(0, 200)}`);
			expect(out.failures).toEqual([]);
		},
		900_000,
	);
}
