// Issue 25: the brand fields of checkout settings (branding.displayName, logoUrl, brandColor) —
// defaults, partial PUTs, each validation error (payments envelope, lower-snake codes, param naming
// the field, nothing written) and tenancy (per workspace and environment; scopes).
import { describe, expect, it } from "vitest";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { mut } from "./billing-helpers";
import { connectManual } from "./checkout-helpers";

async function merchant(name = `Toko Kopi ${crypto.randomUUID().slice(0, 6)}`, environment: "test" | "live" = "test") {
	const ws = await createWorkspace(name);
	return { ws, name, key: await mintPayKey(ws, { environment }) };
}

const settings = async (key: PayKey) => {
	const r = await payCall(key, "GET", "/v1/checkout-settings");
	expect(r.status, r.text).toBe(200);
	return r.body.data;
};

const put = (key: PayKey, body: unknown) => mut(key, "PUT", "/v1/checkout-settings", body);

/** The issuer fields while none is set (issue 39). */
const NO_ISSUER = { address: null, taxId: null, timeZone: "Asia/Jakarta" };

describe("checkout settings: branding", () => {
	it("defaults to the workspace name with no logo or colour; a PUT sets each field, keeps the others and the routing", async () => {
		const { key, name } = await merchant();
		expect((await settings(key)).branding).toEqual({
			displayName: name,
			logoUrl: null,
			brandColor: null,
			...NO_ISSUER,
		});

		await connectManual(key);
		expect((await put(key, { methods: { static_qr: "manual" } })).status).toBe(200);
		const r = await put(key, {
			branding: { displayName: "  Kopi Budi  ", logoUrl: "https://cdn.toko.example/logo.png", brandColor: "#0F766E" },
		});
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.branding).toEqual({
			displayName: "Kopi Budi", // trimmed
			logoUrl: "https://cdn.toko.example/logo.png",
			brandColor: "#0f766e", // lower case
			...NO_ISSUER,
		});
		expect(r.body.data.methods.static_qr).toBe("manual"); // a branding-only PUT leaves the routing alone
		expect(r.body.data.updatedAt).toEqual(expect.any(String));
		expect(await settings(key)).toEqual(r.body.data);

		// One field at a time; the others keep their value.
		const color = await put(key, { branding: { brandColor: "#ffcc00" } });
		expect(color.body.data.branding).toEqual({
			displayName: "Kopi Budi",
			logoUrl: "https://cdn.toko.example/logo.png",
			brandColor: "#ffcc00",
			...NO_ISSUER,
		});
		// A routing-only PUT leaves the brand alone.
		const routed = await put(key, { methods: { card: null } });
		expect(routed.body.data.branding.brandColor).toBe("#ffcc00");
		expect(routed.body.data.methods).toMatchObject({ card: null, static_qr: null });

		// null goes back to the default: the workspace name, no logo, no colour.
		const cleared = await put(key, { branding: { displayName: null, logoUrl: null, brandColor: null } });
		expect(cleared.body.data.branding).toEqual({ displayName: name, logoUrl: null, brandColor: null, ...NO_ISSUER });
	});

	it("each refused value is 400 validation_error naming the field, and nothing changes", async () => {
		const { key, name } = await merchant();
		await put(key, { branding: { brandColor: "#123456" } });
		const before = await settings(key);
		const bad: Array<[string, unknown, string]> = [
			["empty name", { displayName: "" }, "branding.displayName"],
			["blank name", { displayName: "   " }, "branding.displayName"],
			["name over 80", { displayName: "x".repeat(81) }, "branding.displayName"],
			["name with a newline", { displayName: "Kopi\nBudi" }, "branding.displayName"],
			["name not a string", { displayName: 7 }, "branding.displayName"],
			["http logo", { logoUrl: "http://cdn.toko.example/logo.png" }, "branding.logoUrl"],
			["javascript logo", { logoUrl: "javascript:alert(1)" }, "branding.logoUrl"],
			["data logo", { logoUrl: "data:image/png;base64,AAAA" }, "branding.logoUrl"],
			["relative logo", { logoUrl: "/logo.png" }, "branding.logoUrl"],
			["logo with userinfo", { logoUrl: "https://u:p@cdn.toko.example/l.png" }, "branding.logoUrl"],
			["logo with a space", { logoUrl: "https://cdn.toko.example/my logo.png" }, "branding.logoUrl"],
			["logo over 2,048", { logoUrl: `https://cdn.toko.example/${"a".repeat(2048)}` }, "branding.logoUrl"],
			["colour name", { brandColor: "teal" }, "branding.brandColor"],
			["short hex", { brandColor: "#0f7" }, "branding.brandColor"],
			["hex without #", { brandColor: "0f766e" }, "branding.brandColor"],
			["hex with alpha", { brandColor: "#0f766eff" }, "branding.brandColor"],
			["css injection", { brandColor: "#000;}body{display:none" }, "branding.brandColor"],
			["unknown field", { font: "Comic Sans" }, "branding.font"],
		];
		for (const [why, branding, param] of bad) {
			const r = await put(key, { branding });
			expectEnvelopeError({ ...r, text: `${why}: ${r.text}` }, 400, "validation_error");
			expect(r.body.error.param, why).toBe(param);
		}
		const empty = await put(key, {});
		expectEnvelopeError(empty, 400, "validation_error");
		expect(empty.body.error.message).toMatch(/methods, branding or both/);
		expectEnvelopeError(await put(key, { branding: "Kopi" }), 400, "validation_error");
		expectEnvelopeError(
			await payCall(key, "PUT", "/v1/checkout-settings", { body: { branding: { brandColor: "#000000" } } }),
			400,
			"idempotency_required",
		);
		expect(await settings(key)).toEqual(before);
		expect(before.branding).toEqual({ displayName: name, logoUrl: null, brandColor: "#123456", ...NO_ISSUER });
	});

	it("issuer details (issue 39): address, taxId and timeZone are stored, returned, cleared with null", async () => {
		const { key, name } = await merchant();
		const address = "Jl. Kemang Raya 12\nJakarta Selatan 12730";
		const r = await put(key, { branding: { address, taxId: " 01.234.567.8-901.000 ", timeZone: "Asia/Makassar" } });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.branding).toEqual({
			displayName: name,
			logoUrl: null,
			brandColor: null,
			address,
			taxId: "01.234.567.8-901.000", // trimmed
			timeZone: "Asia/Makassar",
		});
		expect((await settings(key)).branding).toEqual(r.body.data.branding);
		// One field left out keeps its value; null goes back to the default (no address, Asia/Jakarta).
		const zone = await put(key, { branding: { timeZone: null } });
		expect(zone.body.data.branding).toMatchObject({ address, timeZone: "Asia/Jakarta" });
		const cleared = await put(key, { branding: { address: null, taxId: null } });
		expect(cleared.body.data.branding).toEqual({ displayName: name, logoUrl: null, brandColor: null, ...NO_ISSUER });
	});

	it("refused issuer details are 400 validation_error naming the field, and nothing is written", async () => {
		const { key } = await merchant();
		await put(key, { branding: { address: "Jl. Merdeka 1", timeZone: "Asia/Jayapura" } });
		const before = await settings(key);
		const bad: Array<[string, unknown, string]> = [
			["unknown zone", { timeZone: "Asia/Atlantis" }, "branding.timeZone"],
			["zone not a zone", { timeZone: "WIB" }, "branding.timeZone"],
			["empty zone", { timeZone: "" }, "branding.timeZone"],
			["zone not a string", { timeZone: 7 }, "branding.timeZone"],
			["empty address", { address: "  " }, "branding.address"],
			["address over 300", { address: "x".repeat(301) }, "branding.address"],
			["address of 7 lines", { address: "a\nb\nc\nd\ne\nf\ng" }, "branding.address"],
			["address with a NUL", { address: "Jl. A\u0000" }, "branding.address"],
			["tax id over 40", { taxId: "1".repeat(41) }, "branding.taxId"],
			["tax id on two lines", { taxId: "01.234\n567" }, "branding.taxId"],
		];
		for (const [why, branding, param] of bad) {
			const r = await put(key, { branding: { displayName: "Not written", ...(branding as object) } });
			expectEnvelopeError({ ...r, text: `${why}: ${r.text}` }, 400, "validation_error");
			expect(r.body.error.param, why).toBe(param);
		}
		expect(await settings(key)).toEqual(before);
		expect(before.branding).toMatchObject({ address: "Jl. Merdeka 1", taxId: null, timeZone: "Asia/Jayapura" });
	});

	it("per workspace and environment; read-only keys read it and cannot change it", async () => {
		const a = await merchant("Toko A");
		const b = await merchant("Toko B");
		expect((await put(a.key, { branding: { displayName: "Kopi A", brandColor: "#112233" } })).status).toBe(200);
		// Another workspace sees only its own defaults.
		expect((await settings(b.key)).branding).toEqual({
			displayName: "Toko B",
			logoUrl: null,
			brandColor: null,
			...NO_ISSUER,
		});
		// The same workspace's live environment has its own settings.
		const live = await mintPayKey(a.ws, { environment: "live" });
		expect((await settings(live)).branding).toEqual({
			displayName: "Toko A",
			logoUrl: null,
			brandColor: null,
			...NO_ISSUER,
		});
		expect((await put(live, { branding: { displayName: "Kopi A Live" } })).status).toBe(200);
		expect((await settings(a.key)).branding.displayName).toBe("Kopi A");
		// Roles apply as to the routing: read_only reads, cannot write.
		const ro = await mintPayKey(a.ws, { role: "read_only" });
		expect((await settings(ro)).branding.displayName).toBe("Kopi A");
		expectEnvelopeError(await put(ro, { branding: { displayName: "Hijacked" } }), 403, "insufficient_scope");
		expect((await settings(a.key)).branding.displayName).toBe("Kopi A");
	});
});
