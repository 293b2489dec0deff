import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../src/services/pipeline/config";

const errorsOf = (text: string, opts?: Parameters<typeof parseConfig>[1]) => {
	const r = parseConfig(text, opts);
	if (r.ok) throw new Error("expected errors");
	return r.errors;
};
const y = (lines: string[]) => `${lines.join("\n")}\n`;

describe("parseConfig: errors with their lines and columns", () => {
	const cases: [string, string[], { line: number; column: number; message: RegExp }[]][] = [
		[
			"unknown top-level key",
			["include: x.yml", "job: {script: a}"],
			[{ line: 1, column: 1, message: /unknown top-level key "include"/ }],
		],
		[
			"a top-level scalar",
			["job: {script: a}", "foo: bar"],
			[{ line: 2, column: 1, message: /unknown top-level key "foo"/ }],
		],
		[
			"unknown job key",
			["job:", "  script: a", "  scirpt: b"],
			[{ line: 3, column: 3, message: /job: unknown key "scirpt"/ }],
		],
		["missing script", ["job:", "  stage: build"], [{ line: 2, column: 3, message: /job: "script" is required/ }]],
		[
			"unknown stage",
			["stages: [a]", "job:", "  stage: b", "  script: x"],
			[{ line: 3, column: 10, message: /stage "b" is not in stages/ }],
		],
		[
			"default stage missing",
			["stages: [a]", "job:", "  script: x"],
			[{ line: 2, column: 1, message: /job: stage "test"/ }],
		],
		[
			"duplicate stage",
			["stages: [a, a]", "job: {stage: a, script: x}"],
			[{ line: 1, column: 13, message: /"a" is listed twice/ }],
		],
		[
			"unknown need",
			["a:", "  script: x", "  needs: [b]"],
			[{ line: 3, column: 11, message: /a:needs: "b" is not a job/ }],
		],
		[
			"later-stage need",
			["a:", "  stage: build", "  script: x", "  needs:", "    - b", "b:", "  stage: deploy", "  script: y"],
			[{ line: 5, column: 7, message: /"b" is in a later stage \(deploy\)/ }],
		],
		[
			"a need cycle",
			["a: {script: x, needs: [b]}", "b: {script: x, needs: [c]}", "c: {script: x, needs: [a]}"],
			[{ line: 3, column: 24, message: /forms a cycle \(a → b → c → a\)/ }],
		],
		["a self need", ["a: {script: x, needs: [a]}"], [{ line: 1, column: 24, message: /cycle \(a → a\)/ }]],
		[
			"retry 3",
			["a:", "  script: x", "  retry: 3"],
			[{ line: 3, column: 10, message: /a:retry must be 0, 1 or 2, not 3/ }],
		],
		[
			"retry max -1",
			["a:", "  script: x", "  retry: {max: -1}"],
			[{ line: 3, column: 16, message: /retry must be 0, 1 or 2/ }],
		],
		[
			"default retry",
			["default:", "  retry: 5", "a: {script: x}"],
			[{ line: 2, column: 10, message: /default:retry/ }],
		],
		[
			"wrong type",
			["a:", "  script: x", "  tags: linux"],
			[{ line: 3, column: 9, message: /a:tags must be a list of strings, not a string/ }],
		],
		[
			"allow_failure type",
			["a:", "  script: x", "  allow_failure: yes"],
			[{ line: 3, column: 18, message: /true or false/ }],
		],
		[
			"job when",
			["a:", "  script: x", "  when: never"],
			[{ line: 3, column: 9, message: /a:when must be one of on_success, manual, always/ }],
		],
		["bad timeout", ["a:", "  script: x", "  timeout: soon"], [{ line: 3, column: 12, message: /not a duration/ }]],
		[
			"timeout too long",
			["a:", "  script: x", "  timeout: 2d"],
			[{ line: 3, column: 12, message: /between 1 minute and 24 hours/ }],
		],
		[
			"variables",
			["variables:", "  1X: a", "  B: [x]", "a: {script: x}"],
			[
				{ line: 2, column: 3, message: /"1X" is not a valid variable name/ },
				{ line: 3, column: 6, message: /variables:B must be a string, not a list/ },
			],
		],
		[
			"workflow key",
			["workflow:", "  rule: []", "a: {script: x}"],
			[{ line: 2, column: 3, message: /workflow: unknown key "rule"/ }],
		],
		[
			"rule key",
			["a:", "  script: x", "  rules:", "    - iff: $X"],
			[{ line: 4, column: 7, message: /a:rules\[0\]: unknown key "iff"/ }],
		],
		[
			"rule when",
			["a:", "  script: x", "  rules:", "    - when: later"],
			[{ line: 4, column: 13, message: /a:rules\[0\]:when must be one of/ }],
		],
		[
			"workflow when manual",
			["workflow:", "  rules:", "    - when: manual", "a: {script: x}"],
			[{ line: 3, column: 13, message: /workflow:rules\[0\]:when must be one of always, never/ }],
		],
		[
			"rules syntax",
			["a:", "  script: x", "  rules:", "    - if: $A == "],
			[{ line: 4, column: 16, message: /found end of expression \(column 6 of the expression\)/ }],
		],
		[
			"rules quoted",
			["a:", "  script: x", "  rules:", "    - if: '$A && &'"],
			[{ line: 4, column: 18, message: /unexpected character "&"/ }],
		],
		[
			"invalid regex",
			["a:", "  script: x", "  rules:", "    - if: $A =~ /(/"],
			[{ line: 4, column: 17, message: /invalid regular expression/ }],
		],
		[
			"extends unknown",
			["a:", "  extends: .nope", "  script: x"],
			[{ line: 2, column: 12, message: /"\.nope" is not defined/ }],
		],
		[
			"extends cycle",
			[".a: {extends: .b}", ".b: {extends: .a}", "j: {extends: .a, script: x}"],
			[{ line: 2, column: 15, message: /extends itself/ }],
		],
		[
			"artifacts",
			["a:", "  script: x", "  artifacts: {expire_in: 1 week}"],
			[{ line: 3, column: 14, message: /a:artifacts: "paths" is required/ }],
		],
		[
			"needs optional",
			["a: {script: x}", "b:", "  script: x", "  needs: [{job: a, opt: true}]"],
			[{ line: 4, column: 20, message: /b:needs: unknown key "opt"/ }],
		],
		["YAML syntax", ["a:", "  script: [x", "b: {script: y}"], [{ line: 3, column: 1, message: /^YAML syntax error/ }]],
		[
			"duplicate key",
			["a: {script: x}", "a: {script: y}"],
			[{ line: 2, column: 1, message: /YAML syntax error: Map keys must be unique/ }],
		],
		["empty", [""], [{ line: 1, column: 1, message: /the config is empty/ }]],
		["a list", ["- a"], [{ line: 1, column: 1, message: /must be a mapping/ }]],
	];
	it.each(cases)("%s", (_, lines, expected) => {
		const errors = errorsOf(y(lines));
		expect(errors.map((e) => ({ line: e.line, column: e.column }))).toEqual(
			expected.map(({ line, column }) => ({ line, column })),
		);
		for (const [i, e] of errors.entries()) expect(e.message).toMatch(expected[i].message);
	});

	it("collects every error, sorted by line", () => {
		const errors = errorsOf(y(["b:", "  script: x", "  retry: 9", "stages: [test, test]", "a:", "  scrpt: x"]));
		expect(errors.map((e) => [e.line, e.column])).toEqual([
			[3, 10],
			[4, 16],
			[6, 3],
			[6, 3],
		]);
		expect(errors.map((e) => e.message)).toEqual([
			"b:retry must be 0, 1 or 2, not 9",
			'stages: "test" is listed twice',
			'a: unknown key "scrpt"',
			'a: "script" is required',
		]);
	});

	it("over 256 KiB", () => {
		const text = `a: {script: x}\n#${"x".repeat(256 * 1024)}\n`;
		expect(errorsOf(text)).toEqual([{ line: 1, column: 1, message: expect.stringMatching(/256 KiB/) }]);
		expect(parseConfig(`a: {script: x}\n#${"x".repeat(256 * 1024 - 20)}\n`).ok).toBe(true);
	});

	it("over 200 jobs: the 201st is named", () => {
		const jobs = Array.from({ length: 201 }, (_, i) => `j${i}: {script: x}`);
		expect(errorsOf(y(jobs))).toEqual([{ line: 201, column: 1, message: '"j200": more than 200 jobs' }]);
		expect(parseConfig(y(jobs.slice(0, 200))).ok).toBe(true);
	});

	it("an alias bomb is refused, not expanded", () => {
		const lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
		for (let i = 0; i < 8; i++)
			lines.push(
				`.${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
					.fill(`*${String.fromCharCode(97 + i)}`)
					.join(", ")}]`,
			);
		const errors = errorsOf(y(lines));
		expect(errors[0].message).toMatch(/more than 100000 nodes|YAML/);
	});
});
