// Bench (issue 23): the public localization catalogue against the bare GET /ping of the same run, on a
// fresh local dev server, slices interleaved so machine noise hits every route alike:
//   cached   (answered by the service's edge hook from isolate memory or the Cache API) >= 0.9 x /ping
//   uncached (Cache-Control: no-cache, a hard reload: the app renders from D1 every time — project and
//            locales, the chain's latest releases, flattening, SHA-256 ETag — exactly a miss's work,
//            then refreshes the cache)                                                  >= 0.5 x /ping
// The project is set up through the API as a customer would: 100 keys, targets id and pt-BR (pt-BR
// falls back to id, id to the source), approved translations, a release of each locale, so a pt-BR
// answer flattens three releases. Requests cycle over the three locales. Exits 1 below either ratio.
//
//   npm run bench -- loc-catalog
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8823 npm run bench -- loc-catalog
import { adminCall } from "../dev.mjs";
import { measureRatios, withBenchServer } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? 10),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? 1000),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
};
const PORT = Number(process.env.BENCH_PORT ?? 8823);
const KEYS = 100;
const MIN = { cached: 0.9, uncached: 0.5 };
const LABELS = { bare: "GET /ping", cached: "GET …/catalog (cached)", uncached: "GET …/catalog (no-cache: D1)" };

/** A customer's project: keys, two targets with translations, one release per locale. */
async function setUp(url, adminToken) {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench i18n" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/loc`, { plan: "pro" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "loc" }))
		.body.data;
	const call = async (method, path, body, ok = [200, 201]) => {
		const res = await fetch(`${url}/loc/api/v1${path}`, {
			method,
			headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
			body: body ? JSON.stringify(body) : undefined,
		});
		const json = await res.json();
		if (!ok.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
		return json.data;
	};
	const project = await call("POST", "/projects", { slug: "bench-shop", name: "Bench shop" });
	await call("POST", `/projects/${project.id}/locales`, { tag: "id" });
	await call("POST", `/projects/${project.id}/locales`, { tag: "pt-BR", fallback: "id" });
	const keys = Array.from({ length: KEYS }, (_, i) => ({
		name: `screen${i % 10}.label${i}`,
		sourceText: i % 5 === 0 ? `{count, plural, one {# item in cart} other {# items in cart}}` : `Add item ${i} to cart`,
	}));
	await call("PUT", `/projects/${project.id}/keys`, { keys });
	const listed = await call("GET", `/projects/${project.id}/keys?limit=100`);
	for (const k of listed) {
		const plural = k.sourceText.startsWith("{count");
		const n = Number(k.name.split("label")[1]);
		await call("PUT", `/keys/${k.id}/translations/id`, {
			value: plural ? "{count, plural, other {# barang di keranjang}}" : `Tambah barang ${n} ke keranjang`,
			status: "approved",
		});
		if (n % 2 === 0 && !plural)
			await call("PUT", `/keys/${k.id}/translations/pt-BR`, { value: `Adicionar item ${n}`, status: "approved" });
	}
	for (const locale of ["en", "id", "pt-BR"]) await call("POST", `/projects/${project.id}/releases`, { locale });
	return project.id;
}

await withBenchServer({ port: PORT }, async ({ url, adminToken }) => {
	const projectId = await setUp(url, adminToken);
	const locales = ["en", "id", "pt-BR"];
	const at = (i) => `${url}/loc/api/v1/public/projects/${projectId}/catalog?locale=${locales[i % locales.length]}`;
	let n = 0;
	const fires = {
		bare: () => fetch(`${url}/ping`),
		cached: () => fetch(at(n++)),
		uncached: () => fetch(at(n++), { headers: { "Cache-Control": "no-cache" } }),
	};
	const probe = await fetch(at(2));
	const body = await probe.text();
	if (probe.status !== 200) throw new Error(`catalogue: ${probe.status} ${body.slice(0, 300)}`);
	const keyCount = Object.values(JSON.parse(body).data.catalog).reduce((s, ns) => s + Object.keys(ns).length, 0);
	console.log(`[bench] pt-BR catalogue: ${keyCount} keys flattened from 3 releases, ${body.length} bytes`);
	for (let i = 0; i < 100; i++) for (const f of Object.values(fires)) await (await f()).arrayBuffer();
	const checks = [
		[await fires.cached(), "HIT"],
		[await fires.uncached(), "MISS"],
	];
	for (const [res, want] of checks)
		if (res.headers.get("X-Cache") !== want)
			throw new Error(`expected X-Cache ${want}, got ${res.headers.get("X-Cache")}`);
	return measureRatios(fires, MIN, LABELS, RUN);
});
