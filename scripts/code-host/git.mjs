// The local code host's view of its bare repositories, through the git CLI only (rev-parse, cat-file,
// ls-tree, for-each-ref, rev-list, diff-tree): names, refs, commits, files. Every argument that comes
// from a request is validated first and passed after --end-of-options, never through a shell.
// Objects named by a full sha never change, so they are read through one long-running
// `git cat-file --batch` per repository (a pipe round trip instead of a process per lookup: the
// Worker reads .pasar-ci.yml at a pushed sha for every push); refs are always read afresh.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const ZERO_SHA = "0000000000000000000000000000000000000000";
const PART = /^[A-Za-z0-9_.-]{1,100}$/;
const FULL_SHA = /^[0-9a-f]{40}$/;

/** owner and name as GitHub accepts them: [A-Za-z0-9_.-]{1,100}, neither "." nor "..". */
export const validPart = (s) => typeof s === "string" && PART.test(s) && s !== "." && s !== "..";

/** "app.git" → "app"; null when the name cannot be a repository's. */
export function repoName(raw) {
	const name = raw.endsWith(".git") ? raw.slice(0, -4) : raw;
	return validPart(name) ? name : null;
}

/** git check-ref-format's rules for a branch or tag name (no leading "-": never an option). */
export function validRefName(name) {
	if (!name || name.length > 255 || name === "@" || name.startsWith("-")) return false;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what git refuses
	if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock$|\.lock\//.test(name)) return false;
	return !name.split("/").some((c) => c.startsWith("."));
}

/** The environment git runs with: the caller's, minus anything that would point git elsewhere. */
export function gitEnv(extra = {}) {
	const env = {};
	for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("GIT_")) env[k] = v;
	return { ...env, GIT_TERMINAL_PROMPT: "0", GIT_CONFIG_NOSYSTEM: "1", ...extra };
}

/** Runs git; resolves {code, stdout (Buffer), stderr}, never rejects on a non-zero exit. */
export function git(args, { cwd, input, maxBuffer = 256 * 1024 * 1024 } = {}) {
	return new Promise((resolve, reject) => {
		const child = execFile(
			"git",
			args,
			{ cwd, env: gitEnv(), encoding: "buffer", maxBuffer },
			(err, stdout, stderr) => {
				if (err && typeof err.code !== "number") return reject(err);
				resolve({ code: err ? err.code : 0, stdout, stderr: stderr.toString() });
			},
		);
		if (input !== undefined) child.stdin.end(input);
	});
}

async function gitText(args, cwd) {
	const r = await git(args, { cwd });
	if (r.code !== 0) throw new Error(`git ${args[0]} failed (${r.code}): ${r.stderr.trim().slice(0, 300)}`);
	return r.stdout.toString("utf8");
}

/** Is `git http-backend` available? null when it is, else the reason. */
export async function httpBackendMissing() {
	try {
		const r = await git(["--exec-path"]);
		if (r.code !== 0) return "git is not installed";
		const dir = r.stdout.toString().trim();
		return existsSync(join(dir, "git-http-backend")) ? null : `git-http-backend is not in ${dir}`;
	} catch {
		return "git is not installed";
	}
}

/** An idle cat-file process is stopped after this long (a repository read once keeps no process). */
export const catFileIdle = { ms: 15_000 };

/**
 * A long-running `git cat-file --batch` (or --batch-check) in one repository: get(spec) answers
 * {oid, type, size, data} (data only with --batch), or null for a missing or ambiguous name. Requests
 * are answered in order; a process idle for catFileIdle.ms is stopped, and a stopped or dead one is
 * started again on the next request.
 */
class CatFile {
	constructor(cwd, mode) {
		this.cwd = cwd;
		this.mode = mode;
		this.child = null;
		this.queue = [];
		this.buf = Buffer.alloc(0);
		this.idle = null;
	}

	start() {
		const child = spawn("git", ["cat-file", this.mode], {
			cwd: this.cwd,
			env: gitEnv(),
			stdio: ["pipe", "pipe", "ignore"],
		});
		child.stdin.on("error", () => {});
		child.stdout.on("data", (chunk) => {
			this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
			this.drain();
		});
		const fail = () => {
			if (this.child !== child) return;
			this.child = null;
			this.buf = Buffer.alloc(0);
			for (const q of this.queue.splice(0)) q.reject(new Error("git cat-file stopped"));
		};
		child.on("exit", fail);
		child.on("error", fail);
		this.child = child;
	}

	drain() {
		while (this.queue.length) {
			const nl = this.buf.indexOf(10);
			if (nl < 0) return;
			const header = this.buf.subarray(0, nl).toString("utf8");
			const m = /^([0-9a-f]{40}) (\w+) (\d+)$/.exec(header);
			if (!m) {
				// "<spec> missing" or "<spec> ambiguous"
				this.buf = this.buf.subarray(nl + 1);
				this.queue.shift().resolve(null);
				continue;
			}
			const size = Number(m[3]);
			const withData = this.mode === "--batch";
			const need = nl + 1 + (withData ? size + 1 : 0);
			if (this.buf.length < need) return;
			const data = withData ? Buffer.from(this.buf.subarray(nl + 1, nl + 1 + size)) : null;
			this.buf = this.buf.subarray(need);
			this.queue.shift().resolve({ oid: m[1], type: m[2], size, data });
		}
		if (!this.queue.length) this.idleStop();
	}

	idleStop() {
		clearTimeout(this.idle);
		this.idle = setTimeout(() => !this.queue.length && this.stop(), catFileIdle.ms);
		this.idle.unref();
	}

	get(spec) {
		if (/[\n\r\0]/.test(spec)) return Promise.resolve(null);
		if (!this.child) this.start();
		clearTimeout(this.idle);
		return new Promise((resolve, reject) => {
			this.queue.push({ resolve, reject });
			this.child.stdin.write(`${spec}\n`);
		});
	}

	stop() {
		clearTimeout(this.idle);
		const child = this.child;
		this.child = null;
		this.buf = Buffer.alloc(0);
		child?.kill();
	}
}

const catFiles = new Map();

/** The shared cat-file process of a repository (mode "--batch" or "--batch-check"). */
function catFile(path, mode) {
	const key = `${mode} ${path}`;
	let c = catFiles.get(key);
	if (!c) catFiles.set(key, (c = new CatFile(path, mode)));
	return c;
}

/** How many cat-file processes of repositories under `root` are running. */
export const liveCatFiles = (root) => [...catFiles.values()].filter((c) => c.child && c.cwd.startsWith(root)).length;

/** Stops every cat-file process of repositories under `root` (the code host is closing). */
export function stopCatFiles(root) {
	for (const [key, c] of catFiles)
		if (c.cwd.startsWith(root)) {
			c.stop();
			catFiles.delete(key);
		}
}

/** A tree object's entries: {mode, name, oid}. */
function parseTree(data) {
	const out = [];
	let i = 0;
	while (i < data.length) {
		const sp = data.indexOf(32, i);
		const nul = data.indexOf(0, sp);
		out.push({
			mode: data.subarray(i, sp).toString("latin1").padStart(6, "0"),
			name: data.subarray(sp + 1, nul).toString("utf8"),
			oid: data.subarray(nul + 1, nul + 21).toString("hex"),
		});
		i = nul + 21;
	}
	return out;
}

const kindOf = (mode) =>
	mode === "040000" ? "dir" : mode === "160000" ? "submodule" : mode === "120000" ? "symlink" : "file";

/** One bare repository under the code host's directory: `<dir>/<owner>/<name>.git`. */
export class Repo {
	constructor(dir, owner, name) {
		this.owner = owner;
		this.name = name;
		this.fullName = `${owner}/${name}`;
		this.path = join(dir, owner, `${name}.git`);
	}

	exists() {
		return existsSync(join(this.path, "HEAD"));
	}

	run(args) {
		return git(args, { cwd: this.path });
	}

	text(args) {
		return gitText(args, this.path);
	}

	/** `git init --bare` with HEAD on main and pushes over HTTP allowed. */
	async init() {
		await gitText(["init", "--quiet", "--bare", "--initial-branch=main", this.path]);
		await this.text(["config", "http.receivepack", "true"]);
		// Every object a push brings is checked, as GitHub does.
		await this.text(["config", "receive.fsckObjects", "true"]);
	}

	/** Map refname → sha of every branch and tag (tags as their own object, not peeled). */
	async refs() {
		const out = await this.text(["for-each-ref", "--format=%(objectname) %(refname)", "refs/heads", "refs/tags"]);
		const map = new Map();
		for (const line of out.split("\n")) {
			const i = line.indexOf(" ");
			if (i > 0) map.set(line.slice(i + 1), line.slice(0, i));
		}
		return map;
	}

	/** The default branch: HEAD's target ("main" for a new repository). */
	async defaultBranch() {
		const r = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"]);
		return r.code === 0 ? r.stdout.toString().trim() : "main";
	}

	/** The commit `rev` names (peeling tags), or null. `rev` must already be validated. */
	async commitOf(rev) {
		// A full sha names the same object forever: the long-running reader answers it.
		if (FULL_SHA.test(rev)) {
			const o = await catFile(this.path, "--batch-check").get(`${rev}^{commit}`);
			return o?.type === "commit" ? o.oid : null;
		}
		const r = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
		const sha = r.stdout.toString().trim();
		return r.code === 0 && FULL_SHA.test(sha) ? sha : null;
	}

	/**
	 * The commit a REST `ref` names, as GitHub's "Get a commit" reads it: a (short) sha, heads/x,
	 * tags/x, refs/heads/x, refs/tags/x, or a bare branch then tag name. null when there is none.
	 */
	async resolve(ref) {
		if (/^[0-9a-fA-F]{7,40}$/.test(ref)) {
			const sha = await this.commitOf(ref.toLowerCase());
			if (sha) return sha;
		}
		const m = /^(?:refs\/)?(heads|tags)\/(.+)$/.exec(ref);
		const candidates = m ? [`refs/${m[1]}/${m[2]}`] : [`refs/heads/${ref}`, `refs/tags/${ref}`];
		for (const full of candidates) {
			if (!validRefName(full.replace(/^refs\/(heads|tags)\//, ""))) continue;
			const sha = await this.commitOf(full);
			if (sha) return sha;
		}
		return null;
	}

	/** A commit's fields (author and committer with ISO dates, message, tree, parents). */
	async commit(sha) {
		const fmt = ["%H", "%T", "%P", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%B"].join("%x00");
		const out = await this.text(["show", "-s", `--format=${fmt}`, "--end-of-options", sha]);
		const [id, tree, parents, an, ae, ad, cn, ce, cd, ...msg] = out.split("\0");
		return {
			id,
			tree,
			parents: parents ? parents.split(" ") : [],
			author: { name: an, email: ae, date: ad },
			committer: { name: cn, email: ce, date: cd },
			message: msg.join("\0").replace(/\n+$/, ""),
		};
	}

	/** Files a commit added, removed and modified against its first parent (renames as remove + add). */
	async changes(commit) {
		const base = ["diff-tree", "-r", "-z", "--no-commit-id", "--no-renames", "--name-status"];
		const args = commit.parents.length ? [...base, commit.parents[0], commit.id] : [...base, "--root", commit.id];
		const parts = (await this.text(args)).split("\0");
		const out = { added: [], removed: [], modified: [] };
		for (let i = 0; i + 1 < parts.length; i += 2) {
			const [status, path] = [parts[i], parts[i + 1]];
			(status === "A" ? out.added : status === "D" ? out.removed : out.modified).push(path);
		}
		return out;
	}

	/** Commits reachable from `head` but not from `exclude` (shas), oldest first, the newest `limit`. */
	async newCommits(head, exclude, limit) {
		const args = ["rev-list", "--topo-order", `--max-count=${limit}`, head, "--not", ...exclude];
		return (await this.text(args)).split("\n").filter(Boolean).reverse();
	}

	/** Is `a` an ancestor of `b`? */
	async isAncestor(a, b) {
		return (await this.run(["merge-base", "--is-ancestor", a, b])).code === 0;
	}

	/**
	 * What is at `path` in commit `sha` (a full sha): {kind: "file"|"dir"|"symlink"|"submodule", oid,
	 * size, mode} or null. `path` "" is the root tree. Read through the long-running cat-file.
	 */
	async entry(sha, path) {
		const batch = catFile(this.path, "--batch");
		const root = await batch.get(`${sha}^{tree}`);
		if (root?.type !== "tree") return null;
		if (!path) return { kind: "dir", oid: root.oid, mode: "040000", size: 0 };
		const parts = path.split("/");
		let tree = root;
		let found = null;
		for (let i = 0; i < parts.length; i++) {
			found = parseTree(tree.data).find((e) => e.name === parts[i]) ?? null;
			if (!found) return null;
			if (i === parts.length - 1) break;
			if (found.mode !== "040000") return null;
			tree = await batch.get(found.oid);
			if (tree?.type !== "tree") return null;
		}
		const kind = kindOf(found.mode);
		if (kind === "dir" || kind === "submodule") return { kind, oid: found.oid, size: 0, mode: found.mode };
		const head = await catFile(this.path, "--batch-check").get(found.oid);
		return { kind, oid: found.oid, size: head?.size ?? 0, mode: found.mode };
	}

	/** The entries of a tree at `path` in commit `sha`. */
	async list(sha, path) {
		const r = await this.run(["ls-tree", "-l", "-z", "--full-tree", `${sha}:${path}`]);
		if (r.code !== 0) return [];
		return r.stdout
			.toString("utf8")
			.split("\0")
			.filter(Boolean)
			.map((line) => {
				const [, mode, type, oid, size, name] = /^(\d+) (\w+) ([0-9a-f]{40})\s+(-|\d+)\t(.*)$/s.exec(line);
				const kind = type === "tree" ? "dir" : type === "commit" ? "submodule" : mode === "120000" ? "symlink" : "file";
				return { name, kind, oid, size: size === "-" ? 0 : Number(size), mode };
			});
	}

	async blob(oid) {
		const o = await catFile(this.path, "--batch").get(oid);
		if (o?.type !== "blob") throw new Error(`no blob ${oid}`);
		return o.data;
	}
}
