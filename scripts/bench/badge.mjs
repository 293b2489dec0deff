// Bench (issue 21): the public pipeline badge, cached, >= 0.9 x the bare GET /ping in the same run on
// a fresh local dev server, slices interleaved so machine noise hits both alike. The project's
// repository lives on a local code host (loopback, random port) and has one pipeline on main, so
// the badge shows a real status (pending) rather than "unknown".
//
//   npm run bench -- badge
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8810 npm run bench -- badge
import { benchCodeHost, ciProject } from "./_ci.mjs";
import { measureRatios, withBenchServer } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? 10),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? 1000),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
};
const PORT = Number(process.env.BENCH_PORT ?? 8810);
const MIN = 0.9;

const code = await benchCodeHost();
await withBenchServer({ port: PORT, vars: { CODE_HOST_API_URL: code.host.apiUrl } }, async (server) => {
	try {
		const { project, call } = await ciProject(server, code);
		const run = await call("POST", `/projects/${project.id}/pipelines`, { ref: "main" });
		if (run.status !== 201) throw new Error(`pipeline: ${run.status} ${JSON.stringify(run.body)}`);
		const badgeUrl = `${server.url}/ci/api/v1/public/badges/${project.badgeToken}/pipeline.svg`;
		const fires = { bare: () => fetch(`${server.url}/ping`), badge: () => fetch(badgeUrl) };
		const first = await fires.badge();
		const svg = await first.text();
		if (first.status !== 200 || !svg.includes(run.body.data.status))
			throw new Error(`badge: ${first.status} ${svg.slice(0, 300)}`);
		// Warm both routes (the first badge request stores it in the cache; the rest read it).
		for (let i = 0; i < 100; i++) for (const f of Object.values(fires)) await (await f()).arrayBuffer();
		console.log(`[bench] badge of ${project.repoFullName}: ${run.body.data.status}`);
		return await measureRatios(fires, { badge: MIN }, { bare: "GET /ping", badge: "GET …/pipeline.svg (cached)" }, RUN);
	} finally {
		await code.host.close();
	}
});
