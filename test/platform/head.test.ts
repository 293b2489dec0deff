// HEAD answers as GET without a body on every route of every service (issue 37 item 16): same status,
// same headers, empty body — public ones included (a HEAD on the CI badge used to be 401, because each
// service's list of public routes names GET only).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ci, ciWorkspace } from "../helpers/ci";
import { useFakeGithub } from "../helpers/fake-github";
import { createWorkspace, ORIGIN } from "../helpers/http";
import { mintPayKey, signPay } from "../helpers/pay";

const gh = useFakeGithub();
/** Headers that differ between any two answers. */
const VOLATILE = new Set(["x-request-id", "date", "server-timing", "x-ratelimit-reset", "x-ratelimit-remaining"]);
const headersOf = (res: Response) =>
	Object.fromEntries(
		[...res.headers].filter(([k]) => !VOLATILE.has(k.toLowerCase())).sort(([a], [b]) => a.localeCompare(b)),
	);

async function sameAsGet(path: string, headers: Record<string, string> = {}) {
	const get = await SELF.fetch(`${ORIGIN}${path}`, { headers });
	const getBody = await get.text();
	const head = await SELF.fetch(`${ORIGIN}${path}`, { method: "HEAD", headers });
	const headBody = await head.text();
	expect(head.status, `HEAD ${path}: ${getBody.slice(0, 200)}`).toBe(get.status);
	expect(headersOf(head), `HEAD ${path}`).toEqual(headersOf(get));
	expect(headBody, `HEAD ${path}`).toBe("");
	return get;
}

describe("HEAD answers as GET without a body (issue 37 item 16)", () => {
	it("public routes of every service: health, ping, docs, OpenAPI documents, the CI badge", async () => {
		const { key } = await ciWorkspace();
		const repo = `toko/head-${crypto.randomUUID().slice(0, 6)}`;
		gh.repos.set(repo, { branches: { main: "a".repeat(40) }, files: {} });
		const project = (await ci(key, "POST", "/projects", { repoFullName: repo, name: repo })).body.data;
		const badge = new URL(project.badgeUrl).pathname;
		expect((await sameAsGet(badge)).status).toBe(200);
		for (const path of ["/health", "/ping", "/ci/api/v1/health", "/loc/api/v1/health", "/pos/api/v1/health"])
			expect((await sameAsGet(path)).status, path).toBe(200);
		for (const svc of ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"]) {
			expect((await sameAsGet(`/${svc}/openapi.json`)).status, svc).toBe(200);
			expect((await sameAsGet(`/${svc}/docs`)).status, svc).toBe(200);
		}
	});

	it("credentialed and refused routes answer HEAD as GET too (200 with a key, 401 without, 404 unknown)", async () => {
		const { key } = await ciWorkspace();
		expect((await sameAsGet("/ci/api/v1/projects", { Authorization: `Bearer ${key}` })).status).toBe(200);
		expect((await sameAsGet("/ci/api/v1/projects")).status).toBe(401);
		expect((await sameAsGet("/ci/api/v1/public/badges/nope/pipeline.svg")).status).toBe(404);
		expect((await sameAsGet("/nowhere")).status).toBe(404);
	});

	it("a signed payments HEAD verifies against the method the client signed (HEAD), not the GET it is answered as", async () => {
		const key = await mintPayKey(await createWorkspace());
		const ts = Math.floor(Date.now() / 1000);
		const send = async (signedAs: string) =>
			SELF.fetch(`${ORIGIN}/pay/v1/api-keys`, {
				method: "HEAD",
				headers: {
					Authorization: await signPay(key, signedAs, "/pay/v1/api-keys", "", ts),
					"X-Pay-Timestamp": String(ts),
					// A client cannot make the router believe another method was signed.
					"x-pasar-method": signedAs === "GET" ? "HEAD" : "GET",
				},
			});
		const asHead = await send("HEAD");
		expect(asHead.status).toBe(200);
		expect(await asHead.text()).toBe("");
		expect((await send("GET")).status).toBe(401);
	});
});
