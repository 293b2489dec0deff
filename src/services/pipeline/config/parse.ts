// parseConfig: text → CiConfig or every error found, sorted by line. Never throws on any input.
import { ExtendsResolver } from "./extends";
import { DEFAULT_KEYS, type Defaults, needPositions, parseJob, readShared } from "./jobs";
import { parseRules } from "./rule-list";
import { Errors, readYaml, type YEntry } from "./tree";
import {
	type CiConfig,
	DEFAULT_STAGES,
	type JobConfig,
	MAX_CONFIG_BYTES,
	MAX_JOBS,
	type ParseResult,
	type Rule,
} from "./types";
import { asMap, checkKeys, entry, type MapNode, strList, variables } from "./values";

export interface ParseOptions {
	maxBytes?: number;
	maxJobs?: number;
}

const RESERVED = ["stages", "variables", "default", "workflow"];
/** GitLab keywords this subset leaves out: named as unsupported rather than mistaken for jobs. */
const UNSUPPORTED = ["include", "image", "services", "cache", "before_script", "after_script", "spec", "pages"];

export function parseConfig(text: string, opts: ParseOptions = {}): ParseResult {
	const errors = new Errors();
	const maxBytes = opts.maxBytes ?? MAX_CONFIG_BYTES;
	const size = new TextEncoder().encode(text).length;
	if (size > maxBytes) {
		errors.add({ line: 1, column: 1 }, `the config is ${size} bytes; the limit is ${maxBytes} (256 KiB)`);
		return { ok: false, errors: errors.sorted() };
	}
	const root = readYaml(text, errors);
	if (!root) return { ok: false, errors: errors.sorted() };
	if (root.kind !== "map") {
		errors.add(
			root.pos,
			root.kind === "scalar" && root.value === null ? "the config is empty" : "the config must be a mapping",
		);
		return { ok: false, errors: errors.sorted() };
	}
	const config = readTop(root, errors, opts.maxJobs ?? MAX_JOBS);
	const list = errors.sorted();
	return list.length ? { ok: false, errors: list } : { ok: true, config };
}

function readTop(root: MapNode, errors: Errors, maxJobs: number): CiConfig {
	let stages = DEFAULT_STAGES;
	const st = entry(root, "stages");
	if (st) {
		stages = strList(st.value, "stages", errors) ?? DEFAULT_STAGES;
		if (st.value.kind === "seq") {
			const listed = new Set<string>();
			st.value.items.forEach((item, i) => {
				if (listed.has(stages[i])) errors.add(item.pos, `stages: "${stages[i]}" is listed twice`);
				listed.add(stages[i]);
			});
		}
	}
	const vars = entry(root, "variables");
	const globals = (vars && variables(vars.value, "variables", errors)) || {};
	let defaults: Defaults = {};
	const def = entry(root, "default");
	const defMap = def && asMap(def.value, "default", errors);
	if (defMap) {
		checkKeys(defMap, DEFAULT_KEYS, "default", errors);
		defaults = readShared(defMap, "default", errors);
	}
	let workflowRules: Rule[] | null = null;
	const wf = entry(root, "workflow");
	const wfMap = wf && asMap(wf.value, "workflow", errors);
	if (wfMap) {
		checkKeys(wfMap, ["rules"], "workflow", errors);
		const r = entry(wfMap, "rules");
		if (r) workflowRules = parseRules(r.value, "workflow:rules", true, errors);
	}
	const all = new Map<string, YEntry>(root.entries.map((e) => [e.key, e]));
	const templates = new ExtendsResolver(all, errors);
	const jobs: JobConfig[] = [];
	const stagePos = new Map<string, { line: number; column: number }>();
	for (const e of root.entries) {
		if (RESERVED.includes(e.key) || e.key.startsWith(".")) continue;
		if (UNSUPPORTED.includes(e.key)) {
			errors.add(e.keyPos, `unknown top-level key "${e.key}" (not supported by this CI)`);
			continue;
		}
		if (e.value.kind !== "map") {
			errors.add(e.keyPos, `unknown top-level key "${e.key}": a job must be a mapping with "script"`);
			continue;
		}
		if (jobs.length === maxJobs) {
			// Reported once; the jobs past the cap are not read (their errors would only bury this one).
			errors.add(e.keyPos, `"${e.key}": more than ${maxJobs} jobs`);
			break;
		}
		const merged = templates.job(e.key, e.value);
		const job = parseJob(e.key, e.keyPos.line, merged, defaults, errors);
		stagePos.set(e.key, entry(merged, "stage")?.value.pos ?? e.keyPos);
		jobs.push(job);
	}
	const stageSet = new Set(stages);
	for (const job of jobs) {
		if (!stageSet.has(job.stage))
			errors.add(stagePos.get(job.name)!, `${job.name}: stage "${job.stage}" is not in stages (${stages.join(", ")})`);
	}
	checkNeeds(jobs, stages, errors);
	return { stages, variables: globals, workflowRules, jobs };
}

function checkNeeds(jobs: JobConfig[], stages: string[], errors: Errors): void {
	const byName = new Map(jobs.map((j) => [j.name, j]));
	const order = new Map<string, number>();
	for (const [i, s] of stages.entries()) if (!order.has(s)) order.set(s, i);
	const rank = (s: string) => order.get(s) ?? -1;
	const edges = new Map<string, Set<string>>();
	for (const job of jobs) {
		const ok = new Set<string>();
		for (const need of job.needs ?? []) {
			const pos = needPositions.get(need)!;
			const target = byName.get(need.job);
			if (!target) errors.add(pos, `${job.name}:needs: "${need.job}" is not a job`);
			else if (rank(target.stage) > rank(job.stage))
				errors.add(pos, `${job.name}:needs: "${need.job}" is in a later stage (${target.stage})`);
			else ok.add(need.job);
		}
		edges.set(job.name, ok);
	}
	const state = new Map<string, "open" | "done">();
	const visit = (name: string, path: string[]): void => {
		state.set(name, "open");
		const job = byName.get(name)!;
		for (const need of job.needs ?? []) {
			if (!edges.get(name)!.has(need.job)) continue;
			const s = state.get(need.job);
			if (s === "open") {
				const from = path.indexOf(need.job);
				const cycle = from < 0 ? [name, need.job] : [...path.slice(from), name, need.job];
				errors.add(needPositions.get(need)!, `${name}:needs: "${need.job}" forms a cycle (${cycle.join(" → ")})`);
			} else if (!s) visit(need.job, [...path, name]);
		}
		state.set(name, "done");
	};
	for (const job of jobs) if (!state.has(job.name)) visit(job.name, []);
}
