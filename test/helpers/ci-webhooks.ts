// CI outbound webhook test helpers: one stubbed fetch that is both the webhook receiver and the
// fake code host (a manual pipeline run needs the config from it), projects whose runs emit
// events, and an independent signature check.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/index";
import { GITHUB_API_URL } from "../../src/services/pipeline/integrations/github";
import { ci, ciWorkspace } from "./ci";
import { fakeGithub, sha } from "./fake-github";
import { ORIGIN } from "./http";
import { eventually } from "./pay";
import { hookUrl, stubReceiver } from "./webhooks";

export const EP = "/webhook-endpoints";
export const DL = "/webhook-deliveries";
export const CI_TYPES = [
	"ci.pipeline.created.v1",
	"ci.pipeline.finished.v1",
	"ci.job.started.v1",
	"ci.job.finished.v1",
];
const GOOD = "build:\n  script: make\n";
/** Does not parse: the pipeline is created failed, so its run emits created and finished. */
const BROKEN = "build:\n  script: make\n  retry: 5\n";

let n = 0;

/** Stubs fetch (call in beforeAll; vi.unstubAllGlobals in afterAll). */
export function ciHooks() {
	const gh = fakeGithub();
	const receiver = stubReceiver();
	receiver.on(GITHUB_API_URL, (r) => gh.fetch(r.url, r.init));

	/** A workspace with one project; run() makes a manual pipeline on main (good config) or broken. */
	async function project() {
		const { ws, key } = await ciWorkspace();
		const repo = `hooks/app${++n}-${crypto.randomUUID().slice(0, 6)}`;
		const heads = { good: sha(5000 + n * 2), broken: sha(5001 + n * 2) };
		gh.repos.set(repo, {
			branches: { main: heads.good, broken: heads.broken },
			files: { [heads.good]: { ".pasar-ci.yml": GOOD }, [heads.broken]: { ".pasar-ci.yml": BROKEN } },
		});
		const p = await ci(key, "POST", "/projects", { repoFullName: repo, name: repo });
		if (p.status !== 201) throw new Error(`project: ${p.status} ${p.text}`);
		const run = async (ref: "main" | "broken" = "main") => {
			const r = await ci(key, "POST", `/projects/${p.body.data.id}/pipelines`, { ref });
			if (r.status !== 201) throw new Error(`run: ${r.status} ${r.text}`);
			return r.body.data as { id: string; status: string };
		};
		return { ws, key, run };
	}

	/** A receiver URL answering 500 until `up()`. */
	function flaky(label: string) {
		const url = hookUrl(label);
		let ok = false;
		receiver.on(url, () => new Response(ok ? "ok" : "down", { status: ok ? 200 : 500 }));
		return { url, up: () => void (ok = true) };
	}

	return { receiver, project, flaky };
}

export async function endpoint(key: string, body: Record<string, unknown>) {
	const r = await ci(key, "POST", EP, body);
	if (r.status !== 201) throw new Error(`endpoint: ${r.status} ${r.text}`);
	return r.body.data as { id: string; url: string; secret: string; events: string[] };
}

export const deliveries = async (key: string, query = "") => (await ci(key, "GET", `${DL}${query}`)).body.data as any[];
export const delivery = async (key: string, id: string) => (await ci(key, "GET", `${DL}/${id}`)).body.data;
export const waitDeliveries = (key: string, query: string, check: (d: any[]) => boolean) =>
	eventually(() => deliveries(key, query), check);

/** Independent HMAC-SHA256 (WebCrypto) of `${t}.${raw}` keyed with the whole whsec_ string. */
export async function hmacHex(secret: string, message: string) {
	const enc = new TextEncoder();
	const k = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	const mac = new Uint8Array(await crypto.subtle.sign("HMAC", k, enc.encode(message)));
	return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** POST /webhook-endpoints through the Worker's fetch entry with another ENVIRONMENT (production URL rules). */
export async function createIn(environment: string, key: string, body: unknown) {
	const ctx = createExecutionContext();
	const res = await worker.fetch(
		new Request(`${ORIGIN}/ci/api/v1${EP}`, {
			method: "POST",
			headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
			body: JSON.stringify(body),
		}),
		{ ...env, ENVIRONMENT: environment },
		ctx,
	);
	await waitOnExecutionContext(ctx);
	return { status: res.status, body: (await res.json()) as any };
}
