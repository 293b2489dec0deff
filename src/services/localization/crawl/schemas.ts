import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";

// Issue 24: crawl pages (spec 002 "Crawl page": path, status, keyCount, lastCrawledAt, lastError).

export const Page = z
	.object({
		path: z.string().openapi({ example: "/produk?kategori=batik", description: "pathname + search on the site" }),
		status: z.enum(["discovered", "crawled", "error"]),
		keyCount: z.number().int().openapi({ description: "Strings found on the page at its last crawl" }),
		lastCrawledAt: z.string().nullable(),
		lastError: z.string().nullable().openapi({ description: "Why the last crawl of the page failed" }),
	})
	.openapi("LocCrawlPage");

export const ListPagesQuery = z.object({
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
});
