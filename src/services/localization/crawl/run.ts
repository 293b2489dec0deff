// The tasks consumer of crawl jobs (kind loc.crawl): pages in discovery order, a few per delivery.
// The first reads robots.txt; each page is fetched by the crawl rules (same origin at every hop,
// 10 s, 2 MiB, HTML), its strings become keys in `default` and its same-origin links new pages (≤ 50
// a project), all in one batch that moves the job's cursor — so a redelivered message writes nothing
// twice. A page that fails is `error` with lastError and the crawl goes on; the job ends done.

import { z } from "zod";
import type { Env } from "../../../env";
import { isDevelopment } from "../../../env";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { checkPublicUrl } from "../../../platform/webhooks/url";
import { workspaceEnv } from "../../admin/public";
import { planLimits } from "../access/plans";
import { icuLiteral } from "../icu";
import { ALLOW_ALL, DISALLOW_ALL, parseRobots, type RobotsRules, robotsAllow } from "../integrations/robots";
import { fetchPage } from "../integrations/web";
import { type JobRow, jobOf } from "../jobs/store";
import { countWords } from "../jobs/words";
import { projectOf } from "../projects";
import { CRAWL_KIND, type CrawlMessage, pagePath, queueCrawl, type SendCrawl } from "./crawl";
import { extractPage } from "./extract";
import {
	CRAWL_OVER_PLAN,
	finishCrawl,
	knownPages,
	nextPage,
	type PageOutcome,
	type PageRow,
	setRobots,
	writePage,
} from "./store";
import { pageKeyName } from "./text";

/** Pages a project's crawl keeps (discovery stops there). */
export const MAX_PAGES = 50;
/** Keys one page may add, and the longest string kept (the key's source text limit). */
export const MAX_STRINGS_PER_PAGE = 2000;
const MAX_STRING = 10_000;
/** Pages one delivery crawls before handing on to the next message (at most ~20 s of fetching). */
const PAGES_PER_DELIVERY = 5;
const DELIVERY_BUDGET_MS = 20_000;
const MAX_ATTEMPTS = 5;
/** Links to files that are not pages are not followed. */
const NOT_A_PAGE =
	/\.(?:png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|gz|tgz|rar|7z|mp3|mp4|webm|mov|avi|css|js|mjs|json|xml|txt|woff2?|ttf|eot|dmg|exe|apk)$/i;

const Message = z.object({
	kind: z.literal(CRAWL_KIND),
	accountId: z.string().min(1).max(64),
	jobId: z.string().min(1).max(64),
	after: z.string().max(20),
});

interface Site {
	origin: string;
	development: boolean;
	robots: RobotsRules;
	fetcher?: typeof fetch;
	sourceLocale: string;
}

/** robots.txt as RFC 9309 reads it: missing (4xx) allows all, unreachable disallows all. */
export async function readRobots(origin: string, development: boolean, fetcher?: typeof fetch): Promise<RobotsRules> {
	const a = await fetchPage(`${origin}/robots.txt`, {
		check: (u) => (u.origin !== origin ? "leaves the site" : checkPublicUrl(u, development)),
		accept: "text",
		maxBytes: 512 * 1024,
		fetcher,
	});
	if (a.ok) return parseRobots(a.html);
	if (a.kind === "fetch_failed" && a.status != null && a.status >= 400 && a.status < 500) return ALLOW_ALL;
	return a.kind === "invalid_url" ? ALLOW_ALL : DISALLOW_ALL;
}

const pageError = (page: PageRow, error: string): Omit<PageOutcome, "seq"> => ({
	path: page.path,
	status: "error",
	error,
	keys: [],
	words: 0,
	discovered: [],
});

/** Fetches and extracts one page; what its batch will write. */
async function crawlPage(site: Site, page: PageRow, known: Array<{ path: string; seq: number }>) {
	if (!robotsAllow(site.robots, page.path))
		return pageError(
			page,
			site.robots.disallowAll
				? "robots.txt could not be read, so nothing is crawled"
				: "robots.txt disallows this page",
		);
	const a = await fetchPage(`${site.origin}${page.path}`, {
		check: (u) => (u.origin !== site.origin ? `leaves the site for ${u.origin}` : checkPublicUrl(u, site.development)),
		fetcher: site.fetcher,
	});
	if (!a.ok) return pageError(page, a.message);
	const found = await extractPage(a.html, a.url);
	const strings = found.strings.filter((t) => icuLiteral(t).length <= MAX_STRING).slice(0, MAX_STRINGS_PER_PAGE);
	const context = JSON.stringify([{ file: page.path.slice(0, 500), line: 0 }]);
	const keys = await Promise.all(
		strings.map(
			async (t): Promise<[string, string, string, string]> => [
				newId("str_"),
				await pageKeyName(t),
				icuLiteral(t),
				context,
			],
		),
	);
	const words = strings.reduce((n, t) => n + countWords(icuLiteral(t), site.sourceLocale), 0);
	return {
		path: page.path,
		status: "crawled" as const,
		error: null,
		keys,
		words,
		discovered: discover(site, found.links, known),
	};
}

/** New same-origin pages the robots allow, up to MAX_PAGES for the project, with their seqs. */
function discover(site: Site, links: string[], known: Array<{ path: string; seq: number }>): Array<[string, number]> {
	const have = new Set(known.map((k) => k.path));
	let seq = known.reduce((m, k) => Math.max(m, k.seq), 0);
	const out: Array<[string, number]> = [];
	for (const link of links) {
		if (have.size >= MAX_PAGES) break;
		const u = new URL(link);
		const path = pagePath(u);
		if (u.origin !== site.origin || have.has(path) || NOT_A_PAGE.test(u.pathname) || !robotsAllow(site.robots, path))
			continue;
		have.add(path);
		out.push([path, ++seq]);
	}
	return out;
}

/** Writes the page; past the plan's key limit the page is stored as an error instead. */
async function store(env: Env, j: JobRow, after: string, o: PageOutcome, cap: number | null) {
	try {
		return await writePage(env, j, after, o, cap, Date.now());
	} catch (err) {
		if (!`${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`.includes(CRAWL_OVER_PLAN))
			throw err;
		const refused = `The plan's live-key limit (${cap}) is reached; ${o.keys.length} strings of this page were not stored`;
		return writePage(env, j, after, { ...o, status: "error", error: refused, keys: [], words: 0 }, cap, Date.now());
	}
}

/** Runs one delivery of a crawl; `send` queues the next, `fetcher` fetches the site (tests pass theirs). */
export async function runCrawl(
	queueEnv: Env,
	m: CrawlMessage,
	send: SendCrawl = queueCrawl(queueEnv),
	fetcher?: typeof fetch,
) {
	// The message names its workspace: its shard of DB_LOC is where the crawl lives (issue 38).
	const env = await workspaceEnv(queueEnv, m.accountId);
	const started = Date.now();
	let after = m.after;
	for (let n = 0; n < PAGES_PER_DELIVERY && Date.now() - started < DELIVERY_BUDGET_MS; n++) {
		const j = await jobOf(env, m.accountId, m.jobId);
		if (!j || j.status === "done" || j.status === "failed") return;
		if (j.cursor !== after) {
			// A redelivery of pages already written: hand on the rest again in case that send was lost.
			if (n === 0 && Number(j.cursor || 0) > Number(after || 0)) await send({ ...m, after: j.cursor });
			return;
		}
		const scope = { workspaceId: j.accountId };
		const project = await projectOf(env, scope, j.projectId).catch(() => null);
		if (!project?.siteUrl)
			return void (await finishCrawl(env, j, "failed", "The project or its siteUrl is gone", Date.now()));
		const origin = new URL(project.siteUrl).origin;
		const development = isDevelopment(env);
		let robots = j.robots ? (JSON.parse(j.robots) as RobotsRules) : null;
		if (!robots) {
			robots = await readRobots(origin, development, fetcher);
			await setRobots(env, j.id, JSON.stringify(robots));
		}
		const page = await nextPage(env, j.projectId, Number(after || 0));
		if (!page) return void (await finishCrawl(env, j, "done", null, Date.now()));
		const site = { origin, development, robots, fetcher, sourceLocale: j.sourceLocale };
		const outcome = { ...(await crawlPage(site, page, await knownPages(env, j.projectId))), seq: page.seq };
		if (!(await store(env, j, after, outcome, (await planLimits(env, scope)).keys))) return;
		after = String(page.seq);
	}
	await send({ ...m, after });
}

/** The queue handler; `fetcherOf` is a test seam for the site's fetch. */
export const crawlJobHandler =
	(fetcherOf: (env: Env) => typeof fetch | undefined = () => undefined): QueueHandler =>
	async (job, env) => {
		const parsed = Message.safeParse(job.body);
		if (!parsed.success) return log(env, "error", { service: "loc", event: "bad_crawl_message" });
		const m = parsed.data;
		try {
			await runCrawl(env, m, queueCrawl(env), fetcherOf(env));
		} catch (err) {
			const fields = {
				service: "loc",
				jobId: m.jobId,
				attempts: job.attempts,
				error: String((err as Error)?.message ?? err),
			};
			if (job.attempts < MAX_ATTEMPTS) {
				log(env, "warn", { ...fields, event: "crawl_retry" });
				return job.retry(Math.min(5 * 2 ** Math.max(job.attempts - 1, 0), 300));
			}
			log(env, "warn", { ...fields, event: "crawl_failed" });
			const placed = await workspaceEnv(env, m.accountId);
			const j = await jobOf(placed, m.accountId, m.jobId);
			if (j) await finishCrawl(placed, j, "failed", `The crawl failed: ${fields.error}`, Date.now());
		}
	};
