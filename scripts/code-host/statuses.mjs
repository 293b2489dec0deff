// Commit statuses on the local code host (issue 41), as GitHub's REST API has them: POST
// /repos/{o}/{r}/statuses/{sha} (a token required, state one of error/failure/pending/success, 422
// otherwise), GET …/commits/{ref}/statuses (newest first, per_page/page) and GET …/commits/{ref}/status
// (the combined state and the newest status per context). Kept in one JSON file per bare repository
// (pasar-statuses.json), written under the repository's lock; the commit page (server.mjs) shows them.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = "pasar-statuses.json";
export const STATES = ["error", "failure", "pending", "success"];
const MAX_DESCRIPTION = 140;
/** GitHub keeps at most 1000 statuses per commit and context. */
const MAX_PER_CONTEXT = 1000;

export function readStatuses(repo) {
	const file = join(repo.path, FILE);
	if (!existsSync(file)) return { nextId: 1, statuses: [] };
	return JSON.parse(readFileSync(file, "utf8"));
}

function writeStatuses(repo, state) {
	const file = join(repo.path, FILE);
	writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
	renameSync(`${file}.tmp`, file);
}

/** The newest first statuses of a commit. */
export const statusesOf = (repo, sha) =>
	readStatuses(repo)
		.statuses.filter((s) => s.sha === sha)
		.sort((a, b) => b.id - a.id);

/** The newest status per context, newest first: what a commit shows. */
export function latestPerContext(list) {
	const seen = new Set();
	return list.filter((s) => !seen.has(s.context) && seen.add(s.context));
}

/** GitHub's combined state: failure if any is error or failure, pending if any is pending or none exists, else success. */
export function combinedState(latest) {
	if (latest.some((s) => s.state === "error" || s.state === "failure")) return "failure";
	if (!latest.length || latest.some((s) => s.state === "pending")) return "pending";
	return "success";
}

/** Why GitHub would refuse this body (422 errors[]), or null. */
export function checkStatus(b) {
	const invalid = (field, message) => [{ resource: "Status", code: "custom", field, message }];
	if (!b || !STATES.includes(b.state)) return invalid("state", "state is not included in the list");
	for (const field of ["target_url", "description", "context"])
		if (b[field] != null && typeof b[field] !== "string") return invalid(field, `${field} must be a string`);
	if (b.target_url) {
		let u = null;
		try {
			u = new URL(b.target_url);
		} catch {}
		if (!u || !/^https?:$/.test(u.protocol)) return invalid("target_url", "target_url must be an http(s) URL");
	}
	if ((b.description ?? "").length > MAX_DESCRIPTION)
		return invalid("description", `description is too long (maximum is ${MAX_DESCRIPTION} characters)`);
	if ((b.context ?? "").length > 255) return invalid("context", "context is too long (maximum is 255 characters)");
	return null;
}

/** Stores a status on `sha` (checked by the caller); answers it as GitHub does. */
export function addStatus(repo, sha, b, creator) {
	const state = readStatuses(repo);
	const now = new Date().toISOString();
	const status = {
		id: state.nextId++,
		sha,
		state: b.state,
		target_url: b.target_url || null,
		description: b.description || null,
		context: b.context || "default",
		creator,
		created_at: now,
		updated_at: now,
	};
	state.statuses.push(status);
	const same = state.statuses.filter((s) => s.sha === sha && s.context === status.context);
	if (same.length > MAX_PER_CONTEXT) state.statuses = state.statuses.filter((s) => s !== same[0]);
	writeStatuses(repo, state);
	return status;
}

/** A stored status in GitHub's shape. */
export function statusView(s, { base, repo, ownerView }) {
	const api = `${base}/api/v3/repos/${repo.fullName}`;
	return {
		url: `${api}/statuses/${s.sha}`,
		id: s.id,
		node_id: Buffer.from(`StatusContext:${s.id}`).toString("base64"),
		state: s.state,
		description: s.description,
		target_url: s.target_url,
		context: s.context,
		created_at: s.created_at,
		updated_at: s.updated_at,
		creator: ownerView(s.creator, base),
	};
}
