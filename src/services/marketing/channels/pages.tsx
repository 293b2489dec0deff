/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../platform/context";
import { type Brand, HostedDocument } from "../../../platform/hosted-page";
import { type Lang, pickLang } from "../../../platform/locale";
import { workspaceEnv } from "../../admin/public";
import { hostedBrand } from "../../payments/public";
import { setSubscription } from "../contacts/store";
import { unsubscribeFromCampaign } from "./store";
import { type LinkClaims, readLink } from "./subscription-links";

// The hosted subscription pages (extensions of issue 15) under the marketing base: <base>/u/<token>
// unsubscribes a contact from one channel (a GET shows a button, so link scanners do not
// unsubscribe anyone; a POST — the button, or a mail client's RFC 8058 one-click — does it, and the
// answer offers to resubscribe, in case of a slip), and <base>/c/<token> confirms a double opt-in the
// same way. No credential: the signed token is the proof. In the shop's name, Indonesian or English
// by Accept-Language, in its brand (issue 39).

const app = new Hono<AppEnv>();

const CSS =
	"main{max-width:32rem;margin:2rem auto;padding:0 1rem;font-family:system-ui,sans-serif;color:#1f2328}h1{font-size:1.3rem}button{font-size:1rem;padding:.7rem 1.2rem;border-radius:8px;border:1px solid var(--brand);background:var(--brand);color:var(--on-brand);cursor:pointer}button.quiet{background:#fff;color:#1f2328;border-color:#8c959f}.muted{color:#59636e}";

const WORDS = {
	id: {
		invalid: "Tautan ini tidak berlaku atau sudah kedaluwarsa",
		invalidText: "Minta tautan baru dari pesan terakhir yang Anda terima.",
		channel: (ch: string) => `Saluran: ${ch}`,
		u: {
			title: "Berhenti berlangganan",
			ask: (shop: string) => `Berhenti menerima pesan dari ${shop}?`,
			button: "Berhenti berlangganan",
			done: "Anda sudah berhenti berlangganan",
			doneText: (shop: string) => `${shop} tidak akan mengirimi Anda pesan lagi lewat saluran ini.`,
		},
		c: {
			title: "Konfirmasi langganan",
			ask: (shop: string) => `Konfirmasi bahwa Anda ingin menerima pesan dari ${shop}.`,
			button: "Konfirmasi",
			done: "Langganan Anda sudah dikonfirmasi",
			doneText: (shop: string) => `Terima kasih. Anda akan menerima pesan dari ${shop}.`,
		},
		slip: "Tidak sengaja?",
		resubscribe: "Berlangganan lagi",
		resubscribed: "Anda berlangganan lagi",
	},
	en: {
		invalid: "This link is not valid or has expired",
		invalidText: "Use the link in the latest message you received.",
		channel: (ch: string) => `Channel: ${ch}`,
		u: {
			title: "Unsubscribe",
			ask: (shop: string) => `Stop receiving messages from ${shop}?`,
			button: "Unsubscribe",
			done: "You are unsubscribed",
			doneText: (shop: string) => `${shop} will not message you on this channel again.`,
		},
		c: {
			title: "Confirm your subscription",
			ask: (shop: string) => `Confirm that you want to receive messages from ${shop}.`,
			button: "Confirm",
			done: "Your subscription is confirmed",
			doneText: (shop: string) => `Thank you. You will hear from ${shop}.`,
		},
		slip: "Did that by mistake?",
		resubscribe: "Resubscribe",
		resubscribed: "You are subscribed again",
	},
} as const;

const STATE = { u: "unsubscribed", c: "subscribed" } as const;

/** The page in the shop's brand, or a neutral one when the link names no shop. */
function page(c: Context<AppEnv>, status: 200 | 404, lang: Lang, brand: Brand | null, title: string, body: unknown) {
	c.header("Cache-Control", "no-store");
	c.header("Content-Language", lang);
	c.header("Vary", "Accept-Language");
	c.header(
		"Content-Security-Policy",
		"default-src 'none'; style-src 'unsafe-inline'; img-src https:; form-action 'self'; frame-ancestors 'none'",
	);
	c.header("Referrer-Policy", "no-referrer");
	return c.html(
		<HostedDocument lang={lang} title={title} brand={brand} css={CSS}>
			{body}
		</HostedDocument>,
		status,
	);
}

const langOf = (c: Context<AppEnv>) => pickLang(c.req.header("Accept-Language"));
/**
 * The shop's brand as its checkout shows it (live checkout settings: name, logo, colour), read once
 * per request, and its name for the text (the display name, else the workspace's, else "this shop").
 */
async function shopOf(c: Context<AppEnv>, claims: LinkClaims, lang: Lang) {
	const brand = await hostedBrand(c.env, { workspaceId: claims.ws, environment: "live" });
	return { brand, name: brand.displayName || (lang === "id" ? "toko ini" : "this shop") };
}

const invalid = (c: Context<AppEnv>, lang: Lang) =>
	page(
		c,
		404,
		lang,
		null,
		WORDS[lang].invalid,
		<>
			<h1>{WORDS[lang].invalid}</h1>
			<p class="muted">{WORDS[lang].invalidText}</p>
		</>,
	);

/**
 * Sets the contact's subscription on the shard of the workspace the signed claims name (issue 38);
 * an unsubscribe from a campaign's link (claims.k) also dates that campaign's recipient row.
 */
const apply = async (c: Context<AppEnv>, claims: LinkClaims, state: string) => {
	const env = await workspaceEnv(c.env, claims.ws);
	const s = { workspaceId: claims.ws };
	if (claims.k && state === "unsubscribed")
		return unsubscribeFromCampaign(env, s, claims.c, claims.ch, claims.k, Date.now());
	return setSubscription(env, s, claims.c, claims.ch, state, Date.now());
};

for (const kind of ["u", "c"] as const) {
	app.get(`/${kind}/:token`, async (c) => {
		const lang = langOf(c);
		const claims = await readLink(c.env, kind, c.req.param("token"));
		if (!claims) return invalid(c, lang);
		const k = WORDS[lang][kind];
		const shop = await shopOf(c, claims, lang);
		return page(
			c,
			200,
			lang,
			shop.brand,
			k.title,
			<>
				<h1>{k.title}</h1>
				<p>{k.ask(shop.name)}</p>
				<p class="muted">{WORDS[lang].channel(claims.ch)}</p>
				<form method="post">
					<button type="submit">{k.button}</button>
				</form>
			</>,
		);
	});
	app.post(`/${kind}/:token`, async (c) => {
		const lang = langOf(c);
		const claims = await readLink(c.env, kind, c.req.param("token"));
		if (!claims || !(await apply(c, claims, STATE[kind]))) return invalid(c, lang);
		const k = WORDS[lang][kind];
		const shop = await shopOf(c, claims, lang);
		return page(
			c,
			200,
			lang,
			shop.brand,
			k.done,
			<>
				<h1>{k.done}</h1>
				<p>{k.doneText(shop.name)}</p>
				{kind === "u" ? (
					<form method="post" action={`${c.req.param("token")}/resubscribe`}>
						<p class="muted">{WORDS[lang].slip}</p>
						<button type="submit" class="quiet">
							{WORDS[lang].resubscribe}
						</button>
					</form>
				) : null}
			</>,
		);
	});
}

/** The unsubscribe page's "resubscribe": the same signed link, the subscription back on. */
app.post("/u/:token/resubscribe", async (c) => {
	const lang = langOf(c);
	const claims = await readLink(c.env, "u", c.req.param("token"));
	if (!claims || !(await apply(c, claims, "subscribed"))) return invalid(c, lang);
	const { brand } = await shopOf(c, claims, lang);
	return page(c, 200, lang, brand, WORDS[lang].resubscribed, <h1>{WORDS[lang].resubscribed}</h1>);
});

export default app;
