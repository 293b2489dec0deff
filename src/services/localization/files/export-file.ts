// GET /projects/{id}/export (issue 24, extension): one namespace of one locale as a file — the source
// texts for the source locale, else the locale's current non-rejected values (machine, needs_review
// and approved alike: what translators work on, not what ships) of live keys.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { type LocScope, notFound } from "../context";
import { canonicalTag, projectOf } from "../projects";
import { extension, type FlatMap, mediaType, serialiseFlat, serialiseNested, serialiseXliff } from "./formats";
import type { ExportQueryT } from "./schemas";
import { readNamespace } from "./store";

export const badLocale = (tag: string) =>
	new ApiError(400, "validation_error", `locale: ${JSON.stringify(tag)} is not a BCP 47 language tag`, "locale");

export async function exportFile(env: Env, s: LocScope, projectId: string, q: ExportQueryT) {
	const project = await projectOf(env, s, projectId);
	const locale = canonicalTag(q.locale);
	if (!locale) throw badLocale(q.locale);
	const isSource = locale === project.sourceLocale;
	const ns = await readNamespace(env, s, project.id, q.namespace, isSource ? null : locale, false);
	if (ns.reviewPolicy == null) throw notFound("namespace");
	if (!isSource && ns.enabled == null) throw notFound("locale");
	const sources: FlatMap = new Map(ns.keys.map((k) => [k.name, k.sourceText]));
	const values: FlatMap = isSource
		? sources
		: new Map(
				ns.keys.flatMap(
					(k): Array<[string, string]> => (k.tValue != null && k.tStatus !== "rejected" ? [[k.name, k.tValue]] : []),
				),
			);
	const body =
		q.format === "json-flat"
			? serialiseFlat(values)
			: q.format === "json-nested"
				? serialiseNested(values)
				: serialiseXliff(values, sources, {
						sourceLocale: project.sourceLocale,
						targetLocale: locale,
						original: q.namespace,
					});
	return {
		body,
		contentType: mediaType(q.format),
		fileName: `${q.namespace}.${locale}.${extension(q.format)}`,
	};
}
