// POST /projects/{id}/crawl and GET /projects/{id}/pages (issue 24): a proxy project's site is
// crawled on the tasks queue from its siteUrl; a queued or running crawl is answered instead of a
// second one (racing requests included).
import type { Env } from "../../../env";
import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type LocScope, ruleBroken } from "../context";
import type { JobRow } from "../jobs/store";
import { checkSiteUrl, projectOf } from "../projects";
import { activeCrawl, finishCrawl, insertCrawl, listPages, type PageRow } from "./store";

export const CRAWL_KIND = "loc.crawl";

/** One delivery of a crawl: the pages after seq `after` ("" before the first). */
export interface CrawlMessage {
	kind: typeof CRAWL_KIND;
	accountId: string;
	jobId: string;
	after: string;
}
export type SendCrawl = (m: CrawlMessage) => Promise<void>;
export const queueCrawl =
	(env: Env): SendCrawl =>
	async (m) => {
		await env.TASKS.send(m);
	};

/** The path a crawl stores a URL under: pathname + search. */
export const pagePath = (u: URL) => `${u.pathname}${u.search}`;

export async function startCrawl(env: Env, s: LocScope, projectId: string, send: SendCrawl = queueCrawl(env)) {
	const project = await projectOf(env, s, projectId);
	if (project.mode !== "proxy" || !project.siteUrl)
		throw ruleBroken("Only a proxy project with a siteUrl can be crawled", "siteUrl");
	checkSiteUrl(env, project.siteUrl);
	const running = await activeCrawl(env, project.id);
	if (running) return { job: running, alreadyQueued: true };
	const now = Date.now();
	const row: JobRow = {
		id: newId("tj_", now),
		accountId: s.workspaceId,
		projectId: project.id,
		type: "crawl",
		locale: project.sourceLocale,
		sourceLocale: project.sourceLocale,
		status: "queued",
		estimatedKeys: 0,
		estimatedWords: 0,
		memoryHits: 0,
		doneKeys: 0,
		failedKeys: 0,
		reservedWords: 0,
		usedWords: 0,
		period: "",
		cursor: "",
		pagesCrawled: 0,
		pagesFailed: 0,
		robots: null,
		error: null,
		createdAt: now,
		updatedAt: now,
		finishedAt: null,
	};
	try {
		await insertCrawl(env, row, pagePath(new URL(project.siteUrl)));
	} catch (err) {
		const other = isUniqueViolation(err) ? await activeCrawl(env, project.id) : null;
		if (other) return { job: other, alreadyQueued: true };
		throw err;
	}
	try {
		await send({ kind: CRAWL_KIND, accountId: s.workspaceId, jobId: row.id, after: "" });
	} catch (err) {
		await finishCrawl(env, row, "failed", "The crawl could not be queued; try again", Date.now());
		throw err;
	}
	return { job: row, alreadyQueued: false };
}

export async function crawlPages(env: Env, s: LocScope, projectId: string, q: Parameters<typeof listPages>[3]) {
	const project = await projectOf(env, s, projectId);
	return { project, rows: await listPages(env, s.workspaceId, project.id, q) };
}

const iso = (t: number | null) => (t == null ? null : new Date(t).toISOString());

export const pageView = (p: PageRow) => ({
	path: p.path,
	status: p.status,
	keyCount: p.keyCount,
	lastCrawledAt: iso(p.lastCrawledAt),
	lastError: p.lastError,
});
