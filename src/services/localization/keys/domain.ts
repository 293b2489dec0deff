// Keys (issue 23), pure rules: the bounds of a key and of a bulk PUT, and the whole-payload check a
// PUT passes before anything is written (duplicates, unknown namespaces, source text that is not a
// valid ICU message), naming the first offender as `keys[i].field`.
import { ApiError } from "../../../platform/errors";
import { checkSource } from "../icu";
import type { KeyInputBody } from "./schemas";

/** Spec 002 "keys per PUT at most 2000". */
export const MAX_KEYS_PER_PUT = 2000;
export const MAX_KEY_NAME = 255;
export const MAX_SOURCE_TEXT = 10_000;
export const MAX_DESCRIPTION = 2000;
export const MAX_LENGTH_LIMIT = 100_000;
export const MAX_CONTEXT = 100;

/** What one key of a PUT becomes: the stored columns, normalised so an unchanged key compares equal. */
export interface KeyWrite {
	id: string;
	namespace: string;
	name: string;
	sourceText: string;
	/** JSON [{name, type}] */
	placeholders: string;
	description: string | null;
	maxLength: number | null;
	/** JSON [{file, line}], or null for none (absent, null and [] are one) */
	context: string | null;
}

export const keyParam = (i: number, field: string) => `keys[${i}].${field}`;
/** zod's `keys.3.name` as this API names fields of a bulk body: `keys[3].name`. */
export const bracketParam = (param: string) => param.replace(/^keys\.(\d+)(?=\.|$)/, "keys[$1]");

const canonicalContext = (ctx: KeyInputBody["context"]) =>
	ctx?.length ? JSON.stringify(ctx.map((u) => ({ file: u.file, line: u.line }))) : null;

/**
 * The whole payload checked before any write, in payload order: a second (namespace, name) → 400
 * (a shape error: the body contradicts itself), a namespace the project lacks → 422, a source text
 * that is not a valid ICU message (syntax, or a plural/select without other) → 422. Returns the rows.
 */
export function checkKeys(items: KeyInputBody[], namespaces: ReadonlySet<string>, newId: () => string): KeyWrite[] {
	const seen = new Set<string>();
	items.forEach((k, i) => {
		const id = `${k.namespace}\u001f${k.name}`;
		if (seen.has(id))
			throw new ApiError(
				400,
				"validation_error",
				`${keyParam(i, "name")}: ${k.namespace}:${k.name} appears twice in the payload`,
				keyParam(i, "name"),
			);
		seen.add(id);
	});
	return items.map((k, i) => {
		if (!namespaces.has(k.namespace))
			throw new ApiError(
				422,
				"validation_error",
				`${keyParam(i, "namespace")}: the project has no namespace ${k.namespace}`,
				keyParam(i, "namespace"),
			);
		const source = checkSource(k.sourceText);
		if (!source.ok)
			throw new ApiError(
				422,
				"validation_error",
				`${keyParam(i, "sourceText")}: ${source.message}`,
				keyParam(i, "sourceText"),
			);
		return {
			id: newId(),
			namespace: k.namespace,
			name: k.name,
			sourceText: k.sourceText,
			placeholders: JSON.stringify(source.placeholders),
			description: k.description ?? null,
			maxLength: k.maxLength ?? null,
			context: canonicalContext(k.context),
		};
	});
}

/** The lengthWarning a translation of this display length gets under maxLength (null when within). */
export const lengthWarning = (maxLength: number | null, length: number) =>
	maxLength != null && length > maxLength ? { maxLength, length } : null;
