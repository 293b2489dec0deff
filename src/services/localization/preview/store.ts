// DB_LOC public previews (issue 24): the global daily word budget is one row per UTC day, reserved
// by a conditional upsert in the same batch as the preview row (which is written only when the
// reservation was), so racing previews never take the day over PREVIEW_DAILY_WORDS.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { shardDb } from "../../../platform/shards";
import { previews } from "../schema";

export type PreviewRow = typeof previews.$inferSelect;
/**
 * Previews and the daily budget belong to no workspace (issue 38): they live on shard 0 of DB_LOC,
 * named outright, whatever workspace (none: the route is public) the request works for.
 */
const global = (env: Env) => shardDb(env, "DB_LOC", 0);
const db = (env: Env) => drizzle(global(env));

export const wordsOn = async (env: Env, day: string) =>
	(await global(env).prepare("SELECT words FROM preview_usage WHERE day = ?1").bind(day).first<{ words: number }>())
		?.words ?? 0;

/** Reserves the preview's words within `cap` for its day and inserts it; false when the day's budget cannot take them. */
export async function insertPreview(env: Env, row: PreviewRow, cap: number): Promise<boolean> {
	const D = global(env);
	const [reserved] = await D.batch([
		D.prepare(
			`INSERT INTO preview_usage (day, words) SELECT ?1, ?2 WHERE ?2 <= ?3
			 ON CONFLICT (day) DO UPDATE SET words = words + excluded.words WHERE preview_usage.words + excluded.words <= ?3`,
		).bind(row.day, row.words, cap),
		// changes(): the reservation's, so the row exists only when the words were reserved.
		D.prepare(
			`INSERT INTO previews (id, url, target_locale, source_locale, status, strings, pairs, words, day, error, created_at, finished_at)
			 SELECT ?1, ?2, ?3, ?4, 'running', ?5, NULL, ?6, ?7, NULL, ?8, NULL WHERE changes() = 1`,
		).bind(row.id, row.url, row.targetLocale, row.sourceLocale, row.strings, row.words, row.day, row.createdAt),
	]);
	return (reserved?.meta.changes ?? 0) === 1;
}

export const previewOf = (env: Env, id: string) => db(env).select().from(previews).where(eq(previews.id, id)).get();

/** running → done (with pairs) or failed (with error); a finished preview is left alone. */
export const finishPreview = (
	env: Env,
	id: string,
	end: { status: "done"; pairs: string } | { status: "failed"; error: string },
	now: number,
) =>
	global(env)
		.prepare(
			`UPDATE previews SET status = ?2, pairs = ?3, error = ?4, finished_at = ?5 WHERE id = ?1 AND status = 'running'`,
		)
		.bind(id, end.status, end.status === "done" ? end.pairs : null, end.status === "failed" ? end.error : null, now)
		.run();

/** Forgets previews and usage rows older than `before` (a bounded batch a minute). */
export const prunePreviews = (env: Env, before: number, beforeDay: string) =>
	global(env).batch([
		global(env)
			.prepare(
				"DELETE FROM previews WHERE id IN (SELECT id FROM previews WHERE created_at < ?1 ORDER BY created_at LIMIT 500)",
			)
			.bind(before),
		global(env).prepare("DELETE FROM preview_usage WHERE day < ?1").bind(beforeDay),
	]);
