// `changes:` globs: `**` spans directories, `*` and `?` stay inside one, `{a,b}` alternates.

const cache = new Map<string, RegExp>();

function toRegex(glob: string): RegExp {
	let re = "";
	let depth = 0;
	for (let i = 0; i < glob.length; i++) {
		const c = glob[i];
		if (c === "*" && glob[i + 1] === "*") {
			const slash = glob[i + 2] === "/";
			re += slash ? "(?:.*/)?" : ".*";
			i += slash ? 2 : 1;
		} else if (c === "*") re += "[^/]*";
		else if (c === "?") re += "[^/]";
		else if (c === "{") {
			re += "(?:";
			depth++;
		} else if (c === "}" && depth > 0) {
			re += ")";
			depth--;
		} else if (c === "," && depth > 0) re += "|";
		else re += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
	}
	return new RegExp(`^${re}${")".repeat(depth)}$`);
}

export function globMatches(glob: string, path: string): boolean {
	let re = cache.get(glob);
	if (!re) {
		re = toRegex(glob.replace(/^\.?\//, ""));
		if (cache.size > 500) cache.clear();
		cache.set(glob, re);
	}
	return re.test(path.replace(/^\.?\//, ""));
}
