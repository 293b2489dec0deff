import { z } from "@hono/zod-openapi";

// GET /sales/{id}/receipt (issue 19): the format and the roll width; anything else is 400 VALIDATION_ERROR.

export const ReceiptQuery = z.object({
	format: z
		.enum(["html", "pdf"])
		.default("html")
		.openapi({ param: { name: "format", in: "query" }, description: "html (default) or pdf" }),
	width: z
		.enum(["58", "80"])
		.default("80")
		.transform((w) => (w === "58" ? 58 : 80))
		.openapi({ param: { name: "width", in: "query" }, description: "Thermal roll width in mm: 58 or 80 (default)" }),
});

export const ReceiptDocument = {
	"text/html": { schema: z.string().openapi({ description: "A printable HTML document at the roll's width" }) },
	"application/pdf": { schema: z.string().openapi({ format: "binary", description: "A PDF one roll wide" }) },
};
