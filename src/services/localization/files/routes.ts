// Files (issue 24, extension): export a namespace of a locale as a file, import one (all or nothing).
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { IdParam, locErrors, locIdempotency, scopeOf } from "../context";
import { exportFile } from "./export-file";
import { importFile } from "./import-file";
import { ExportQuery, FileDocument, ImportFile, ImportResult } from "./schemas";

const app = router();
const P = "/api/v1/projects";

/** Who approves by import: the API key's id, as PUT translations records it. */
const actor = (c: Context<AppEnv>) => (c.get("actor") as string | undefined) ?? c.get("workspaceId") ?? "unknown";

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/export`,
		summary: "One namespace of one locale as a translation file (json-nested, json-flat or XLIFF 1.2)",
		description:
			"The source locale gives its live keys' source texts; a target its current non-rejected values (any status) of live keys. json-nested nests on dots in key names (a name that is also another's prefix is written flat at its level); xliff has a trans-unit per live key with source and, when translated, target (ICU tags escaped). Content-Disposition: attachment; filename=<namespace>.<locale>.<json|xlf>. An unknown locale or namespace → 404; not a BCP 47 tag → 400.",
		request: { params: IdParam, query: ExportQuery },
		responses: { 200: { content: FileDocument, description: "The file" }, ...locErrors() },
	}),
	async (c) => {
		const f = await exportFile(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("query"));
		c.header("Content-Type", f.contentType);
		c.header("Content-Disposition", `attachment; filename="${f.fileName}"`);
		c.header("Cache-Control", "private, no-store");
		return c.body(f.body);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/import`,
		summary: "Import a translation file into one namespace of one locale, all or nothing",
		description:
			"content is the file as text (json-nested, json-flat or xliff; a malformed one → 400 VALIDATION_ERROR param content). The source locale upserts keys as PUT /projects/{id}/keys does (at most 2,000; description, maxLength and context kept; an invalid ICU source → 422 VALIDATION_ERROR naming the key). A target locale (enabled) writes translations through the placeholder gate with `status` (needs_review default; machine, approved): one bad entry → 422 PLACEHOLDER_MISMATCH or VALIDATION_ERROR with param = the key's name, and nothing is written. Names the project has no key for are listed in skipped; values already stored (not rejected) are left as they are.",
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(ImportFile) },
		responses: {
			200: jsonResponse(ImportResult, "What the import did"),
			...locErrors([403, "UPGRADE_REQUIRED"], [409, "CONFLICT"], [422, "VALIDATION_ERROR or PLACEHOLDER_MISMATCH"]),
		},
	}),
	async (c) => ok(c, await importFile(c.env, scopeOf(c), actor(c), c.req.valid("param").id, c.req.valid("json"))),
);

export default app;
