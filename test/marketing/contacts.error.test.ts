import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";

const count = async (key: { keyId: string; key: string }) =>
	(await mkt(key, "GET", "/contacts?limit=100")).body.data.data.length;

describe("contacts: bad input is 400 VALIDATION and writes nothing", () => {
	const bad: [string, unknown][] = [
		["no email and no phone", { firstName: "X" }],
		["null email and phone", { email: null, phone: null }],
		["an invalid email", { email: "not-an-email" }],
		["an email without a dot in the domain", { email: "a@localhost" }],
		["a phone under 4 characters", { phone: "123" }],
		["a phone over 40 characters", { phone: "1".repeat(41) }],
		["a phone without a digit", { phone: "+ - ()" }],
		["a first name over 120", { email: "a@example.com", firstName: "x".repeat(121) }],
		["a source over 120", { email: "a@example.com", source: "x".repeat(121) }],
		["an externalRef over 200", { email: "a@example.com", externalRef: "x".repeat(201) }],
		["an unknown field", { email: "a@example.com", nickname: "x" }],
		["a non-string social handle", { email: "a@example.com", socialHandles: { instagram: 1 } }],
		["51 tags", { email: "a@example.com", tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }],
		["a 65-character tag", { email: "a@example.com", tags: ["x".repeat(65)] }],
		["a wrong type", { email: 42 }],
	];
	for (const [what, body] of bad) {
		it(what, async () => {
			const { key } = await mktWorkspace();
			expectEnvelopeError(await mkt(key, "POST", "/contacts", { body }), 400, "VALIDATION");
			expect(await count(key)).toBe(0);
		});
	}

	it("malformed JSON is 400 VALIDATION too", async () => {
		const { key } = await mktWorkspace();
		expectEnvelopeError(await mkt(key, "POST", "/contacts", { raw: '{"email":' }), 400, "VALIDATION");
	});

	it("PATCH: 409 IDENTITY_TAKEN onto a held identity, 400 when both email and phone would go, 404 for an unknown id", async () => {
		const { key } = await mktWorkspace();
		const a = (await mkt(key, "POST", "/contacts", { body: { email: "a@example.com" } })).body.data;
		await mkt(key, "POST", "/contacts", { body: { email: "b@example.com" } });
		expectEnvelopeError(
			await mkt(key, "PATCH", `/contacts/${a.id}`, { body: { email: "B@example.com" } }),
			409,
			"IDENTITY_TAKEN",
		);
		expect((await mkt(key, "GET", `/contacts/${a.id}`)).body.data.email).toBe("a@example.com");
		expectEnvelopeError(await mkt(key, "PATCH", `/contacts/${a.id}`, { body: { email: null } }), 400, "VALIDATION");
		expectEnvelopeError(await mkt(key, "PATCH", `/contacts/${a.id}`, { body: { id: "x" } }), 400, "VALIDATION");
		expectEnvelopeError(await mkt(key, "PATCH", "/contacts/nope", { body: { firstName: "x" } }), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(key, "DELETE", "/contacts/nope"), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(key, "GET", "/contacts/nope"), 404, "NOT_FOUND");
	});

	it("a non-numeric limit is 400; a bad cursor is 400", async () => {
		const { key } = await mktWorkspace();
		expectEnvelopeError(await mkt(key, "GET", "/contacts?limit=abc"), 400, "VALIDATION");
		expectEnvelopeError(await mkt(key, "GET", "/contacts?cursor=zzz"), 400, "VALIDATION");
	});
});
