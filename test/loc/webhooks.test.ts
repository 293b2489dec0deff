// Localization outbound webhooks (issue 41) through the Worker entry: endpoint CRUD, validation and
// tenancy; a published release, a finished machine-translation job and a finished crawl each delivered
// signed `Loc-Signature` and verified with the SDK's verifier; approvals batched per project and minute
// by the minute tick; key created/archived as one event per request; retries after a 500.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocEventBody } from "../../sdk/src/index";
import { approvalsTick } from "../../src/services/localization/webhooks/approvals";
import { call, expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace, untilFinished } from "../helpers/loc";
import { DL, deliveredTo, EP, flaky, LOC_TYPES, locEndpoint } from "../helpers/loc-webhooks";
import { eventually } from "../helpers/pay";
import { runTick } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

async function project(plan = "pro", ...tags: string[]) {
	const w = await locWorkspace(plan);
	const p = await locProject(w.key);
	if (tags.length) await locLocales(w.key, p.id, ...tags);
	return { ...w, p };
}

const keysBody = (names: string[], extra: Record<string, unknown> = {}) => ({
	keys: names.map((name) => ({ name, sourceText: `Text of ${name}` })),
	...extra,
});

async function putKeys(key: string, projectId: string, body: unknown) {
	const r = await loc(key, "PUT", `/projects/${projectId}/keys`, body);
	expect(r.status, r.text).toBe(200);
	return r.body.data as { created: number; updated: number; unchanged: number; archived: number };
}

const eventsOf = async (key: string, type: string) =>
	(await loc(key, "GET", `/events?type=${type}&limit=100`)).body.data as Array<{ id: string; data: any }>;

describe("localization webhook endpoints", () => {
	it("create shows the whsec_ secret once; events default to *; get, list, patch, rotate and delete", async () => {
		const { key } = await locWorkspace();
		const url = hookUrl("crud");
		const created = await loc(key, "POST", EP, { url, description: "Release bot" });
		expect(created.status, created.text).toBe(201);
		const { secret, ...view } = created.body.data;
		expect(secret).toMatch(/^whsec_/);
		expect(view).toMatchObject({ url, events: ["*"], description: "Release bot", active: true });
		expect(view.id).toMatch(/^whep_/);
		expect((await loc(key, "GET", `${EP}/${view.id}`)).body.data).toEqual(view);
		const all = await loc(key, "GET", EP);
		expect(all.body.data).toEqual([view]);
		expect(all.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect(all.text).not.toContain(secret);

		const patch = { events: ["loc.release.published.v1", "loc.job."], description: null };
		const patched = await loc(key, "PATCH", `${EP}/${view.id}`, patch);
		expect(patched.status, patched.text).toBe(200);
		expect(patched.body.data).toMatchObject({ ...patch, id: view.id });
		const rotated = await loc(key, "POST", `${EP}/${view.id}/rotate-secret`, {});
		expect(rotated.status, rotated.text).toBe(200);
		expect(rotated.body.data.secret).toMatch(/^whsec_/);
		expect(rotated.body.data.secret).not.toBe(secret);

		expect((await loc(key, "DELETE", `${EP}/${view.id}`)).status).toBe(204);
		expectEnvelopeError(await loc(key, "GET", `${EP}/${view.id}`), 404, "NOT_FOUND");
		expect((await loc(key, "GET", EP)).body.data).toEqual([]);
	});

	it("event-types lists every loc.* type with what it means", async () => {
		const { key } = await locWorkspace();
		const r = await loc(key, "GET", `${EP}/event-types`);
		expect(r.status).toBe(200);
		expect(r.body.data.map((t: { type: string }) => t.type)).toEqual(LOC_TYPES);
		for (const t of r.body.data) expect(t.description.length).toBeGreaterThan(40);
	});

	it("validation: each a 400 VALIDATION_ERROR naming the field, nothing written", async () => {
		const { key } = await locWorkspace();
		const bad: Array<[Record<string, unknown>, string]> = [
			[{ url: "hooks.example.com/x" }, "url"],
			[{ url: "https://10.1.2.3/hook" }, "url"],
			[{ url: hookUrl(), events: ["loc.release.exploded.v1"] }, "events"],
			[{ url: hookUrl(), events: ["ci.job."] }, "events"],
			[{ url: hookUrl(), events: [] }, "events"],
			[{ url: hookUrl(), description: "x".repeat(501) }, "description"],
			[{ events: ["*"] }, "url"],
		];
		for (const [body, param] of bad) {
			const r = await loc(key, "POST", EP, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param ?? "", JSON.stringify(body)).toContain(param);
		}
		expect((await loc(key, "GET", EP)).body.data).toEqual([]);
	}, 30_000);

	it("tenancy: another workspace's endpoints, deliveries and events are 404 and never listed", async () => {
		const a = await project("pro");
		const b = await locWorkspace();
		const sub = await locEndpoint(a.key, { url: hookUrl("mine") });
		await putKeys(a.key, a.p.id, keysBody(["home.title"]));
		const [event] = await eventually(
			() => eventsOf(a.key, "loc.key.created.v1"),
			(l) => l.length === 1,
		);
		const [d] = await eventually(
			async () => (await loc(a.key, "GET", DL)).body.data as Array<{ id: string }>,
			(l) => l.length === 1,
		);
		for (const [method, path] of [
			["GET", `${EP}/${sub.id}`],
			["PATCH", `${EP}/${sub.id}`],
			["DELETE", `${EP}/${sub.id}`],
			["POST", `${EP}/${sub.id}/rotate-secret`],
			["GET", `${DL}/${d?.id}`],
			["POST", `${DL}/${d?.id}/retry`],
			["GET", `/events/${event?.id}`],
		] as const)
			expectEnvelopeError(
				await loc(b.key, method, path, method === "PATCH" ? { description: "x" } : undefined),
				404,
				"NOT_FOUND",
			);
		for (const path of [EP, DL, "/events"]) expect((await loc(b.key, "GET", path)).body.data, path).toEqual([]);
		expectEnvelopeError(await call("GET", `/loc/api/v1${EP}`), 401, "AUTH_REQUIRED");
	});
});

describe("localization webhook deliveries, verified with the SDK", () => {
	it("a new release delivers loc.release.published.v1 (the release as the API lists it); an unchanged one nothing", async () => {
		const { key, ws, p } = await project("pro");
		const sub = await locEndpoint(key, { url: hookUrl("release"), events: ["loc.release.published.v1"] });
		await putKeys(key, p.id, keysBody(["home.title", "home.cta"]));
		const r = await loc(key, "POST", `/projects/${p.id}/releases`, { locale: p.sourceLocale });
		expect(r.status, r.text).toBe(201);
		const [event] = await deliveredTo(receiver, sub.url, sub.secret);
		expect(event).toMatchObject({ type: "loc.release.published.v1", accountId: ws });
		expect(event?.id).toMatch(/^evt_/);
		const { unchanged: _, ...release } = r.body.data;
		expect(event?.data).toEqual(release);
		expect((await loc(key, "GET", `/projects/${p.id}/releases`)).body.data[0]).toEqual(event?.data);
		expect(receiver.to(sub.url)[0]?.headers["loc-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

		const again = await loc(key, "POST", `/projects/${p.id}/releases`, { locale: p.sourceLocale });
		expect(again.body.data.unchanged).toBe(true);
		const listed = await eventsOf(key, "loc.release.published.v1");
		expect(listed.map((e) => e.id)).toEqual([event?.id]);
		expect((await loc(key, "GET", `/events/${event?.id}`)).body.data).toMatchObject({ id: event?.id, data: release });
		// The key.created event of the PUT went nowhere: the endpoint takes releases only.
		expect(receiver.to(sub.url)).toHaveLength(1);
	});

	it("a finished machine-translation job delivers loc.job.finished.v1 with the job as GET answers it", async () => {
		const { key, ws, p } = await project("pro", "id");
		const sub = await locEndpoint(key, { url: hookUrl("mt"), events: ["loc.job."] });
		await putKeys(key, p.id, keysBody(["a", "b", "c"]));
		const r = await loc(key, "POST", `/projects/${p.id}/translate`, { locale: "id" });
		expect(r.status, r.text).toBe(202);
		const job = await untilFinished(key, r.body.data.id);
		expect(job.status).toBe("done");
		const [event] = await deliveredTo(receiver, sub.url, sub.secret);
		expect(event).toMatchObject({ type: "loc.job.finished.v1", accountId: ws });
		expect(event?.data).toEqual(job);
		// The SDK types the body from /loc/openapi.json's webhooks.
		const data: LocEventBody<"loc.job.finished.v1">["data"] = event?.data;
		expect(data.stats).toMatchObject({ doneKeys: 3, failedKeys: 0 });
		expect(await eventsOf(key, "loc.job.finished.v1")).toHaveLength(1);
	});

	it("a finished crawl delivers loc.job.finished.v1 (type crawl)", async () => {
		const site = `https://shop-${crypto.randomUUID().slice(0, 8)}.example.com`;
		receiver.on(site, (req) =>
			req.url.endsWith("/robots.txt")
				? new Response("User-agent: *\nAllow: /\n", { headers: { "Content-Type": "text/plain" } })
				: new Response(
						"<!doctype html><html lang=en><head><title>Shop</title></head><body><p>Batik for sale</p></body></html>",
						{
							headers: { "Content-Type": "text/html; charset=utf-8" },
						},
					),
		);
		const w = await locWorkspace("pro");
		const p = await locProject(w.key, { mode: "proxy", siteUrl: `${site}/` });
		const sub = await locEndpoint(w.key, { url: hookUrl("crawl"), events: ["loc.job.finished.v1"] });
		const r = await loc(w.key, "POST", `/projects/${p.id}/crawl`);
		expect(r.status, r.text).toBe(202);
		const job = await untilFinished(w.key, r.body.data.id);
		const [event] = await deliveredTo(receiver, sub.url, sub.secret);
		expect(event?.data).toEqual(job);
		expect(event?.data).toMatchObject({ type: "crawl", status: "done" });
		expect(event?.data.stats.pagesCrawled).toBeGreaterThan(0);
	});

	it("approvals are batched: one loc.translation.approved.v1 per project and minute, sent by the tick, once", async () => {
		const { key, ws, p } = await project("pro", "id");
		const sub = await locEndpoint(key, { url: hookUrl("approved"), events: ["loc.translation.approved.v1"] });
		await putKeys(key, p.id, keysBody(["a", "b", "c", "d"]));
		const keys = (await loc(key, "GET", `/projects/${p.id}/keys?limit=100`)).body.data as Array<{
			id: string;
			name: string;
		}>;
		const byName = Object.fromEntries(keys.map((k) => [k.name, k.id]));
		const put = async (name: string, status: string) => {
			const r = await loc(key, "PUT", `/keys/${byName[name]}/translations/id`, { value: `Teks ${name}`, status });
			expect(r.status, r.text).toBeLessThan(300);
			return r.body.data as { id: string };
		};
		const a = await put("a", "approved");
		const b = await put("b", "needs_review");
		const c = await put("c", "needs_review");
		await put("d", "needs_review");
		for (const t of [b, c]) expect((await loc(key, "POST", `/translations/${t.id}/approve`)).status).toBe(200);
		// Nothing before the minute has ended and the tick ran.
		expect(await eventsOf(key, "loc.translation.approved.v1")).toEqual([]);

		const later = Date.now() + 2 * 60_000;
		await runTick(approvalsTick, "DB_LOC", later);
		await runTick(approvalsTick, "DB_LOC", later + 1_000);
		const [event] = await deliveredTo(receiver, sub.url, sub.secret);
		expect(event).toMatchObject({ type: "loc.translation.approved.v1", accountId: ws });
		expect(event?.data).toMatchObject({ projectId: p.id, count: 3, more: 0 });
		expect(event?.data.minute).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
		const listed = event?.data.approved as Array<{ id: string; keyId: string; name: string; locale: string }>;
		expect(listed.map((x) => x.id).sort()).toEqual([a.id, b.id, c.id].sort());
		expect(listed[0]).toEqual({
			id: expect.any(String),
			keyId: expect.any(String),
			namespace: "default",
			name: expect.any(String),
			locale: "id",
		});
		expect(await eventsOf(key, "loc.translation.approved.v1")).toHaveLength(1);
		expect(receiver.to(sub.url)).toHaveLength(1);
	});

	it("a bulk PUT is one loc.key.created.v1 (500 listed, `more` the rest); prune one loc.key.archived.v1", async () => {
		const { key, ws, p } = await project("pro");
		const sub = await locEndpoint(key, { url: hookUrl("keys"), events: ["loc.key."] });
		const names = Array.from({ length: 600 }, (_, i) => `k.${String(i).padStart(4, "0")}`);
		expect(await putKeys(key, p.id, keysBody(names))).toMatchObject({ created: 600 });
		const [created] = await deliveredTo(receiver, sub.url, sub.secret);
		expect(created).toMatchObject({ type: "loc.key.created.v1", accountId: ws });
		expect(created?.data).toMatchObject({ projectId: p.id, count: 600, more: 100 });
		expect(created?.data.keys).toHaveLength(500);
		expect(created?.data.keys[0]).toEqual({ id: expect.stringMatching(/^str_/), namespace: "default", name: "k.0000" });

		// Unchanged keys create nothing; prune archives the 598 not sent, and one new key is created.
		await putKeys(key, p.id, keysBody(names.slice(0, 2)));
		const out = await putKeys(key, p.id, keysBody([...names.slice(0, 2), "fresh"], { prune: true }));
		expect(out).toMatchObject({ created: 1, archived: 598 });
		const all = await deliveredTo(receiver, sub.url, sub.secret, 3);
		expect(all).toHaveLength(3);
		const byType = Object.fromEntries(all.slice(1).map((e) => [e.type, e.data]));
		expect(byType["loc.key.created.v1"]).toMatchObject({ count: 1, more: 0, keys: [{ name: "fresh" }] });
		expect(byType["loc.key.archived.v1"]).toMatchObject({ projectId: p.id, count: 598, more: 98 });
		expect(byType["loc.key.archived.v1"].keys[0].name).toBe("k.0002");
	});

	it("a receiver answering 500 keeps the delivery pending with the attempt logged; a retry delivers it", async () => {
		const { key, p } = await project("pro");
		const f = flaky(receiver, "retry");
		const sub = await locEndpoint(key, { url: f.url });
		await putKeys(key, p.id, keysBody(["x"]));
		const [d] = await eventually(
			async () => (await loc(key, "GET", DL)).body.data as any[],
			(l) => l[0]?.attempts >= 1,
		);
		expect(d).toMatchObject({ endpointId: sub.id, eventType: "loc.key.created.v1", status: "pending" });
		expect(d.attemptLog[0]).toMatchObject({ statusCode: 500 });
		expect(d.nextRetryAt).toEqual(expect.any(String));
		expectEnvelopeError(await loc(key, "POST", `${DL}/${d.id}/retry`), 409, "ALREADY_QUEUED");
		f.up();
		// As the backoff would later: the sweeper and the queue re-send it; here a manual retry after pausing.
		await loc(key, "PATCH", `${EP}/${sub.id}`, { active: false });
		await loc(key, "PATCH", `${EP}/${sub.id}`, { active: true });
		expect((await loc(key, "POST", `${DL}/${d.id}/retry`)).status).toBe(202);
		const done = await eventually(
			async () => (await loc(key, "GET", `${DL}/${d.id}`)).body.data,
			(x) => x.status === "succeeded",
		);
		expect(done.attemptLog.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
		const [event] = await deliveredTo(receiver, f.url, sub.secret, 2);
		expect(event?.type).toBe("loc.key.created.v1");
	});
});

describe("localization webhook OpenAPI", () => {
	it("/loc/openapi.json documents the webhook routes and event types with payload examples", async () => {
		const doc = (await call("GET", "/loc/openapi.json")).body;
		const base = "/api/v1";
		for (const [m, path] of [
			["get", `${base}${EP}`],
			["post", `${base}${EP}`],
			["get", `${base}${EP}/event-types`],
			["get", `${base}${EP}/{id}`],
			["patch", `${base}${EP}/{id}`],
			["delete", `${base}${EP}/{id}`],
			["post", `${base}${EP}/{id}/rotate-secret`],
			["get", `${base}${DL}`],
			["get", `${base}${DL}/{id}`],
			["post", `${base}${DL}/{id}/retry`],
			["get", `${base}/events`],
			["get", `${base}/events/{id}`],
		])
			expect(doc.paths[path]?.[m]?.summary, `${m} ${path}`).toEqual(expect.any(String));
		const hooks = doc.webhooks ?? {};
		for (const type of LOC_TYPES) {
			const op = hooks[type]?.post;
			expect(op?.description, type).toEqual(expect.any(String));
			const example = op?.requestBody?.content?.["application/json"]?.example;
			expect(example?.type, type).toBe(type);
			expect(example?.data, type).toEqual(expect.any(Object));
		}
	});
});
