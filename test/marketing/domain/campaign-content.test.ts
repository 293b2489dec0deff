import { describe, expect, it } from "vitest";
import { parseIcu } from "../../../src/platform/icu-parse";
import { parseIcu as locParse } from "../../../src/services/localization/icu/parse";
import { validateContent } from "../../../src/services/marketing/campaigns/domain/content";

const fail = (r: ReturnType<typeof validateContent>) => (r.ok ? null : { field: r.field, message: r.message });

describe("shared ICU parser", () => {
	it("keeps localization's rules and lets marketing ignore tags and require other", () => {
		expect(locParse("<b>{n}</b>")).toEqual(parseIcu("<b>{n}</b>"));
		expect(locParse("<b>{n}</b>").ok && (locParse("<b>{n}</b>") as { ast: { type: number }[] }).ast[0].type).toBe(8);
		const html = parseIcu('<p class="x">Hi {firstName}</p>', { ignoreTag: true });
		expect(html.ok && html.ast.map((e) => e.type)).toEqual([0, 1, 0]);
		expect(locParse("{n, select, a {x}}").ok).toBe(true);
		const strict = parseIcu("{n, select, a {x}}", { requiresOtherClause: true });
		expect(strict).toEqual({ ok: false, message: expect.stringMatching(/needs an other branch/) });
	});
});

describe("campaign content", () => {
	it("email: subject, preheader, html and/or text", () => {
		expect(validateContent("email", { subject: "Hi {firstName}", html: "<p>x</p>" })).toEqual({
			ok: true,
			content: { subject: "Hi {firstName}", html: "<p>x</p>" },
		});
		expect(validateContent("email", { subject: "Hi", text: "plain", preheader: "soon" }).ok).toBe(true);
		expect(fail(validateContent("email", { html: "<p>x</p>" }))).toEqual({
			field: "content.subject",
			message: "content.subject is required",
		});
		expect(fail(validateContent("email", { subject: "x".repeat(201), text: "a" }))?.message).toMatch(
			/content.subject must be 1-200 characters \(it has 201\)/,
		);
		expect(fail(validateContent("email", { subject: "Hi" }))?.field).toBe("content.html");
		expect(fail(validateContent("email", { subject: "Hi", preheader: "p".repeat(251), text: "a" }))?.field).toBe(
			"content.preheader",
		);
		// Bytes, not characters: 100,000 four-byte emoji are 400 KB.
		expect(fail(validateContent("email", { subject: "Hi", html: "😀".repeat(100_000) }))?.message).toBe(
			"content.html is at most 256 KB",
		);
		expect(fail(validateContent("email", { subject: "Hi", text: "é".repeat(70_000) }))?.field).toBe("content.text");
	});

	it("names a field that does not belong to the kind, or to any kind", () => {
		expect(fail(validateContent("email", { subject: "Hi", text: "a", title: "T" }))).toEqual({
			field: "content.title",
			message: "content.title is not used by email campaigns",
		});
		expect(fail(validateContent("push", { title: "T", body: "B", subject: "S" }))?.message).toBe(
			"content.subject is not used by push campaigns",
		);
		expect(fail(validateContent("text", { text: "a", template: { name: "x", language: "id" } }))?.field).toBe(
			"content.template",
		);
		expect(fail(validateContent("email", { subject: "Hi", text: "a", colour: "red" }))).toEqual({
			field: "content.colour",
			message: "content.colour is not a campaign content field",
		});
		expect(fail(validateContent("email", { subject: 5, text: "a" }))?.field).toBe("content.subject");
		expect(fail(validateContent("email", "hello"))?.message).toBe("content must be an object");
	});

	it("text (SMS, Telegram, LINE): 1-1600 characters", () => {
		expect(validateContent("text", { text: "Halo {firstName}" }).ok).toBe(true);
		expect(fail(validateContent("text", {}))?.field).toBe("content.text");
		expect(fail(validateContent("text", { text: "" }))?.field).toBe("content.text");
		expect(fail(validateContent("text", { text: "x".repeat(1601) }))?.field).toBe("content.text");
	});

	it("whatsapp: text (≤ 4096) or an approved template, not both", () => {
		expect(validateContent("whatsapp", { text: "x".repeat(4096) }).ok).toBe(true);
		expect(fail(validateContent("whatsapp", { text: "x".repeat(4097) }))?.field).toBe("content.text");
		const t = { name: "promo_nov", language: "en_US", parameters: ["{firstName}", "20%"] };
		expect(validateContent("whatsapp", { template: t })).toEqual({ ok: true, content: { template: t } });
		expect(validateContent("whatsapp", { template: { name: "a", language: "id" } })).toEqual({
			ok: true,
			content: { template: { name: "a", language: "id", parameters: [] } },
		});
		expect(fail(validateContent("whatsapp", { text: "x", template: t }))?.message).toMatch(/not both/);
		expect(fail(validateContent("whatsapp", { template: { ...t, name: "Promo" } }))?.field).toBe(
			"content.template.name",
		);
		expect(fail(validateContent("whatsapp", { template: { ...t, language: "english" } }))?.field).toBe(
			"content.template.language",
		);
		const many = { ...t, parameters: Array.from({ length: 21 }, () => "p") };
		expect(fail(validateContent("whatsapp", { template: many }))?.field).toBe("content.template.parameters");
		expect(fail(validateContent("whatsapp", { template: { ...t, parameters: ["a", ""] } }))?.field).toBe(
			"content.template.parameters.1",
		);
		expect(fail(validateContent("whatsapp", { template: { ...t, extra: 1 } }))?.field).toBe("content.template.extra");
		expect(fail(validateContent("whatsapp", {}))?.field).toBe("content.text");
	});

	it("Twilio WhatsApp (messaging_v2) refuses templates: it sends text only", () => {
		const t = { name: "promo_nov", language: "id", parameters: [] };
		expect(fail(validateContent("whatsapp", { template: t }, { provider: "messaging_v2" }))?.message).toMatch(
			/Twilio\) sends text only/,
		);
		expect(validateContent("whatsapp", { template: t }, { provider: "messaging_v1" }).ok).toBe(true);
		expect(validateContent("whatsapp", { text: "hi" }, { provider: "messaging_v2" }).ok).toBe(true);
	});

	it("push: title, body, optional https url", () => {
		expect(validateContent("push", { title: "Sale", body: "50% off", url: "https://toko.example/sale" }).ok).toBe(true);
		expect(fail(validateContent("push", { title: "Sale" }))?.field).toBe("content.body");
		expect(fail(validateContent("push", { title: "x".repeat(101), body: "b" }))?.field).toBe("content.title");
		expect(fail(validateContent("push", { title: "t", body: "x".repeat(501) }))?.field).toBe("content.body");
		for (const url of [
			"http://toko.example",
			"javascript:alert(1)",
			"not a url",
			`https://x.example/${"a".repeat(2048)}`,
		])
			expect(fail(validateContent("push", { title: "t", body: "b", url }))?.field).toBe("content.url");
	});

	it("fallbacks name allowed fields; locale is BCP 47 and canonicalised", () => {
		const ok = validateContent("text", {
			text: "Hi {firstName}",
			fallbacks: { firstName: "Kak", "attributes.city": "Jakarta", "socialHandles.telegram": "-" },
			locale: "en-us",
		});
		expect(ok.ok && ok.content.locale).toBe("en-US");
		expect(fail(validateContent("text", { text: "a", fallbacks: { nickname: "x" } }))?.field).toBe(
			"content.fallbacks.nickname",
		);
		expect(fail(validateContent("text", { text: "a", fallbacks: { "attributes.a-b": "x" } }))?.field).toBe(
			"content.fallbacks.attributes.a-b",
		);
		expect(fail(validateContent("text", { text: "a", fallbacks: { unsubscribeUrl: "x" } }))?.field).toBe(
			"content.fallbacks.unsubscribeUrl",
		);
		expect(fail(validateContent("text", { text: "a", fallbacks: { firstName: "x".repeat(501) } }))?.field).toBe(
			"content.fallbacks.firstName",
		);
		expect(fail(validateContent("text", { text: "a", fallbacks: { firstName: 1 } }))?.field).toBe(
			"content.fallbacks.firstName",
		);
		expect(fail(validateContent("text", { text: "a", locale: "not a locale" }))?.field).toBe("content.locale");
	});
});
