import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { iso } from "../../../platform/encoding";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { startMove, stepMove, workspaceShards } from "./step";
import { type MoveRow, moveById, movesOf } from "./store";

// Operator moves of a workspace's data between shards (issue 38; docs/architecture.md "Moving a
// workspace"): start one, then step it until its phase is done (scripts/move-workspace.mjs does).
const app = router();

const Move = z
	.object({
		id: z.string().openapi({ description: "The move (mv_…)." }),
		workspaceId: z.string().openapi({ description: "The workspace whose data moves." }),
		db: z.string().openapi({ description: "The service database (DB_POS, …)." }),
		fromShard: z.number().int().openapi({ description: "The shard the data was on." }),
		toShard: z.number().int().openapi({ description: "The shard it moves to." }),
		phase: z.enum(["holding", "copying", "verifying", "cleaning", "done", "failed"]).openapi({
			description:
				"holding (writes refused until every isolate knows), copying, verifying (counts and checksums), cleaning (after the flip), done; failed lifts the hold and leaves the data where it was.",
		}),
		copied: z.number().int().openapi({ description: "Rows written to the target so far." }),
		attempts: z
			.number()
			.int()
			.openapi({ description: "Copies so far (a difference found by verifying copies again; three at most)." }),
		checks: z.record(z.string(), z.unknown()).openapi({ description: "Per table: rows and checksum on each side." }),
		error: z.string().nullable().openapi({ description: "Why a failed move failed." }),
		retryAfterMs: z.number().int().openapi({ description: "How long to wait before the next step does anything." }),
		heldAt: z.string().nullable().openapi({ description: "When the workspace's writes were held." }),
		flippedAt: z.string().nullable().openapi({ description: "When the directory started placing it on the target." }),
		createdAt: z.string().openapi({ description: "When the move started." }),
		updatedAt: z.string().openapi({ description: "The last step." }),
	})
	.openapi("WorkspaceMove");

const moveView = (m: MoveRow, retryAfterMs = 0) => ({
	id: m.id,
	workspaceId: m.workspaceId,
	db: m.db,
	fromShard: m.fromShard,
	toShard: m.toShard,
	phase: m.phase as z.infer<typeof Move>["phase"],
	copied: m.copied,
	attempts: m.attempts,
	checks: JSON.parse(m.checks) as Record<string, unknown>,
	error: m.error,
	retryAfterMs,
	heldAt: iso(m.heldAt),
	flippedAt: iso(m.flippedAt),
	createdAt: iso(m.createdAt) as string,
	updatedAt: iso(m.updatedAt) as string,
});

const WorkspaceParam = z.object({
	id: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "id", in: "path" } }),
});
const MoveParam = z.object({
	moveId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "moveId", in: "path" } }),
});

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/workspaces/{id}/moves",
		summary: "Start moving a workspace's data of one service to another shard (its writes there are held at once)",
		request: {
			params: WorkspaceParam,
			...jsonBody(
				z.strictObject({
					service: z
						.enum(["pay", "mkt", "store", "pos", "ci", "loc", "secrets"])
						.openapi({ description: "The service whose data moves." }),
					toShard: z.number().int().min(0).max(255).openapi({ description: "The shard to move it to." }),
				}),
			),
		},
		responses: {
			201: jsonResponse(Move, "The move, holding"),
			...errors([409, "conflict: already there, a move under way, or the service is not spread over shards"]),
		},
	}),
	async (c) => {
		const body = c.req.valid("json");
		return ok(c, moveView(await startMove(c.env, c.req.valid("param").id, body.service, body.toShard)), 201);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/moves/{moveId}/step",
		summary: "Run one bounded step of a move (repeat, waiting retryAfterMs, until phase is done or failed)",
		request: { params: MoveParam },
		responses: { 200: jsonResponse(Move, "The move after this step"), ...errors() },
	}),
	async (c) => {
		const r = await stepMove(c.env, c.req.valid("param").moveId);
		return ok(c, moveView(r.move, r.retryAfterMs));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/moves/{moveId}",
		summary: "A move",
		request: { params: MoveParam },
		responses: { 200: jsonResponse(Move, "The move"), ...errors() },
	}),
	async (c) => {
		const m = await moveById(c.env, c.req.valid("param").moveId);
		if (!m) throw notFound("move");
		return ok(c, moveView(m));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/workspaces/{id}/moves",
		summary: "A workspace's moves, newest first (the last 50)",
		request: { params: WorkspaceParam },
		responses: { 200: jsonResponse(z.array(Move), "Moves"), ...errors() },
	}),
	async (c) =>
		ok(
			c,
			(await movesOf(c.env, c.req.valid("param").id)).map((m) => moveView(m)),
		),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/workspaces/{id}/shards",
		summary:
			"Where the workspace's data lives: per service database its shard, whether a move holds it, and its row count on every shard (an operator's check; reads every shard)",
		request: { params: WorkspaceParam },
		responses: {
			200: jsonResponse(
				z.record(
					z.string(),
					z.object({
						shard: z.number().int().openapi({ description: "The shard the directory places the workspace on." }),
						held: z.boolean().openapi({ description: "A move holds its writes." }),
						spread: z.boolean().openapi({ description: "The service places new workspaces over every shard." }),
						rows: z
							.array(z.number().int())
							.openapi({ description: "The workspace's rows on each shard, shard 0 first." }),
					}),
				),
				"Per service database",
			),
			...errors(),
		},
	}),
	async (c) => ok(c, await workspaceShards(c.env, c.req.valid("param").id)),
);

export default app;
