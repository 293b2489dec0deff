// GitHub-shaped payloads of the local code host: the repository object, `push` events made from the
// refs a push changed (one event per ref, as GitHub sends them) and the `ping` a new hook gets.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ZERO_SHA } from "./git.mjs";

/** GitHub sends at most this many commits in a push event (the newest, oldest first). */
export const MAX_COMMITS = 20;
const META = "pasar-repo.json";

/** A stable numeric id from a name (repositories and users have numeric ids on GitHub). */
export const numericId = (s) => Number.parseInt(createHash("sha1").update(s).digest("hex").slice(0, 8), 16);

/** The repository's id and creation time, written at `git init`. */
export function repoMeta(repo) {
	const file = join(repo.path, META);
	if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
	const meta = {
		id: numericId(repo.fullName),
		createdAt: existsSync(repo.path) ? statSync(repo.path).birthtime.toISOString() : new Date().toISOString(),
	};
	if (existsSync(repo.path)) writeFileSync(file, JSON.stringify(meta));
	return meta;
}

export function ownerView(login, base) {
	return {
		login,
		id: numericId(`user:${login}`),
		type: "User",
		site_admin: false,
		url: `${base}/api/v3/users/${login}`,
		html_url: `${base}/${login}`,
	};
}

/** The REST repository object (pushEvent: GitHub's push payload writes times as unix seconds there). */
export function repoView(repo, { base, defaultBranch, pushedAt = null, pushEvent = false }) {
	const meta = repoMeta(repo);
	const api = `${base}/api/v3/repos/${repo.fullName}`;
	const time = (iso) => (iso == null ? null : pushEvent ? Math.floor(Date.parse(iso) / 1000) : iso);
	const owner = ownerView(repo.owner, base);
	return {
		id: meta.id,
		node_id: Buffer.from(`Repository:${meta.id}`).toString("base64"),
		name: repo.name,
		full_name: repo.fullName,
		private: false,
		owner: pushEvent ? { name: repo.owner, email: null, ...owner } : owner,
		html_url: `${base}/${repo.fullName}`,
		description: null,
		fork: false,
		url: pushEvent ? `${base}/${repo.fullName}` : api,
		hooks_url: `${api}/hooks`,
		git_url: `${base}/${repo.fullName}.git`,
		clone_url: `${base}/${repo.fullName}.git`,
		created_at: time(meta.createdAt),
		updated_at: meta.updatedAt ?? meta.createdAt,
		pushed_at: time(pushedAt ?? meta.pushedAt ?? null),
		default_branch: defaultBranch,
		master_branch: pushEvent ? defaultBranch : undefined,
		visibility: "public",
		archived: false,
		disabled: false,
	};
}

/** A commit as push events carry it. */
async function eventCommit(repo, sha, base) {
	const c = await repo.commit(sha);
	const files = await repo.changes(c);
	const person = (p) => ({ name: p.name, email: p.email, username: p.name });
	return {
		id: c.id,
		tree_id: c.tree,
		distinct: true,
		message: c.message,
		timestamp: c.author.date,
		url: `${base}/${repo.fullName}/commit/${c.id}`,
		author: person(c.author),
		committer: person(c.committer),
		...files,
	};
}

/**
 * The push event for one ref that moved from `before` to `after` (either may be absent: created or
 * deleted); `others` are the shas every other ref pointed at before the push (a new branch lists only
 * the commits the repository did not have).
 */
export async function pushPayload(repo, { ref, before, after, others, base, pusher, defaultBranch }) {
	const created = !before;
	const deleted = !after;
	const isBranch = ref.startsWith("refs/heads/");
	const head = deleted ? null : await repo.commitOf(after);
	let shas = [];
	if (isBranch && head) shas = await repo.newCommits(head, created ? others : [before], MAX_COMMITS);
	const commits = [];
	for (const sha of shas) commits.push(await eventCommit(repo, sha, base));
	const headCommit = head ? (commits.find((c) => c.id === head) ?? (await eventCommit(repo, head, base))) : null;
	const forced = isBranch && !created && !deleted && !(await repo.isAncestor(before, after));
	const html = `${base}/${repo.fullName}`;
	const short = (s) => (s ?? ZERO_SHA).slice(0, 12);
	const compare = created
		? `${html}/compare/${ref.replace(/^refs\/(heads|tags)\//, "")}`
		: `${html}/compare/${short(before)}...${short(after)}`;
	return {
		ref,
		before: before ?? ZERO_SHA,
		after: after ?? ZERO_SHA,
		repository: repoView(repo, { base, defaultBranch, pushedAt: new Date().toISOString(), pushEvent: true }),
		pusher: { name: pusher, email: null },
		sender: ownerView(pusher, base),
		created,
		deleted,
		forced,
		base_ref: null,
		compare,
		commits,
		head_commit: headCommit,
	};
}

/** The refs a push changed: [{ref, before, after}] (absent before = created, absent after = deleted). */
export function changedRefs(beforeRefs, afterRefs) {
	const names = [...new Set([...beforeRefs.keys(), ...afterRefs.keys()])].sort();
	return names
		.filter((ref) => beforeRefs.get(ref) !== afterRefs.get(ref))
		.map((ref) => ({ ref, before: beforeRefs.get(ref) ?? null, after: afterRefs.get(ref) ?? null }));
}

export function pingPayload(hook, hookView, repoObject, base) {
	return {
		zen: "Keep it logically awesome.",
		hook_id: hook.id,
		hook: hookView,
		repository: repoObject,
		sender: ownerView(repoObject.owner.login, base),
	};
}
