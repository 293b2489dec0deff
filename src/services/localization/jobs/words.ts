// Agent words (issue 24, REFERENCE "Localization"): what a translate job is charged is the word-like
// Intl.Segmenter segments of a message's literal text (plural and select branches included; argument
// names, formats and tags are not words). Budgets per plan: free 1,000 words once, starter 50,000 a
// month, pro 250,000 a month, scale unlimited; a month is the UTC calendar month.
import { TYPE } from "@formatjs/icu-messageformat-parser";
import { ApiError } from "../../../platform/errors";
import type { LocPlan } from "../access/plans";
import { parseIcu, walk } from "../icu";

export interface WordBudget {
	plan: LocPlan;
	/** Words per period; null is unlimited */
	cap: number | null;
	/** "once" (free: a lifetime allowance) or the UTC month YYYY-MM */
	period: string;
	/** How the allowance reads in a message */
	label: string;
}

const BUDGETS: Record<LocPlan, { cap: number | null; once: boolean }> = {
	free: { cap: 1_000, once: true },
	starter: { cap: 50_000, once: false },
	pro: { cap: 250_000, once: false },
	scale: { cap: null, once: false },
};

export function wordBudget(plan: LocPlan, now: number): WordBudget {
	const b = BUDGETS[plan];
	const period = b.once ? "once" : new Date(now).toISOString().slice(0, 7);
	const label =
		b.cap == null ? "unlimited words" : `${b.cap.toLocaleString("en-US")} words ${b.once ? "once" : "a month"}`;
	return { plan, cap: b.cap, period, label };
}

/** Word-like segments of the literal text of an ICU message (0 when it does not parse). */
export function countWords(message: string, locale: string): number {
	const parsed = parseIcu(message);
	if (!parsed.ok) return 0;
	let segmenter: Intl.Segmenter;
	try {
		segmenter = new Intl.Segmenter(locale, { granularity: "word" });
	} catch {
		segmenter = new Intl.Segmenter("en", { granularity: "word" });
	}
	let n = 0;
	for (const el of walk(parsed.ast)) {
		if (el.type !== TYPE.literal) continue;
		for (const s of segmenter.segment(el.value)) if (s.isWordLike) n++;
	}
	return n;
}

/** 403 UPGRADE_REQUIRED: the job's words and what is left of the plan's allowance. */
export const overBudget = (needed: number, left: number, b: WordBudget) =>
	new ApiError(
		403,
		"upgrade_required",
		`This job needs ${needed.toLocaleString("en-US")} words and ${Math.max(left, 0).toLocaleString("en-US")} are left of the ${b.plan} plan's ${b.label}; upgrade the plan or translate fewer keys`,
	);
