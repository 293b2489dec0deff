import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Env } from "../../../env";
import { DecryptError, wrapKey } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { pinnedEnv, shardCount } from "../../../platform/shards";
import { zodToApiError } from "../../../platform/validation";
import { workspaceEnv } from "../../admin/public";
import { currentMasterKeyId, projectKeyScope, unwrapProjectKey, wrappedUnder } from "../projects/domain/envelope";
import { projects } from "../schema";
import { db } from "../store";

// MASTER_KEY rotation (docs/secrets.md "Rotating MASTER_KEY"): with the new key in MASTER_KEY and
// the old one in MASTER_KEY_PREVIOUS, re-wrap every project key under the new master key. Values
// are never touched: they are sealed by the project keys, which do not change.

type KeyEnv = Pick<Env, "DB_SECRETS" | "MASTER_KEY" | "MASTER_KEY_PREVIOUS">;

export const RewrapInput = z.strictObject({
	/** Resume after this project id (the previous step's nextCursor). */
	cursor: z.string().min(1).max(100).optional(),
	limit: z.number().int().min(1).max(500).default(100),
	/** Only this workspace's projects (a canary run before the whole fleet). */
	workspaceId: z.string().min(1).max(100).optional(),
	/** Count what would be re-wrapped without writing. */
	dryRun: z.boolean().default(false),
});

export interface RewrapReport {
	masterKeyId: string;
	scanned: number;
	rewrapped: number;
	alreadyCurrent: number;
	/** dryRun only: wrapped under another key and openable now. */
	pending: number;
	failed: { projectId: string; reason: string }[];
	nextCursor: string | null;
	[k: string]: unknown;
}

/**
 * One bounded step over the projects of every shard (issue 38) in (shard, id) order, or of one
 * workspace. The cursor is "<shard>:<last project id>" ("1:" starts shard 1); a bare project id, from
 * before sharding, resumes shard 0. Safe to run twice or concurrently: each update is a
 * compare-and-set on the old wrapped key.
 */
export async function rewrapProjectKeys(env: Env, input: z.input<typeof RewrapInput> = {}): Promise<RewrapReport> {
	const parsed = RewrapInput.parse(input);
	if (parsed.workspaceId) return rewrapShard(await workspaceEnv(env, parsed.workspaceId), parsed, parsed.cursor);
	const at = parsed.cursor?.match(/^(\d+):(.*)$/);
	const shard = at ? Number(at[1]) : 0;
	if (shard >= shardCount(env, "DB_SECRETS"))
		throw new ApiError(400, "validation_error", "cursor names a shard this deployment does not declare", "cursor");
	const report = await rewrapShard(
		pinnedEnv(env, "DB_SECRETS", shard),
		parsed,
		at ? at[2] || undefined : parsed.cursor,
	);
	const more = report.nextCursor ?? (shard + 1 < shardCount(env, "DB_SECRETS") ? "" : null);
	report.nextCursor = more === null ? null : `${report.nextCursor === null ? shard + 1 : shard}:${more}`;
	return report;
}

async function rewrapShard(env: KeyEnv, input: z.output<typeof RewrapInput>, cursor: string | undefined) {
	const { limit, dryRun, workspaceId } = input;
	const d = db(env);
	const rows = await d
		.select({ id: projects.id, wrappedKey: projects.wrappedKey })
		.from(projects)
		.where(
			and(
				cursor ? gt(projects.id, cursor) : undefined,
				workspaceId ? eq(projects.workspaceId, workspaceId) : undefined,
			),
		)
		.orderBy(asc(projects.id))
		.limit(limit + 1)
		.all();
	const page = rows.slice(0, limit);
	const current = await currentMasterKeyId(env);
	const report: RewrapReport = {
		masterKeyId: current,
		scanned: page.length,
		rewrapped: 0,
		alreadyCurrent: 0,
		pending: 0,
		failed: [],
		nextCursor: null,
	};
	const updates = [];
	for (const p of page) {
		let kid: string;
		try {
			kid = wrappedUnder(p.wrappedKey);
		} catch (err) {
			report.failed.push({
				projectId: p.id,
				reason: err instanceof DecryptError ? err.message : "unreadable wrapped key",
			});
			continue;
		}
		if (kid === current) {
			report.alreadyCurrent++;
			continue;
		}
		let raw: Uint8Array;
		try {
			raw = await unwrapProjectKey(env, p.id, p.wrappedKey);
		} catch {
			report.failed.push({
				projectId: p.id,
				reason: `wrapped under master key ${kid}, which is neither MASTER_KEY nor MASTER_KEY_PREVIOUS`,
			});
			continue;
		}
		if (dryRun) {
			report.pending++;
			continue;
		}
		const rewrapped = await wrapKey(env, raw, projectKeyScope(p.id));
		updates.push(
			d
				.update(projects)
				.set({ wrappedKey: rewrapped })
				.where(and(eq(projects.id, p.id), eq(projects.wrappedKey, p.wrappedKey))),
		);
	}
	if (updates.length) {
		const results = (await d.batch(updates as [(typeof updates)[0], ...typeof updates])) as D1Result[];
		for (const r of results) if ((r.meta.changes ?? 0) > 0) report.rewrapped++;
		// A zero-change update means another run re-wrapped that project first: it is current now.
		report.alreadyCurrent += results.length - report.rewrapped;
	}
	report.nextCursor = rows.length > limit ? page[page.length - 1].id : null;
	return report;
}

/** The admin maintenance task: input errors are the admin API's 400 validation_error. */
export async function rewrapTask(env: Env, input: Record<string, unknown>) {
	const parsed = RewrapInput.safeParse(input);
	if (!parsed.success) throw zodToApiError(parsed.error, { input });
	return rewrapProjectKeys(env, parsed.data);
}
