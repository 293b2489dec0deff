import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { jsonResponse } from "../../../platform/openapi";
import { secretOnly } from "../access/auth";
import { ctxOf, notFound, scopeOf, stErrors } from "../context";
import { ProductFile } from "../products/schemas";
import { deleteFileRow, deleteObject } from "./store";
import { uploadFile } from "./upload-file";

const app = router();
const Params = z.object({
	id: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "id", in: "path" } }),
});
const FileParams = Params.extend({
	fileId: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "fileId", in: "path" } }),
});

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/storefront/products/{id}/files",
		summary: "Attach a file (digital and license products; multipart `file`, at most 100 MB)",
		middleware: [secretOnly()],
		request: {
			params: Params,
			body: {
				content: {
					"multipart/form-data": {
						schema: z.object({
							file: z.any().openapi({
								type: "string",
								format: "binary",
								description:
									"The file's bytes, 1 byte to 100 MB; its name and Content-Type are kept (digital and license products only)",
							}),
						}),
					},
				},
			},
		},
		responses: { 201: jsonResponse(ProductFile, "The file (sha256 of its bytes)"), ...stErrors() },
	}),
	async (c) => {
		let file: unknown;
		try {
			file = (await c.req.formData()).get("file");
		} catch {
			throw new ApiError(400, "validation_error", "The body is not multipart/form-data", "file");
		}
		return ok(c, await uploadFile(ctxOf(c), scopeOf(c), c.req.valid("param").id, file), 201);
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/storefront/products/{id}/files/{fileId}",
		summary: "Remove a file (204)",
		middleware: [secretOnly()],
		request: { params: FileParams },
		responses: { 204: { description: "Removed" }, ...stErrors() },
	}),
	async (c) => {
		const { id, fileId } = c.req.valid("param");
		const row = await deleteFileRow(c.env, scopeOf(c), id, fileId);
		if (!row) throw notFound("file");
		await deleteObject(c.env, row.r2Key);
		return c.body(null, 204);
	},
);

export default app;
