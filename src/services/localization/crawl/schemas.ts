import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";

// Issue 24: crawl pages (spec 002 "Crawl page": path, status, keyCount, lastCrawledAt, lastError).

export const Page = z
	.object({
		path: z.string().openapi({ example: "/produk?kategori=batik", description: "pathname + search on the site" }),
		status: z.enum(["discovered", "crawled", "error"]).openapi({
			description:
				"discovered: linked from a crawled page, not fetched yet; crawled: fetched and extracted; error: see lastError",
		}),
		keyCount: z.number().int().openapi({ description: "Strings found on the page at its last crawl" }),
		lastCrawledAt: z.string().nullable().openapi({ description: "When the page was last fetched; null if never" }),
		lastError: z.string().nullable().openapi({ description: "Why the last crawl of the page failed" }),
	})
	.openapi("LocCrawlPage");

export const ListPagesQuery = z.object({
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});
