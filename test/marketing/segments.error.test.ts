import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";

const rule = { field: "tag", op: "in", value: ["x"] };

describe("segments: bad input and conflicts", () => {
	const bad: [string, unknown][] = [
		["no name", { filter: { match: "all", rules: [] } }],
		["a 121-character name", { name: "x".repeat(121), filter: { match: "all", rules: [] } }],
		["a 501-character description", { name: "n", description: "x".repeat(501), filter: { match: "all", rules: [] } }],
		["no filter", { name: "n" }],
		["a bad match", { name: "n", filter: { match: "some", rules: [] } }],
		["21 rules", { name: "n", filter: { match: "all", rules: Array.from({ length: 21 }, () => rule) } }],
		["an unknown op", { name: "n", filter: { match: "all", rules: [{ field: "tag", op: "contains", value: "x" }] } }],
		["an empty field", { name: "n", filter: { match: "all", rules: [{ field: "", op: "eq", value: "x" }] } }],
		[
			"an 81-character field",
			{ name: "n", filter: { match: "all", rules: [{ field: "x".repeat(81), op: "eq", value: "x" }] } },
		],
		["a scalar for in", { name: "n", filter: { match: "all", rules: [{ field: "tag", op: "in", value: "x" }] } }],
		["an array for eq", { name: "n", filter: { match: "all", rules: [{ field: "source", op: "eq", value: ["x"] }] } }],
		[
			"an object value",
			{ name: "n", filter: { match: "all", rules: [{ field: "source", op: "eq", value: { a: 1 } }] } },
		],
		["an unknown key", { name: "n", filter: { match: "all", rules: [] }, colour: "red" }],
	];
	for (const [what, body] of bad) {
		it(what, async () => {
			const { key } = await mktWorkspace();
			expectEnvelopeError(await mkt(key, "POST", "/audience-segments", { body }), 400, "VALIDATION");
			expect((await mkt(key, "GET", "/audience-segments")).body.data.segments).toEqual([]);
		});
	}

	it("409 NAME_EXISTS on create and on rename", async () => {
		const { key } = await mktWorkspace();
		const f = { match: "all", rules: [] };
		await mkt(key, "POST", "/audience-segments", { body: { name: "A", filter: f } });
		const b = await mkt(key, "POST", "/audience-segments", { body: { name: "B", filter: f } });
		expectEnvelopeError(
			await mkt(key, "POST", "/audience-segments", { body: { name: "A", filter: f } }),
			409,
			"NAME_EXISTS",
		);
		expectEnvelopeError(
			await mkt(key, "PATCH", `/audience-segments/${b.body.data.id}`, { body: { name: "A" } }),
			409,
			"NAME_EXISTS",
		);
		expect((await mkt(key, "GET", `/audience-segments/${b.body.data.id}`)).body.data.name).toBe("B");
		expect((await mkt(key, "PATCH", `/audience-segments/${b.body.data.id}`, { body: { name: "B" } })).status).toBe(200);
	});

	it("preview needs a filter; unknown ids are 404", async () => {
		const { key } = await mktWorkspace();
		expectEnvelopeError(await mkt(key, "POST", "/audience-segments/preview", { body: {} }), 400, "VALIDATION");
		expectEnvelopeError(await mkt(key, "POST", "/audience-segments/nope/preview"), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(key, "PATCH", "/audience-segments/nope", { body: { name: "x" } }), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(key, "DELETE", "/audience-segments/nope"), 404, "NOT_FOUND");
	});
});
