import { z } from "@hono/zod-openapi";

const Name = z
	.string()
	.regex(/^[A-Za-z0-9_.-]{1,64}$/, "1–64 of A-Z, a-z, 0-9, _ . -")
	.openapi({ description: "The namespace's name, unique in the project (case-sensitive)", example: "checkout" });
const Policy = z
	.enum(["standard", "gated"])
	.openapi({ description: "gated: machine translations are stored as needs_review and only approved values ship" });

export const CreateNamespace = z
	.strictObject({ name: Name, reviewPolicy: Policy.default("standard") })
	.openapi("LocCreateNamespace");
export type CreateNamespaceBody = z.infer<typeof CreateNamespace>;

export const PatchNamespace = z.strictObject({ reviewPolicy: Policy }).openapi("LocPatchNamespace");

export const NameParam = z.object({
	name: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "name", in: "path" }, example: "default" }),
});
