import type { Placeholder } from "../icu";
import type { KeyListRow, KeyRow, TranslationRow } from "./store/keys";

const iso = (t: number) => new Date(t).toISOString();

/** A translation as the API answers it (PUT translation, key lists with ?locale, review, releases). */
export const translationView = (t: TranslationRow) => ({
	id: t.id,
	keyId: t.keyId,
	projectId: t.projectId,
	locale: t.locale,
	value: t.value,
	status: t.status,
	lengthWarning: t.lengthWarning ? (JSON.parse(t.lengthWarning) as { maxLength: number; length: number }) : null,
	reviewer: t.reviewerBy && t.reviewedAt != null ? { by: t.reviewerBy, at: iso(t.reviewedAt) } : null,
	rejectReason: t.rejectReason,
	createdAt: iso(t.createdAt),
	updatedAt: iso(t.updatedAt),
});
export type TranslationView = ReturnType<typeof translationView>;

/** A key as the API answers it; placeholders and context are stored as JSON. */
export const keyView = (k: KeyRow) => ({
	id: k.id,
	projectId: k.projectId,
	namespace: k.namespace,
	name: k.name,
	sourceText: k.sourceText,
	placeholders: JSON.parse(k.placeholders) as Placeholder[],
	description: k.description,
	maxLength: k.maxLength,
	context: k.context ? (JSON.parse(k.context) as Array<{ file: string; line: number }>) : [],
	screenshotUrl: k.screenshotUrl,
	archived: k.archivedAt != null,
	createdAt: iso(k.createdAt),
	updatedAt: iso(k.updatedAt),
});
export type KeyView = ReturnType<typeof keyView>;

/** A list row: the key, plus its translation (or null) when the list was asked for a locale. */
export const keyListView = (k: KeyListRow) =>
	k.translation === undefined
		? keyView(k)
		: { ...keyView(k), translation: k.translation ? translationView(k.translation) : null };
