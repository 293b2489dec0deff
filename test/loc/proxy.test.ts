// Proxy serving (issue 24, extension): a crawled, machine-translated and released site served under
// /loc/proxy with the released strings swapped in, cached, public.
import { describe, expect, it } from "vitest";
import { html, useFakeSite } from "../helpers/fake-site";
import { call, expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace, untilFinished } from "../helpers/loc";

const site = useFakeSite();

/** A proxy project over a fresh fixture site, crawled, translated to `id` and `ar`, both released. */
async function servedSite() {
	const o = `https://shop-${crypto.randomUUID().slice(0, 8)}.example`;
	site.pages[`${o}/`] = html(
		"Toko Batik",
		`<h1 title="Big title">Fresh batik</h1><p>Hello <b>friend</b> &amp; family</p>
		<a href="/about?x=1#team">About</a> <a href="https://other.example/">Other</a>
		<img src="/img/a.png" alt="Blue shirt"><script>var s = "Fresh batik";</script>
		<p translate="no">Fresh batik</p><p>Not crawled yet</p>`,
	);
	site.pages[`${o}/about?x=1`] = html("About", "<p>About page</p>");
	site.pages[`${o}/style.css`] = { body: "p{}", type: "text/css" };
	const w = await locWorkspace("pro");
	const p = await locProject(w.key, { mode: "proxy", siteUrl: `${o}/` });
	await locLocales(w.key, p.id, "id", "ar");
	const crawl = await loc(w.key, "POST", `/projects/${p.id}/crawl`);
	expect((await untilFinished(w.key, crawl.body.data.id)).status).toBe("done");
	// A string the crawl has not seen stays as it is.
	site.pages[`${o}/`] = (site.pages[`${o}/`] as string).replace("Not crawled yet", "Brand new text");
	for (const locale of ["id", "ar"]) {
		const t = await loc(w.key, "POST", `/projects/${p.id}/translate`, { locale });
		expect((await untilFinished(w.key, t.body.data.id)).status).toBe("done");
	}
	for (const locale of ["en", "id", "ar"])
		expect((await loc(w.key, "POST", `/projects/${p.id}/releases`, { locale })).status).toBe(201);
	return { ...w, p, o };
}

describe("GET /loc/proxy/{projectId}/{locale}/{path}", () => {
	it("serves the page with released strings, lang/dir, links under the proxy, cached", async () => {
		const { p, o } = await servedSite();
		const r = await call("GET", `/loc/proxy/${p.id}/id/`);
		expect(r.status, r.text).toBe(200);
		expect(r.headers.get("Content-Type")).toMatch(/text\/html/);
		expect(r.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=300");
		expect(r.headers.get("X-Cache")).toBe("MISS");
		const page = r.text;
		expect(page).toContain('<html lang="id" dir="ltr">');
		expect(page).toContain('<h1 title="⟦Big⟧ ⟦title⟧">⟦Fresh⟧ ⟦batik⟧</h1>');
		expect(page).toContain("<p>⟦Hello⟧ <b>⟦friend⟧</b> ⟦family⟧</p>".replace("⟦family⟧", "&amp; ⟦family⟧"));
		expect(page).toContain('var s = "Fresh batik";');
		expect(page).toContain('<p translate="no">Fresh batik</p>');
		expect(page).toContain("<p>Brand new text</p>");
		expect(page).toContain(`href="/loc/proxy/${p.id}/id/about?x=1#team"`);
		expect(page).toContain('href="https://other.example/"');
		expect(page).toContain(`src="${o}/img/a.png"`);
		expect(page).toContain('alt="⟦Blue⟧ ⟦shirt⟧"');
		const again = await call("GET", `/loc/proxy/${p.id}/id/`);
		expect(again.text).toBe(page);
		expect(again.headers.get("X-Cache")).toBe("HIT");
		const rtl = await call("GET", `/loc/proxy/${p.id}/ar`);
		expect(rtl.status).toBe(200);
		expect(rtl.text).toContain('<html lang="ar" dir="rtl">');
		const sub = await call("GET", `/loc/proxy/${p.id}/id/about?x=1`);
		expect(sub.text).toContain("⟦About⟧ ⟦page⟧");
	}, 60_000);

	it("a new release shows at once", async () => {
		const { key, p } = await servedSite();
		expect((await call("GET", `/loc/proxy/${p.id}/id/`)).text).toContain("⟦Fresh⟧ ⟦batik⟧");
		const keys = await loc(key, "GET", `/projects/${p.id}/keys?limit=100&q=Fresh`);
		const fresh = (keys.body.data as Array<{ id: string; sourceText: string }>).find(
			(k) => k.sourceText === "Fresh batik",
		);
		const put = await loc(key, "PUT", `/keys/${fresh?.id}/translations/id`, {
			value: "Batik segar",
			status: "approved",
		});
		expect(put.status, put.text).toBe(200);
		expect((await loc(key, "POST", `/projects/${p.id}/releases`, { locale: "id" })).status).toBe(201);
		const r = await call("GET", `/loc/proxy/${p.id}/id/`);
		expect(r.text).toContain("Batik segar</h1>");
		expect(r.headers.get("X-Cache")).toBe("MISS");
	}, 60_000);

	it("404 for unknown projects, sdk projects and unreleased locales; 502 when the site is down; 302 for files", async () => {
		const { key, p, o } = await servedSite();
		expectEnvelopeError(await call("GET", "/loc/proxy/prj_unknown/id/"), 404, "NOT_FOUND");
		// Found by the fuzzer: a path that is not /proxy/{projectId}/{locale}/… was a 405 "use GET".
		expectEnvelopeError(await call("GET", "/loc/proxy/%20bad%20/x"), 404, "NOT_FOUND");
		const sdk = await locProject(key);
		expectEnvelopeError(await call("GET", `/loc/proxy/${sdk.id}/id/`), 404, "NOT_FOUND");
		expectEnvelopeError(await call("GET", `/loc/proxy/${p.id}/fr/`), 404, "NOT_FOUND");
		site.pages[`${o}/down`] = { fails: true };
		expectEnvelopeError(await call("GET", `/loc/proxy/${p.id}/id/down`), 502, "FETCH_FAILED");
		const css = await call("GET", `/loc/proxy/${p.id}/id/style.css`, { redirect: "manual" });
		expect(css.status).toBe(302);
		expect(css.headers.get("Location")).toBe(`${o}/style.css`);
	}, 60_000);
});
