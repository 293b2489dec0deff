import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { api, put, reveal, setup, tenant } from "./helpers";

const idem = (key: string) => ({ "Idempotency-Key": key });

describe("Idempotency-Key on mutating routes (optional)", () => {
	it("PUT secrets: a replay returns the first answer and mints no version; another body is 409 IDEMPOTENCY_KEY_IN_USE", async () => {
		const { t, e } = await setup();
		const body = { key: "RETRY", value: "v1" };
		const first = await api("PUT", `/environments/${e.id}/secrets`, t.key, body, idem("put-1"));
		expect(first.status).toBe(201);
		const replay = await api("PUT", `/environments/${e.id}/secrets`, t.key, body, idem("put-1"));
		expect(replay.status).toBe(201);
		expect(replay.headers.get("idempotent-replayed")).toBe("true");
		expect(replay.body.data).toEqual(first.body.data);
		const list = await api("GET", `/environments/${e.id}/secrets`, t.key);
		expect(list.body.data[0].currentVersion).toBe(1);
		const mismatch = await api(
			"PUT",
			`/environments/${e.id}/secrets`,
			t.key,
			{ key: "RETRY", value: "other" },
			idem("put-1"),
		);
		expectEnvelopeError(mismatch, 409, "IDEMPOTENCY_KEY_IN_USE");
		// A new key is a new write.
		const second = await api(
			"PUT",
			`/environments/${e.id}/secrets`,
			t.key,
			{ key: "RETRY", value: "v2" },
			idem("put-2"),
		);
		expect(second.body.data.version).toBe(2);
		// Without a key every PUT mints a version.
		expect((await put(t, e.id, "RETRY", "v2")).version).toBe(3);
	});

	it("POST /projects and /environments replay the created resource", async () => {
		const { t, p } = await setup();
		const a = await api("POST", "/projects", t.key, { name: "Idem Project" }, idem("proj-1"));
		const b = await api("POST", "/projects", t.key, { name: "Idem Project" }, idem("proj-1"));
		expect(a.status).toBe(201);
		expect(b.status).toBe(201);
		expect(b.body.data).toEqual(a.body.data);
		const c = await api("POST", `/projects/${p.id}/environments`, t.key, { name: "Canary" }, idem("env-1"));
		const d = await api("POST", `/projects/${p.id}/environments`, t.key, { name: "Canary" }, idem("env-1"));
		expect(d.body.data).toEqual(c.body.data);
		// Without the key the second create is a duplicate slug.
		expectEnvelopeError(await api("POST", "/projects", t.key, { name: "Idem Project" }), 409, "CONFLICT");
	});

	it("DELETE replays {id, deleted: true}; keys are scoped per workspace", async () => {
		const { t, e } = await setup();
		const s = await put(t, e.id, "GONE", "x");
		expect((await api("DELETE", `/secrets/${s.id}`, t.key, undefined, idem("del-1"))).status).toBe(200);
		const again = await api("DELETE", `/secrets/${s.id}`, t.key, undefined, idem("del-1"));
		expect(again.status).toBe(200);
		expect(again.body.data).toEqual({ id: s.id, deleted: true });
		// The same Idempotency-Key in another workspace is unrelated (and that secret is not theirs).
		const other = await tenant();
		expectEnvelopeError(await api("DELETE", `/secrets/${s.id}`, other.key, undefined, idem("del-1")), 404, "NOT_FOUND");
	});

	it("a refused request stores nothing: the key can be used after fixing the body", async () => {
		const { t, e } = await setup();
		expectEnvelopeError(
			await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "1BAD", value: "x" }, idem("fix-1")),
			400,
			"VALIDATION_ERROR",
		);
		expect(
			(await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "GOOD", value: "x" }, idem("fix-1"))).status,
		).toBe(201);
		expectEnvelopeError(
			await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "A", value: "x" }, idem("k".repeat(256))),
			400,
			"VALIDATION_ERROR",
		);
	});

	it("reveal accepts the header but never replays: each reveal is a fresh, audited read", async () => {
		const { t, e } = await setup();
		const s = await put(t, e.id, "R", "one");
		expect((await api("POST", `/secrets/${s.id}/reveal`, t.key, undefined, idem("rev-1"))).body.data.value).toBe("one");
		await put(t, e.id, "R", "two");
		const second = await api("POST", `/secrets/${s.id}/reveal`, t.key, undefined, idem("rev-1"));
		expect(second.headers.get("idempotent-replayed")).toBeNull();
		expect(second.body.data).toEqual({ key: "R", version: 2, value: "two" });
		expect((await reveal(t, s.id, 1)).body.data.value).toBe("one");
	});
});
