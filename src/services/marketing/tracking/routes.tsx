/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../platform/context";
import { type Brand, ErrorBody, HostedDocument } from "../../../platform/hosted-page";
import { type Lang, pickLang } from "../../../platform/locale";
import { log } from "../../../platform/log";
import { hostedBrand } from "../../payments/public";
import { ctxOf } from "../context";
import { countOpen } from "./count-open";
import { TRANSPARENT_GIF } from "./domain/tracking";
import { followClick } from "./follow-click";

// Campaign email tracking (issue 40) under the marketing base, public: the signed token is the only
// proof, like the subscription pages (channels/pages.tsx). Outside /api/v1, so no credential is
// asked and the API reference does not list them. <base>/o/<token> is the open pixel,
// <base>/l/<token> the click redirect.

const app = new Hono<AppEnv>();

const CSS =
	"main{max-width:32rem;margin:2rem auto;padding:0 1rem;font-family:system-ui,sans-serif;color:#1f2328}h1{font-size:1.3rem;line-height:1.3}p{line-height:1.5}";

const WORDS = {
	id: {
		title: "Tautan ini tidak dapat dibuka",
		text: "Tautan ini rusak, sudah kedaluwarsa, atau tidak mengarah ke halaman yang dikirim dalam pesan. Buka tautan dari email terbaru yang Anda terima.",
	},
	en: {
		title: "This link cannot be opened",
		text: "It is damaged, has expired, or does not lead to a page the message linked to. Open the link in the latest email you received.",
	},
} as const;

/** The refusal: a page, never a redirect; in the shop's brand when the signed token named the shop. */
async function notFoundPage(c: Context<AppEnv>, workspaceId: string | null) {
	const lang: Lang = pickLang(c.req.header("Accept-Language"));
	const brand: Brand | null = workspaceId ? await hostedBrand(c.env, { workspaceId, environment: "live" }) : null;
	c.header("Cache-Control", "no-store");
	c.header("Content-Language", lang);
	c.header("Vary", "Accept-Language");
	c.header(
		"Content-Security-Policy",
		"default-src 'none'; style-src 'unsafe-inline'; img-src https:; form-action 'none'; frame-ancestors 'none'",
	);
	c.header("Referrer-Policy", "no-referrer");
	const w = WORDS[lang];
	return c.html(
		<HostedDocument lang={lang} title={w.title} brand={brand} css={CSS}>
			<ErrorBody title={w.title} text={w.text} />
		</HostedDocument>,
		404,
	);
}

app.get("/o/:token", async (c) => {
	try {
		await countOpen(ctxOf(c), c.req.param("token"));
	} catch (err) {
		// The image answers whatever happened: a reader's mail client has no use for our error.
		log(c.env, "error", { requestId: c.get("requestId"), msg: "open not counted", error: String(err) });
	}
	return c.body(TRANSPARENT_GIF, 200, { "Content-Type": "image/gif", "Cache-Control": "no-store, private" });
});

app.get("/l/:token", async (c) => {
	const out = await followClick(ctxOf(c), c.req.param("token"));
	if (out.url === null) return notFoundPage(c, out.workspaceId);
	c.header("Cache-Control", "no-store");
	c.header("Referrer-Policy", "no-referrer");
	return c.redirect(out.url, 302);
});

export default app;
