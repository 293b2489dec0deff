import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, mkErrors, mktIdempotency, scopeOf } from "../context";
import { createSegment } from "./create-segment";
import { deleteSegment } from "./delete-segment";
import { previewFilter, previewSegment } from "./preview";
import { CreateSegment, Filter, PatchSegment, PreviewSample, SEGMENTS_DOC, Segment } from "./schemas";
import { getSegment, listSegments } from "./store";
import { updateSegment } from "./update-segment";
import { segmentAnswer, segmentView } from "./view";

// Spec 001 §4 "Audience segments" (merchant role). Dropped rules are named in meta.warnings.

const app = router();
const warned = (warnings: string[]) => ({ warnings });

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/audience-segments",
		summary: "List segments, most recently updated first",
		responses: {
			200: jsonResponse(
				z.object({
					segments: z
						.array(Segment)
						.openapi({ description: "The workspace's segments, most recently updated first (at most 500)" }),
				}),
				"data.segments",
			),
			...mkErrors(),
		},
	}),
	async (c) => ok(c, { segments: (await listSegments(c.env, scopeOf(c))).map(segmentView) }),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/audience-segments",
		summary: "Create a segment (its size is computed in the background)",
		description: SEGMENTS_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(CreateSegment),
		responses: { 201: jsonResponse(Segment, "The segment"), ...mkErrors([409, "NAME_EXISTS"]) },
	}),
	async (c) => {
		const { segment, warnings } = await createSegment(ctxOf(c), scopeOf(c), c.req.valid("json"));
		return ok(c, segment, 201, warned(warnings));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/audience-segments/preview",
		summary: "Count the contacts a filter selects",
		middleware: [mktIdempotency()] as const,
		request: jsonBody(
			z
				.strictObject({
					filter: Filter,
				})
				.openapi("PreviewFilter"),
		),
		responses: {
			200: jsonResponse(
				z.object({
					count: z
						.number()
						.int()
						.openapi({ description: "How many of the workspace's contacts the filter selects now" }),
				}),
				"The count",
			),
			...mkErrors(),
		},
	}),
	async (c) => {
		const { count, warnings } = await previewFilter(ctxOf(c), scopeOf(c), c.req.valid("json").filter);
		return ok(c, { count }, 200, warned(warnings));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/audience-segments/{id}",
		summary: "Retrieve a segment",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Segment, "The segment"), ...mkErrors() },
	}),
	async (c) => {
		const row = await getSegment(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("segment");
		const { segment, warnings } = segmentAnswer(row);
		return ok(c, segment, 200, warned(warnings));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/api/v1/audience-segments/{id}",
		summary: "Update a segment (a filter change re-fires the size refresh)",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam, ...jsonBody(PatchSegment) },
		responses: { 200: jsonResponse(Segment, "The segment"), ...mkErrors([409, "NAME_EXISTS"]) },
	}),
	async (c) => {
		const { segment, warnings } = await updateSegment(
			ctxOf(c),
			scopeOf(c),
			c.req.valid("param").id,
			c.req.valid("json"),
		);
		return ok(c, segment, 200, warned(warnings));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/audience-segments/{id}",
		summary: "Delete a segment",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"),
			...mkErrors(),
		},
	}),
	async (c) => ok(c, await deleteSegment(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/audience-segments/{id}/preview",
		summary: "Count a segment's contacts now, with the 20 newest",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(
				z.object({
					count: z.number().int().openapi({ description: "How many contacts the segment's filter selects now" }),
					sample: z
						.array(PreviewSample)
						.openapi({ description: "The 20 newest matching contacts (fewer when fewer match)" }),
				}),
				"Count and sample",
			),
			...mkErrors(),
		},
	}),
	async (c) => {
		const { count, sample, warnings } = await previewSegment(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return ok(c, { count, sample }, 200, warned(warnings));
	},
);

export default app;
