import { describe, expect, it } from "vitest";
import type { ContentKind } from "../../../src/services/marketing/campaigns/domain/audience";
import type { ContactInput } from "../../../src/services/marketing/campaigns/domain/personalize";
import { prepareContent, renderCampaignMessage } from "../../../src/services/marketing/campaigns/domain/render";

const siti: ContactInput = {
	firstName: "Siti",
	lastName: null,
	email: "siti@example.com",
	phone: "+628111",
	attributes: { city: "Medan" },
	socialHandles: {},
};
const U = "https://h.example/mkt/u/tok?a=1&b=2";
const opts = {
	unsubscribeUrl: U,
	pixelUrl: "https://h.example/mkt/o/px",
	linkUrl: (u: string) => (u.startsWith("https://toko.example") ? `https://h.example/mkt/l/${u.length}` : null),
	channelName: "Toko & Co",
};

function prepared(kind: ContentKind, raw: unknown, provider?: "messaging_v2") {
	const p = prepareContent(kind, raw, { provider });
	if (!p.ok) throw new Error(p.message);
	return p.compiled;
}
const message = (
	kind: ContentKind,
	raw: unknown,
	o: Partial<typeof opts> & { lang?: "id" | "en"; stopInstruction?: boolean } = {},
) => renderCampaignMessage(kind, prepared(kind, raw), siti, { ...opts, ...o });

describe("one campaign message for one recipient", () => {
	it("email from HTML only: footer, derived text, tracked links, preheader, pixel, List-Unsubscribe", () => {
		const m = message("email", {
			subject: "Halo {firstName}\r\nBcc: x@evil.example",
			preheader: "Untuk {attributes.city}",
			html: '<html><body><p>Hai {firstName}, <a href="https://toko.example/sale">belanja</a></p></body></html>',
		});
		expect(m.subject).toBe("Halo Siti Bcc: x@evil.example");
		expect(m.headers).toEqual({
			"List-Unsubscribe": `<${U}>`,
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		});
		expect(m.html).toContain('<a href="https://h.example/mkt/l/25">belanja</a>');
		expect(m.html).toMatch(/^<html><body><span style="display:none[^>]*>Untuk Medan/);
		expect(m.html).toContain(
			'Anda menerima email ini dari Toko &amp; Co. <a href="https://h.example/mkt/u/tok?a=1&amp;b=2" style="color:#6b7280;text-decoration:underline">Berhenti berlangganan</a></p><img src="https://h.example/mkt/o/px"',
		);
		expect(m.html).toMatch(/<\/p><img [^>]+><\/body><\/html>$/);
		expect(m.text).toBe(
			`Hai Siti, belanja (https://h.example/mkt/l/25)\n\nAnda menerima email ini dari Toko & Co. Berhenti berlangganan (${U})`,
		);
	});

	it("email whose content places {unsubscribeUrl} gets no footer; the opt-out link is never tracked", () => {
		const m = message(
			"email",
			{
				subject: "Hi",
				html: '<p><a href="{unsubscribeUrl}">leave</a> <a href="https://toko.example/a">a</a></p>',
				text: "Leave: {unsubscribeUrl}\nhttps://toko.example/a",
				locale: "en-US",
			},
			{ linkUrl: () => "https://h.example/mkt/l/x" },
		);
		expect(m.html).toBe(
			'<p><a href="https://h.example/mkt/u/tok?a=1&amp;b=2">leave</a> <a href="https://h.example/mkt/l/x">a</a></p><img src="https://h.example/mkt/o/px" width="1" height="1" alt="" style="display:none">',
		);
		expect(m.text).toBe(`Leave: ${U}\nhttps://h.example/mkt/l/x`);
	});

	it("email text part without the link gets the footer, in English by the content's locale", () => {
		const m = message("email", { subject: "Hi", text: "Plain {firstName}", locale: "en-US" }, { pixelUrl: undefined });
		expect(m.html).toBeUndefined();
		expect(m.text).toBe(`Plain Siti\n\n--\nYou received this email from Toko & Co.\nUnsubscribe: ${U}`);
		const other = message(
			"email",
			{ subject: "Hi", text: "x", locale: "fr-FR" },
			{ lang: "id", channelName: undefined },
		);
		expect(other.text).toBe(`x\n\n--\nBerhenti berlangganan: ${U}`);
	});

	it("SMS and WhatsApp text carry the stop line unless the text has {unsubscribeUrl}", () => {
		expect(message("text", { text: "Promo {attributes.city}" })).toEqual({
			subject: "",
			text: `Promo Medan\nBerhenti: ${U}`,
		});
		expect(message("whatsapp", { text: "Promo", locale: "en-US" }).text).toBe(`Promo\nStop: ${U}`);
		expect(message("text", { text: "Promo. Keluar: {unsubscribeUrl}" }).text).toBe(`Promo. Keluar: ${U}`);
		expect(message("text", { text: "Telegram" }, { stopInstruction: false }).text).toBe("Telegram");
		// Links in text are tracked when the caller passes linkUrl.
		expect(message("text", { text: "https://toko.example/x" }).text).toBe(`https://h.example/mkt/l/22\nBerhenti: ${U}`);
	});

	it("WhatsApp templates: rendered parameters, no stop line", () => {
		const m = message("whatsapp", {
			template: { name: "promo", language: "id", parameters: ["{firstName}", "{lastName}"] },
			fallbacks: { lastName: "-" },
		});
		expect(m).toEqual({
			subject: "",
			text: "",
			template: { name: "promo", language: "id", parameters: ["Siti", "-"] },
		});
	});

	it("push: title, body, url", () => {
		const m = message("push", {
			title: "Hai {firstName}",
			body: "Diskon di {attributes.city}",
			url: "https://toko.example/p",
		});
		expect(m).toEqual({
			subject: "Hai Siti",
			text: "Diskon di Medan",
			push: { title: "Hai Siti", url: "https://toko.example/p" },
		});
		expect(message("push", { title: "T", body: "B" }).push).toEqual({ title: "T" });
	});

	it("prepareContent reports the first problem, shape before personalisation", () => {
		expect(prepareContent("email", { subject: "Hi {x}" })).toMatchObject({ ok: false, field: "content.html" });
		expect(prepareContent("email", { subject: "Hi {x}", text: "t" })).toEqual({
			ok: false,
			field: "content.subject",
			message: "content.subject: unknown field {x}",
		});
		expect(
			prepareContent("whatsapp", { template: { name: "a", language: "id" } }, { provider: "messaging_v2" }).ok,
		).toBe(false);
	});
});
