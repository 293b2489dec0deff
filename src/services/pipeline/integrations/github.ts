// The code host's REST client (issue 21), speaking GitHub's REST API (version 2022-11-28):
// GET /repos/{o}/{r}/commits/{ref} (sha media type) for refs, GET /repos/{o}/{r}/contents/{path}
// for the config, GET/POST/PATCH/DELETE /repos/{o}/{r}/hooks for the push webhook, POST
// /repos/{o}/{r}/statuses/{sha} for a pipeline's commit status (issue 41). The base URL is
// https://api.github.com, a GitHub Enterprise Server's https://<host>/api/v3, or the local code
// host's /api/v3: only the fetch target differs. Errors never carry the token or the hook secret.
import type { Env } from "../../../env";
import { defaultFetch, kindForStatus, requestUpstream, type UpstreamAnswer } from "../../../platform/http";
import {
	decodeBase64Text,
	encodePath,
	jsonArray,
	nextLink,
	rateLimited,
	repoPath,
	upstreamMessage,
	validRefName,
} from "./github-wire";
import {
	type CodeHost,
	CodeHostError,
	type CodeHostErrorCode,
	type CommitStatus,
	type HookSpec,
	type ResolvedRef,
} from "./types";

export { signGithubPayload, verifyGithubSignature } from "./github-signature";
export { type CodeHost, CodeHostError, type CommitStatus, type HookSpec, type ResolvedRef } from "./types";

export const GITHUB_API_URL = "https://api.github.com";
export const GITHUB_API_VERSION = "2022-11-28";
const USER_AGENT = "pasar-ci";
const JSON_MEDIA = "application/vnd.github+json";
/** "Get a commit" answers only the commit's sha as text with this media type: no diff to download. */
const SHA_MEDIA = "application/vnd.github.sha";

const FULL_SHA = /^[0-9a-f]{40}$/i;
const SHORT_SHA = /^[0-9a-f]{7,39}$/i;
const REDIRECTS = new Set([301, 302, 307, 308]);
const MAX_HOOK_PAGES = 10;
/** GitHub refuses a commit status description over 140 characters (422). */
const MAX_STATUS_DESCRIPTION = 140;

export interface GithubConfig {
	baseUrl: string;
	/** The project's cloneToken; none for public repositories (then GitHub's anonymous limits apply). */
	token?: string | null;
	fetch: typeof fetch;
	timeoutMs?: number;
}

/** The GitHub client for a project: CODE_HOST_API_URL (default api.github.com), its cloneToken as bearer. */
export function codeHost(env: Env, token: string | null | undefined, fetcher?: typeof fetch): CodeHost {
	const baseUrl = (env as { CODE_HOST_API_URL?: string }).CODE_HOST_API_URL || GITHUB_API_URL;
	return githubClient({ baseUrl, token, fetch: fetcher ?? defaultFetch });
}

export function githubClient(cfg: GithubConfig): CodeHost {
	const base = cfg.baseUrl.replace(/\/+$/, "");
	const { origin, host } = new URL(base);
	const label = `The code host (${host})`;
	const token = cfg.token || null;
	const secrets = new Set<string>(token ? [token] : []);
	const scrub = (m: string) => [...secrets].reduce((s, x) => s.split(x).join("[redacted]"), m);

	/** One request; a redirect is followed only within the code host (GitHub moves renamed repositories). */
	async function send(method: string, target: string, opts: { accept?: string; body?: unknown } = {}) {
		let url = target.startsWith("/") ? base + target : target;
		for (let hop = 0; ; hop++) {
			const headers: Record<string, string> = {
				Accept: opts.accept ?? JSON_MEDIA,
				"X-GitHub-Api-Version": GITHUB_API_VERSION,
				"User-Agent": USER_AGENT,
			};
			if (token) headers.Authorization = `Bearer ${token}`;
			if (opts.body !== undefined) headers["Content-Type"] = "application/json";
			const a = await requestUpstream(cfg.fetch, url, {
				method,
				headers,
				body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
				timeoutMs: cfg.timeoutMs,
			});
			if ("networkError" in a)
				throw new CodeHostError("unavailable", `${label} could not be reached (${a.networkError})`);
			const location = a.headers.get("location");
			if (!REDIRECTS.has(a.status) || !location || hop >= 2) return a;
			const next = new URL(location, url);
			if (next.origin !== origin) return a;
			url = next.href;
		}
	}

	function failure(a: UpstreamAnswer, what: string, code?: CodeHostErrorCode): CodeHostError {
		const retryAfterSeconds = rateLimited(a);
		const said = upstreamMessage(a);
		if (retryAfterSeconds === null) {
			const message = scrub(`${label} answered ${a.status} to ${what}: ${said}`);
			return new CodeHostError(kindForStatus(a.status), message, a.status, { code });
		}
		// Rate limits come as 403 or 429: waiting helps, so the caller may retry, unlike a refused token.
		const message = scrub(`${label} rate-limited ${what}: ${said}`);
		return new CodeHostError("unavailable", message, a.status, { code: "rate_limited", retryAfterSeconds });
	}

	const malformed = (what: string) => new CodeHostError("unavailable", `${label} answered ${what} in an unknown shape`);

	/** The commit a ref names; null when the repository has no such ref (422 "No commit found", 409 empty). */
	async function commitSha(repo: string, ref: string, repoName: string): Promise<string | null> {
		const a = await send("GET", `/repos/${repo}/commits/${encodePath(ref)}`, { accept: SHA_MEDIA });
		if (a.status === 200) {
			const sha = FULL_SHA.test(a.text.trim()) ? a.text.trim() : a.json?.sha;
			if (typeof sha !== "string" || !FULL_SHA.test(sha)) throw malformed(`the commit of ${ref}`);
			return sha.toLowerCase();
		}
		if (a.status === 422 || a.status === 409) return null;
		if (a.status === 404)
			throw failure(a, `repository ${repoName} (unknown, or the token cannot read it)`, "repo_not_found");
		throw failure(a, `ref ${ref} of ${repoName}`);
	}

	type HookRow = { id: number; url: string | null };

	async function listHooks(repo: string, repoName: string): Promise<HookRow[]> {
		const rows: HookRow[] = [];
		let target: string | null = `/repos/${repo}/hooks?per_page=100`;
		for (let page = 0; target && page < MAX_HOOK_PAGES; page++) {
			const a = await send("GET", target);
			if (a.status === 404)
				throw failure(
					a,
					`the webhooks of ${repoName} (unknown, or the token may not manage its webhooks)`,
					"repo_not_found",
				);
			if (a.status !== 200) throw failure(a, `the webhooks of ${repoName}`);
			const list = jsonArray(a.text);
			if (!list) throw malformed("the webhook list");
			for (const h of list) {
				const id = h && typeof h === "object" ? (h as { id?: unknown }).id : undefined;
				const url = (h as { config?: { url?: unknown } }).config?.url;
				if (typeof id === "number") rows.push({ id, url: typeof url === "string" ? url : null });
			}
			target = nextLink(a.headers.get("link"), origin);
		}
		return rows;
	}

	const matching = async (repo: string, repoName: string, url: string) =>
		(await listHooks(repo, repoName))
			.filter((h) => h.url === url)
			.map((h) => h.id)
			.sort((x, y) => x - y);

	/** Updates hook `id`; false when it is gone (deleted meanwhile). */
	async function patchHook(repo: string, repoName: string, id: number, body: object): Promise<boolean> {
		const a = await send("PATCH", `/repos/${repo}/hooks/${id}`, { body });
		if (a.status === 404) return false;
		if (a.status !== 200) throw failure(a, `updating webhook ${id} of ${repoName}`);
		return true;
	}

	async function deleteHook(repo: string, repoName: string, id: number) {
		const a = await send("DELETE", `/repos/${repo}/hooks/${id}`);
		if (a.status !== 204 && a.status !== 404 && a.status !== 200)
			throw failure(a, `deleting webhook ${id} of ${repoName}`);
	}

	return {
		async resolveRef(repoFullName: string, ref: string): Promise<ResolvedRef> {
			const repo = repoPath(repoFullName);
			const wanted = ref.trim();
			const refNotFound = () =>
				new CodeHostError("not_found", scrub(`${repoFullName} has no branch, tag or commit ${wanted}`), null, {
					code: "ref_not_found",
				});
			if (FULL_SHA.test(wanted)) {
				const sha = await commitSha(repo, wanted.toLowerCase(), repoFullName);
				if (!sha) throw refNotFound();
				return { sha, kind: "commit" };
			}
			// A full ref names its kind; a short name is a branch first, then a tag (a tag that shares a
			// branch's name is reached as refs/tags/<name>), then an abbreviated commit sha.
			const full = /^refs\/(heads|tags)\/(.+)$/.exec(wanted);
			const name = full ? full[2] : wanted;
			if (!validRefName(name)) throw refNotFound();
			const tries: Array<[ResolvedRef["kind"], string]> = full
				? [[full[1] === "heads" ? "branch" : "tag", `${full[1]}/${name}`]]
				: [
						["branch", `heads/${name}`],
						["tag", `tags/${name}`],
					];
			if (!full && SHORT_SHA.test(name)) tries.push(["commit", name]);
			for (const [kind, path] of tries) {
				const sha = await commitSha(repo, path, repoFullName);
				if (sha) return { sha, kind };
			}
			throw refNotFound();
		},

		async fileAt(repoFullName: string, path: string, sha: string): Promise<string | null> {
			const repo = repoPath(repoFullName);
			const clean = path.replace(/^\/+/, "");
			if (!clean || clean.split("/").some((s) => s === "" || s === "." || s === ".."))
				throw new CodeHostError("rejected", `${path} is not a file path in a repository`);
			const a = await send("GET", `/repos/${repo}/contents/${encodePath(clean)}?ref=${encodeURIComponent(sha)}`);
			if (a.status === 404) return null;
			if (a.status !== 200) throw failure(a, `${clean} at ${sha} in ${repoFullName}`);
			// A directory answers a list; submodules and symlinks to outside files are no config either.
			if (jsonArray(a.text)) return null;
			const j = a.json;
			if (!j || typeof j.type !== "string") throw malformed(`the contents of ${clean}`);
			if (j.type !== "file") return null;
			if (j.encoding === "base64" && typeof j.content === "string") {
				const text = decodeBase64Text(j.content);
				if (text === null) throw malformed(`the contents of ${clean}`);
				return text;
			}
			// Over 1 MB GitHub sends no content (encoding "none") unless asked for the raw media type;
			// a config is capped far below that, so such a file is refused rather than downloaded.
			if (j.encoding === "none" || j.content === "")
				throw new CodeHostError(
					"rejected",
					`${clean} at ${sha} is ${Number(j.size) || "over 1 MB"} bytes: too large to read`,
					200,
					{
						code: "file_too_large",
					},
				);
			throw malformed(`the contents of ${clean}`);
		},

		async ensureHook(repoFullName: string, hook: HookSpec) {
			const repo = repoPath(repoFullName);
			if (hook.secret) secrets.add(hook.secret);
			const body = {
				active: true,
				events: [...hook.events],
				config: { url: hook.url, content_type: "json", secret: hook.secret, insecure_ssl: "0" },
			};
			// Another caller may create or delete the same hook between our calls: each round re-reads.
			for (let round = 0; round < 3; round++) {
				const ours = await matching(repo, repoFullName, hook.url);
				if (ours.length > 0) {
					const [keep, ...extra] = ours;
					if (!(await patchHook(repo, repoFullName, keep, body))) continue;
					for (const id of extra) await deleteHook(repo, repoFullName, id);
					return { id: keep, created: false };
				}
				const a = await send("POST", `/repos/${repo}/hooks`, { body: { name: "web", ...body } });
				// GitHub refuses a second hook with the same URL (422 "Hook already exists on this
				// repository"): a concurrent caller won; the next round finds and updates its hook.
				if (a.status === 422 && /already exists/i.test(upstreamMessage(a))) continue;
				if (a.status !== 201 && a.status !== 200) throw failure(a, `creating a webhook on ${repoFullName}`);
				const id = a.json?.id;
				if (typeof id !== "number") throw malformed("the created webhook");
				// Two creations that slipped past that check both show in a fresh list: every caller keeps
				// the oldest and deletes the rest, so they all converge on one hook.
				const now = await matching(repo, repoFullName, hook.url);
				const [keep, ...extra] = now.length > 0 ? now : [id];
				for (const other of extra) await deleteHook(repo, repoFullName, other);
				if (keep !== id && !(await patchHook(repo, repoFullName, keep, body))) continue;
				return { id: keep, created: keep === id };
			}
			throw new CodeHostError("unavailable", `${label} kept changing the webhooks of ${repoFullName}; try again`);
		},

		async createCommitStatus(repoFullName: string, sha: string, status: CommitStatus) {
			const repo = repoPath(repoFullName);
			if (!FULL_SHA.test(sha)) throw new CodeHostError("rejected", `${sha.slice(0, 50)} is not a commit sha`);
			const body = {
				state: status.state,
				description: status.description.slice(0, MAX_STATUS_DESCRIPTION),
				context: status.context,
				...(status.targetUrl ? { target_url: status.targetUrl } : {}),
			};
			const a = await send("POST", `/repos/${repo}/statuses/${sha.toLowerCase()}`, { body });
			if (a.status !== 201 && a.status !== 200)
				throw failure(a, `the commit status of ${sha.slice(0, 12)} on ${repoFullName}`);
			const id = a.json?.id;
			return { id: typeof id === "number" ? id : null };
		},
	};
}

/**
 * The repository's git URL for runners to clone: github.com for the public API, the host of a
 * GitHub Enterprise or local code host (its `/api/v3` dropped). A clone token travels as the
 * password of `x-access-token`, which GitHub accepts for personal access and app tokens alike.
 */
export function cloneUrl(env: Env, repoFullName: string, token: string | null | undefined): string {
	const api = new URL((env as { CODE_HOST_API_URL?: string }).CODE_HOST_API_URL || GITHUB_API_URL);
	const web = new URL(api.hostname === "api.github.com" ? "https://github.com" : api.origin);
	const prefix = api.pathname.replace(/\/api\/v3\/?$/, "").replace(/\/+$/, "");
	web.pathname = `${prefix}/${repoFullName}.git`;
	if (token) {
		web.username = "x-access-token";
		web.password = token;
	}
	return web.toString();
}
