// The local code host (issue 21): a small GitHub stand-in on 127.0.0.1 so the pipeline service works
// offline end to end. `npm start` runs it on :8788 (CI_GIT_PORT) with repositories under
// .wrangler/code-host/, and points the Worker at it (CODE_HOST_API_URL=http://127.0.0.1:8788/api/v3).
//   - git over smart HTTP through `git http-backend`: the first
//     `git push http://127.0.0.1:8788/<owner>/<name>.git main` creates the bare repository;
//   - /api/v3: the GitHub REST subset the pipeline service's client calls (api.mjs);
//   - after every push, GitHub-shaped `push` events to the repository's hooks, signed with
//     X-Hub-Signature-256 (hooks.mjs, events.mjs); GET /_local/deliveries lists them;
//   - GET /<owner>/<name>/commit/<sha>: a small commit page with its commit statuses (statuses.mjs).
//   node scripts/code-host/server.mjs [--port 8788] [--dir .wrangler/code-host]
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hooksFor, restApi } from "./api.mjs";
import { changedRefs, pushPayload, repoMeta } from "./events.mjs";
import { gitEnv, Repo, repoName, stopCatFiles, validPart } from "./git.mjs";
import { deliveryLog, keyedLock } from "./hooks.mjs";
import { combinedState, latestPerContext, statusesOf } from "./statuses.mjs";

const MAX_API_BODY = 10 * 1024 * 1024;
const COMMIT_PAGE = /^\/([^/]+)\/([^/]+)\/commit\/([0-9a-fA-F]{7,40})$/;
const GIT_PATH = /^\/([^/]+)\/([^/]+)\/(info\/refs|git-upload-pack|git-receive-pack|HEAD|objects\/[0-9a-zA-Z/._-]+)$/;

/** The pusher: the Basic-auth user a git client sent, else the repository's owner. */
function userOf(req, owner) {
	const auth = req.headers.authorization ?? "";
	if (auth.startsWith("Basic ")) {
		const user = Buffer.from(auth.slice(6), "base64").toString("utf8").split(":")[0];
		if (validPart(user)) return user;
	}
	return owner;
}

/**
 * Runs `git http-backend` as a CGI for one request: the request body streams into it, its CGI
 * headers (Status:) become the response's, the rest streams out. Resolves with its exit code.
 */
function httpBackend(req, res, { root, pathInfo, query, user, log }) {
	const env = gitEnv({
		GIT_PROJECT_ROOT: root,
		GIT_HTTP_EXPORT_ALL: "1",
		GIT_HTTP_MAX_REQUEST_BUFFER: "100M",
		GATEWAY_INTERFACE: "CGI/1.1",
		SERVER_PROTOCOL: "HTTP/1.1",
		REQUEST_METHOD: req.method,
		PATH_INFO: pathInfo,
		QUERY_STRING: query,
		CONTENT_TYPE: req.headers["content-type"] ?? "",
		REMOTE_USER: user,
		REMOTE_ADDR: req.socket.remoteAddress ?? "127.0.0.1",
	});
	if (req.headers["content-length"]) env.CONTENT_LENGTH = req.headers["content-length"];
	// git sends large fetch negotiations gzipped; http-backend inflates them itself.
	if (req.headers["content-encoding"]) env.HTTP_CONTENT_ENCODING = req.headers["content-encoding"];
	if (req.headers["git-protocol"]) env.HTTP_GIT_PROTOCOL = req.headers["git-protocol"];
	return new Promise((done) => {
		const child = spawn("git", ["http-backend"], { env, stdio: ["pipe", "pipe", "pipe"] });
		let head = Buffer.alloc(0);
		let started = false;
		let stderr = "";
		child.stdin.on("error", () => {});
		req.pipe(child.stdin);
		req.on("aborted", () => child.kill("SIGTERM"));
		child.stderr.on("data", (c) => {
			if (stderr.length < 4096) stderr += c;
		});
		const onData = (chunk) => {
			head = Buffer.concat([head, chunk]);
			const crlf = head.indexOf("\r\n\r\n");
			const lf = head.indexOf("\n\n");
			const at = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf : lf;
			if (at < 0) return;
			const sep = at === crlf ? 4 : 2;
			let status = 200;
			const headers = {};
			for (const line of head.subarray(0, at).toString("latin1").split(/\r?\n/)) {
				const i = line.indexOf(":");
				if (i <= 0) continue;
				const k = line.slice(0, i).trim();
				const v = line.slice(i + 1).trim();
				if (k.toLowerCase() === "status") status = Number.parseInt(v, 10) || 500;
				else headers[k] = v;
			}
			started = true;
			child.stdout.off("data", onData);
			res.writeHead(status, headers);
			res.write(head.subarray(at + sep));
			child.stdout.pipe(res);
		};
		child.stdout.on("data", onData);
		child.on("error", (err) => {
			log(`git http-backend could not start: ${err.message}`);
		});
		child.on("close", (code) => {
			if (code !== 0 && stderr.trim()) log(`git http-backend (${pathInfo}): ${stderr.trim().slice(0, 500)}`);
			if (!started) {
				if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
				res.end("git http-backend failed\n");
			}
			done(code ?? 1);
		});
	});
}

function readBody(req, limit) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let size = 0;
		req.on("data", (c) => {
			size += c.length;
			if (size > limit) {
				reject(Object.assign(new Error("body too large"), { status: 413 }));
				req.destroy();
			} else chunks.push(c);
		});
		req.on("end", () => resolve(Buffer.concat(chunks)));
		req.on("error", reject);
	});
}

const escapeHtml = (v) =>
	String(v ?? "").replace(
		/[&<>"']/g,
		(c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
	);

/** The commit page: message, author, and the newest status per context with its link (as GitHub's checks list). */
async function commitPage(repo, ref) {
	const sha = await repo.resolve(ref);
	if (!sha) return null;
	const c = await repo.commit(sha);
	const latest = latestPerContext(statusesOf(repo, sha));
	const rows = latest
		.map((s) => {
			const link = s.target_url ? `<a href="${escapeHtml(s.target_url)}">Details</a>` : "";
			return `<li class="${escapeHtml(s.state)}"><strong>${escapeHtml(s.state)}</strong> ${escapeHtml(s.context)} — ${escapeHtml(s.description)} ${link}</li>`;
		})
		.join("\n");
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(c.message.split("\n")[0])} · ${escapeHtml(repo.fullName)}@${sha.slice(0, 7)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}code{font-size:.9em}
li{margin:.25rem 0}.success strong{color:#116329}.failure strong,.error strong{color:#a40e26}.pending strong{color:#7d4e00}</style></head>
<body><p><a href="/">Local code host</a> / ${escapeHtml(repo.fullName)}</p>
<h1>${escapeHtml(c.message.split("\n")[0])}</h1>
<p>${escapeHtml(c.author.name)} committed <code>${sha}</code> on ${escapeHtml(c.committer.date)}</p>
<h2>Checks: <span id="combined">${combinedState(latest)}</span></h2>
${latest.length ? `<ul id="statuses">${rows}</ul>` : "<p>No commit statuses.</p>"}
</body></html>`;
}

function send(res, status, body, headers = {}) {
	const text = body == null ? "" : typeof body === "string" ? body : JSON.stringify(body, null, 2);
	const type = typeof body === "string" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8";
	res.writeHead(status, { ...(body == null ? {} : { "Content-Type": type }), ...headers });
	res.end(text);
}

/**
 * Starts the code host on 127.0.0.1:`port` (0: any free port) with its bare repositories under `dir`.
 * Returns {url, apiUrl, dir, deliveries, idle(), close()}; idle() waits for deliveries under way.
 */
export async function startCodeHost({ port = 0, dir, log = () => {} } = {}) {
	if (!dir) throw new Error("startCodeHost needs a dir for its repositories");
	const root = resolve(dir);
	mkdirSync(root, { recursive: true });
	const lock = keyedLock();
	const deliveries = deliveryLog({ log });
	const building = new Set();
	let base = "";

	async function createRepo(repo) {
		mkdirSync(join(root, repo.owner), { recursive: true });
		await repo.init();
		repoMeta(repo);
		log(`created ${repo.fullName}`);
	}

	const ctx = { dir: root, lock, deliveries, log, createRepo };
	let api = null;

	/** After a push: each changed ref's push event to each active hook that takes `push`, in push order. */
	function afterPush(repo, before, after, pusher) {
		const changes = changedRefs(before, after);
		if (!changes.length) return;
		const run = lock(`events:${repo.fullName}`, async () => {
			const hooks = hooksFor(repo, "push");
			const defaultBranch = await repo.defaultBranch();
			for (const change of changes) {
				const others = [...before].filter(([ref]) => ref !== change.ref).map(([, sha]) => sha);
				const payload = await pushPayload(repo, { ...change, others, base, pusher, defaultBranch });
				log(`push ${repo.fullName} ${change.ref} ${payload.before.slice(0, 7)}..${payload.after.slice(0, 7)}`);
				for (const hook of hooks)
					deliveries.deliver({
						hook,
						event: "push",
						payload,
						repoFullName: repo.fullName,
						onResponse: api.recordResponse(repo, hook.id),
					});
			}
		}).catch((err) => log(`push events for ${repo.fullName} failed: ${err.message}`));
		building.add(run);
		run.finally(() => building.delete(run));
	}

	/** A repository's first branch becomes its default when HEAD names none (a first push of master). */
	async function settleHead(repo, refs) {
		const current = await repo.defaultBranch();
		if (refs.has(`refs/heads/${current}`)) return;
		const branches = [...refs.keys()].filter((r) => r.startsWith("refs/heads/"));
		const pick = ["refs/heads/main", "refs/heads/master"].find((b) => refs.has(b)) ?? branches[0];
		if (pick) await repo.run(["symbolic-ref", "HEAD", pick]);
	}

	async function handleGit(req, res, m, query) {
		const [, owner, rawName, rest] = m;
		const name = repoName(rawName);
		if (!validPart(owner) || !name)
			return send(res, 400, "Invalid repository name: owner and name are [A-Za-z0-9_.-]{1,100}, not . or ..\n");
		const repo = new Repo(root, owner, name);
		const service = new URLSearchParams(query).get("service");
		if (!repo.exists()) {
			// A first push creates the repository (its receive-pack advertisement comes first).
			if (rest === "info/refs" && service === "git-receive-pack" && req.method === "GET")
				await lock(`create:${repo.fullName}`, () => (repo.exists() ? null : createRepo(repo)));
			else return send(res, 404, "Repository not found.\n");
		}
		const user = userOf(req, owner);
		const opts = { root, pathInfo: `/${owner}/${name}.git/${rest}`, query, user, log };
		if (rest !== "git-receive-pack" || req.method !== "POST") return httpBackend(req, res, opts);
		// One push at a time per repository: the refs before and after it are what this push changed.
		const push = lock(`push:${repo.fullName}`, async () => {
			const before = await repo.refs();
			await httpBackend(req, res, opts);
			const after = await repo.refs();
			await settleHead(repo, after);
			if (changedRefs(before, after).length)
				writeFileSync(
					join(repo.path, "pasar-repo.json"),
					JSON.stringify({ ...repoMeta(repo), pushedAt: new Date().toISOString() }),
				);
			afterPush(repo, before, after, user);
		});
		// idle() counts a push from its first byte: its events are built once git has answered.
		building.add(push);
		push.catch(() => {}).finally(() => building.delete(push));
		await push;
	}

	function handleLocal(req, res, path, query) {
		if (path === "/_local/deliveries") {
			if (req.method === "DELETE") {
				deliveries.records.length = 0;
				return send(res, 204, null);
			}
			const full = new URLSearchParams(query).get("full") === "1";
			const list = [...deliveries.records].reverse().map((r) => (full ? r : deliveries.summary(r)));
			return send(res, 200, list);
		}
		const m = /^\/_local\/deliveries\/([0-9a-f-]{36})$/.exec(path);
		if (m) {
			const rec = deliveries.records.find((r) => r.guid === m[1]);
			return rec ? send(res, 200, rec) : send(res, 404, { message: "Not Found" });
		}
		if (path === "/_local/repos") {
			const repos = [];
			for (const owner of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()))
				for (const r of readdirSync(join(root, owner.name)).filter((n) => n.endsWith(".git")))
					repos.push({ fullName: `${owner.name}/${r.slice(0, -4)}`, cloneUrl: `${base}/${owner.name}/${r}` });
			return send(res, 200, repos);
		}
		return send(res, 404, { message: "Not Found" });
	}

	const server = createServer(async (req, res) => {
		const url = req.url ?? "/";
		const q = url.indexOf("?");
		const path = q < 0 ? url : url.slice(0, q);
		const query = q < 0 ? "" : url.slice(q + 1);
		try {
			if (path === "/api/v3" || path.startsWith("/api/v3/")) {
				const raw = await readBody(req, MAX_API_BODY);
				const a = await api.handle(req.method, path.slice(7), new URLSearchParams(query), req.headers, raw);
				return send(res, a.status, a.body, {
					"X-GitHub-Api-Version-Selected": "2022-11-28",
					"X-GitHub-Media-Type": "github.v3; format=json",
					...a.headers,
				});
			}
			if (path.startsWith("/_local/")) return handleLocal(req, res, path, query);
			const page = req.method === "GET" && COMMIT_PAGE.exec(path);
			if (page) {
				const repo = validPart(page[1]) && validPart(page[2]) ? new Repo(root, page[1], page[2]) : null;
				const html = repo?.exists() ? await commitPage(repo, page[3].toLowerCase()) : null;
				if (!html) return send(res, 404, "Commit not found.\n");
				res.writeHead(200, {
					"Content-Type": "text/html; charset=utf-8",
					"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
				});
				return res.end(html);
			}
			const m = GIT_PATH.exec(path);
			if (m) return await handleGit(req, res, m, query);
			if (path === "/")
				return send(
					res,
					200,
					`Pasar local code host\n  git push ${base}/<owner>/<name>.git main\n  REST: ${base}/api/v3\n  deliveries: ${base}/_local/deliveries\n`,
				);
			return send(res, 404, { message: "Not Found" });
		} catch (err) {
			log(`${req.method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
			if (!res.headersSent) send(res, err.status ?? 500, { message: err.status ? err.message : "Server Error" });
			else res.destroy();
		}
	});

	await new Promise((ok, fail) => {
		server.once("error", fail);
		server.listen(port, "127.0.0.1", ok);
	});
	base = `http://127.0.0.1:${server.address().port}`;
	ctx.base = base;
	api = restApi(ctx);
	return {
		url: base,
		apiUrl: `${base}/api/v3`,
		dir: root,
		deliveries: deliveries.records,
		async idle() {
			while (building.size) await Promise.allSettled([...building]);
			await deliveries.idle();
		},
		close: () =>
			new Promise((ok) => {
				stopCatFiles(root);
				server.close(() => ok());
				server.closeAllConnections?.();
			}),
	};
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
	const arg = (name, fallback) => {
		const i = process.argv.indexOf(name);
		return i > 0 ? process.argv[i + 1] : fallback;
	};
	const dir = arg("--dir", join(process.cwd(), ".wrangler", "code-host"));
	const host = await startCodeHost({
		port: Number(arg("--port", process.env.CI_GIT_PORT ?? 8788)),
		dir,
		log: (m) => console.log(`[code-host] ${m}`),
	});
	console.log(`local code host on ${host.url} (repositories in ${dir})`);
	console.log(`  git push ${host.url}/<owner>/<name>.git main`);
	console.log(`  CODE_HOST_API_URL=${host.apiUrl}`);
	if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
}
