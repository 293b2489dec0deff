/** @jsxImportSource hono/jsx */
// The bodies of the pipeline page and the job page (issue 41), like GitHub Actions' and GitLab's:
// a header with the status (icon and text), the facts, then the stages' jobs or the job's log on a
// dark panel. Times for people (formatDateTime, Asia/Jakarta), never ISO.
import { raw } from "hono/html";
import { formatDateTime, type Lang } from "../../../platform/locale";
import { StatusBadge } from "./layout";
import type { PageProject } from "./store";
import { formatBytes, formatDuration, WORDS } from "./words";

export interface PageJob {
	id: string;
	name: string;
	stage: string;
	status: string;
	allowFailure: number;
	needs: string | null;
	runnerId: string | null;
	startedAt: number | null;
	finishedAt: number | null;
}
export interface PagePipeline {
	id: string;
	iid: number;
	ref: string;
	sha: string;
	source: string;
	status: string;
	stages: string;
	configErrors: string;
	createdAt: number;
	finishedAt: number | null;
}

const duration = (j: { startedAt: number | null; finishedAt: number | null }, now = Date.now()) =>
	j.startedAt == null ? null : formatDuration((j.finishedAt ?? now) - j.startedAt);

function Fact(p: { label: string; children?: unknown }) {
	return (
		<div>
			<dt>{p.label}</dt>
			<dd>{p.children}</dd>
		</div>
	);
}

export function PipelineBody(p: {
	lang: Lang;
	project: PageProject;
	pipeline: PagePipeline;
	jobs: PageJob[];
	runners: Map<string, string>;
	jobHref: (id: string) => string;
}) {
	const w = WORDS[p.lang];
	const pl = p.pipeline;
	const stages = JSON.parse(pl.stages) as string[];
	const errors = JSON.parse(pl.configErrors) as Array<{ message: string; line: number; column: number }>;
	const took = pl.finishedAt ? formatDuration(pl.finishedAt - pl.createdAt) : null;
	return (
		<>
			<p class="note">{p.project.name}</p>
			<h1>
				{w.pipeline(pl.iid)} <StatusBadge lang={p.lang} status={pl.status} id="pipeline-status" />
			</h1>
			<dl class="facts">
				<Fact label={w.ref}>
					<code>{pl.ref}</code>
				</Fact>
				<Fact label={w.commit}>
					<code title={pl.sha}>{pl.sha.slice(0, 8)}</code>
				</Fact>
				<Fact label={w.source}>{w.sources[pl.source] ?? pl.source}</Fact>
				<Fact label={w.created}>{formatDateTime(pl.createdAt, p.lang)}</Fact>
				{took ? <Fact label={w.duration}>{took}</Fact> : null}
			</dl>
			{errors.length ? (
				<div class="errors" role="alert">
					<p>{w.configErrors}</p>
					<ul>
						{errors.map((e) => (
							<li>
								{e.line}:{e.column} {e.message}
							</li>
						))}
					</ul>
				</div>
			) : null}
			{p.jobs.length ? (
				<div class="stages">
					{stages.map((stage) => {
						const jobs = p.jobs.filter((j) => j.stage === stage);
						return jobs.length ? (
							<section class="stage" aria-label={w.jobsOf(stage)}>
								<h2 class="stage-name">{stage}</h2>
								<ul>
									{jobs.map((j) => (
										<JobCard
											lang={p.lang}
											job={j}
											runner={j.runnerId ? p.runners.get(j.runnerId) : undefined}
											href={p.jobHref(j.id)}
										/>
									))}
								</ul>
							</section>
						) : null;
					})}
				</div>
			) : (
				<p>{w.noJobs}</p>
			)}
		</>
	);
}

function JobCard(p: { lang: Lang; job: PageJob; runner?: string; href: string }) {
	const w = WORDS[p.lang];
	const j = p.job;
	const needs = j.needs ? (JSON.parse(j.needs) as string[]) : [];
	const took = duration(j);
	return (
		<li class="job" data-testid="job-card">
			<a class="name" href={p.href}>
				{j.name}
			</a>
			<div class="meta">
				<StatusBadge lang={p.lang} status={j.status} />
				{took ? <span>{took}</span> : null}
				{p.runner ? (
					<span>
						{w.runner}: {p.runner}
					</span>
				) : null}
				{needs.length ? (
					<span>
						{w.needs}: {needs.join(", ")}
					</span>
				) : null}
				{j.allowFailure ? <span>{w.allowFailure}</span> : null}
			</div>
		</li>
	);
}

export function JobBody(p: {
	lang: Lang;
	pipeline: PagePipeline;
	job: PageJob;
	runner?: string;
	pipelineHref: string;
	artifacts: Array<{ fileName: string; size: number; href: string }>;
	log: string;
	streamUrl: string | null;
}) {
	const w = WORDS[p.lang];
	const j = p.job;
	const took = duration(j);
	return (
		<>
			<p class="note">
				<a href={p.pipelineHref} data-testid="pipeline-link">
					{w.backToPipeline(p.pipeline.iid)}
				</a>
			</p>
			<h1>
				<span>{j.name}</span> <StatusBadge lang={p.lang} status={j.status} id="job-status" />
			</h1>
			<dl class="facts">
				<Fact label={w.stage}>{j.stage}</Fact>
				<Fact label={w.ref}>
					<code>{p.pipeline.ref}</code>
				</Fact>
				<Fact label={w.commit}>
					<code title={p.pipeline.sha}>{p.pipeline.sha.slice(0, 8)}</code>
				</Fact>
				{took ? <Fact label={w.duration}>{took}</Fact> : null}
				{p.runner ? <Fact label={w.runner}>{p.runner}</Fact> : null}
				{j.startedAt ? <Fact label={w.created}>{formatDateTime(j.startedAt, p.lang)}</Fact> : null}
			</dl>
			{p.artifacts.length ? (
				<>
					<h2>{w.artifacts}</h2>
					<ul class="arts">
						{p.artifacts.map((a) => (
							<li>
								<a href={a.href} download={a.fileName} data-testid="artifact-link">
									{w.download(a.fileName)} ({formatBytes(a.size, p.lang)})
								</a>
							</li>
						))}
					</ul>
				</>
			) : null}
			<h2>{w.log}</h2>
			{p.streamUrl ? (
				<p class="note" id="live-note">
					{w.live}
				</p>
			) : null}
			<section
				class="log"
				id="log"
				aria-label={w.log}
				tabindex={0}
				data-stream={p.streamUrl ?? undefined}
				data-testid="log"
			>
				<div class="lines">{p.log ? raw(p.log) : <p class="empty">{w.emptyLog}</p>}</div>
			</section>
		</>
	);
}
