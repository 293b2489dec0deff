import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { errors, jsonResponse } from "../../../platform/openapi";
import { ListQuery, listMeta, who } from "../context";
import { auditView, listAudit } from "./store";

const AuditEntry = z
	.object({
		id: z.string(),
		action: z.enum(["secret.write", "secret.reveal", "secret.delete", "project.create", "environment.create"]).openapi({
			description: "What was done: a secret written, revealed or deleted, or a project or environment created.",
		}),
		actorSub: z.string().openapi({ description: "API key id (skey_...) or identity-provider sub" }),
		target: z.string().openapi({ description: "The secret, project or environment id" }),
		metadata: z
			.record(z.string(), z.union([z.string(), z.number()]))
			.openapi({ description: "key and version (secrets), name and slug (projects, environments); never a value" }),
		createdAt: z.string(),
	})
	.openapi("AuditEntry");

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/audit",
		summary: "The workspace's audit log, newest first (reveals, writes, deletes, project and environment creation)",
		request: { query: ListQuery },
		responses: {
			200: jsonResponse(z.array(AuditEntry), "Entries; limit caps the number returned"),
			...errors([403, "Not on the private-beta allowlist"]),
		},
	}),
	async (c) => {
		const { workspaceId } = who(c);
		const q = c.req.valid("query");
		const rows = await listAudit(c.env, workspaceId, q.limit, decodeCursor(q.cursor, "audit"));
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), "audit");
		return ok(c, p.items.map(auditView), 200, listMeta(p));
	},
);

export default app;
