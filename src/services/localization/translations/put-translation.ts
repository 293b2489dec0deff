import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type LocScope, notFound, ruleBroken } from "../context";
import { displayLength, type GateResult, gate, type Placeholder } from "../icu";
import { lengthWarning, type TranslationRow, translationView } from "../keys";
import { upsertMemoryStatements } from "../memory";
import { canonicalTag } from "../projects";
import type { PutTranslationBody } from "./schemas";
import { type KeyForTranslation, readKeyFor, stillAsRead, upsertTranslation } from "./store";

/** Writes retried when the key, its namespace's policy or the locale changed between the read and the write. */
const ATTEMPTS = 3;

/** The gate's refusal: 422 VALIDATION_ERROR when the value does not parse, else 422 PLACEHOLDER_MISMATCH. */
export function gateError(g: Exclude<GateResult, { ok: true }>): ApiError {
	if (g.code === "syntax") return ruleBroken(g.message, "value");
	return new ApiError(422, "placeholder_mismatch", g.message, "value");
}

/** The key's target locale as a translation may use it: 404 when it is none of the project's targets, 422 when disabled. */
function checkLocale(k: KeyForTranslation, locale: string) {
	if (k.enabled == null) throw notFound("locale");
	if (!k.enabled) throw ruleBroken(`${locale} is disabled in this project; enable it to translate into it`, "locale");
}

/**
 * PUT /keys/{keyId}/translations/{locale}: the value passes the gate against the key's placeholders
 * for this locale or nothing is stored. Gated namespaces store machine as needs_review; approved
 * records the caller as reviewer and upserts translation memory in the same batch; over the key's
 * maxLength the value is stored with lengthWarning.
 */
export async function putTranslation(
	env: Env,
	s: LocScope,
	by: string,
	keyId: string,
	tag: string,
	b: PutTranslationBody,
) {
	const locale = canonicalTag(tag);
	if (!locale) throw notFound("locale");
	for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
		const k = await readKeyFor(env, s, keyId, locale);
		if (!k) throw notFound("key");
		checkLocale(k, locale);
		const g = gate(JSON.parse(k.placeholders) as Placeholder[], b.value, locale);
		if (!g.ok) throw gateError(g);
		const row = translationRow(k, locale, b, by, displayLength(g.ast));
		const when = stillAsRead(k, locale);
		const memory =
			row.status === "approved"
				? await upsertMemoryStatements(env, {
						accountId: s.workspaceId,
						sourceLocale: k.sourceLocale,
						targetLocale: locale,
						source: k.sourceText,
						target: b.value,
						now: row.updatedAt,
						when,
					})
				: [];
		const written = await upsertTranslation(env, row, when, memory);
		if (written) return translationView(written);
	}
	throw new ApiError(409, "conflict", "The key or locale kept changing while the translation was written; try again");
}

function translationRow(
	k: KeyForTranslation,
	locale: string,
	b: PutTranslationBody,
	by: string,
	length: number,
): TranslationRow {
	const now = Date.now();
	const status = b.status === "machine" && k.reviewPolicy === "gated" ? "needs_review" : b.status;
	const warning = lengthWarning(k.maxLength, length);
	return {
		id: newId("tr_", now),
		accountId: k.accountId,
		projectId: k.projectId,
		keyId: k.id,
		locale,
		value: b.value,
		status,
		lengthWarning: warning ? JSON.stringify(warning) : null,
		reviewerBy: status === "approved" ? by : null,
		reviewedAt: status === "approved" ? now : null,
		rejectReason: null,
		createdAt: now,
		updatedAt: now,
	};
}
