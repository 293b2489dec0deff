import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ContentKind } from "../../../src/services/marketing/campaigns/domain/audience";
import type { CampaignContent } from "../../../src/services/marketing/campaigns/domain/content";
import {
	type CompiledContent,
	type ContactInput,
	compileContent,
	compileField,
	NESTING_MAX,
	renderContent,
	renderField,
} from "../../../src/services/marketing/campaigns/domain/personalize";

const budi: ContactInput = {
	firstName: "Budi",
	lastName: "Santoso",
	email: "budi@example.com",
	phone: "+6281234567890",
	attributes: { city: "Bandung", points: 1500, tier: "gold", joined: "2026-03-01T10:00:00Z", orders: 1, vip: true },
	socialHandles: { telegram: "@budi" },
};
const nobody: ContactInput = {
	firstName: null,
	lastName: null,
	email: null,
	phone: null,
	attributes: {},
	socialHandles: {},
};

function compiled(kind: ContentKind, content: CampaignContent): CompiledContent {
	const c = compileContent(kind, content);
	if (!c.ok) throw new Error(c.message);
	return c.compiled;
}
const text = (t: string, extra: Partial<CampaignContent> = {}, contact = budi, unsubscribeUrl?: string) =>
	renderContent(compiled("text", { text: t, ...extra }), contact, { unsubscribeUrl }).text;

describe("compiling personalisation", () => {
	it("accepts contact fields, attributes.<key>, socialHandles.<key> (the parser needs dotted names masked)", () => {
		const r = compileContent("email", {
			subject: "{firstName} {lastName} {email} {phone} {attributes.city} {socialHandles.telegram}",
			text: "{ attributes.city , select, Bandung {B} other {O}} {unsubscribeUrl}",
		});
		expect(r.ok).toBe(true);
	});

	it("names the field and the unknown argument", () => {
		expect(compileContent("email", { subject: "Hi {nickname}", text: "x" })).toEqual({
			ok: false,
			field: "content.subject",
			message: "content.subject: unknown field {nickname}",
		});
		const nested = compileContent("text", { text: "{tier, select, gold {{attributes.x} {secret}} other {}}" });
		expect(nested.ok || nested.message).toBe("content.text: unknown field {tier}");
		const deep = compileContent("text", { text: "{attributes.tier, select, gold {{secret}} other {}}" });
		expect(deep.ok || deep.message).toBe("content.text: unknown field {secret}");
		const bad = compileContent("text", { text: "{attributes.first-name}" });
		expect(bad.ok || bad.message).toMatch(/^content.text: Invalid ICU message at line 1, column \d+:/);
		expect(compileContent("push", { title: "{socialHandles}", body: "b" }).ok).toBe(false);
	});

	it("reports syntax errors with the parser's message, and requires other", () => {
		const r = compileContent("email", { subject: "Hi {firstName", text: "x" });
		expect(r).toEqual({
			ok: false,
			field: "content.subject",
			message: expect.stringMatching(/^content.subject: Invalid ICU message at line 1, column \d+: /),
		});
		const noOther = compileContent("text", { text: "{attributes.orders, plural, one {# order}}" });
		expect(noOther.ok || noOther.message).toMatch(/needs an other branch/);
	});

	it("keeps {unsubscribeUrl} to the html and text parts", () => {
		expect(compileContent("email", { subject: "x", html: '<a href="{unsubscribeUrl}">u</a>' }).ok).toBe(true);
		const r = compileContent("email", { subject: "{unsubscribeUrl}", text: "x" });
		expect(r.ok || r.message).toBe("content.subject: {unsubscribeUrl} can only be used in the html and text parts");
		const p = compileContent("whatsapp", { template: { name: "t", language: "id", parameters: ["{unsubscribeUrl}"] } });
		expect(p.ok || p.field).toBe("content.template.parameters.0");
	});

	it("caps select/plural nesting", () => {
		const nest = (d: number): string => (d === 0 ? "x" : `{attributes.a, select, a {${nest(d - 1)}} other {y}}`);
		expect(compileField("content.text", nest(NESTING_MAX + 1), { html: false, max: 100, unsubscribe: false })).toEqual({
			ok: false,
			field: "content.text",
			message: `content.text: select/plural nested deeper than ${NESTING_MAX} levels`,
		});
		expect(compileField("content.text", nest(NESTING_MAX), { html: false, max: 100, unsubscribe: false }).ok).toBe(
			true,
		);
	});

	it("in HTML: CSS braces, comments and apostrophes are text, tags are not ICU", () => {
		const html = `<html><head><style>p { color: #333 } a{x:y}</style><!-- {not an arg} --></head>
<body><p class='lead' title=''>It's {firstName}'s day &#123;literal&#125;</p><b>{attributes.city}</b></body></html>`;
		const c = compiled("email", { subject: "s", html });
		const out = renderContent(c, budi).html;
		expect(out).toBe(html.replace("{firstName}", "Budi").replace("{attributes.city}", "Bandung"));
		expect(compileContent("email", { subject: "s", html: "<p>{bad</p>" }).ok).toBe(false);
		expect(compileContent("email", { subject: "s", text: "\ue001" }).ok).toBe(false);
	});

	it("compiled content is plain JSON", () => {
		const c = compiled("email", { subject: "{attributes.points, number}", text: "{attributes.joined, date, long}" });
		expect(JSON.parse(JSON.stringify(c))).toEqual(c);
		const again = JSON.parse(JSON.stringify(c)) as CompiledContent;
		expect(renderContent(again, budi)).toEqual(renderContent(c, budi));
	});
});

describe("rendering for a contact", () => {
	it("arguments, attributes, handles, and ICU quoting in text fields", () => {
		expect(text("Halo {firstName} dari {attributes.city} ({socialHandles.telegram})")).toBe(
			"Halo Budi dari Bandung (@budi)",
		);
		expect(text("'{firstName}' is literal, it's fine")).toBe("{firstName} is literal, it's fine");
		expect(text("{attributes.vip, select, true {VIP} other {-}}")).toBe("VIP");
	});

	it("a missing value is the field's fallback, else empty", () => {
		const fb = { fallbacks: { firstName: "Kak", "attributes.city": "kota Anda" } };
		expect(text("Halo {firstName} di {attributes.city}{lastName}", fb, nobody)).toBe("Halo Kak di kota Anda");
		expect(text("Halo {firstName}!", {}, { ...nobody, firstName: "" })).toBe("Halo !");
		expect(
			text("{attributes.tier, select, gold {G} other {O}}", { fallbacks: { "attributes.tier": "gold" } }, nobody),
		).toBe("G");
	});

	it("numbers, dates and times in the content's locale, Asia/Jakarta", () => {
		expect(text("{attributes.points, number}")).toBe("1.500");
		expect(text("{attributes.points, number}", { locale: "en-US" })).toBe("1,500");
		expect(text("{attributes.points, number, ::currency/IDR}", { locale: "en-US" })).toMatch(/IDR\s?1,500/);
		expect(text("{attributes.joined, date, long}", { locale: "en-US" })).toBe("March 1, 2026");
		expect(text("{attributes.joined, time, short}", { locale: "en-US" })).toBe("5:00 PM");
		expect(text("{attributes.joined, date, short}")).toBe("01/03/26");
		// Epoch milliseconds, as a number or digits; nonsense renders as it is.
		const at = Date.parse("2026-12-31T20:00:00Z");
		expect(text("{attributes.t, date, medium}", { locale: "en-US" }, { ...budi, attributes: { t: at } })).toBe(
			"Jan 1, 2027",
		);
		expect(text("{attributes.t, date}", { locale: "en-US" }, { ...budi, attributes: { t: String(at) } })).toBe(
			"Jan 1, 2027",
		);
		expect(text("{attributes.t, date}", {}, { ...budi, attributes: { t: "soon" } })).toBe("soon");
		expect(text("{attributes.t, number}", {}, { ...budi, attributes: { t: "many" } })).toBe("many");
	});

	it("plural and selectordinal with offset, exact matches and #", () => {
		const p =
			"{attributes.orders, plural, offset:1 =0 {no order} =1 {your order} one {you and # other} other {you and # others}}";
		const n = (orders: unknown, locale = "en-US") => text(p, { locale }, { ...budi, attributes: { orders } });
		expect([n(0), n(1), n(2), n(3), n(1001)]).toEqual([
			"no order",
			"your order",
			"you and 1 other",
			"you and 2 others",
			"you and 1,000 others",
		]);
		expect(n("3")).toBe("you and 2 others");
		expect(n(null)).toBe("you and  others");
		const ord = "{attributes.orders, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}";
		const o = (orders: number) => text(ord, { locale: "en-US" }, { ...budi, attributes: { orders } });
		expect([o(1), o(2), o(3), o(4), o(11), o(22)]).toEqual(["1st", "2nd", "3rd", "4th", "11th", "22nd"]);
		// Indonesian has only `other`.
		expect(
			text("{attributes.orders, plural, one {satu} other {# pesanan}}", {}, { ...budi, attributes: { orders: 1 } }),
		).toBe("1 pesanan");
	});

	it("escapes values in the HTML part only; {unsubscribeUrl} is the recipient's link", () => {
		const evil: ContactInput = { ...budi, firstName: `<script>x</script>"'&` };
		const c = compiled("email", {
			subject: "Hi {firstName}",
			html: '<p>Hi {firstName}</p><a href="{unsubscribeUrl}">u</a>',
			text: "Hi {firstName} {unsubscribeUrl}",
			fallbacks: { lastName: "<b>" },
		});
		const r = renderContent(c, evil, { unsubscribeUrl: "https://h/mkt/u/a?b=1&c=2" });
		expect(r.subject).toBe(`Hi <script>x</script>"'&`);
		expect(r.text).toBe(`Hi <script>x</script>"'& https://h/mkt/u/a?b=1&c=2`);
		expect(r.html).toBe(
			'<p>Hi &lt;script&gt;x&lt;/script&gt;&quot;&#39;&amp;</p><a href="https://h/mkt/u/a?b=1&amp;c=2">u</a>',
		);
	});

	it("caps the output at twice the field's limit", () => {
		const big: ContactInput = { ...budi, attributes: { bio: "x".repeat(10_000) } };
		const out = text("{attributes.bio}{attributes.bio}", {}, big);
		expect(out).toHaveLength(3200);
		const emoji = text("a{attributes.e}", {}, { ...budi, attributes: { e: "😀".repeat(2000) } });
		expect(emoji).toHaveLength(3199);
		expect(emoji?.endsWith("😀")).toBe(true);
	});

	it("never throws and stays bounded, whatever the contact holds", () => {
		const c = compiled("email", {
			subject: "{firstName} {attributes.a, number} {attributes.b, date, long}",
			html: "<p>{attributes.a, plural, =0 {none} one {# x} other {# xs}} {attributes.c, select, a {A} other {{socialHandles.t}}}</p>",
			text: "{attributes.b, time, ::hhmm} {lastName} {attributes.a, selectordinal, one {#st} other {#th}}",
			fallbacks: { firstName: "F" },
		});
		const anyContact = fc.oneof(
			fc.anything(),
			fc.record({
				firstName: fc.anything(),
				lastName: fc.anything(),
				attributes: fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("a", "b", "c", "__proto__"), fc.anything())),
				socialHandles: fc.anything(),
			}),
		);
		fc.assert(
			fc.property(anyContact, (contact) => {
				const r = renderContent(c, contact as ContactInput, { unsubscribeUrl: "https://u" });
				expect((r.subject ?? "").length).toBeLessThanOrEqual(400);
				expect(typeof r.html).toBe("string");
				expect(typeof r.text).toBe("string");
			}),
			{ numRuns: 300 },
		);
	});

	it("evaluation is linear: a field at its size limit renders fast", () => {
		const unit = "{attributes.a, plural, one {# x} other {{attributes.c, select, a {A} other {# {firstName}}}}} ";
		const body = unit.repeat(Math.floor(128_000 / unit.length));
		const f = compileField("content.text", body, { html: false, max: 256_000, unsubscribe: true });
		if (!f.ok) throw new Error(f.message);
		const t0 = Date.now();
		const out = renderField(f.field, { locale: "id-ID", fallbacks: {} }, { ...budi, attributes: { a: 5 } });
		expect(out.length).toBeGreaterThan(5000);
		expect(Date.now() - t0).toBeLessThan(1000);
	});
});
