/** @jsxImportSource hono/jsx */
// The frame of the pipeline and job pages (issue 41): the platform's hosted document, a CI header
// bar, and a strict CSP. The one <style> element is allowed by its SHA-256 (no 'unsafe-inline', so
// no style attribute anywhere: ANSI colours are classes, log-render.ts), the one script by a fresh
// nonce, and it may only connect to this origin (the live log's EventSource).
import type { Context } from "hono";
import { raw } from "hono/html";
import type { AppEnv } from "../../../platform/context";
import { ErrorBody, HostedDocument } from "../../../platform/hosted-page";
import { randomHex } from "../../../platform/ids";
import type { Lang } from "../../../platform/locale";
import { statusLabel, WORDS } from "./words";

const ANSI_COLOURS: Array<[string, string]> = [
	["black", "#6e7681"],
	["red", "#ff7b72"],
	["green", "#3fb950"],
	["yellow", "#d29922"],
	["blue", "#79c0ff"],
	["magenta", "#d2a8ff"],
	["cyan", "#39c5cf"],
	["white", "#e6edf3"],
	["bright-black", "#8b949e"],
	["bright-red", "#ffa198"],
	["bright-green", "#56d364"],
	["bright-yellow", "#e3b341"],
	["bright-blue", "#a5d6ff"],
	["bright-magenta", "#e2c5ff"],
	["bright-cyan", "#56d4dd"],
	["bright-white", "#ffffff"],
];
/** Colours readable on the dark log panel (#0d1117), as GitHub's log viewer picks them; backgrounds darker. */
const ANSI_CSS = ANSI_COLOURS.map(([n, c]) => `.ansi-${n}-fg{color:${c}}.ansi-${n}-bg{background:${c}33}`).join("");

const CSS = `*{box-sizing:border-box}body{color:#1f2328;background:#f6f8fa;line-height:1.5}
main{max-width:76rem;margin:0 auto;padding:1rem}h1{font-size:1.35rem;margin:.25rem 0;overflow-wrap:anywhere;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
h2{font-size:1.05rem;margin:1.25rem 0 .5rem}a{color:#0550ae}
.facts{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;margin:.5rem 0 1rem;padding:0}.facts div{display:flex;gap:.35rem;min-width:0}.facts dt{color:#59636e}.facts dd{margin:0;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
.st{display:inline-flex;align-items:center;gap:.35rem;font-weight:600;font-size:.9rem;white-space:nowrap}
.st i{display:inline-grid;place-items:center;width:1.15rem;height:1.15rem;border-radius:50%;font-style:normal;font-size:.75rem;line-height:1;color:#fff;background:#6e7781}
.st-success i{background:#1a7f37}.st-success i::after{content:"✓"}.st-failed i{background:#cf222e}.st-failed i::after{content:"✕"}
.st-running i{background:#9a6700}.st-running i::after{content:"●"}.st-pending i,.st-created i{background:#9a6700}.st-pending i::after,.st-created i::after{content:"…"}
.st-canceled i{background:#57606a}.st-canceled i::after{content:"⊘"}.st-skipped i{background:#8c959f}.st-skipped i::after{content:"»"}.st-manual i{background:#0550ae}.st-manual i::after{content:"▶"}
.stages{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}.stage{flex:1 1 15rem;min-width:0;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:.75rem}
.stage h2{margin:0 0 .5rem;font-size:.95rem;text-transform:capitalize}.stage ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.job{border:1px solid #d8dee4;border-radius:6px;padding:.5rem .6rem;background:#f6f8fa}.job a.name{font-weight:600;overflow-wrap:anywhere}.job .meta{font-size:.85rem;color:#59636e;display:flex;flex-wrap:wrap;gap:.1rem .75rem}
.errors{background:#ffebe9;border:1px solid #ff8182;color:#82071e;border-radius:8px;padding:.75rem 1rem}
.arts{list-style:none;padding:0;margin:0 0 1rem;display:flex;flex-wrap:wrap;gap:.5rem}.arts a{display:inline-block;padding:.4rem .8rem;border:1px solid #8c959f;border-radius:6px;background:#fff;color:#1f2328;text-decoration:none;font-weight:600;overflow-wrap:anywhere}
.note{color:#59636e;font-size:.9rem;margin:.25rem 0}
.log{background:#0d1117;color:#e6edf3;border-radius:8px;padding:.5rem 0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem;line-height:1.55;overflow-x:auto}
.log .l{display:flex;padding:0 .75rem 0 0}.log .l:hover{background:#161b22}.log .l:target{background:#3b2e00}
.log .n{flex:0 0 3.5rem;text-align:right;padding-right:1rem;color:#8b949e;text-decoration:none;user-select:none}.log a.n:hover{color:#e6edf3;text-decoration:underline}
.log .t{white-space:pre-wrap;overflow-wrap:anywhere;min-width:0;flex:1}.log .empty{padding:0 1rem;color:#8b949e}
.log details>summary{cursor:pointer;list-style:none}.log details>summary::-webkit-details-marker{display:none}
.log details>summary .t::before{content:"▸ ";color:#8b949e}.log details[open]>summary .t::before{content:"▾ "}
.ansi-bold{font-weight:700}.ansi-faint{opacity:.75}.ansi-italic{font-style:italic}.ansi-underline{text-decoration:underline}
${ANSI_CSS}`.replace(/\n/g, "");

export function StatusBadge(p: { lang: Lang; status: string; id?: string }) {
	return (
		<span class={`st st-${p.status}`} id={p.id} data-testid={p.id}>
			<i aria-hidden="true" />
			<span class="label">{statusLabel(p.lang, p.status)}</span>
		</span>
	);
}

/** The bar above every CI page: the product's name on GitHub's dark header colour (white text, 14:1). */
const CI_BRAND = { displayName: "Pasar CI", logoUrl: null, brandColor: "#24292f" };

const sha256Base64 = async (text: string) =>
	btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));

/** A CI page: the frame, the CI bar, its CSP (style by hash, script by nonce), no caching, no framing. */
export async function ciPage(
	c: Context<AppEnv>,
	o: { lang: Lang; title: string; status?: 200 | 404; script?: string },
	body: unknown,
) {
	const nonce = o.script ? randomHex(16) : null;
	const doc = (
		<HostedDocument
			lang={o.lang}
			title={`${o.title} · Pasar CI`}
			brand={CI_BRAND}
			css=""
			head={
				<>
					<meta name="robots" content="noindex" />
					<style>{raw(CSS)}</style>
				</>
			}
			script={nonce && o.script ? { nonce, text: o.script } : undefined}
		>
			{body}
		</HostedDocument>
	);
	const html = `<!doctype html>${await doc.toString()}`;
	// Both style elements (the kit's frame and this page's sheet, which holds quotes and `>` and so is
	// written raw: JSX would escape them) are allowed by their hashes.
	const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
	const hashes = (await Promise.all(styles.map(sha256Base64))).map((h) => `'sha256-${h}'`).join(" ");
	const script = nonce ? `; script-src 'nonce-${nonce}'; connect-src 'self'` : "";
	c.header(
		"Content-Security-Policy",
		`default-src 'none'; style-src ${hashes}; img-src data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'${script}`,
	);
	c.header("Cache-Control", "no-store");
	c.header("Referrer-Policy", "same-origin");
	c.header("X-Content-Type-Options", "nosniff");
	c.header("Content-Language", o.lang);
	c.header("Vary", "Accept-Language, Cookie");
	return c.html(html, o.status ?? 200);
}

/** The one "not here" page: unknown, another project's, or private without a view session. */
export const notFoundPage = (c: Context<AppEnv>, lang: Lang) =>
	ciPage(
		c,
		{ lang, title: WORDS[lang].notFound, status: 404 },
		<ErrorBody title={WORDS[lang].notFound} text={WORDS[lang].notFoundText} />,
	);
