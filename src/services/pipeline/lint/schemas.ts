import { z } from "@hono/zod-openapi";

// POST /projects/{id}/lint (issue 41): the request and the lint answer.
export const LintRequest = z
	.strictObject({
		content: z.string().max(1_000_000).openapi({
			description:
				"The .pasar-ci.yml text. Over 256 KiB (UTF-8) it is answered valid: false with the error a run at such a commit records",
			example: "stages: [build, test]\nbuild:\n  stage: build\n  script: [npm ci, npm run build]\n",
		}),
		ref: z.string().min(1).max(255).optional().openapi({
			description:
				"The branch the dry run plans for, as a push to it (rules, workflow, protected variables); default: the project's default branch",
			example: "main",
		}),
	})
	.openapi("CiLintRequest");

const ConfigError = z
	.object({
		line: z.number().int().openapi({ description: "1-based line in the config", example: 4 }),
		column: z.number().int().openapi({ description: "1-based column", example: 3 }),
		message: z.string().openapi({
			description: "What is wrong, naming the key (job:key)",
			example: 'build: unknown key "scripts"',
		}),
	})
	.openapi("CiLintError", { description: "A problem the parser (or the dry run's rules) found" });

const Rule = z
	.object({
		if: z.string().nullable().openapi({
			description: "The rule's if: expression as the parser read it (normalised); null: none",
			example: '$CI_COMMIT_BRANCH == "main"',
		}),
		changes: z
			.array(z.string())
			.nullable()
			.openapi({ description: "changes: globs as written; null: none", example: ["src/**/*"] }),
		when: z
			.string()
			.nullable()
			.openapi({ description: "on_success, manual, always or never; null: the job's own", example: "manual" }),
		allowFailure: z.boolean().nullable().openapi({ description: "The rule's allow_failure; null: not set" }),
	})
	.openapi("CiLintRule", { description: "One entry of a job's rules:, first match wins" });

const LintJob = z
	.object({
		name: z.string().openapi({ description: "The job's key in the config", example: "test" }),
		stage: z.string().openapi({ description: "Its stage (default test)", example: "test" }),
		when: z.string().openapi({ description: "The job's when: on_success, manual or always", example: "on_success" }),
		allowFailure: z
			.boolean()
			.openapi({ description: "Whether a failure leaves the pipeline green (true by default for when: manual)" }),
		needs: z
			.array(
				z.object({
					job: z.string().openapi({ description: "The job waited for", example: "build" }),
					optional: z.boolean().openapi({ description: "optional: true — fine when that job is not in the run" }),
				}),
			)
			.nullable()
			.openapi({ description: "The jobs it waits for; null: every job of the earlier stages; []: none" }),
		rules: z
			.array(Rule)
			.nullable()
			.openapi({ description: "Its rules: in order; null: no rules (the job is always in the pipeline)" }),
		tags: z.array(z.string()).openapi({ description: "Runner tags it needs", example: ["linux"] }),
		line: z.number().int().openapi({ description: "The line of the job's key", example: 5 }),
	})
	.openapi("CiLintJob", { description: "A job the config defines, with extends: and default: merged in" });

const DryRun = z
	.object({
		ref: z.string().openapi({ description: "The branch planned for", example: "main" }),
		created: z
			.boolean()
			.openapi({ description: "Whether a push to the ref would make a pipeline (workflow and job rules)" }),
		reason: z.string().nullable().openapi({
			description: "Why it would not (created false); null otherwise",
			example: "no job's rules matched this run",
		}),
		jobs: z
			.array(
				z.object({
					name: z.string().openapi({ description: "The job", example: "build" }),
					stage: z.string().openapi({ description: "Its stage", example: "build" }),
					when: z.string().openapi({ description: "The when its first matching rule gives", example: "on_success" }),
					allowFailure: z.boolean().openapi({ description: "Whether its failure is allowed in this run" }),
					needs: z
						.array(z.string())
						.nullable()
						.openapi({ description: "Needs of jobs in this run; null: every earlier stage" }),
				}),
			)
			.openapi({ description: "The jobs the pipeline would have, in config order" }),
	})
	.openapi("CiLintDryRun", {
		description:
			"The config planned as a push to ref would plan it (project variables included, every changes: true, no commit)",
	});

export const LintAnswer = z
	.object({
		valid: z.boolean().openapi({ description: "true: a run would accept this config (errors is empty)" }),
		errors: z.array(ConfigError).openapi({ description: "Every problem found, by line; [] when valid" }),
		stages: z.array(z.string()).openapi({
			description: "The config's stages in order ([] when it does not parse)",
			example: ["build", "test", "deploy"],
		}),
		jobs: z.array(LintJob).openapi({ description: "The jobs it defines, in file order ([] when it does not parse)" }),
		dryRun: DryRun.nullable().openapi({ description: "The plan at ref; null when the config does not parse" }),
	})
	.openapi("CiLintAnswer");
