import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clickUrl, openPixelUrl } from "../../src/services/marketing/campaigns/tracking-links";
import { subscriptionLink } from "../../src/services/marketing/channels/subscription-links";
import { call, ORIGIN } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { dbOf } from "../helpers/shards";

// The open pixel <base>/o/<token>, the click redirect <base>/l/<token> and a campaign's unsubscribe
// link (issue 40), through the Worker entry point. Campaigns and recipients are written straight to
// the workspace's shard: the campaigns API is another part of the issue.

const BASE = `${ORIGIN}/mkt`;
const path = (u: string) => new URL(u).pathname;
let n = 0;

interface Recipient {
	opens: number;
	opened_at: number | null;
	clicks: number;
	clicked_at: number | null;
	unsubscribed_at: number | null;
}

/** A sent campaign of `ws` with `links`, and a sent recipient row for each contact id. */
async function campaign(ws: string, links: string[], contacts: string[]) {
	const id = `cmp_test${++n}_${crypto.randomUUID().slice(0, 8)}`;
	const db = await dbOf("DB_MKT", ws);
	const now = Date.now();
	await db
		.prepare(
			`INSERT INTO campaigns (id, account_id, name, channel_id, audience, content, status, links, link_base, created_at, updated_at)
			 VALUES (?, ?, 'Promo', 'chn_x', '{}', '{}', 'sent', ?, ?, ?, ?)`,
		)
		.bind(id, ws, JSON.stringify(links), BASE, now, now)
		.run();
	let seq = 0;
	for (const c of contacts)
		await db
			.prepare(
				`INSERT INTO campaign_recipients (campaign_id, contact_id, account_id, seq, address, status, message_id, sent_at)
				 VALUES (?, ?, ?, ?, ?, 'sent', ?, ?)`,
			)
			.bind(id, c, ws, ++seq, `${c}@example.com`, `msg_${id}_${c}`, now)
			.run();
	return id;
}

async function recipient(ws: string, campaignId: string, contactId: string) {
	return (await dbOf("DB_MKT", ws))
		.prepare(
			"SELECT opens, opened_at, clicks, clicked_at, unsubscribed_at FROM campaign_recipients WHERE campaign_id = ? AND contact_id = ?",
		)
		.bind(campaignId, contactId)
		.first<Recipient>();
}

async function linkClicks(ws: string, campaignId: string) {
	const rows = await (await dbOf("DB_MKT", ws))
		.prepare("SELECT link, contact_id, count FROM campaign_clicks WHERE campaign_id = ? ORDER BY link, contact_id")
		.bind(campaignId)
		.all<{ link: number; contact_id: string; count: number }>();
	return rows.results;
}

async function pixel(u: string) {
	const res = await SELF.fetch(u.startsWith("http") ? u : `${ORIGIN}${u}`);
	return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A token with one character of its signed body changed. */
const tamper = (u: string) => {
	const i = u.lastIndexOf("/") + 5;
	return u.slice(0, i) + (u[i] === "A" ? "B" : "A") + u.slice(i + 1);
};

describe("open pixel", () => {
	it("answers the same 43-byte GIF to every token and counts each load of a valid one: total opens and the first open's time", async () => {
		const { ws } = await mktWorkspace();
		const cmp = await campaign(ws, [], ["ct_a", "ct_b"]);
		const u = await openPixelUrl(env, BASE, ws, cmp, "ct_a");
		expect(u).toMatch(/^http:\/\/127\.0\.0\.1:8787\/mkt\/o\//);

		const first = await pixel(u);
		expect(first.res.status).toBe(200);
		expect(first.res.headers.get("Content-Type")).toBe("image/gif");
		expect(first.res.headers.get("Cache-Control")).toBe("no-store, private");
		expect(first.bytes.length).toBe(43);
		expect(new TextDecoder().decode(first.bytes.slice(0, 6))).toBe("GIF89a");
		const once = await recipient(ws, cmp, "ct_a");
		expect(once?.opens).toBe(1);
		expect(once?.opened_at).toEqual(expect.any(Number));

		await pixel(u);
		await pixel(`${u}.gif`); // the same pixel with an image extension
		const thrice = await recipient(ws, cmp, "ct_a");
		expect(thrice).toMatchObject({ opens: 3, opened_at: once?.opened_at, clicks: 0, clicked_at: null });
		// Unique opens are the rows with opened_at; the other recipient opened nothing.
		expect(await recipient(ws, cmp, "ct_b")).toMatchObject({ opens: 0, opened_at: null });

		// Invalid tokens get the very same image (validity never leaks) and count nothing.
		for (const bad of [tamper(u), `${BASE}/o/not-a-token`, `${BASE}/o/x.y.gif`]) {
			const r = await pixel(bad);
			expect(r.res.status, bad).toBe(200);
			expect(r.res.headers.get("Cache-Control")).toBe("no-store, private");
			expect(r.bytes).toEqual(first.bytes);
		}
		// A click token is not a pixel token (another signing purpose).
		await pixel(path(await clickUrl(env, BASE, ws, cmp, "ct_a", "https://toko.example/")).replace("/l/", "/o/"));
		expect((await recipient(ws, cmp, "ct_a"))?.opens).toBe(3);
	});

	it("counts only in the workspace the token names", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const cmp = await campaign(a.ws, [], ["ct_a"]);
		// A validly signed token naming workspace B and A's campaign: B has no such campaign.
		await pixel(await openPixelUrl(env, BASE, b.ws, cmp, "ct_a"));
		expect((await recipient(a.ws, cmp, "ct_a"))?.opens).toBe(0);
	});
});

describe("click redirect", () => {
	it("counts the click, an implied open and the per-link click, then redirects 302 with no referrer", async () => {
		const { ws } = await mktWorkspace();
		const links = ["https://toko.example/promo?utm_source=pasar", "https://toko.example/produk/kopi"];
		const cmp = await campaign(ws, links, ["ct_a", "ct_b"]);
		const u = await clickUrl(env, BASE, ws, cmp, "ct_a", links[1]);
		expect(u).toMatch(/^http:\/\/127\.0\.0\.1:8787\/mkt\/l\//);

		const r = await call("GET", path(u), { redirect: "manual" });
		expect(r.status).toBe(302);
		expect(r.headers.get("Location")).toBe(links[1]);
		expect(r.headers.get("Cache-Control")).toBe("no-store");
		expect(r.headers.get("Referrer-Policy")).toBe("no-referrer");
		const first = await recipient(ws, cmp, "ct_a");
		// Images blocked: the click is the only sign the mail was read, so it counts as the open too.
		expect(first).toMatchObject({ clicks: 1, opens: 1 });
		expect(first?.clicked_at).toEqual(expect.any(Number));
		expect(first?.opened_at).toBe(first?.clicked_at);
		expect(await linkClicks(ws, cmp)).toEqual([{ link: 1, contact_id: "ct_a", count: 1 }]);

		await call("GET", path(u), { redirect: "manual" });
		await call("GET", path(await clickUrl(env, BASE, ws, cmp, "ct_a", links[0])), { redirect: "manual" });
		await call("GET", path(await clickUrl(env, BASE, ws, cmp, "ct_b", links[1])), { redirect: "manual" });
		// Opened already: later clicks add no open.
		expect(await recipient(ws, cmp, "ct_a")).toMatchObject({
			clicks: 3,
			opens: 1,
			clicked_at: first?.clicked_at,
			opened_at: first?.opened_at,
		});
		expect(await recipient(ws, cmp, "ct_b")).toMatchObject({ clicks: 1, opens: 1 });
		expect(await linkClicks(ws, cmp)).toEqual([
			{ link: 0, contact_id: "ct_a", count: 1 },
			{ link: 1, contact_id: "ct_a", count: 2 },
			{ link: 1, contact_id: "ct_b", count: 1 },
		]);

		// A pixel after the click adds to the total, the first open's time kept.
		await pixel(await openPixelUrl(env, BASE, ws, cmp, "ct_a"));
		expect(await recipient(ws, cmp, "ct_a")).toMatchObject({ opens: 2, opened_at: first?.opened_at });
	});

	it("refuses with a page, never a redirect: tampered or expired token, another campaign's URL, another workspace, a non-http link", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const cmpA = await campaign(a.ws, ["https://toko.example/a", "javascript:alert(1)"], ["ct_a"]);
		const cmpB = await campaign(a.ws, ["https://evil.example/b"], ["ct_a"]);
		const good = await clickUrl(env, BASE, a.ws, cmpA, "ct_a", "https://toko.example/a");
		const refused = [
			tamper(good),
			`${BASE}/l/not-a-token`,
			// Signed 3 years ago: past the token's 2-year life.
			await clickUrl(env, BASE, a.ws, cmpA, "ct_a", "https://toko.example/a", Date.now() - 3 * 365 * 86_400_000),
			// A valid token for campaign A carrying a URL only campaign B links to.
			await clickUrl(env, BASE, a.ws, cmpA, "ct_a", "https://evil.example/b"),
			// A's campaign under a token naming workspace B.
			await clickUrl(env, BASE, b.ws, cmpA, "ct_a", "https://toko.example/a"),
			await clickUrl(env, BASE, a.ws, "cmp_unknown", "ct_a", "https://toko.example/a"),
			await clickUrl(env, BASE, a.ws, cmpA, "ct_a", "javascript:alert(1)"),
			// An open token is not a click token.
			(await openPixelUrl(env, BASE, a.ws, cmpA, "ct_a")).replace("/o/", "/l/"),
		];
		for (const u of refused) {
			const r = await call("GET", path(u), { redirect: "manual", headers: { "Accept-Language": "en-US,en;q=0.9" } });
			expect(r.status, u).toBe(404);
			expect(r.headers.get("Location")).toBeNull();
			expect(r.headers.get("Content-Type")).toMatch(/^text\/html/);
			expect(r.text).toContain('<html lang="en">');
			expect(r.text).toContain("This link cannot be opened");
			expect(r.text).toContain('data-testid="error-page"');
		}
		const id = await call("GET", path(refused[3]), { redirect: "manual" });
		expect(id.text).toContain('<html lang="id">');
		expect(id.text).toContain("Tautan ini tidak dapat dibuka");
		// The token proved the shop: the page carries its name; a tampered one names no shop.
		const name = (
			await call("GET", `/admin/v1/workspaces/${a.ws}`, { headers: { Authorization: "Bearer test-admin-token" } })
		).body.data.name;
		expect(id.text).toContain(`data-testid="shop-name">${name}<`);
		expect((await call("GET", path(refused[0]))).text).not.toContain("shop-name");

		for (const cmp of [cmpA, cmpB]) {
			expect(await recipient(a.ws, cmp, "ct_a")).toMatchObject({ clicks: 0, opens: 0 });
			expect(await linkClicks(a.ws, cmp)).toEqual([]);
		}
		// The good one still goes through.
		expect((await call("GET", path(good), { redirect: "manual" })).status).toBe(302);
	});
});

describe("unsubscribe from a campaign's link", () => {
	it("dates the campaign's recipient row (first time kept) with the subscription, by one-click POST or the button", async () => {
		const { ws, key } = await mktWorkspace();
		const contact = (await mkt(key, "POST", "/contacts", { body: { email: "sari@example.com" } })).body.data;
		const other = (await mkt(key, "POST", "/contacts", { body: { email: "rudi@example.com" } })).body.data;
		const cmp = await campaign(ws, [], [contact.id, other.id]);
		const link = await subscriptionLink(env, BASE, "u", { workspaceId: ws }, contact.id, "email", cmp);

		// The page alone changes nothing (link scanners GET it).
		expect((await call("GET", path(link))).status).toBe(200);
		expect((await recipient(ws, cmp, contact.id))?.unsubscribed_at).toBeNull();

		const oneClick = await call("POST", path(link), {
			raw: "List-Unsubscribe=One-Click",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
		});
		expect(oneClick.status).toBe(200);
		const at = (await recipient(ws, cmp, contact.id))?.unsubscribed_at;
		expect(at).toEqual(expect.any(Number));
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("unsubscribed");
		expect((await recipient(ws, cmp, other.id))?.unsubscribed_at).toBeNull();

		// Resubscribing keeps the campaign's fact; unsubscribing again keeps the first time.
		expect((await call("POST", `${path(link)}/resubscribe`)).status).toBe(200);
		expect((await mkt(key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBe("subscribed");
		expect((await call("POST", path(link))).status).toBe(200);
		expect((await recipient(ws, cmp, contact.id))?.unsubscribed_at).toBe(at);

		// A link without a campaign (a test send's, a confirm mail's) touches no recipient row.
		const plain = await subscriptionLink(env, BASE, "u", { workspaceId: ws }, other.id, "email");
		expect((await call("POST", path(plain))).status).toBe(200);
		expect((await mkt(key, "GET", `/contacts/${other.id}`)).body.data.subscriptions.email).toBe("unsubscribed");
		expect((await recipient(ws, cmp, other.id))?.unsubscribed_at).toBeNull();
	});

	it("touches nothing outside the workspace the link names", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const contact = (await mkt(a.key, "POST", "/contacts", { body: { email: "sari@example.com" } })).body.data;
		const cmp = await campaign(a.ws, [], [contact.id]);
		// Signed for workspace B with A's contact and campaign: B holds neither.
		const link = await subscriptionLink(env, BASE, "u", { workspaceId: b.ws }, contact.id, "email", cmp);
		expect((await call("POST", path(link))).status).toBe(404);
		expect((await recipient(a.ws, cmp, contact.id))?.unsubscribed_at).toBeNull();
		expect((await mkt(a.key, "GET", `/contacts/${contact.id}`)).body.data.subscriptions.email).toBeUndefined();
	});
});
