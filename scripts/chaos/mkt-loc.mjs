// Marketing and localization under chaos.
// Marketing (docs/marketing.md "Import"): JSON contact imports of fresh addresses (Mkt-HMAC-SHA256,
// Idempotency-Key) and CSV imports applied by the tasks queue. Invariants: the workspace's contact
// count equals the contacts the answered imports created (an import run twice would answer
// "updated" for rows it had already created), and every CSV import job finishes.
// Localization (docs/localization.md "Releases"): translations changed and releases cut concurrently.
// Invariants: every answered release is listed, no locale has two consecutive releases of one
// content, and a release cut after the run answers `unchanged` with the latest.
import { adminCall } from "../dev.mjs";
import { mktHeaders } from "../mkt-client.mjs";
import { bearer, send, sendAndMaybeReplay } from "./client.mjs";

const pick = (a) => a[Math.floor(Math.random() * a.length)];
let serial = 0;
const nextKey = (p) => `${p}-${Date.now().toString(36)}-${(serial++).toString(36)}`;
const ROWS = 40;

const mktReq = (m, op, method, path, raw, key, contentType) => ({
	op,
	url: `${m.url}/mkt/api/v1${path}`,
	method,
	body: raw,
	key,
	headers: (b) => mktHeaders(m.key, method, `/mkt/api/v1${path}`, b, key, undefined, contentType),
});

/** Workspace `i` of the run (each on its own shard: two created in a row land on different ones). */
export async function setUpMkt({ url, adminToken }, i = 0) {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Chaos mkt ${i}` })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/mkt`, { plan: "forjio_internal" });
	const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "mkt" });
	if (cred.status !== 201) throw new Error(`mkt credential: ${cred.status} ${JSON.stringify(cred.body)}`);
	return { url, key: cred.body.data, created: 0, imported: 0, jobs: new Map(), batch: 0 };
}

export function mktOps({ rec }, m) {
	const rows = () => {
		const b = m.batch++;
		return Array.from({ length: ROWS }, (_, i) => ({ email: `c${b}-${i}@chaos.example`, firstName: `N${i}` }));
	};
	return [
		{
			name: "mkt.import",
			weight: 1,
			async run() {
				const raw = JSON.stringify({ rows: rows(), listName: "Chaos" });
				const a = await sendAndMaybeReplay(
					rec,
					mktReq(m, "mkt.import", "POST", "/contacts/import", raw, nextKey("imp")),
				);
				if (a?.status === 200) {
					m.created += a.json.data.created;
					m.imported += ROWS;
				}
			},
		},
		{
			name: "mkt.csv",
			weight: 0.3,
			async run() {
				const csv = `email,firstName\n${rows()
					.map((r) => `${r.email},${r.firstName}`)
					.join("\n")}\n`;
				const a = await sendAndMaybeReplay(
					rec,
					mktReq(m, "mkt.csv", "POST", "/contacts/import/csv", csv, nextKey("csv"), "text/csv"),
				);
				if (a?.status === 202) m.jobs.set(a.json.data.jobId, null);
				m.imported += ROWS;
			},
		},
	];
}

/** CSV import jobs not finished yet. */
export async function mktOwed({ rec }, m) {
	let open = 0;
	for (const id of m.jobs.keys()) {
		if (m.jobs.get(id)?.status === "completed") continue;
		const a = await send(rec, mktReq(m, "mkt.check", "GET", `/contacts/import/jobs/${id}`, ""));
		m.jobs.set(id, a?.json?.data ?? null);
		if (a?.json?.data?.status !== "completed") open++;
	}
	return open;
}

export async function mktInvariants({ rec }, m) {
	const v = { contacts: [] };
	await mktOwed({ rec }, m);
	let created = m.created;
	for (const [id, job] of m.jobs) {
		if (job?.status !== "completed") v.contacts.push(`CSV import ${id} is ${job?.status ?? "unreadable"}`);
		else created += job.created;
	}
	const usage = await send(rec, mktReq(m, "mkt.check", "GET", "/billing/usage", ""));
	const count = usage?.json?.data?.contacts;
	if (count !== created)
		v.contacts.push(`${count} contacts stored, but the answered imports created ${created} (${m.imported} rows sent)`);
	m.counts = { contacts: count, csvJobs: m.jobs.size };
	return v;
}

// ---------------------------------------------------------------------------------------- localization

const locReq = (l, op, method, path, body, key) => ({
	op,
	url: `${l.url}/loc/api/v1${path}`,
	method,
	body: body === undefined ? "" : JSON.stringify(body),
	key,
	headers: bearer(l.key),
});

export async function setUpLoc({ url, adminToken, rec }, i = 0) {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Chaos loc ${i}` })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/loc`, { plan: "pro" });
	const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "loc" });
	if (cred.status !== 201) throw new Error(`loc credential: ${cred.status} ${JSON.stringify(cred.body)}`);
	const l = { url, key: cred.body.data.key, releases: new Set() };
	const call = async (method, path, body, want) => {
		const a = await send(rec, locReq(l, "loc.setup", method, path, body, nextKey("setup")));
		if (!want.includes(a?.status)) throw new Error(`${method} ${path}: ${a?.status} ${JSON.stringify(a?.json)}`);
		return a.json.data;
	};
	l.project = (await call("POST", "/projects", { slug: "chaos-shop", name: "Chaos shop" }, [201])).id;
	await call("POST", `/projects/${l.project}/locales`, { tag: "id" }, [201]);
	const keys = Array.from({ length: 20 }, (_, i) => ({ name: `screen.label${i}`, sourceText: `Label ${i}` }));
	await call("PUT", `/projects/${l.project}/keys`, { keys }, [200, 201]);
	l.keys = (await call("GET", `/projects/${l.project}/keys?limit=100`, undefined, [200])).map((k) => k.id);
	return l;
}

export function locOps({ rec }, l) {
	return [
		{
			name: "loc.release",
			weight: 1,
			async run() {
				const key = pick(l.keys);
				const value = `Label ${Math.floor(Math.random() * 1000)}`;
				const body = { value, status: "approved" };
				await sendAndMaybeReplay(
					rec,
					locReq(l, "loc.translate", "PUT", `/keys/${key}/translations/id`, body, nextKey("tr")),
				);
				// The translated locale is released after every change (so the last release holds the last
				// change); now and then the source too, whose content never changes after the first.
				const path = `/projects/${l.project}/releases`;
				for (const locale of Math.random() < 0.2 ? ["id", "en"] : ["id"]) {
					const a = await sendAndMaybeReplay(rec, locReq(l, "loc.release", "POST", path, { locale }, nextKey("rel")));
					if (a?.status === 201 || a?.status === 200) l.releases.add(a.json.data.id);
				}
			},
		},
	];
}

export async function locInvariants({ rec }, l) {
	const v = { releases: [] };
	const listed = [];
	let cursor = null;
	for (let page = 0; page < 100; page++) {
		const q = `limit=100${cursor ? `&cursor=${cursor}` : ""}`;
		const a = await send(rec, locReq(l, "loc.check", "GET", `/projects/${l.project}/releases?${q}`));
		if (a?.status !== 200) throw new Error(`releases: ${a?.status} ${JSON.stringify(a?.json)}`);
		listed.push(...a.json.data);
		cursor = a.json.meta.cursor;
		if (!a.json.meta.hasMore || !cursor) break;
	}
	for (const id of l.releases)
		if (!listed.some((r) => r.id === id)) v.releases.push(`answered release ${id} is not listed`);
	const unanswered = listed.filter((r) => !l.releases.has(r.id));
	for (const r of unanswered) v.releases.push(`release ${r.id} exists but no request was answered with it`);
	for (const locale of ["id", "en"]) {
		const mine = listed
			.filter((r) => r.locale === locale)
			.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
		for (let i = 1; i < mine.length; i++)
			if (mine[i].contentHash === mine[i - 1].contentHash)
				v.releases.push(`${locale}: releases ${mine[i - 1].id} and ${mine[i].id} in a row with one content`);
		if (!mine.length) continue;
		const again = await send(
			rec,
			locReq(l, "loc.check", "POST", `/projects/${l.project}/releases`, { locale }, nextKey("final")),
		);
		const latest = mine.at(-1);
		if (again?.status !== 200 || again.json.data.id !== latest.id || !again.json.data.unchanged)
			v.releases.push(
				`${locale}: a release after the run answered ${again?.status} ${again?.json?.data?.id}, not ${latest.id} unchanged`,
			);
	}
	l.counts = { releases: listed.length };
	return v;
}
