// Artifacts: `artifacts.paths` (relative to the job's work dir; `*`, `?`, `[...]`, `{a,b}` and `**`)
// expand to a list of files and directories, which the system's tar packs as one .tar.gz; a
// dependency's .tar.gz is unpacked with the same tar. A path that matches nothing is a warning,
// not a failure; a path outside the work dir is refused with a warning. `.git` is never walked.
import { execFile } from "node:child_process";
import { lstat, readdir, writeFile } from "node:fs/promises";
import { join, posix } from "node:path";

/** A glob (slash-separated, relative) as an anchored RegExp. */
export function globToRegExp(glob) {
	let re = "";
	let inClass = false;
	let braces = 0;
	for (let i = 0; i < glob.length; i++) {
		const c = glob[i];
		if (inClass) {
			if (c === "]") inClass = false;
			re += c === "\\" ? "\\\\" : c;
			continue;
		}
		if (c === "*") {
			if (glob[i + 1] === "*") {
				const atStart = i === 0 || glob[i - 1] === "/";
				i++;
				if (atStart && glob[i + 1] === "/") {
					re += "(?:.*/)?"; // `**/`: any number of directories, none included
					i++;
				} else re += ".*";
			} else re += "[^/]*";
		} else if (c === "?") re += "[^/]";
		else if (c === "[") {
			inClass = true;
			re += "[";
			if (glob[i + 1] === "!" || glob[i + 1] === "^") {
				re += "^";
				i++;
			}
		} else if (c === "{") {
			braces++;
			re += "(?:";
		} else if (c === "}" && braces > 0) {
			braces--;
			re += ")";
		} else if (c === "," && braces > 0) re += "|";
		else if (c === "\\" && i + 1 < glob.length) re += `\\${glob[++i]}`;
		else re += c.replace(/[.+^$()|\\/]/g, "\\$&");
	}
	return new RegExp(`^${re}$`);
}

const isGlob = (p) => /[*?[{]/.test(p);

/** Every file and directory under root (relative, slash-separated), `.git` left out; symlinks not followed. */
async function walk(root, rel = "", out = []) {
	let entries;
	try {
		entries = await readdir(rel ? join(root, rel) : root, { withFileTypes: true });
	} catch {
		return out;
	}
	for (const e of entries) {
		if (!rel && e.name === ".git") continue;
		const p = rel ? `${rel}/${e.name}` : e.name;
		out.push(p);
		if (e.isDirectory()) await walk(root, p, out);
	}
	return out;
}

/**
 * @returns {Promise<{entries: string[], warnings: string[]}>} entries: relative paths (dirs and their
 *   contents included), sorted, without duplicates
 */
export async function collectPaths(root, patterns) {
	const warnings = [];
	const picked = new Set();
	let all = null;
	for (const raw of patterns ?? []) {
		const pattern = posix.normalize(String(raw).replace(/\\/g, "/")).replace(/\/+$/, "");
		if (!pattern || pattern.startsWith("/") || pattern === ".." || pattern.startsWith("../")) {
			warnings.push(`${raw}: outside the working directory, skipped`);
			continue;
		}
		all ??= await walk(root);
		let matched = [];
		if (pattern === ".") matched = all.filter((p) => !p.includes("/"));
		else if (isGlob(pattern)) {
			const re = globToRegExp(pattern);
			matched = all.filter((p) => re.test(p));
		} else {
			const st = await lstat(join(root, pattern)).catch(() => null);
			if (st) matched = [pattern];
		}
		if (!matched.length) {
			warnings.push(`${raw}: no matching files. Ensure that the artifact path is relative to the working directory`);
			continue;
		}
		for (const m of matched) {
			picked.add(m);
			// A directory brings everything under it.
			const prefix = `${m}/`;
			for (const p of all) if (p.startsWith(prefix)) picked.add(p);
		}
	}
	return { entries: [...picked].sort(), warnings };
}

function tar(args, cwd) {
	return new Promise((resolve, reject) => {
		execFile("tar", args, { cwd, maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
			if (err) reject(new Error(`tar ${args[0]}: ${(stderr || err.message).trim().split("\n").slice(-3).join(" ")}`));
			else resolve();
		});
	});
}

/** Packs entries (relative to root) into archivePath as a gzip tar. */
export async function createArchive(root, entries, archivePath) {
	const list = `${archivePath}.list`;
	// tar reads a name starting with "-" in a -T list as an option: such names go in as "./-…".
	await writeFile(list, `${entries.map((e) => (e.startsWith("-") ? `./${e}` : e)).join("\0")}\0`);
	await tar(["-czf", archivePath, "--no-recursion", "--null", "-T", list], root);
}

/** Unpacks a .tar.gz into dest (tar refuses absolute names and `..`). */
export async function extractArchive(archivePath, dest) {
	await tar(["-xzf", archivePath, "--no-same-owner"], dest);
}
