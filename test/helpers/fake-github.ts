import { afterAll, beforeAll, vi } from "vitest";
// A GitHub REST subset in memory for the pipeline service's tests: repositories with branches, tags
// and files per commit (GET …/commits/{heads|tags/name or sha} with the sha media type, GET
// …/contents/{path}?ref=sha), repository hooks, and commit statuses (POST …/statuses/{sha}, recorded
// in `statuses`; `statusRules` answers one repository's otherwise). Install with vi.stubGlobal("fetch", fake.fetch).
export interface FakeRepo {
	branches: Record<string, string>;
	tags?: Record<string, string>;
	/** sha → path → text */
	files: Record<string, Record<string, string>>;
}

const json = (status: number, body: unknown) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A commit status as the fake received it: the repository, the commit, the bearer token and the JSON body. */
export interface SentStatus {
	repo: string;
	sha: string;
	token: string | null;
	body: { state: string; target_url?: string; description: string; context: string };
}

export function fakeGithub() {
	const repos = new Map<string, FakeRepo>();
	const statuses: SentStatus[] = [];
	/** Per repository: the answer to its next status (null or undefined: 201 Created). */
	const statusRules = new Map<string, (s: SentStatus) => Response | null | Promise<Response | null>>();
	const hooks = new Map<string, Array<{ id: number; config: { url: string }; events: string[] }>>();
	let nextHook = 1;
	let down = false;
	async function fetch(input: RequestInfo | URL, init?: RequestInit) {
		const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
		const method = init?.method ?? "GET";
		if (down) return json(503, { message: "Service Unavailable" });
		const st = url.pathname.match(/^\/repos\/([^/]+\/[^/]+)\/statuses\/([0-9a-f]{40})$/);
		if (st && method === "POST") {
			const auth = new Headers(init?.headers).get("authorization");
			const sent = {
				repo: st[1],
				sha: st[2],
				token: auth?.replace(/^Bearer /, "") ?? null,
				body: JSON.parse(String(init?.body)),
			};
			const answer = await statusRules.get(st[1])?.(sent);
			if (answer) return answer;
			statuses.push(sent);
			return json(201, { id: statuses.length, ...sent.body });
		}
		const m = url.pathname.match(/^\/repos\/([^/]+\/[^/]+)\/(commits|contents|hooks)(?:\/(.*))?$/);
		const repo = m ? repos.get(m[1]) : undefined;
		if (!m || !repo) return json(404, { message: "Not Found" });
		const rest = decodeURIComponent(m[3] ?? "");
		if (m[2] === "commits") {
			const sha = rest.startsWith("heads/")
				? repo.branches[rest.slice(6)]
				: rest.startsWith("tags/")
					? repo.tags?.[rest.slice(5)]
					: repo.files[rest]
						? rest
						: undefined;
			if (!sha) return json(422, { message: "No commit found for SHA: x" });
			return new Response(sha, { status: 200, headers: { "Content-Type": "application/vnd.github.sha" } });
		}
		if (m[2] === "contents") {
			const text = repo.files[url.searchParams.get("ref") ?? ""]?.[rest];
			if (text === undefined) return json(404, { message: "Not Found" });
			const content = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
			return json(200, { type: "file", encoding: "base64", size: text.length, path: rest, content });
		}
		const list = hooks.get(m[1]) ?? [];
		hooks.set(m[1], list);
		if (method === "GET") return json(200, list);
		const body = JSON.parse(String(init?.body ?? "{}"));
		if (method === "POST") {
			const h = { id: nextHook++, config: body.config, events: body.events };
			list.push(h);
			return json(201, h);
		}
		const h = list.find((x) => String(x.id) === rest);
		if (!h) return json(404, { message: "Not Found" });
		Object.assign(h, { config: body.config ?? h.config, events: body.events ?? h.events });
		return json(200, h);
	}
	return {
		fetch,
		repos,
		hooks,
		statuses,
		statusRules,
		setDown: (v: boolean) => {
			down = v;
		},
	};
}

export const sha = (n: number) => n.toString(16).padStart(40, "a");

/** A fake GitHub installed as the isolate's fetch for the file's tests (removed after them). */
export function useFakeGithub() {
	const gh = fakeGithub();
	beforeAll(() => {
		vi.stubGlobal("fetch", vi.fn(gh.fetch));
	});
	afterAll(() => {
		vi.unstubAllGlobals();
	});
	return gh;
}
