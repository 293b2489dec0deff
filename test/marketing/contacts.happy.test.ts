import { describe, expect, it } from "vitest";
import { mkt, mktWorkspace } from "../helpers/mkt";

async function hash(s: string) {
	const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
	return [...d].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("contacts: happy paths", () => {
	it("creates a contact with normalised email and phone and the identity hash", async () => {
		const { key } = await mktWorkspace();
		const res = await mkt(key, "POST", "/contacts", {
			body: { email: "  Budi@Example.COM ", phone: "+62 (812) 3456-7890", firstName: "Budi" },
		});
		expect(res.status, res.text).toBe(201);
		const c = res.body.data;
		expect(c.email).toBe("budi@example.com");
		expect(c.phone).toBe("+6281234567890");
		expect(c.identityHash).toBe(await hash("budi@example.com|+6281234567890"));
		expect(c).toMatchObject({
			firstName: "Budi",
			lastName: null,
			socialHandles: {},
			subscriptions: {},
			attributes: {},
			tags: [],
		});
	});
});
