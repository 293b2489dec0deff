/** @jsxImportSource hono/jsx */
// The pipeline and job pages (issue 41), outside /api/v1 so no API credential is asked:
// <base>/p/<project>/pipelines/<id>, …/pipelines/latest (302 to the default branch's newest),
// …/jobs/<id>, its live log …/jobs/<id>/log/stream (SSE) and its artifacts
// …/jobs/<id>/artifacts/<artifact>. Who may see them: page-context.ts.
import { router } from "../../../platform/app";
import { artifactDownload } from "../artifacts";
import { LOG_FINISHED } from "../logs";
import { jobPageUrl, pipelinePageUrl } from "../projects/view";
import { JOB_PAGE_SCRIPT } from "./client";
import { ciPage, notFoundPage } from "./layout";
import { logHtml } from "./log-html";
import { renderLog } from "./log-render";
import { liveLog, readLog } from "./log-stream";
import { isId, openPage } from "./page-context";
import {
	jobArtifactOf,
	jobArtifacts,
	latestDefaultPipeline,
	pipelineJobs,
	projectJob,
	projectPipeline,
	runnerNames,
} from "./store";
import viewLink from "./view-link-route";
import { JobBody, PipelineBody } from "./views";
import { WORDS } from "./words";

const app = router();

app.get("/p/:project/pipelines/latest", async (c) => {
	const pc = await openPage(c);
	if (pc instanceof Response) return pc;
	const latest = await latestDefaultPipeline(c.env, pc.project);
	if (!latest) return notFoundPage(c, pc.lang);
	c.header("Cache-Control", "no-store");
	return c.redirect(pipelinePageUrl(pc.base, pc.project.id, latest.id), 302);
});

app.get("/p/:project/pipelines/:id", async (c) => {
	const pc = await openPage(c);
	if (pc instanceof Response) return pc;
	const id = c.req.param("id");
	const pipeline = isId("pipe_", id) ? await projectPipeline(c.env, pc.project, id) : null;
	if (!pipeline) return notFoundPage(c, pc.lang);
	const jobs = await pipelineJobs(c.env, pc.project, pipeline.id);
	const runners = await runnerNames(c.env, [...new Set(jobs.flatMap((j) => (j.runnerId ? [j.runnerId] : [])))]);
	const jobHref = (jobId: string) => jobPageUrl(pc.base, pc.project.id, jobId);
	return ciPage(
		c,
		{ lang: pc.lang, title: `${WORDS[pc.lang].pipeline(pipeline.iid)} · ${pc.project.name}` },
		<PipelineBody
			lang={pc.lang}
			project={pc.project}
			pipeline={pipeline}
			jobs={jobs}
			runners={runners}
			jobHref={jobHref}
		/>,
	);
});

app.get("/p/:project/jobs/:id", async (c) => {
	const pc = await openPage(c);
	if (pc instanceof Response) return pc;
	const id = c.req.param("id");
	const job = isId("job_", id) ? await projectJob(c.env, pc.project, id) : null;
	const pipeline = job && (await projectPipeline(c.env, pc.project, job.pipelineId));
	if (!job || !pipeline) return notFoundPage(c, pc.lang);
	const done = LOG_FINISHED.has(job.status);
	const [log, arts, runners] = await Promise.all([
		readLog(c.env, job.id),
		jobArtifacts(c.env, pc.project, [job.id]),
		runnerNames(c.env, job.runnerId ? [job.runnerId] : []),
	]);
	const page = jobPageUrl(pc.base, pc.project.id, job.id);
	const artifacts = (arts.get(job.id) ?? []).map((a) => ({ ...a, href: `${page}/artifacts/${a.id}` }));
	return ciPage(
		c,
		{ lang: pc.lang, title: `${job.name} · ${pc.project.name}`, script: JOB_PAGE_SCRIPT },
		<JobBody
			lang={pc.lang}
			pipeline={pipeline}
			job={job}
			runner={job.runnerId ? runners.get(job.runnerId) : undefined}
			pipelineHref={pipelinePageUrl(pc.base, pc.project.id, pipeline.id)}
			artifacts={artifacts}
			log={logHtml(renderLog(log.text, done).items)}
			streamUrl={done ? null : `${page}/log/stream?from=${log.lastSeq}`}
		/>,
	);
});

app.get("/p/:project/jobs/:id/log/stream", async (c) => {
	const pc = await openPage(c);
	if (pc instanceof Response) return pc;
	const id = c.req.param("id");
	const job = isId("job_", id) ? await projectJob(c.env, pc.project, id) : null;
	if (!job) return notFoundPage(c, pc.lang);
	// EventSource resends the last id it saw on reconnect; it wins over the page's ?from=.
	const resume = c.req.header("Last-Event-ID") ?? c.req.query("from") ?? "0";
	const from = /^\d{1,15}$/.test(resume) ? Number(resume) : 0;
	return liveLog(c.env, job.id, job.status, from, pc.lang);
});

app.get("/p/:project/jobs/:id/artifacts/:artifact", async (c) => {
	const pc = await openPage(c);
	if (pc instanceof Response) return pc;
	const id = c.req.param("id");
	const art = c.req.param("artifact");
	const a = isId("job_", id) && isId("art_", art) ? await jobArtifactOf(c.env, pc.project, id, art) : null;
	if (!a) return notFoundPage(c, pc.lang);
	return artifactDownload(c.env, a);
});

app.route("/", viewLink);

export default app;
