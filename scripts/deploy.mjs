// npm run deploy -- [--dry-run] [--hosts "pay.example.com=pay,mkt.example.com=mkt,..."]
// Creates (or finds) the eight D1 databases, the queues and the R2 buckets on your Cloudflare account, writes their
// ids into wrangler.toml, applies every remote migration, sets the Worker secrets that are
// missing, and deploys with ENVIRONMENT=production. Needs `wrangler login` (or CLOUDFLARE_API_TOKEN).
// Safe to run again: existing databases, queues and secrets are reused.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DATABASES } from "./dev.mjs";
import { root, toolEnv } from "./toolchain.mjs";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const hostsAt = args.indexOf("--hosts");
const hosts = hostsAt >= 0 ? args[hostsAt + 1] : process.env.SERVICE_HOSTS;
const env = toolEnv();
const tomlPath = join(root, "wrangler.toml");
const PLACEHOLDER = /^0{8}-0{4}-0{4}-0{4}-0{11}\d$/;
const QUEUES = ["pasar-webhooks", "pasar-webhooks-dlq", "pasar-payouts", "pasar-tasks"];

function wrangler(argv, { input, allowFail = false } = {}) {
	console.log(`${dryRun ? "would run: " : "$ "}wrangler ${argv.join(" ")}`);
	if (dryRun) return { status: 0, stdout: "" };
	const r = spawnSync("wrangler", argv, { cwd: root, env, input, encoding: "utf8" });
	if (r.status !== 0 && !allowFail) {
		process.stderr.write(r.stdout + r.stderr);
		throw new Error(`wrangler ${argv[0]} ${argv[1] ?? ""} failed`);
	}
	return r;
}

function databaseIds() {
	const r = wrangler(["d1", "list", "--json"], { allowFail: true });
	try {
		return new Map(JSON.parse(r.stdout).map((d) => [d.name, d.uuid]));
	} catch {
		return new Map();
	}
}

// 1. D1 databases: reuse by name, create when missing, record ids in wrangler.toml.
let toml = readFileSync(tomlPath, "utf8");
const existing = databaseIds();
for (const binding of Object.keys(DATABASES)) {
	const block = toml.match(
		new RegExp(`binding = "${binding}"\\s*\\ndatabase_name = "([^"]+)"\\s*\\ndatabase_id = "([^"]+)"`),
	);
	if (!block) throw new Error(`wrangler.toml has no d1 block for ${binding}`);
	const [, name, id] = block;
	if (!PLACEHOLDER.test(id)) continue;
	let uuid = existing.get(name);
	if (!uuid) {
		const out = wrangler(["d1", "create", name]).stdout;
		uuid =
			out.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0] ??
			(dryRun ? `<id of ${name}>` : null);
		if (!uuid) throw new Error(`could not read the id of ${name} from wrangler's output`);
	}
	toml = toml.replace(block[0], block[0].replace(id, uuid));
}
if (!dryRun) writeFileSync(tomlPath, toml);

// 2. Queues and the R2 buckets: storefront files, POS receipt PDFs, CI artifacts (an "already exists" answer is fine).
for (const q of QUEUES) wrangler(["queues", "create", q], { allowFail: true });
for (const bucket of ["pasar-store-files", "pasar-pos-files", "pasar-ci-artifacts"])
	wrangler(["r2", "bucket", "create", bucket], { allowFail: true });

// 3. Remote migrations, every database.
for (const [binding, dir] of Object.entries(DATABASES)) {
	const folder = join(root, "migrations", dir);
	if (existsSync(folder) && readdirSync(folder).some((f) => f.endsWith(".sql")))
		wrangler(["d1", "migrations", "apply", binding, "--remote"]);
}

// 4. Secrets that are not set yet.
const listed = wrangler(["secret", "list", "--format", "json"], { allowFail: true }).stdout;
const have = new Set(
	(() => {
		try {
			return JSON.parse(listed).map((s) => s.name);
		} catch {
			return [];
		}
	})(),
);
const generated = {};
for (const [name, make] of Object.entries({
	ADMIN_TOKEN: () => process.env.ADMIN_TOKEN ?? `adm_${randomBytes(24).toString("base64url")}`,
	MASTER_KEY: () => process.env.MASTER_KEY ?? randomBytes(32).toString("hex"),
})) {
	if (have.has(name)) continue;
	// A dry run neither makes nor shows a secret: it only says one would be set.
	generated[name] = dryRun ? "(would be generated)" : make();
	wrangler(["secret", "put", name], { input: generated[name] });
}

// 5. Deploy in production mode (development-only routes such as /admin/v1/tokens refuse to work).
const vars = ["--var", "ENVIRONMENT:production", ...(hosts ? ["--var", `SERVICE_HOSTS:${hosts}`] : [])];
wrangler(["deploy", ...vars]);

if (dryRun) {
	const secrets = Object.keys(generated);
	console.log(
		`\nDry run: nothing was created, changed or deployed, and wrangler.toml is untouched.${secrets.length ? ` A real run would generate ${secrets.join(" and ")} (unless set in the environment) and store them as Worker secrets${secrets.includes("ADMIN_TOKEN") ? ", showing ADMIN_TOKEN once" : ""}.` : ""}`,
	);
} else {
	if (generated.ADMIN_TOKEN)
		console.log(`\nADMIN_TOKEN (shown once; store it in your password manager): ${generated.ADMIN_TOKEN}`);
	if (generated.MASTER_KEY)
		console.log(
			"MASTER_KEY was generated and stored as a Worker secret; back it up offline — data encrypted under it is unreadable without it.",
		);
}
if (!hosts)
	console.log(
		`SERVICE_HOSTS not given: services ${dryRun ? "would answer" : "answer"} under their local prefixes (/pay, /mkt, ...) on the workers.dev host.`,
	);
