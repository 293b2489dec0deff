import { describe, expect, it } from "vitest";
import { MAX_VALUE_BYTES } from "../../src/services/secrets/values/domain/names";
import { call, expectEnvelopeError } from "../helpers/http";
import { api, BASE, put, reveal, setup } from "./helpers";

describe("PUT secrets: validation (400 VALIDATION_ERROR, nothing written)", () => {
	it.each([
		[{ value: "v" }, "key"],
		[{ key: "A" }, "value"],
		[{ key: "", value: "v" }, "key"],
		[{ key: "1ABC", value: "v" }, "key"],
		[{ key: "MY-KEY", value: "v" }, "key"],
		[{ key: "MY KEY", value: "v" }, "key"],
		[{ key: "KÉY", value: "v" }, "key"],
		[{ key: "A".repeat(257), value: "v" }, "key"],
		[{ key: 7, value: "v" }, "key"],
		[{ key: "A", value: 7 }, "value"],
		[{ key: "A", value: null }, "value"],
		[{ key: "A", value: "x".repeat(MAX_VALUE_BYTES + 1) }, "value"],
		[{ key: "A", value: "é".repeat(MAX_VALUE_BYTES / 2 + 1) }, "value"],
		[{ key: "A", value: "v", version: 3 }, "version"],
	])("%#: bad %s", async (body, param) => {
		const { t, e } = await setup();
		const res = await api("PUT", `/environments/${e.id}/secrets`, t.key, body);
		expectEnvelopeError(res, 400, "VALIDATION_ERROR");
		expect(res.body.error.param).toBe(param);
		expect((await api("GET", `/environments/${e.id}/secrets`, t.key)).body.data).toEqual([]);
	});

	it("a body far over the limit is refused before parsing (issue 12: 413 PAYLOAD_TOO_LARGE, was 400)", async () => {
		const { t, e } = await setup();
		const res = await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "A", value: "\u0001".repeat(100_000) });
		expectEnvelopeError(res, 413, "PAYLOAD_TOO_LARGE");
		expect(res.body.error.param).toBe("body");
	});

	it("malformed JSON is 400", async () => {
		const { t, e } = await setup();
		const res = await call("PUT", `${BASE}/environments/${e.id}/secrets`, {
			raw: '{"key":"A",',
			headers: { Authorization: `Bearer ${t.key}`, "Content-Type": "application/json" },
		});
		expectEnvelopeError(res, 400, "VALIDATION_ERROR");
	});
});

describe("secrets: unknown ids and versions (404 NOT_FOUND)", () => {
	it("an unknown environment", async () => {
		const { t } = await setup();
		expectEnvelopeError(
			await api("PUT", "/environments/env_01JUNKNOWN00000000000000000/secrets", t.key, { key: "A", value: "b" }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(
			await api("GET", "/environments/env_01JUNKNOWN00000000000000000/secrets", t.key),
			404,
			"NOT_FOUND",
		);
	});

	it("an unknown secret", async () => {
		const { t } = await setup();
		expectEnvelopeError(await api("POST", "/secrets/sec_01JUNKNOWN00000000000000000/reveal", t.key), 404, "NOT_FOUND");
		expectEnvelopeError(await api("DELETE", "/secrets/sec_01JUNKNOWN00000000000000000", t.key), 404, "NOT_FOUND");
	});

	it("a version that does not exist (yet) is 404; a version that is not a positive integer is 400", async () => {
		const { t, e } = await setup();
		const w = await put(t, e.id, "A", "b");
		const res = await reveal(t, w.id, 2);
		expectEnvelopeError(res, 404, "NOT_FOUND");
		expect(res.body.error.param).toBe("version");
		for (const v of ["0", "-1", "1.5", "abc", "", "99999999999"]) {
			const bad = await api("POST", `/secrets/${w.id}/reveal?version=${v}`, t.key);
			expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
			expect(bad.body.error.param).toBe("version");
		}
	});

	it("deleting twice is 404 the second time", async () => {
		const { t, e } = await setup();
		const w = await put(t, e.id, "A", "b");
		expect((await api("DELETE", `/secrets/${w.id}`, t.key)).status).toBe(200);
		expectEnvelopeError(await api("DELETE", `/secrets/${w.id}`, t.key), 404, "NOT_FOUND");
	});

	it("secrets lists reject a bad limit or cursor", async () => {
		const { t, e } = await setup();
		for (const q of ["limit=0", "limit=101", "cursor=zzz"])
			expectEnvelopeError(await api("GET", `/environments/${e.id}/secrets?${q}`, t.key), 400, "VALIDATION_ERROR");
	});
});
