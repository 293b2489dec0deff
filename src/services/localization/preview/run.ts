// The tasks consumer of previews (kind loc.preview): the taken strings go to the MT client as ICU
// literals (so markup-like text travels protected) in one call, are rebuilt through the gate and
// rendered back to text. 429 and unavailable retry with backoff; anything else fails the preview.
import { z } from "zod";
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { icuLiteral, icuPlain } from "../icu";
import { type MtClient, MtError } from "../integrations/deepl";
import { mtClient } from "../integrations/deepl-simulator";
import { rebuild, segmentTexts, toSegments } from "../integrations/icu-segments";
import { backoff, jobError, MAX_ATTEMPTS } from "../jobs/run";
import { PREVIEW_KIND, type PreviewMessage } from "./preview";
import { finishPreview, previewOf } from "./store";

const Message = z.object({ kind: z.literal(PREVIEW_KIND), previewId: z.string().min(1).max(64) });

/** Translates a running preview and stores its pairs. */
export async function runPreview(env: Env, m: PreviewMessage, client: MtClient) {
	const p = await previewOf(env, m.previewId);
	if (p?.status !== "running") return;
	const strings = JSON.parse(p.strings) as string[];
	const plans = strings.map((s) => toSegments(icuLiteral(s)));
	const out = await client.translate(
		plans.flatMap((plan) => segmentTexts(plan)),
		{ source: p.sourceLocale ?? undefined, target: p.targetLocale },
	);
	let at = 0;
	const pairs = strings.map((original, i) => {
		const plan = plans[i] as ReturnType<typeof toSegments>;
		const slice = out.slice(at, at + plan.segments.length);
		at += plan.segments.length;
		let translated = original;
		try {
			translated = icuPlain(rebuild(plan, slice, p.targetLocale)) ?? original;
		} catch {
			// a value the gate refuses: the original stands in
		}
		return { original, translated };
	});
	await finishPreview(env, p.id, { status: "done", pairs: JSON.stringify(pairs) }, Date.now());
}

const retryable = (err: unknown) =>
	!(err instanceof MtError) || err.kind === "rate_limited" || err.kind === "unavailable";

export const previewHandler =
	(clientOf: (env: Env) => MtClient = (env) => mtClient(env)): QueueHandler =>
	async (job, env) => {
		const parsed = Message.safeParse(job.body);
		if (!parsed.success) return log(env, "error", { service: "loc", event: "bad_preview_message" });
		try {
			await runPreview(env, parsed.data, clientOf(env));
		} catch (err) {
			const fields = { service: "loc", previewId: parsed.data.previewId, attempts: job.attempts };
			if (retryable(err) && job.attempts < MAX_ATTEMPTS) {
				log(env, "warn", { ...fields, event: "preview_retry" });
				return job.retry(backoff(job.attempts, err instanceof MtError ? err.retryAfterSeconds : undefined));
			}
			log(env, "warn", { ...fields, event: "preview_failed" });
			await finishPreview(env, parsed.data.previewId, { status: "failed", error: jobError(err) }, Date.now());
		}
	};
