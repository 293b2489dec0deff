/** @jsxImportSource hono/jsx */
// The page a person gets at `GET /` and at each service's base (`/pay/`, `/pay`, or `/` of the
// service's own host in production): what each service is, where its API lives, its reference
// (/docs) and document (openapi.json), and whether it is up right now (the /health report, read
// live). Drawn with the hosted-page kit; Indonesian or English by Accept-Language. Only browsers get
// it (Accept names text/html): API clients keep the JSON answer they always had there.
import type { Env } from "./env";
import { healthReport } from "./health";
import { HostedDocument } from "./platform/hosted-page";
import { type Lang, pickLang } from "./platform/locale";
import { parseServiceHosts, serviceBase } from "./platform/service-url";

/** The documented services, in the order of the specs; `db` is the /health entry that says it is up. */
export const FRONT_SERVICES = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"] as const;
type FrontService = (typeof FRONT_SERVICES)[number];
const DB: Record<FrontService, string[]> = {
	pay: ["pay"],
	mkt: ["mkt", "store"],
	pos: ["pos"],
	ci: ["ci"],
	loc: ["loc"],
	secrets: ["secrets"],
	admin: ["platform"],
};

const NAMES: Record<Lang, Record<FrontService, [name: string, line: string]>> = {
	id: {
		pay: ["Pembayaran", "Checkout, langganan dan tagihan, refund, saldo dan penarikan dana ke rekening bank."],
		mkt: ["Pemasaran & etalase", "Kontak, kampanye email, referral, dan katalog produk etalase toko."],
		pos: ["Kasir (POS)", "Outlet, penjualan di kasir, stok, struk, dan pengiriman dengan kurir."],
		ci: ["CI", "Pipeline build dan tes dari repositori kode, runner, log, dan badge."],
		loc: ["Lokalisasi", "Kunci terjemahan, terjemahan mesin dan manusia, rilis katalog, proxy situs."],
		secrets: ["Rahasia", "Variabel dan rahasia terenkripsi per proyek dan lingkungan."],
		admin: ["Admin platform", "Workspace, kredensial tiap layanan, dan pemeliharaan."],
	},
	en: {
		pay: ["Payments", "Checkout, subscriptions and invoices, refunds, balances and payouts to bank accounts."],
		mkt: ["Marketing & storefront", "Contacts, email campaigns, referrals, and the storefront's product catalogue."],
		pos: ["Point of sale", "Outlets, sales at the till, stock, receipts, and courier shipping."],
		ci: ["CI", "Build and test pipelines from a code repository, runners, logs and badges."],
		loc: ["Localization", "Translation keys, machine and human translation, catalogue releases, site proxy."],
		secrets: ["Secrets", "Encrypted variables and secrets per project and environment."],
		admin: ["Platform admin", "Workspaces, each service's credentials, and maintenance."],
	},
};

const WORDS = {
	id: {
		title: "Pasar — API untuk pedagang Indonesia",
		intro: "Tujuh layanan dalam satu platform. Setiap layanan punya alamat dasar, referensi API, dan dokumen OpenAPI.",
		base: "Alamat dasar",
		docs: "Referensi API",
		openapi: "OpenAPI (JSON)",
		up: "Berjalan normal",
		down: "Terganggu",
		status: "Status",
		statusLink: "Laporan status lengkap (/health, JSON)",
		all: "Semua layanan",
	},
	en: {
		title: "Pasar — APIs for Indonesian merchants",
		intro: "Seven services on one platform. Each has a base URL, an API reference and an OpenAPI document.",
		base: "Base URL",
		docs: "API reference",
		openapi: "OpenAPI (JSON)",
		up: "Operational",
		down: "Degraded",
		status: "Status",
		statusLink: "Full status report (/health, JSON)",
		all: "All services",
	},
} as const;

const CSS =
	"main{max-width:52rem;margin:1.5rem auto;padding:0 1rem;color:#1f2328;line-height:1.5}h1{font-size:1.4rem;margin:.25rem 0 .5rem}h2{font-size:1.1rem;margin:0}.intro{color:#424a53}ul.svcs{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,22rem),1fr))}ul.svcs li{border:1px solid #d0d7de;border-radius:8px;padding:1rem}.line{margin:.35rem 0}code{overflow-wrap:anywhere;font-size:.9rem;background:#f6f8fa;padding:.1rem .3rem;border-radius:4px}.links{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0 0}.links a.btn{padding:.45rem .8rem}.state{display:inline-block;font-weight:600;font-size:.85rem;border-radius:999px;padding:.05rem .6rem;margin-left:.25rem}.state.ok{background:#dafbe1;color:#116329}.state.bad{background:#ffebe9;color:#82071e}.head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem}a{color:#0a58d0}";

/** A browser asks for a page (Accept names text/html); an API client (JSON, any type, none) does not. */
export const wantsPage = (req: Request) => /\btext\/html\b/i.test(req.headers.get("Accept") ?? "");

/**
 * Which front page `url` is, if any: "all" at `/` of any host that is not a service's own, a service
 * at its base (`/pay`, `/pay/`) or at `/` of its production host; null for everything else.
 */
export function frontPageOf(env: Pick<Env, "SERVICE_HOSTS">, url: URL): FrontService | "all" | null {
	const byHost = parseServiceHosts(env.SERVICE_HOSTS ?? "").get(url.hostname.toLowerCase());
	if (byHost) return url.pathname === "/" && isFront(byHost) ? byHost : null;
	if (url.pathname === "/") return "all";
	const m = url.pathname.match(/^\/([a-z]+)\/?$/);
	return m && isFront(m[1]) ? m[1] : null;
}
const isFront = (s: string): s is FrontService => (FRONT_SERVICES as readonly string[]).includes(s);

/** The page for `which`, with each service's live state from the /health report. */
export async function frontPage(req: Request, env: Env, which: FrontService | "all"): Promise<Response> {
	const lang = pickLang(req.headers.get("Accept-Language"));
	const report = await healthReport(env);
	const up = (svc: FrontService) => DB[svc].every((db) => report.services[db]?.ok);
	const list = which === "all" ? FRONT_SERVICES : [which];
	const cards = list.map((svc) => ({ svc, base: serviceBase(env, req.url, svc), up: up(svc) }));
	const title = which === "all" ? WORDS[lang].title : `Pasar ${NAMES[lang][which][0]}`;
	// "All services" only where `/` is the overview: on a service's own host `/` is that service.
	const overview = which !== "all" && !parseServiceHosts(env.SERVICE_HOSTS ?? "").has(new URL(req.url).hostname);
	const html = `<!doctype html>${String(<Front lang={lang} title={title} cards={cards} overview={overview} />)}`;
	return new Response(html, {
		headers: {
			"Content-Type": "text/html; charset=UTF-8",
			"Cache-Control": "no-cache",
			"Content-Language": lang,
			Vary: "Accept, Accept-Language",
			"Content-Security-Policy":
				"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
			"X-Content-Type-Options": "nosniff",
		},
	});
}

type Card = { svc: FrontService; base: string; up: boolean };

function Front(p: { lang: Lang; title: string; cards: Card[]; overview: boolean }) {
	const w = WORDS[p.lang];
	const single = p.cards.length === 1;
	return (
		<HostedDocument lang={p.lang} title={p.title} brand={null} css={CSS}>
			<h1>{p.title}</h1>
			{single ? null : <p class="intro">{w.intro}</p>}
			<ul class="svcs">
				{p.cards.map((c) => (
					<ServiceCard lang={p.lang} card={c} heading={!single} />
				))}
			</ul>
			<p>
				<a href="/health" data-testid="health-link">
					{w.statusLink}
				</a>
				{p.overview ? (
					<>
						{" · "}
						<a href="/" data-testid="all-link">
							{w.all}
						</a>
					</>
				) : null}
			</p>
		</HostedDocument>
	);
}

/** One service: its name (a heading, unless the page is that service's own), state, line, base and links. */
function ServiceCard(p: { lang: Lang; card: Card; heading: boolean }) {
	const w = WORDS[p.lang];
	const [name, line] = NAMES[p.lang][p.card.svc];
	return (
		<li data-testid={`service-${p.card.svc}`}>
			<div class="head">
				{p.heading ? <h2>{name}</h2> : null}
				<span>
					{w.status}:
					<span class={`state ${p.card.up ? "ok" : "bad"}`} data-testid="state">
						{p.card.up ? w.up : w.down}
					</span>
				</span>
			</div>
			<p class="line">{line}</p>
			<p class="line">
				{w.base}: <code data-testid="base">{p.card.base}</code>
			</p>
			<p class="links">
				<a class="btn" href={`${p.card.base}/docs`} aria-label={`${w.docs}: ${name}`} data-testid="docs-link">
					{w.docs}
				</a>
				<a
					class="btn quiet"
					href={`${p.card.base}/openapi.json`}
					aria-label={`${w.openapi}: ${name}`}
					data-testid="openapi-link"
				>
					{w.openapi}
				</a>
			</p>
		</li>
	);
}
