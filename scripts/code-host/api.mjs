// The local code host's REST API under /api/v3: the subset of GitHub's REST API (2022-11-28) that the
// pipeline service's client calls (docs/ci.md "Code host (GitHub REST client)"), with GitHub's shapes
// and errors: a repository, "Get a commit" (the sha media type or JSON), contents at a ref, hooks
// list (per_page, page, Link) / get / create / update / delete / ping; plus creating an empty
// repository (POST /orgs/{org}/repos, /user/repos); commit statuses (statuses.mjs, issue 41). Any bearer
// token is accepted and ignored, but creating a commit status needs one, as on GitHub (401 without).
import { ownerView, pingPayload, repoView } from "./events.mjs";
import { Repo, repoName, validPart } from "./git.mjs";
import { readHooks, wants, writeHooks } from "./hooks.mjs";
import { addStatus, checkStatus, combinedState, latestPerContext, statusesOf, statusView } from "./statuses.mjs";

const DOCS = "https://docs.github.com/rest";
const MAX_FILE = 1024 * 1024;
const SHA_MEDIA = "application/vnd.github.sha";

export class HttpAnswer {
	constructor(status, body, headers = {}) {
		this.status = status;
		this.body = body;
		this.headers = headers;
	}
}

const error = (status, message, extra = {}) =>
	new HttpAnswer(status, { message, documentation_url: DOCS, status: String(status), ...extra });
const notFound = () => error(404, "Not Found");
const validation = (message, field = "config") =>
	error(422, "Validation Failed", { errors: [{ resource: "Hook", code: "custom", field, message }] });

/** `a/b%2Fc` path segments → decoded; null when a segment cannot be decoded. */
function decodeSegments(rest) {
	try {
		return rest.split("/").map(decodeURIComponent);
	} catch {
		return null;
	}
}

function hookView(h, api) {
	const url = `${api}/hooks/${h.id}`;
	const { secret, ...config } = h.config;
	return {
		type: "Repository",
		id: h.id,
		name: "web",
		active: h.active,
		events: h.events,
		config: secret ? { ...config, secret: "********" } : config,
		updated_at: h.updatedAt,
		created_at: h.createdAt,
		url,
		test_url: `${url}/test`,
		ping_url: `${url}/pings`,
		deliveries_url: `${url}/deliveries`,
		last_response: h.lastResponse ?? { code: null, status: "unused", message: null },
	};
}

const EVENT = /^(\*|[a-z_]{1,60})$/;

/** Validates a hook's events and config as GitHub does; returns an HttpAnswer on a refusal. */
function checkHook(b, creating) {
	if (b.name !== undefined && b.name !== "web") return validation("Name must be web", "name");
	for (const key of ["events", "add_events", "remove_events"]) {
		const v = b[key];
		if (v === undefined) continue;
		if (!Array.isArray(v) || !v.every((e) => typeof e === "string" && EVENT.test(e)))
			return validation(`${key} must be a list of event names`, key);
	}
	if (b.active !== undefined && typeof b.active !== "boolean")
		return validation("active must be true or false", "active");
	if (b.config === undefined) return creating ? validation("Config url is missing") : null;
	if (!b.config || typeof b.config !== "object" || Array.isArray(b.config))
		return validation("config must be an object");
	const { url, content_type, secret, insecure_ssl } = b.config;
	if (url === undefined && creating) return validation("Config url is missing");
	if (url !== undefined) {
		let u = null;
		try {
			u = typeof url === "string" ? new URL(url) : null;
		} catch {}
		if (!u || !/^https?:$/.test(u.protocol)) return validation("Config url is not valid; it must be an http(s) URL");
	}
	if (content_type !== undefined && content_type !== "json" && content_type !== "form")
		return validation("Config content type must be json or form");
	if (secret !== undefined && typeof secret !== "string") return validation("Config secret must be a string");
	if (insecure_ssl !== undefined && !["0", "1", 0, 1].includes(insecure_ssl))
		return validation("Config insecure_ssl must be 0 or 1");
	return null;
}

/**
 * The REST handlers over the repositories under `dir`. `ctx` = {dir, base (the host's URL), lock,
 * deliveries, log}. handle(method, path after /api/v3, URLSearchParams, headers, raw body) → HttpAnswer.
 */
export function restApi(ctx) {
	const { dir, base, lock, deliveries } = ctx;

	async function repoOr404(owner, name) {
		if (!validPart(owner) || !validPart(name)) return null;
		const repo = new Repo(dir, owner, name);
		return repo.exists() ? repo : null;
	}

	async function getCommit(repo, ref, accept) {
		const sha = ref ? await repo.resolve(ref) : null;
		if (!sha) {
			if ((await repo.refs()).size === 0) return error(409, "Git Repository is empty.");
			return error(422, `No commit found for SHA: ${ref}`);
		}
		if (accept.includes(SHA_MEDIA))
			return new HttpAnswer(200, sha, { "Content-Type": "application/vnd.github.sha; charset=utf-8" });
		const c = await repo.commit(sha);
		const files = await repo.changes(c);
		const api = `${base}/api/v3/repos/${repo.fullName}`;
		const html = `${base}/${repo.fullName}`;
		return new HttpAnswer(200, {
			sha: c.id,
			node_id: Buffer.from(`Commit:${c.id}`).toString("base64"),
			commit: {
				author: c.author,
				committer: c.committer,
				message: c.message,
				tree: { sha: c.tree, url: `${api}/git/trees/${c.tree}` },
				url: `${api}/git/commits/${c.id}`,
				comment_count: 0,
			},
			url: `${api}/commits/${c.id}`,
			html_url: `${html}/commit/${c.id}`,
			author: null,
			committer: null,
			parents: c.parents.map((p) => ({ sha: p, url: `${api}/commits/${p}`, html_url: `${html}/commit/${p}` })),
			files: [
				...files.added.map((f) => ({ filename: f, status: "added" })),
				...files.removed.map((f) => ({ filename: f, status: "removed" })),
				...files.modified.map((f) => ({ filename: f, status: "modified" })),
			],
		});
	}

	async function getContents(repo, segments, query) {
		const path = segments.join("/");
		if (segments.some((s) => s === "." || s === "..") || (path !== "" && segments.includes(""))) return notFound();
		const ref = query.get("ref") || (await repo.defaultBranch());
		const sha = await repo.resolve(ref);
		if (!sha) {
			if ((await repo.refs()).size === 0) return error(404, "This repository is empty.");
			return error(404, `No commit found for the ref ${ref}`);
		}
		const entry = await repo.entry(sha, path);
		if (!entry) return notFound();
		const api = `${base}/api/v3/repos/${repo.fullName}`;
		const describe = (p, e) => {
			const self = `${api}/contents/${p}?ref=${encodeURIComponent(ref)}`;
			const git = `${api}/git/${e.kind === "dir" ? "trees" : "blobs"}/${e.oid}`;
			const html = `${base}/${repo.fullName}/${e.kind === "dir" ? "tree" : "blob"}/${ref}/${p}`;
			return {
				type: e.kind,
				size: e.size,
				name: p.split("/").pop(),
				path: p,
				sha: e.oid,
				url: self,
				git_url: git,
				html_url: html,
				download_url: e.kind === "file" ? `${base}/${repo.fullName}/raw/${sha}/${p}` : null,
				_links: { self, git, html },
			};
		};
		if (entry.kind === "dir") {
			const list = await repo.list(sha, path);
			return new HttpAnswer(
				200,
				list.map((e) => describe(path ? `${path}/${e.name}` : e.name, e)),
			);
		}
		const view = describe(path, entry);
		if (entry.kind === "symlink")
			return new HttpAnswer(200, { ...view, target: (await repo.blob(entry.oid)).toString() });
		if (entry.kind === "submodule") return new HttpAnswer(200, { ...view, submodule_git_url: null });
		// Over 1 MB GitHub leaves the content out (encoding "none") unless the raw media type is asked for.
		if (entry.size > MAX_FILE) return new HttpAnswer(200, { ...view, encoding: "none", content: "" });
		const b64 = (await repo.blob(entry.oid)).toString("base64");
		const content = b64.replace(/.{1,60}/g, "$&\n");
		return new HttpAnswer(200, { ...view, encoding: "base64", content });
	}

	function listHooks(repo, query) {
		const perPage = Math.min(100, Math.max(1, Number(query.get("per_page")) || 30));
		const page = Math.max(1, Math.floor(Number(query.get("page"))) || 1);
		const { hooks } = readHooks(repo);
		const api = `${base}/api/v3/repos/${repo.fullName}`;
		const last = Math.max(1, Math.ceil(hooks.length / perPage));
		const at = (p) => `<${api}/hooks?per_page=${perPage}&page=${p}>`;
		const links = [];
		if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
		if (page > 1) links.push(`${at(1)}; rel="first"`, `${at(Math.min(page - 1, last))}; rel="prev"`);
		const rows = hooks.slice((page - 1) * perPage, page * perPage).map((h) => hookView(h, api));
		return new HttpAnswer(200, rows, links.length ? { Link: links.join(", ") } : {});
	}

	const duplicate = (hooks, url, exceptId) => hooks.some((h) => h.id !== exceptId && h.config.url === url);

	function sendPing(repo, hook) {
		const api = `${base}/api/v3/repos/${repo.fullName}`;
		const payload = pingPayload(hook, hookView(hook, api), repoView(repo, { base, defaultBranch: "main" }), base);
		return deliveries.deliver({
			hook,
			event: "ping",
			payload,
			repoFullName: repo.fullName,
			onResponse: recordResponse(repo, hook.id),
		});
	}

	/** Writes the hook's last_response once a delivery finishes. */
	const recordResponse = (repo, id) => (rec) =>
		lock(repo.fullName, () => {
			const state = readHooks(repo);
			const h = state.hooks.find((x) => x.id === id);
			if (!h) return;
			h.lastResponse = {
				code: rec.statusCode,
				status: rec.status === "delivered" ? "active" : "failed",
				message: rec.statusCode ? `Status ${rec.statusCode}` : (rec.error ?? null),
			};
			writeHooks(repo, state);
		}).catch(() => {});

	const createHook = (repo, b) =>
		lock(repo.fullName, () => {
			const refused = checkHook(b, true);
			if (refused) return refused;
			const state = readHooks(repo);
			// GitHub's duplicate check: one hook per URL and repository.
			if (duplicate(state.hooks, b.config.url)) return validation("Hook already exists on this repository");
			const now = new Date().toISOString();
			const hook = {
				id: state.nextId++,
				active: b.active ?? true,
				events: [...new Set(b.events ?? ["push"])],
				config: {
					url: b.config.url,
					content_type: b.config.content_type ?? "form",
					insecure_ssl: String(b.config.insecure_ssl ?? "0"),
					...(b.config.secret ? { secret: b.config.secret } : {}),
				},
				createdAt: now,
				updatedAt: now,
			};
			state.hooks.push(hook);
			writeHooks(repo, state);
			// GitHub pings a new hook; nothing waits for it.
			if (hook.active) sendPing(repo, hook);
			const api = `${base}/api/v3/repos/${repo.fullName}`;
			return new HttpAnswer(201, hookView(hook, api), { Location: `${api}/hooks/${hook.id}` });
		});

	const updateHook = (repo, id, b) =>
		lock(repo.fullName, () => {
			const state = readHooks(repo);
			const hook = state.hooks.find((h) => h.id === id);
			if (!hook) return notFound();
			const refused = checkHook(b, false);
			if (refused) return refused;
			if (b.config?.url !== undefined && duplicate(state.hooks, b.config.url, id))
				return validation("Hook already exists on this repository");
			if (b.config) {
				const { secret, ...rest } = b.config;
				hook.config = { ...hook.config, ...rest };
				if (rest.insecure_ssl !== undefined) hook.config.insecure_ssl = String(rest.insecure_ssl);
				if (secret !== undefined) {
					if (secret) hook.config.secret = secret;
					else delete hook.config.secret;
				}
			}
			if (b.events) hook.events = [...new Set(b.events)];
			if (b.add_events) hook.events = [...new Set([...hook.events, ...b.add_events])];
			if (b.remove_events) hook.events = hook.events.filter((e) => !b.remove_events.includes(e));
			if (b.active !== undefined) hook.active = b.active;
			hook.updatedAt = new Date().toISOString();
			writeHooks(repo, state);
			return new HttpAnswer(200, hookView(hook, `${base}/api/v3/repos/${repo.fullName}`));
		});

	const deleteHook = (repo, id) =>
		lock(repo.fullName, () => {
			const state = readHooks(repo);
			const i = state.hooks.findIndex((h) => h.id === id);
			if (i < 0) return notFound();
			state.hooks.splice(i, 1);
			writeHooks(repo, state);
			return new HttpAnswer(204, null);
		});

	/** POST /orgs/{org}/repos, /user/repos: an empty repository (a first push creates one too). */
	async function createRepo(owner, b) {
		if (!b || typeof b.name !== "string")
			return error(422, "Validation Failed", {
				errors: [{ resource: "Repository", field: "name", code: "missing_field" }],
			});
		const name = repoName(b.name);
		if (!validPart(owner) || !name)
			return error(422, "Validation Failed", { errors: [{ resource: "Repository", field: "name", code: "invalid" }] });
		const repo = new Repo(dir, owner, name);
		return lock(`create:${repo.fullName}`, async () => {
			if (repo.exists())
				return error(422, "Repository creation failed.", {
					errors: [
						{ resource: "Repository", code: "custom", field: "name", message: "name already exists on this account" },
					],
				});
			await ctx.createRepo(repo);
			return new HttpAnswer(201, repoView(repo, { base, defaultBranch: "main" }));
		});
	}

	/** POST /repos/{o}/{r}/statuses/{sha}: 401 without a token, 422 for an unknown commit or a bad field. */
	const createStatus = (repo, ref, headers, b) =>
		lock(repo.fullName, async () => {
			const auth = /^(?:bearer|token)\s+\S+/i.test(headers.authorization ?? "");
			if (!auth) return error(401, "Requires authentication");
			const sha = /^[0-9a-f]{7,40}$/i.test(ref) ? await repo.resolve(ref) : null;
			if (!sha) return error(422, `No commit found for SHA: ${ref}`);
			const refused = checkStatus(b);
			if (refused) return error(422, "Validation Failed", { errors: refused });
			const view = statusView(addStatus(repo, sha, b, repo.owner), { base, repo, ownerView });
			return new HttpAnswer(201, view, { Location: view.url });
		});

	/** GET …/commits/{ref}/statuses (newest first, paged) and …/commits/{ref}/status (combined). */
	async function readStatusesOf(repo, ref, combined, query) {
		const sha = ref ? await repo.resolve(ref) : null;
		if (!sha) return error(422, `No commit found for SHA: ${ref}`);
		const all = statusesOf(repo, sha);
		const view = (s) => statusView(s, { base, repo, ownerView });
		if (!combined) {
			const perPage = Math.min(100, Math.max(1, Number(query.get("per_page")) || 30));
			const page = Math.max(1, Math.floor(Number(query.get("page"))) || 1);
			return new HttpAnswer(200, all.slice((page - 1) * perPage, page * perPage).map(view));
		}
		const latest = latestPerContext(all);
		const api = `${base}/api/v3/repos/${repo.fullName}`;
		return new HttpAnswer(200, {
			state: combinedState(latest),
			statuses: latest.map(view),
			sha,
			total_count: latest.length,
			repository: repoView(repo, { base, defaultBranch: await repo.defaultBranch() }),
			commit_url: `${api}/commits/${sha}`,
			url: `${api}/commits/${sha}/status`,
		});
	}

	async function handle(method, path, query, headers, raw) {
		let body;
		if (raw.length && (method === "POST" || method === "PATCH")) {
			try {
				body = JSON.parse(raw.toString("utf8"));
			} catch {
				return error(400, "Problems parsing JSON");
			}
			if (!body || typeof body !== "object" || Array.isArray(body)) return error(400, "Problems parsing JSON");
		}
		if (path === "" || path === "/")
			return new HttpAnswer(200, {
				current_user_url: `${base}/api/v3/user`,
				repository_url: `${base}/api/v3/repos/{owner}/{repo}`,
			});
		let m = /^\/(?:orgs\/([^/]+)|user)\/repos$/.exec(path);
		if (m && method === "POST") return createRepo(m[1] ?? "local", body);
		m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
		if (!m) return notFound();
		const repo = await repoOr404(m[1], m[2]);
		if (!repo) return notFound();
		const rest = m[3] ?? "";
		if (rest === "" && method === "GET")
			return new HttpAnswer(200, repoView(repo, { base, defaultBranch: await repo.defaultBranch() }));
		if ((m = /^\/statuses\/([^/]+)$/.exec(rest)) && method === "POST")
			return createStatus(repo, decodeURIComponent(m[1]), headers, body);
		if ((m = /^\/commits\/(.+)\/(statuses|status)$/.exec(rest)) && method === "GET") {
			const seg = decodeSegments(m[1]);
			return seg
				? readStatusesOf(repo, seg.join("/"), m[2] === "status", query)
				: error(422, "No commit found for SHA");
		}
		if ((m = /^\/commits\/(.+)$/.exec(rest)) && method === "GET") {
			const seg = decodeSegments(m[1]);
			return seg ? getCommit(repo, seg.join("/"), headers.accept ?? "") : error(422, "No commit found for SHA");
		}
		if ((m = /^\/contents(?:\/(.*))?$/.exec(rest)) && method === "GET") {
			const seg = decodeSegments((m[1] ?? "").replace(/\/+$/, ""));
			return seg ? getContents(repo, seg[0] === "" && seg.length === 1 ? [] : seg, query) : notFound();
		}
		if (rest === "/hooks") {
			if (method === "GET") return listHooks(repo, query);
			if (method === "POST") return body ? createHook(repo, body) : validation("Config url is missing");
		}
		if ((m = /^\/hooks\/(\d{1,15})(\/pings)?$/.exec(rest))) {
			const id = Number(m[1]);
			if (m[2] && method === "POST") {
				const hook = readHooks(repo).hooks.find((h) => h.id === id);
				if (!hook) return notFound();
				sendPing(repo, hook);
				return new HttpAnswer(204, null);
			}
			if (m[2]) return notFound();
			if (method === "GET") {
				const hook = readHooks(repo).hooks.find((h) => h.id === id);
				return hook ? new HttpAnswer(200, hookView(hook, `${base}/api/v3/repos/${repo.fullName}`)) : notFound();
			}
			if (method === "PATCH") return updateHook(repo, id, body ?? {});
			if (method === "DELETE") return deleteHook(repo, id);
		}
		return notFound();
	}

	return { handle, recordResponse };
}

/** The hooks of a repository that take `event` (for push deliveries). */
export const hooksFor = (repo, event) => readHooks(repo).hooks.filter((h) => wants(h, event));
