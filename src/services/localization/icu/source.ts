// A key's source text (issue 23), pure: it must parse and give every plural and select an `other`
// branch (the runtime formatter throws without one). Its plural keys are not checked against the
// source locale: CLDR-extra branches in a source are harmless, and a target is checked on its own.
import { missingOther } from "./gate";
import { type Ast, parseIcu } from "./parse";
import { type Placeholder, placeholders } from "./placeholders";

export type SourceCheck = { ok: true; ast: Ast; placeholders: Placeholder[] } | { ok: false; message: string };

export function checkSource(text: string): SourceCheck {
	const parsed = parseIcu(text);
	if (!parsed.ok) return parsed;
	const problems = missingOther(parsed.ast);
	if (problems.length) return { ok: false, message: `Invalid ICU message: ${problems.join("; ")}` };
	return { ok: true, ast: parsed.ast, placeholders: placeholders(parsed.ast) };
}
