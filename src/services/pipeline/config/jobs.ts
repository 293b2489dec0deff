// One job (after `extends` merging) and the `default:` section it inherits from.
import { parseRules } from "./rule-list";
import type { Errors, YNode } from "./tree";
import {
	type Artifacts,
	DEFAULT_EXPIRE_IN,
	DEFAULT_TIMEOUT_SECONDS,
	type JobConfig,
	type JobWhen,
	MAX_RETRY,
	MAX_TIMEOUT_SECONDS,
	MIN_TIMEOUT_SECONDS,
	type Need,
} from "./types";
import {
	asMap,
	bool,
	checkKeys,
	entry,
	type MapNode,
	parseDuration,
	scriptLines,
	str,
	strList,
	variables,
} from "./values";

export interface Defaults {
	beforeScript?: string[];
	afterScript?: string[];
	tags?: string[];
	timeoutSeconds?: number;
	retry?: number;
	artifacts?: Artifacts;
}

export const DEFAULT_KEYS = ["before_script", "after_script", "tags", "timeout", "retry", "artifacts"] as const;
export const JOB_KEYS = [
	...DEFAULT_KEYS,
	"stage",
	"script",
	"rules",
	"when",
	"allow_failure",
	"needs",
	"variables",
	"extends",
] as const;
const JOB_WHEN: JobWhen[] = ["on_success", "manual", "always"];

/** The keys `default:` and jobs share. */
export function readShared(map: MapNode, where: string, errors: Errors): Defaults {
	const out: Defaults = {};
	const get = (k: string) => entry(map, k)?.value;
	const v = (n: YNode | undefined, f: (n: YNode) => unknown) => (n ? (f(n) ?? undefined) : undefined);
	out.beforeScript = v(get("before_script"), (n) => scriptLines(n, `${where}:before_script`, errors)) as string[];
	out.afterScript = v(get("after_script"), (n) => scriptLines(n, `${where}:after_script`, errors)) as string[];
	out.tags = v(get("tags"), (n) => strList(n, `${where}:tags`, errors)) as string[];
	out.timeoutSeconds = v(get("timeout"), (n) => timeout(n, `${where}:timeout`, errors)) as number;
	out.retry = v(get("retry"), (n) => retry(n, `${where}:retry`, errors)) as number;
	out.artifacts = v(get("artifacts"), (n) => artifacts(n, `${where}:artifacts`, errors)) as Artifacts;
	return out;
}

export function parseJob(name: string, line: number, map: MapNode, defaults: Defaults, errors: Errors): JobConfig {
	const where = name;
	checkKeys(map, JOB_KEYS, where, errors);
	const own = readShared(map, where, errors);
	const get = (k: string) => entry(map, k)?.value;
	const script = get("script");
	if (!script) errors.add(map.pos, `${name}: "script" is required`);
	let when: JobWhen = "on_success";
	const w = get("when");
	if (w) {
		const s = str(w, `${where}:when`, errors);
		if (s !== null && !JOB_WHEN.includes(s as JobWhen))
			errors.add(w.pos, `${where}:when must be one of ${JOB_WHEN.join(", ")}, not "${s}"`);
		else if (s !== null) when = s as JobWhen;
	}
	const stage = get("stage");
	const rules = get("rules");
	const af = get("allow_failure");
	const vars = get("variables");
	const needs = get("needs");
	return {
		name,
		stage: (stage && str(stage, `${where}:stage`, errors)) || "test",
		script: (script && scriptLines(script, `${where}:script`, errors)) || [],
		beforeScript: own.beforeScript ?? defaults.beforeScript ?? [],
		afterScript: own.afterScript ?? defaults.afterScript ?? [],
		rules: rules ? parseRules(rules, `${where}:rules`, false, errors) : null,
		when,
		allowFailure: af ? bool(af, `${where}:allow_failure`, errors) : null,
		needs: needs ? parseNeeds(needs, `${where}:needs`, errors) : null,
		artifacts: own.artifacts ?? defaults.artifacts ?? null,
		timeoutSeconds: own.timeoutSeconds ?? defaults.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
		retry: own.retry ?? defaults.retry ?? 0,
		tags: own.tags ?? defaults.tags ?? [],
		variables: (vars && variables(vars, `${where}:variables`, errors)) || {},
		line,
	};
}

/** `needs:` entries with their positions, so the graph checks can point at the culprit. */
export const needPositions = new WeakMap<Need, { line: number; column: number }>();

function parseNeeds(n: YNode, where: string, errors: Errors): Need[] | null {
	if (n.kind !== "seq") {
		errors.add(n.pos, `${where} must be a list of job names`);
		return null;
	}
	const out: Need[] = [];
	for (const item of n.items) {
		let need: Need | null = null;
		if (item.kind === "scalar" && typeof item.value === "string") need = { job: item.value, optional: false };
		else if (item.kind === "map") {
			checkKeys(item, ["job", "optional"], where, errors);
			const job = entry(item, "job");
			const opt = entry(item, "optional");
			if (!job) errors.add(item.pos, `${where}: an entry needs "job"`);
			const name = job ? str(job.value, `${where}:job`, errors) : null;
			const optional = opt ? bool(opt.value, `${where}:optional`, errors) : false;
			if (name !== null) need = { job: name, optional: optional ?? false };
		} else errors.add(item.pos, `${where} items must be job names`);
		if (need) {
			needPositions.set(need, item.pos);
			out.push(need);
		}
	}
	return out;
}

function timeout(n: YNode, where: string, errors: Errors): number | null {
	const text = n.kind === "scalar" && n.value !== null ? String(n.value) : null;
	const secs = text === null ? null : parseDuration(text);
	if (secs === null) errors.add(n.pos, `${where}: "${text ?? n.kind}" is not a duration (e.g. "10m", "1h 30m")`);
	else if (secs < MIN_TIMEOUT_SECONDS || secs > MAX_TIMEOUT_SECONDS)
		errors.add(n.pos, `${where} must be between 1 minute and 24 hours, not "${text}"`);
	else return secs;
	return null;
}

function retry(n: YNode, where: string, errors: Errors): number | null {
	let node = n;
	if (n.kind === "map") {
		checkKeys(n, ["max"], where, errors);
		const max = entry(n, "max");
		if (!max) return 0;
		node = max.value;
	}
	const v = node.kind === "scalar" ? node.value : null;
	if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > MAX_RETRY) {
		errors.add(node.pos, `${where} must be 0, 1 or 2, not ${JSON.stringify(v ?? node.kind)}`);
		return null;
	}
	return v;
}

function artifacts(n: YNode, where: string, errors: Errors): Artifacts | null {
	const map = asMap(n, where, errors);
	if (!map) return null;
	checkKeys(map, ["paths", "expire_in"], where, errors);
	const paths = entry(map, "paths");
	const exp = entry(map, "expire_in");
	if (!paths) errors.add(map.pos, `${where}: "paths" is required`);
	const list = paths ? strList(paths.value, `${where}:paths`, errors) : null;
	const expireIn = exp ? str(exp.value, `${where}:expire_in`, errors) : DEFAULT_EXPIRE_IN;
	if (expireIn === null || !list) return null;
	const secs = expireIn.trim().toLowerCase() === "never" ? null : parseDuration(expireIn);
	if (secs === null && expireIn.trim().toLowerCase() !== "never") {
		errors.add(exp!.value.pos, `${where}:expire_in: "${expireIn}" is not a duration (e.g. "1 week", "never")`);
		return null;
	}
	return { paths: list, expireIn, expireInSeconds: secs };
}
