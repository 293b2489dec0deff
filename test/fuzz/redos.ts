// Issue 37 item 1: hostile shapes for every field that holds a pattern, glob, filter or expression
// (by its name or its OpenAPI description): patterns that backtrack catastrophically, globs and
// robots-style wildcards that do, and the long inputs that make them. `valid` sometimes picks one for
// such a field; the `redos` mutation always does, and the harness requires a prompt answer.
import fc from "fast-check";
import type { Schema } from "./schema";

const LONG = 10_000;
export const REDOS: string[] = [
	"/^(a+)+$/",
	"^(a+)+$",
	"(a|aa)+$",
	"(.*a){20}",
	"((a*)*)*b",
	"/(a)\\1/",
	"/(?=a)a/",
	`${"**/".repeat(60)}a`,
	`/${"*a".repeat(200)}b`,
	`${"{a,aa}".repeat(40)}b`,
	"$V =~ /^(a+)+$/",
	`${"a".repeat(LONG)}!`,
	`${"a/".repeat(LONG / 2)}!`,
	`${"1".repeat(LONG)}x`,
];

/** A field whose name or description says it holds a pattern, glob, filter or expression. */
export const PATTERNISH = /pattern|regex|glob|filter|expression|wildcard|cron|rule|match|path|term/i;

export const patternish = (name: string, s: Schema | undefined): boolean =>
	PATTERNISH.test(name) || PATTERNISH.test(String(s?.description ?? ""));

/** The hostile strings a field of this schema may take (all of them: a too-long one must be a 4xx). */
export const hostile = (): fc.Arbitrary<string> => fc.constantFrom(...REDOS);

/** The longest a hostile answer may take: a linear engine answers in milliseconds, a backtracking one never. */
export const REDOS_ANSWER_MS = 5_000;
