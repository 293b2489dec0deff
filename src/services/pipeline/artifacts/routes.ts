import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ciErrors, IdParam, notFound, scopeOf } from "../context";
import { artifactDownload } from "./download";
import { jobArtifact } from "./store";

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/jobs/{id}/artifacts/{artId}/download",
		summary: "Download a job's artifacts (.tar.gz); expired or unknown → 404",
		request: { params: IdParam.extend({ artId: z.string().max(64) }) },
		responses: {
			200: { content: { "application/gzip": { schema: z.string() } }, description: "The archive" },
			...ciErrors(),
		},
	}),
	async (c) => {
		const { id, artId } = c.req.valid("param");
		const a = await jobArtifact(c.env, scopeOf(c), id, artId);
		if (!a) throw notFound("artifact");
		return artifactDownload(c.env, a);
	},
);

export default app;
