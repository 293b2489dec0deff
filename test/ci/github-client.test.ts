// The code host's GitHub client against recorded answers (issue 21): what it sends (method, URL on
// github.com and on an Enterprise base, headers, JSON body), how it reads the answers, every error
// kind, the token and hook secret never in a message, ensureHook never making a second hook, and
// the X-Hub-Signature-256 both ways.
import { describe, expect, it } from "vitest";
import type { Env } from "../../src/env";
import {
	CodeHostError,
	codeHost,
	githubClient,
	signGithubPayload,
	verifyGithubSignature,
} from "../../src/services/pipeline/integrations/github";

const TOKEN = "ghp_R3c0rdedT0kenThatMustNeverLeak1234";
const SECRET = "whsec-hook-secret-never-echoed";
const BASE = "https://api.github.com";
const SHA = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
const TAG_SHA = "c5b97d5ae6c19d5c5df71a34c7fbeeda2479ccbc";
const HOOK_URL = "https://ci.pasar.example/ci/api/v1/webhooks/scm/proj_01HZX";

interface Sent {
	method: string;
	url: string;
	headers: Headers;
	body: any;
}
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;

/** A fetch that records each request and answers from `answers` in turn. */
function stub(...answers: Answer[]) {
	const sent: Sent[] = [];
	const fetcher: typeof fetch = async (input, init) => {
		const req = new Request(input, init);
		const text = await req.text();
		sent.push({ method: req.method, url: req.url, headers: req.headers, body: text ? JSON.parse(text) : undefined });
		const a = answers.shift();
		if (!a) throw new Error("no more answers");
		if (a instanceof Error) throw a;
		const body = a.body === undefined ? null : typeof a.body === "string" ? a.body : JSON.stringify(a.body);
		return new Response(body, {
			status: a.status ?? 200,
			headers: { "Content-Type": "application/json; charset=utf-8", ...a.headers },
		});
	};
	return { sent, fetcher, left: () => answers.length };
}

const client = (fetcher: typeof fetch, baseUrl = BASE, token: string | null = TOKEN) =>
	githubClient({ baseUrl, token, fetch: fetcher });

async function failure(p: Promise<unknown>): Promise<CodeHostError> {
	const err = await p.then(
		() => null,
		(e: unknown) => e,
	);
	expect(err).toBeInstanceOf(CodeHostError);
	const e = err as CodeHostError;
	expect(e.message).not.toContain(TOKEN);
	expect(e.message).not.toContain(SECRET);
	return e;
}

// Recorded from GitHub's documented answers (trimmed).
const DOCS = "https://docs.github.com/rest";
const NO_COMMIT = (ref: string) => ({
	status: 422,
	body: { message: `No commit found for SHA: ${ref}`, documentation_url: `${DOCS}/commits/commits#get-a-commit` },
});
const NOT_FOUND = { status: 404, body: { message: "Not Found", documentation_url: `${DOCS}`, status: "404" } };
const COMMIT = {
	url: `${BASE}/repos/octocat/Hello-World/commits/${TAG_SHA}`,
	sha: TAG_SHA,
	node_id: "MDY6Q29tbWl0NmRjYjA5YjViNTc4NzVmMzM0ZjYxYWViZWQ2OTVlMmU0MTkzZGI1ZQ==",
	commit: { message: "Fix all the bugs", tree: { sha: "6dcb09b5b57875f334f61aebed695e2e4193db5e" } },
	parents: [{ sha: "6dcb09b5b57875f334f61aebed695e2e4193db5e" }],
	files: [{ filename: "file1.txt", additions: 10, deletions: 2, changes: 12, status: "modified" }],
};
const CONFIG_TEXT = "stages: [build, test]\n# ünïcode — tetap utuh\nbuild:\n  script: npm ci\n";
/** The contents API wraps base64 at 60 columns with \n, as GitHub does. */
const base64Lines = (text: string) => {
	const bytes = new TextEncoder().encode(text);
	const b64 = btoa(String.fromCharCode(...bytes));
	return `${b64.match(/.{1,60}/g)?.join("\n")}\n`;
};
const CONTENTS = {
	type: "file",
	encoding: "base64",
	size: new TextEncoder().encode(CONFIG_TEXT).length,
	name: ".pasar-ci.yml",
	path: ".pasar-ci.yml",
	content: base64Lines(CONFIG_TEXT),
	sha: "3d21ec53a331a6f037a91c368710b99387d012c1",
	url: `${BASE}/repos/octocat/Hello-World/contents/.pasar-ci.yml`,
	_links: { self: `${BASE}/repos/octocat/Hello-World/contents/.pasar-ci.yml` },
};
const hook = (id: number, url: string, extra: object = {}) => ({
	type: "Repository",
	id,
	name: "web",
	active: true,
	events: ["push", "pull_request"],
	config: { content_type: "json", insecure_ssl: "0", url, secret: "********" },
	updated_at: "2019-06-03T00:57:16Z",
	created_at: "2019-06-03T00:57:16Z",
	url: `${BASE}/repos/octocat/Hello-World/hooks/${id}`,
	last_response: { code: null, status: "unused", message: null },
	...extra,
});
const DUPLICATE = {
	status: 422,
	body: {
		message: "Validation Failed",
		errors: [{ resource: "Hook", code: "custom", message: "Hook already exists on this repository" }],
		documentation_url: `${DOCS}/webhooks/repos#create-a-repository-webhook`,
	},
};
const HOOK_BODY = {
	active: true,
	events: ["push", "pull_request"],
	config: { url: HOOK_URL, content_type: "json", secret: SECRET, insecure_ssl: "0" },
};
const SPEC = { url: HOOK_URL, secret: SECRET, events: ["push", "pull_request"] };

describe("resolveRef", () => {
	it("asks Get a commit for heads/<ref> with the sha media type, the bearer token and the API version", async () => {
		const { sent, fetcher } = stub({ body: SHA, headers: { "Content-Type": "application/vnd.github.sha" } });
		expect(await client(fetcher).resolveRef("octocat/Hello-World", "main")).toEqual({ sha: SHA, kind: "branch" });
		expect(sent).toHaveLength(1);
		expect(sent[0].method).toBe("GET");
		expect(sent[0].url).toBe(`${BASE}/repos/octocat/Hello-World/commits/heads/main`);
		expect(sent[0].headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
		expect(sent[0].headers.get("Accept")).toBe("application/vnd.github.sha");
		expect(sent[0].headers.get("X-GitHub-Api-Version")).toBe("2022-11-28");
		expect(sent[0].headers.get("User-Agent")).toBeTruthy();
		expect(sent[0].body).toBeUndefined();
	});

	it("works under an Enterprise base (<host>/api/v3) and sends no Authorization without a token", async () => {
		const { sent, fetcher } = stub({ body: SHA });
		const ghe = client(fetcher, "https://ghe.toko.example/api/v3/", null);
		expect(await ghe.resolveRef("team/app", "feature/ünï#1")).toEqual({ sha: SHA, kind: "branch" });
		expect(sent[0].url).toBe("https://ghe.toko.example/api/v3/repos/team/app/commits/heads/feature/%C3%BCn%C3%AF%231");
		expect(sent[0].headers.has("Authorization")).toBe(false);
	});

	it("falls back to tags/<ref> (peeled to its commit) and reads a JSON commit object as well", async () => {
		const { sent, fetcher } = stub(NO_COMMIT("heads/v1.2.0"), { body: COMMIT });
		expect(await client(fetcher).resolveRef("octocat/Hello-World", "v1.2.0")).toEqual({ sha: TAG_SHA, kind: "tag" });
		expect(sent.map((s) => s.url)).toEqual([
			`${BASE}/repos/octocat/Hello-World/commits/heads/v1.2.0`,
			`${BASE}/repos/octocat/Hello-World/commits/tags/v1.2.0`,
		]);
	});

	it("takes refs/heads/… and refs/tags/… at their word: one request", async () => {
		const a = stub({ body: TAG_SHA });
		expect(await client(a.fetcher).resolveRef("o/r", "refs/tags/main")).toEqual({ sha: TAG_SHA, kind: "tag" });
		expect(a.sent.map((s) => s.url)).toEqual([`${BASE}/repos/o/r/commits/tags/main`]);
		const b = stub(NO_COMMIT("heads/gone"));
		expect((await failure(client(b.fetcher).resolveRef("o/r", "refs/heads/gone"))).code).toBe("ref_not_found");
		expect(b.sent).toHaveLength(1);
	});

	it("checks a 40-hex sha with the code host and passes it through, lower-cased", async () => {
		const { sent, fetcher } = stub({ body: SHA });
		expect(await client(fetcher).resolveRef("o/r", SHA.toUpperCase())).toEqual({ sha: SHA, kind: "commit" });
		expect(sent[0].url).toBe(`${BASE}/repos/o/r/commits/${SHA}`);
		const gone = stub(NO_COMMIT(SHA));
		const e = await failure(client(gone.fetcher).resolveRef("o/r", SHA));
		expect([e.kind, e.code]).toEqual(["not_found", "ref_not_found"]);
	});

	it("tries an abbreviated sha last, after branch and tag", async () => {
		const { sent, fetcher } = stub(NO_COMMIT("heads/6dcb09b"), NO_COMMIT("tags/6dcb09b"), { body: SHA });
		expect(await client(fetcher).resolveRef("o/r", "6dcb09b")).toEqual({ sha: SHA, kind: "commit" });
		expect(sent[2].url).toBe(`${BASE}/repos/o/r/commits/6dcb09b`);
	});

	it("an unknown ref is not_found/ref_not_found; an empty repository (409) too", async () => {
		const { sent, fetcher } = stub(NO_COMMIT("heads/nope"), NO_COMMIT("tags/nope"));
		const e = await failure(client(fetcher).resolveRef("octocat/Hello-World", "nope"));
		expect([e.kind, e.code]).toEqual(["not_found", "ref_not_found"]);
		expect(e.message).toContain("nope");
		expect(sent).toHaveLength(2);
		const empty = stub({ status: 409, body: { message: "Git Repository is empty." } }, { status: 409, body: {} });
		expect((await failure(client(empty.fetcher).resolveRef("o/r", "main"))).code).toBe("ref_not_found");
	});

	it("an unknown repository is not_found/repo_not_found after one request", async () => {
		const { sent, fetcher } = stub(NOT_FOUND);
		const e = await failure(client(fetcher).resolveRef("octocat/missing", "main"));
		expect([e.kind, e.code, e.status]).toEqual(["not_found", "repo_not_found", 404]);
		expect(sent).toHaveLength(1);
	});

	it("refuses names no repository or ref can have without asking", async () => {
		const { sent, fetcher } = stub();
		expect((await failure(client(fetcher).resolveRef("../etc", "main"))).code).toBe("repo_not_found");
		expect((await failure(client(fetcher).resolveRef("a/b/c", "main"))).code).toBe("repo_not_found");
		for (const bad of ["a..b", "x y", "-/../", "main.lock", ".hidden", "a//b", "tip^", "", "@"])
			expect((await failure(client(fetcher).resolveRef("o/r", bad))).code).toBe("ref_not_found");
		expect(sent).toHaveLength(0);
	});
});

describe("fileAt", () => {
	it("GETs the contents at the sha and decodes the wrapped base64 as UTF-8", async () => {
		const { sent, fetcher } = stub({ body: CONTENTS });
		expect(await client(fetcher).fileAt("octocat/Hello-World", ".pasar-ci.yml", SHA)).toBe(CONFIG_TEXT);
		expect(sent[0].method).toBe("GET");
		expect(sent[0].url).toBe(`${BASE}/repos/octocat/Hello-World/contents/.pasar-ci.yml?ref=${SHA}`);
		expect(sent[0].headers.get("Accept")).toBe("application/vnd.github+json");
		expect(sent[0].headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
	});

	it("encodes each path segment, keeps the slashes, and drops a UTF-8 BOM", async () => {
		const { sent, fetcher } = stub({ body: { ...CONTENTS, content: base64Lines("\uFEFFa: 1\n") } });
		expect(await client(fetcher).fileAt("o/r", "/ci conf/main#1.yml", SHA)).toBe("a: 1\n");
		expect(sent[0].url).toBe(`${BASE}/repos/o/r/contents/ci%20conf/main%231.yml?ref=${SHA}`);
	});

	it("answers null for a missing file, a directory, a submodule or a symlink", async () => {
		const { fetcher } = stub(
			NOT_FOUND,
			{ body: [{ type: "file", name: "a.yml", path: "ci/a.yml" }] },
			{ body: { type: "submodule", submodule_git_url: "git://example/x.git" } },
			{ body: { type: "symlink", target: "/etc/passwd" } },
		);
		const gh = client(fetcher);
		for (let i = 0; i < 4; i++) expect(await gh.fileAt("o/r", ".pasar-ci.yml", SHA)).toBeNull();
	});

	it("refuses a file over 1 MB (no inline content) with file_too_large, and a garbled answer as unavailable", async () => {
		const { fetcher } = stub(
			{ body: { ...CONTENTS, encoding: "none", content: "", size: 2_500_000 } },
			{ body: { ...CONTENTS, content: "%%%not base64%%%" } },
			{ body: "<html>oops</html>" },
		);
		const big = await failure(client(fetcher).fileAt("o/r", "big.yml", SHA));
		expect([big.kind, big.code]).toEqual(["rejected", "file_too_large"]);
		expect(big.message).toContain("2500000");
		expect((await failure(client(fetcher).fileAt("o/r", "x.yml", SHA))).kind).toBe("unavailable");
		expect((await failure(client(fetcher).fileAt("o/r", "x.yml", SHA))).kind).toBe("unavailable");
	});

	it("refuses a path that climbs out without asking", async () => {
		const { sent, fetcher } = stub();
		expect((await failure(client(fetcher).fileAt("o/r", "../x.yml", SHA))).kind).toBe("rejected");
		expect((await failure(client(fetcher).fileAt("o/r", "", SHA))).kind).toBe("rejected");
		expect(sent).toHaveLength(0);
	});
});

describe("ensureHook", () => {
	it("creates the hook when none points at the URL, then re-lists to make sure it is the only one", async () => {
		const { sent, fetcher, left } = stub(
			{ body: [hook(1, "https://other.example/hook")] },
			{ status: 201, body: hook(12345678, HOOK_URL) },
			{ body: [hook(1, "https://other.example/hook"), hook(12345678, HOOK_URL)] },
		);
		expect(await client(fetcher).ensureHook("octocat/Hello-World", SPEC)).toEqual({ id: 12345678, created: true });
		expect(left()).toBe(0);
		expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
			`GET ${BASE}/repos/octocat/Hello-World/hooks?per_page=100`,
			`POST ${BASE}/repos/octocat/Hello-World/hooks`,
			`GET ${BASE}/repos/octocat/Hello-World/hooks?per_page=100`,
		]);
		expect(sent[1].body).toEqual({ name: "web", ...HOOK_BODY });
		expect(sent[1].headers.get("Content-Type")).toBe("application/json");
		expect(sent[1].headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
	});

	it("updates the hook already pointing at the URL (PATCH secret, events, active) instead of adding one", async () => {
		const { sent, fetcher, left } = stub(
			{ body: [hook(7, HOOK_URL, { active: false, events: ["push"] })] },
			{ body: hook(7, HOOK_URL) },
		);
		expect(await client(fetcher).ensureHook("octocat/Hello-World", SPEC)).toEqual({ id: 7, created: false });
		expect(left()).toBe(0);
		expect(sent[1].method).toBe("PATCH");
		expect(sent[1].url).toBe(`${BASE}/repos/octocat/Hello-World/hooks/7`);
		expect(sent[1].body).toEqual(HOOK_BODY);
	});

	it("follows the Link header to the second page of hooks (Enterprise base) before deciding", async () => {
		const GHE = "https://ghe.toko.example/api/v3";
		const next = `${GHE}/repositories/1296269/hooks?per_page=100&page=2`;
		const { sent, fetcher } = stub(
			{
				body: Array.from({ length: 100 }, (_, i) => hook(100 + i, `https://x.example/${i}`)),
				headers: { Link: `<${next}>; rel="next", <${next}>; rel="last"` },
			},
			{ body: [hook(555, HOOK_URL)], headers: { Link: `<${GHE}/repositories/1296269/hooks?page=1>; rel="first"` } },
			{ body: hook(555, HOOK_URL) },
		);
		expect(await client(fetcher, GHE).ensureHook("team/app", SPEC)).toEqual({ id: 555, created: false });
		expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
			`GET ${GHE}/repos/team/app/hooks?per_page=100`,
			`GET ${next}`,
			`PATCH ${GHE}/repos/team/app/hooks/555`,
		]);
	});

	it("never follows a Link to another host (the token would go with it)", async () => {
		const { sent, fetcher } = stub(
			{ body: [], headers: { Link: '<https://evil.example/hooks?page=2>; rel="next"' } },
			{ status: 201, body: hook(9, HOOK_URL) },
			{ body: [hook(9, HOOK_URL)] },
		);
		expect(await client(fetcher).ensureHook("o/r", SPEC)).toEqual({ id: 9, created: true });
		expect(sent.some((s) => s.url.includes("evil.example"))).toBe(false);
	});

	it("a 422 'Hook already exists' (a concurrent caller won) re-lists and PATCHes that hook", async () => {
		const { sent, fetcher, left } = stub(
			{ body: [] },
			DUPLICATE,
			{ body: [hook(42, HOOK_URL)] },
			{ body: hook(42, HOOK_URL) },
		);
		expect(await client(fetcher).ensureHook("o/r", SPEC)).toEqual({ id: 42, created: false });
		expect(left()).toBe(0);
		expect(sent.map((s) => s.method)).toEqual(["GET", "POST", "GET", "PATCH"]);
		expect(sent[3].body).toEqual(HOOK_BODY);
	});

	it("two creations that both slipped through converge on the oldest hook; the newer one is deleted", async () => {
		const { sent, fetcher, left } = stub(
			{ body: [] },
			{ status: 201, body: hook(20, HOOK_URL) },
			{ body: [hook(19, HOOK_URL), hook(20, HOOK_URL)] },
			{ status: 204 },
			{ body: hook(19, HOOK_URL) },
		);
		expect(await client(fetcher).ensureHook("o/r", SPEC)).toEqual({ id: 19, created: false });
		expect(left()).toBe(0);
		expect(sent.slice(3).map((s) => `${s.method} ${s.url}`)).toEqual([
			`DELETE ${BASE}/repos/o/r/hooks/20`,
			`PATCH ${BASE}/repos/o/r/hooks/19`,
		]);
	});

	it("existing duplicates are cleaned up: the oldest is updated, the rest deleted (a 404 there is fine)", async () => {
		const { sent, fetcher, left } = stub(
			{ body: [hook(30, HOOK_URL), hook(5, HOOK_URL)] },
			{ body: hook(5, HOOK_URL) },
			NOT_FOUND,
		);
		expect(await client(fetcher).ensureHook("o/r", SPEC)).toEqual({ id: 5, created: false });
		expect(left()).toBe(0);
		expect(sent.slice(1).map((s) => `${s.method} ${s.url}`)).toEqual([
			`PATCH ${BASE}/repos/o/r/hooks/5`,
			`DELETE ${BASE}/repos/o/r/hooks/30`,
		]);
	});

	it("a hook deleted between list and PATCH is looked for again, then created", async () => {
		const { sent, fetcher } = stub(
			{ body: [hook(8, HOOK_URL)] },
			NOT_FOUND,
			{ body: [] },
			{ status: 201, body: hook(9, HOOK_URL) },
			{ body: [hook(9, HOOK_URL)] },
		);
		expect(await client(fetcher).ensureHook("o/r", SPEC)).toEqual({ id: 9, created: true });
		expect(sent.map((s) => s.method)).toEqual(["GET", "PATCH", "GET", "POST", "GET"]);
	});

	it("a hook list answering 404 is repo_not_found, naming the missing webhook permission", async () => {
		const { fetcher } = stub(NOT_FOUND);
		const e = await failure(client(fetcher).ensureHook("o/private", SPEC));
		expect([e.kind, e.code, e.status]).toEqual(["not_found", "repo_not_found", 404]);
		expect(e.message).toMatch(/may not manage its webhooks/);
	});

	it("another 422 on create is rejected with GitHub's reason, the secret never echoed", async () => {
		const { fetcher } = stub(
			{ body: [] },
			{
				status: 422,
				body: {
					message: "Validation Failed",
					errors: [{ resource: "Hook", code: "custom", message: `Config url is not valid (secret ${SECRET})` }],
				},
			},
		);
		const e = await failure(client(fetcher).ensureHook("o/r", SPEC));
		expect([e.kind, e.status]).toEqual(["rejected", 422]);
		expect(e.message).toContain("Config url is not valid");
		expect(e.message).toContain("[redacted]");
	});
});

/**
 * A stateful GitHub hooks API in memory: `unique` refuses a second hook with the same URL as GitHub
 * does (422); without it both creations of a race land, the case the post-create sweep is for.
 */
function fakeHooks(unique: boolean) {
	const hooks = new Map<number, { url: string; secret: string; events: string[] }>();
	let nextId = 100;
	const fetcher: typeof fetch = async (input, init) => {
		const req = new Request(input, init);
		const body = req.method === "GET" || req.method === "DELETE" ? null : await req.json<any>();
		await new Promise((r) => setTimeout(r, Math.random() * 5));
		const id = Number(/\/hooks\/(\d+)/.exec(new URL(req.url).pathname)?.[1]);
		const json = (status: number, b: unknown) => Response.json(b, { status });
		if (req.method === "GET")
			return json(
				200,
				[...hooks].map(([i, h]) => hook(i, h.url)),
			);
		if (req.method === "POST") {
			if (unique && [...hooks.values()].some((h) => h.url === body.config.url)) return json(422, DUPLICATE.body);
			hooks.set(++nextId, { url: body.config.url, secret: body.config.secret, events: body.events });
			return json(201, hook(nextId, body.config.url));
		}
		if (!hooks.has(id)) return json(404, NOT_FOUND.body);
		if (req.method === "DELETE") {
			hooks.delete(id);
			return new Response(null, { status: 204 });
		}
		hooks.set(id, { url: body.config.url, secret: body.config.secret, events: body.events });
		return json(200, hook(id, body.config.url));
	};
	return { hooks, fetcher };
}

describe("ensureHook called many times at once", () => {
	for (const unique of [true, false])
		it(`leaves exactly one hook, which every caller answers (GitHub ${unique ? "refusing" : "allowing"} duplicates)`, async () => {
			const gh = fakeHooks(unique);
			const answers = await Promise.all(Array.from({ length: 8 }, () => client(gh.fetcher).ensureHook("o/r", SPEC)));
			expect(gh.hooks.size).toBe(1);
			const [[id, kept]] = [...gh.hooks];
			expect(kept).toEqual({ url: HOOK_URL, secret: SECRET, events: ["push", "pull_request"] });
			expect(answers.every((a) => a.id === id)).toBe(true);
			expect(answers.filter((a) => a.created).length).toBeLessThanOrEqual(1);
			expect(await client(gh.fetcher).ensureHook("o/r", SPEC)).toEqual({ id, created: false });
			expect(gh.hooks.size).toBe(1);
		});
});

describe("errors", () => {
	const resolve = (...answers: Answer[]) => failure(client(stub(...answers).fetcher).resolveRef("o/r", SHA));

	it("401 Bad credentials is invalid_credentials, the token scrubbed even when echoed", async () => {
		const e = await resolve({
			status: 401,
			body: { message: `Bad credentials for ${TOKEN}`, documentation_url: DOCS },
		});
		expect([e.kind, e.status, e.code]).toEqual(["invalid_credentials", 401, null]);
		expect(e.message).toContain("Bad credentials");
		expect(e.message).toContain("[redacted]");
	});

	it("403 without a rate limit (missing permission) is invalid_credentials", async () => {
		const e = await resolve({
			status: 403,
			body: { message: "Resource not accessible by personal access token" },
			headers: { "x-ratelimit-remaining": "4999" },
		});
		expect([e.kind, e.code]).toEqual(["invalid_credentials", null]);
	});

	it("403 or 429 with x-ratelimit-remaining 0 is unavailable/rate_limited until x-ratelimit-reset", async () => {
		const reset = Math.floor(Date.now() / 1000) + 120;
		for (const status of [403, 429]) {
			const e = await resolve({
				status,
				body: { message: "API rate limit exceeded for 203.0.113.7.", documentation_url: DOCS },
				headers: { "x-ratelimit-remaining": "0", "x-ratelimit-limit": "60", "x-ratelimit-reset": String(reset) },
			});
			expect([e.kind, e.code, e.status]).toEqual(["unavailable", "rate_limited", status]);
			expect(e.retryAfterSeconds).toBeGreaterThan(100);
			expect(e.retryAfterSeconds).toBeLessThanOrEqual(121);
		}
	});

	it("a secondary rate limit (retry-after) is rate_limited too", async () => {
		const e = await resolve({
			status: 403,
			body: { message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again." },
			headers: { "retry-after": "60" },
		});
		expect([e.kind, e.code, e.retryAfterSeconds]).toEqual(["unavailable", "rate_limited", 60]);
	});

	it("5xx and network failures are unavailable; a non-JSON 200 to a sha request too", async () => {
		expect((await resolve({ status: 502, body: "<html>Bad gateway</html>" })).kind).toBe("unavailable");
		expect((await resolve({ status: 503, body: { message: "Service Unavailable" } })).status).toBe(503);
		const net = await resolve(new TypeError("fetch failed"));
		expect([net.kind, net.status]).toEqual(["unavailable", null]);
		expect((await resolve({ body: "not a sha" })).kind).toBe("unavailable");
	});

	it("a redirect within the code host (renamed repository) is followed, one to another host is not", async () => {
		const moved = `${BASE}/repositories/1296269/commits/${SHA}`;
		const { sent, fetcher } = stub(
			{ status: 301, body: { message: "Moved Permanently", url: moved }, headers: { Location: moved } },
			{ body: SHA },
		);
		expect(await client(fetcher).resolveRef("octocat/old-name", SHA)).toEqual({ sha: SHA, kind: "commit" });
		expect(sent[1].url).toBe(moved);
		expect(sent[1].headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
		const away = stub({ status: 302, body: {}, headers: { Location: "https://evil.example/x" } });
		expect((await failure(client(away.fetcher).resolveRef("o/r", SHA))).kind).toBe("rejected");
		expect(away.sent).toHaveLength(1);
	});
});

describe("codeHost(env, token)", () => {
	it("reads CODE_HOST_API_URL (the local code host's /api/v3), else api.github.com", async () => {
		const a = stub({ body: SHA });
		const local = { CODE_HOST_API_URL: "http://127.0.0.1:8788/api/v3" } as unknown as Env;
		await codeHost(local, "tok", a.fetcher).resolveRef("me/app", "main");
		expect(a.sent[0].url).toBe("http://127.0.0.1:8788/api/v3/repos/me/app/commits/heads/main");
		expect(a.sent[0].headers.get("Authorization")).toBe("Bearer tok");
		const b = stub({ body: SHA });
		await codeHost({} as Env, null, b.fetcher).resolveRef("me/app", "main");
		expect(b.sent[0].url).toBe(`${BASE}/repos/me/app/commits/heads/main`);
		expect(b.sent[0].headers.has("Authorization")).toBe(false);
	});
});

describe("X-Hub-Signature-256", () => {
	const BODY = JSON.stringify({ ref: "refs/heads/main", after: SHA, head_commit: { message: "ünï" } });

	it("matches GitHub's documented example", async () => {
		const sig = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";
		expect(await signGithubPayload("It's a Secret to Everybody", "Hello, World!")).toBe(sig);
		expect(await verifyGithubSignature("It's a Secret to Everybody", "Hello, World!", sig)).toBe(true);
	});

	it("round-trips over a string and over the same raw bytes", async () => {
		const header = await signGithubPayload(SECRET, BODY);
		expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
		expect(await verifyGithubSignature(SECRET, BODY, header)).toBe(true);
		expect(await verifyGithubSignature(SECRET, new TextEncoder().encode(BODY), header)).toBe(true);
		expect(await verifyGithubSignature(SECRET, BODY, header.toUpperCase().replace("SHA256=", "sha256="))).toBe(true);
	});

	it("refuses a tampered body, a wrong secret, a missing, malformed or sha1 header, and an empty secret", async () => {
		const header = await signGithubPayload(SECRET, BODY);
		expect(await verifyGithubSignature(SECRET, `${BODY} `, header)).toBe(false);
		expect(await verifyGithubSignature(SECRET, BODY.replace("main", "prod"), header)).toBe(false);
		expect(await verifyGithubSignature("other-secret", BODY, header)).toBe(false);
		for (const bad of [undefined, null, "", "sha256=", header.slice(7), `${header}00`, header.slice(0, -1), "sha1=abc"])
			expect(await verifyGithubSignature(SECRET, BODY, bad)).toBe(false);
		expect(await verifyGithubSignature("", BODY, header)).toBe(false);
		await expect(signGithubPayload("", BODY)).rejects.toThrow();
	});
});

describe("createCommitStatus (issue 41)", () => {
	const STATUS = {
		state: "success" as const,
		targetUrl: "https://ci.pasar.example/p/proj_01HZX/pipelines/pipe_01HZY",
		description: "Pipeline #7 passed",
		context: "pasar-ci/App",
	};
	// GitHub's documented 201 answer to "Create a commit status" (trimmed).
	const CREATED = {
		status: 201,
		body: {
			url: `${BASE}/repos/octocat/Hello-World/statuses/${SHA}`,
			id: 1,
			node_id: "MDY6U3RhdHVzMQ==",
			state: "success",
			description: "Pipeline #7 passed",
			target_url: STATUS.targetUrl,
			context: "pasar-ci/App",
			created_at: "2012-07-20T01:19:13Z",
			updated_at: "2012-07-20T01:19:13Z",
		},
	};

	it("POSTs state, target_url, description and context to /repos/{o}/{r}/statuses/{sha} with the token", async () => {
		const { sent, fetcher } = stub(CREATED);
		expect(await client(fetcher).createCommitStatus("octocat/Hello-World", SHA.toUpperCase(), STATUS)).toEqual({
			id: 1,
		});
		expect(sent).toHaveLength(1);
		expect(sent[0].method).toBe("POST");
		expect(sent[0].url).toBe(`${BASE}/repos/octocat/Hello-World/statuses/${SHA}`);
		expect(sent[0].headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
		expect(sent[0].headers.get("Content-Type")).toBe("application/json");
		expect(sent[0].body).toEqual({
			state: "success",
			target_url: STATUS.targetUrl,
			description: "Pipeline #7 passed",
			context: "pasar-ci/App",
		});
	});

	it("leaves target_url out without one and cuts the description at GitHub's 140 characters", async () => {
		const { sent, fetcher } = stub(CREATED);
		await client(fetcher).createCommitStatus("o/r", SHA, { ...STATUS, targetUrl: null, description: "x".repeat(200) });
		expect(sent[0].body).toEqual({ state: "success", description: "x".repeat(140), context: "pasar-ci/App" });
	});

	it("a refusal is rejected / invalid_credentials / not_found with GitHub's message, never the token", async () => {
		const refused = stub({
			status: 422,
			body: {
				message: "Validation Failed",
				errors: [
					{ resource: "Status", code: "custom", field: "state", message: `state is not included in the list ${TOKEN}` },
				],
			},
		});
		const e = await failure(client(refused.fetcher).createCommitStatus("o/r", SHA, STATUS));
		expect([e.kind, e.status]).toEqual(["rejected", 422]);
		expect(e.message).toContain("Validation Failed: state is not included in the list");
		const denied = stub({ status: 403, body: { message: "Resource not accessible by personal access token" } });
		expect((await failure(client(denied.fetcher).createCommitStatus("o/r", SHA, STATUS))).kind).toBe(
			"invalid_credentials",
		);
		const gone = stub(NOT_FOUND);
		expect((await failure(client(gone.fetcher).createCommitStatus("o/r", SHA, STATUS))).kind).toBe("not_found");
	});

	it("5xx, a rate limit and a network failure are unavailable (the caller retries); a bad sha asks nothing", async () => {
		const down = stub({ status: 502, body: { message: "Server Error" } });
		expect((await failure(client(down.fetcher).createCommitStatus("o/r", SHA, STATUS))).kind).toBe("unavailable");
		const limited = stub({
			status: 403,
			body: { message: "API rate limit exceeded" },
			headers: { "Retry-After": "30" },
		});
		const l = await failure(client(limited.fetcher).createCommitStatus("o/r", SHA, STATUS));
		expect([l.kind, l.code, l.retryAfterSeconds]).toEqual(["unavailable", "rate_limited", 30]);
		const offline = stub(new TypeError("fetch failed"));
		expect((await failure(client(offline.fetcher).createCommitStatus("o/r", SHA, STATUS))).kind).toBe("unavailable");
		const none = stub();
		expect((await failure(client(none.fetcher).createCommitStatus("o/r", "main", STATUS))).kind).toBe("rejected");
		expect(none.sent).toHaveLength(0);
	});
});
