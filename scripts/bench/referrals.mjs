// Bench (issue 16): a signed POST /mkt/api/v1/referrals/links/click (one guarded UPDATE … RETURNING)
// must reach >= 0.3 x and the public GET /mkt/api/v1/referrals/links/{accountId}/{code} >= 0.5 x the
// bare GET /ping req/s, measured in the same run on the local dev server, slices interleaved.
//
//   npm run bench -- referrals
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8794 npm run bench -- referrals
import { adminCall } from "../dev.mjs";
import { mktClient, mktHeaders } from "../mkt-client.mjs";
import { measureRatios, withBenchServer } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? 10),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? 1000),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
};
const MIN = { click: 0.3, link: 0.5 };
const LABELS = {
	bare: "GET /ping",
	click: "POST /referrals/links/click (signed)",
	link: "GET /referrals/links/{acc}/{code}",
};

await withBenchServer({ port: Number(process.env.BENCH_PORT ?? 8794) }, async ({ url, adminToken }) => {
	const links = [];
	for (let i = 0; i < 8; i++) {
		const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Bench referrals ${i}` })).body.data
			.id;
		await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/mkt`, { plan: "forjio_internal" });
		const key = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "mkt" })).body
			.data;
		const api = mktClient(url, key);
		await api("PUT", "/api/v1/referrals/program", {
			rewardType: "percent",
			referrerValue: 10,
			refereeValue: 10,
			currency: "IDR",
			enabled: true,
		});
		for (let c = 0; c < 4; c++) {
			const { link } = await api("POST", "/api/v1/referrals/links/issue", { customerId: `cus_${c}` });
			links.push({ ws, key, code: link.code });
		}
	}
	let next = 0;
	const click = () => {
		const l = links[next++ % links.length];
		const path = "/mkt/api/v1/referrals/links/click";
		const raw = JSON.stringify({ code: l.code });
		return fetch(`${url}${path}`, { method: "POST", headers: mktHeaders(l.key, "POST", path, raw), body: raw });
	};
	const link = () => {
		const l = links[next++ % links.length];
		return fetch(`${url}/mkt/api/v1/referrals/links/${l.ws}/${l.code}`);
	};
	const bare = () => fetch(`${url}/ping`);
	for (const [name, fire] of Object.entries({ click, link })) {
		const probe = await fire();
		if (probe.status !== 200) throw new Error(`${name} probe: ${probe.status} ${await probe.text()}`);
	}
	for (let i = 0; i < 200; i++) await (await bare()).arrayBuffer();
	for (let i = 0; i < 50; i++) await (await click()).arrayBuffer();
	for (let i = 0; i < 50; i++) await (await link()).arrayBuffer();

	return measureRatios({ bare, click, link }, MIN, LABELS, RUN);
});
