/** @jsxImportSource hono/jsx */
// The layout and headers every payments hosted page shares (checkout, hosted invoice, customer
// portal): the platform frame with the workspace's brand bar and, in test mode, the test banner;
// a strict CSP (no script unless the page brings one with its nonce), no-store, no framing.
import type { Context } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { type Brand, HostedDocument } from "../../../../platform/hosted-page";
import { randomHex } from "../../../../platform/ids";
import type { Lang } from "../../../../platform/locale";

/** The card layout of the checkout and invoice pages; the brand colour only on buttons, with its readable text colour. */
const CSS =
	"*{box-sizing:border-box}body{font-family:system-ui,sans-serif;color:#1f2328;background:#f6f7f9}main{width:min(28rem,calc(100% - 1.5rem));margin:1rem auto;background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px #0002}h1{font-size:1.1rem;margin:0 0 .5rem}h2{font-size:1rem;margin:1rem 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}table{width:100%;border-collapse:collapse;font-size:.95rem}td,th{padding:.35rem 0;border-bottom:1px solid #eee;text-align:left}td.n{text-align:right;white-space:nowrap;padding-left:.75rem}.amount{white-space:nowrap}button{display:block;width:100%;font-size:1rem;padding:.85rem;margin:.5rem 0;border-radius:8px;border:1px solid #8c959f;background:#fff;color:#1f2328;cursor:pointer}button.primary,a.button{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}a.button{display:block;text-align:center;padding:.85rem;border-radius:8px;text-decoration:none;font-weight:600;margin:1rem 0 .5rem}button.danger{color:#b00020}.muted{color:#59636e;font-size:.9rem}.test{background:#fff7d6;border:1px dashed #8a6d00;border-radius:8px;padding:.5rem;margin:1rem 0}.error{color:#b00020}img{max-width:100%}.badge{display:inline-block;padding:.15rem .6rem;border-radius:999px;font-size:.85rem;font-weight:600;background:#eef;color:#1f2328}.badge.paid{background:#dff5e3;color:#116329}.badge.open{background:#fff1d6;color:#7a4b00}.badge.void,.badge.uncollectible{background:#eee;color:#4b4b4b}tr.sum td{border-bottom:none}tr.total td{font-weight:700}";

/** The portal's wider page: sections per subscription, a table of invoices. */
export const WIDE_CSS =
	"main{width:min(44rem,calc(100% - 1.5rem))}section{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}section h2{margin-top:0}label{display:block;font-size:.9rem;margin:.5rem 0 .25rem}select{font-size:1rem;padding:.4rem;max-width:100%}button.inline{display:inline-block;width:auto;padding:.5rem .9rem}";

export type HostedStatus = 200 | 400 | 401 | 404 | 409 | 410 | 502;

export interface HostedView {
	lang: Lang;
	/** The workspace's brand; null where no workspace is known (an unknown link). */
	brand: Brand | null;
	/** Test-mode objects show the test banner. */
	test: boolean;
	/** The workspace's time zone for dates on the page (default Asia/Jakarta, locale.ts). */
	timeZone?: string;
}

export interface HostedOptions extends HostedView {
	status: HostedStatus;
	title: string;
	/** Extra CSS (the portal's wide layout). */
	css?: string;
	/** One inline script (the portal's token exchange): allowed by a fresh nonce, with fetches to this origin. */
	script?: string;
	/** form-action sources; default 'self' https: (the checkout's forms may redirect to a provider). */
	formAction?: string;
}

/** A payments hosted page: the shared frame, its security headers and status. */
export function hostedHtml(c: Context<AppEnv>, o: HostedOptions, body: unknown) {
	const nonce = o.script ? randomHex(16) : null;
	const script = nonce ? `; script-src 'nonce-${nonce}'; connect-src 'self'` : "";
	c.header(
		"Content-Security-Policy",
		`default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action ${o.formAction ?? "'self' https:"}; frame-ancestors 'none'; base-uri 'none'${script}`,
	);
	c.header("Cache-Control", "no-store");
	c.header("Referrer-Policy", "same-origin"); // no-referrer would make browsers send "Origin: null" on our own form posts
	c.header("X-Content-Type-Options", "nosniff");
	c.header("Content-Language", o.lang);
	c.header("Vary", "Accept-Language");
	const title = o.brand?.displayName ? `${o.title} · ${o.brand.displayName}` : o.title;
	return c.html(
		<HostedDocument
			lang={o.lang}
			title={title}
			brand={o.brand}
			test={o.test}
			css={CSS + (o.css ?? "")}
			script={nonce && o.script ? { nonce, text: o.script } : undefined}
		>
			{body}
		</HostedDocument>,
		o.status,
	);
}
