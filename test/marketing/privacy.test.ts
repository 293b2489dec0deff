// A contact's data on request (issue 40): export, erase (then a scan of every DB_MKT table), the
// tombstone honoured by POST /contacts and both imports, audit entries, tenancy. The rows other
// features write (campaign recipients and clicks, suppressions, referrals, events...) are inserted
// straight into the workspace's shard, as those features would write them.
import { describe, expect, it } from "vitest";
import { insertImportJob } from "../../src/services/marketing/contacts/store/imports";
import { expectEnvelopeError } from "../helpers/http";
import { type MktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { eventually, sha256Hex } from "../helpers/pay";
import { dbOf, envOf } from "../helpers/shards";

const uniq = () => crypto.randomUUID().replace(/-/g, "").slice(0, 10);
const digits = () => String(Math.floor(1e8 + Math.random() * 9e8));

interface Seeded {
	ws: string;
	key: MktKey;
	id: string;
	otherId: string;
	email: string;
	phone: string;
	campaignId: string;
}

/** A contact with every kind of data DB_MKT can hold about it, and a second contact of the same campaign. */
async function seeded(): Promise<Seeded> {
	const { ws, key } = await mktWorkspace();
	const email = `siti.${uniq()}@example.com`;
	const phone = `+62812${digits()}`;
	const made = await mkt(key, "POST", "/contacts", {
		body: {
			email: email.toUpperCase(),
			phone,
			firstName: "Siti",
			externalRef: `cust_${uniq()}`,
			socialHandles: { telegram: `tg${digits()}` },
			subscriptions: { email: "subscribed" },
		},
	});
	expect(made.status, made.text).toBe(201);
	const c = made.body.data;
	const other = (await mkt(key, "POST", "/contacts", { body: { email: `other.${uniq()}@example.com` } })).body.data;
	const joined = await mkt(key, "POST", "/contacts/import", { body: { rows: [{ email, phone }], listName: "VIP" } });
	expect(joined.body.data.updated).toBe(1);

	const db = await dbOf("DB_MKT", ws);
	const now = Date.now();
	const campaignId = `cmp_${uniq()}`;
	const run = (sql: string, ...binds: unknown[]) => db.prepare(sql).bind(...binds);
	await db.batch([
		run(
			`INSERT INTO campaigns (id, account_id, name, channel_id, audience, content, status, links, created_at, updated_at)
			 VALUES (?, ?, 'Harbolnas', 'ch_1', '{}', '{}', 'sent', '["https://shop.example/promo"]', ?, ?)`,
			campaignId,
			ws,
			now,
			now,
		),
		run(
			`INSERT INTO campaign_recipients (campaign_id, contact_id, account_id, seq, address, status, message_id, sent_at,
			   delivered_at, opened_at, opens, clicked_at, clicks, error)
			 VALUES (?, ?, ?, 1, ?, 'sent', 'msg_a', ?, ?, ?, 2, ?, 1, ?)`,
			campaignId,
			c.id,
			ws,
			email,
			now,
			now + 1,
			now + 2,
			now + 3,
			`soft bounce first for ${email}`,
		),
		run(
			`INSERT INTO campaign_recipients (campaign_id, contact_id, account_id, seq, address, status, message_id)
			 VALUES (?, ?, ?, 2, ?, 'sent', 'msg_b')`,
			campaignId,
			other.id,
			ws,
			other.email,
		),
		run(
			"INSERT INTO campaign_clicks (campaign_id, link, contact_id, account_id, count, first_at) VALUES (?, 0, ?, ?, 3, ?)",
			campaignId,
			c.id,
			ws,
			now + 3,
		),
		run(
			`INSERT INTO suppressions (account_id, address_hash, address, reason, source, campaign_id, created_at)
			 VALUES (?, ?, ?, 'hard_bounce', 'email_v1', ?, ?)`,
			ws,
			await sha256Hex(email),
			email,
			campaignId,
			now,
		),
		run(
			`INSERT INTO referral_attributions (id, account_id, program_id, link_id, referrer_customer_id, referee_customer_id,
			   referee_email, referrer_email, external_ref, status, expires_at, created_at, updated_at)
			 VALUES (?, ?, 'rp_1', 'rl_1', 'cust_referrer', 'cust_referee', ?, 'someone@example.com', 'x', 'pending', ?, ?, ?)`,
			`rat_${uniq()}`,
			ws,
			` ${email.toUpperCase()} `,
			now + 86_400_000,
			now,
			now,
		),
		run(
			`INSERT INTO referral_attributions (id, account_id, program_id, link_id, referrer_customer_id, referee_customer_id,
			   referee_email, referrer_email, external_ref, status, expires_at, created_at, updated_at)
			 VALUES (?, ?, 'rp_1', 'rl_2', ?, 'cust_friend', 'friend@example.com', ?, 'y', 'rewarded', ?, ?, ?)`,
			`rat_${uniq()}`,
			ws,
			c.externalRef,
			email,
			now + 86_400_000,
			now - 1,
			now - 1,
		),
		run(
			`INSERT INTO discount_codes (id, account_id, code, source, reward_type, value, currency, customer_id, created_at)
			 VALUES (?, ?, 'HEMAT10', 'manual', 'percent', 10, 'IDR', NULL, ?)`,
			`dc_${ws}`,
			ws,
			now,
		),
		run(
			`INSERT INTO discount_redemptions (id, account_id, code_id, customer_id, checkout_session_id, amount, discount_amount, currency, created_at)
			 VALUES (?, ?, ?, ?, 'cs_1', 100000, 10000, 'IDR', ?)`,
			`dr_${uniq()}`,
			ws,
			`dc_${ws}`,
			c.externalRef,
			now,
		),
		run(
			`INSERT INTO channel_sends (id, account_id, channel_id, kind, recipient, contact_id, link, status, error, created_at)
			 VALUES (?, ?, 'ch_1', 'confirm', ?, ?, 'http://x/c/t', 'failed', ?, ?)`,
			`snd_${uniq()}`,
			ws,
			phone,
			c.id,
			`rejected ${phone}`,
			now,
		),
		run(
			`INSERT INTO events (id, type, occurred_at, account_id, environment, data) VALUES (?, 'mkt.contact.updated.v1', ?, ?, '', ?)`,
			`evt_${uniq()}`,
			now,
			ws,
			JSON.stringify({ id: c.id, email, phone, createdAt: now }),
		),
		run(
			`INSERT INTO webhook_deliveries (id, account_id, environment, endpoint_id, event_id, event_type, status, max_attempts,
			   body, attempt_log, queue_token, created_at, updated_at)
			 VALUES (?, ?, '', 'we_1', ?, 'mkt.contact.updated.v1', 'pending', 8, ?, '[]', 'q', ?, ?)`,
			`whd_${uniq()}`,
			ws,
			`evt_${uniq()}`,
			JSON.stringify({ data: { email, phone } }),
			now,
			now,
		),
	]);
	// A CSV job that stopped (the contacts cap) with a chunk not applied, and an error entry quoting the address.
	await insertImportJob(
		await envOf(ws),
		{
			...failedJob(ws, `job_${uniq()}`, now),
			errors: JSON.stringify([
				{ index: 0, reason: `bad row ${email}` },
				{ index: 9, reason: "email or phone is required" },
			]),
		},
		[
			{
				seq: 0,
				offset: 1,
				rows: JSON.stringify([
					{ index: 1, row: { email, phone } },
					{ index: 2, row: { email: `keep.${uniq()}@example.com` } },
				]),
			},
		],
	);
	return { ws, key, id: c.id, otherId: other.id, email, phone, campaignId };
}

const failedJob = (ws: string, id: string, now: number) => ({
	id,
	accountId: ws,
	status: "failed" as const,
	total: 3,
	chunks: 1,
	errorCount: 2,
	failureReason: "QUOTA_EXCEEDED",
	createdAt: now,
	updatedAt: now,
});

const auditRows = async (ws: string, target: string) =>
	(
		await (
			await dbOf("DB_MKT", ws)
		)
			.prepare(
				"SELECT action, target, actor, request_id FROM audit_log WHERE account_id = ? AND target = ? ORDER BY created_at",
			)
			.bind(ws, target)
			.all<{ action: string; target: string; actor: string | null; request_id: string | null }>()
	).results;

describe("GET /contacts/{id}/export", () => {
	it("holds the contact, lists, subscriptions, campaigns, clicks, referrals, redemptions and suppressions; audited", async () => {
		const s = await seeded();
		const res = await mkt(s.key, "GET", `/contacts/${s.id}/export`);
		expect(res.status, res.text).toBe(200);
		const d = res.body.data;
		expect(d.contact).toMatchObject({ id: s.id, email: s.email, phone: s.phone, firstName: "Siti" });
		expect(d.lists).toEqual([{ listId: expect.any(String), name: "VIP", joinedAt: expect.any(String) }]);
		expect(d.subscriptions).toEqual({ email: "subscribed" });
		expect(d.campaigns).toEqual([
			expect.objectContaining({
				campaignId: s.campaignId,
				name: "Harbolnas",
				status: "sent",
				address: s.email,
				opens: 2,
				clicks: 1,
				bouncedAt: null,
			}),
		]);
		expect(d.campaigns[0].sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
		expect(d.clicks).toEqual([
			{ campaignId: s.campaignId, url: "https://shop.example/promo", count: 3, firstAt: expect.any(String) },
		]);
		expect(d.referrals.map((r: { role: string; status: string }) => [r.role, r.status])).toEqual([
			["referee", "pending"],
			["referrer", "rewarded"],
		]);
		expect(d.discountRedemptions).toEqual([
			expect.objectContaining({ code: "HEMAT10", amount: 100000, discountAmount: 10000, currency: "IDR" }),
		]);
		expect(d.suppressions).toEqual([
			expect.objectContaining({ address: s.email, reason: "hard_bounce", campaignId: s.campaignId }),
		]);
		expect(Object.values(d.truncated).every((t) => t === false)).toBe(true);
		expect(d.exportedAt).toMatch(/Z$/);
		expect(await auditRows(s.ws, s.id)).toEqual([
			{ action: "contact.export", target: s.id, actor: s.key.keyId, request_id: res.body.meta.requestId },
		]);
	});
});

describe("POST /contacts/{id}/erase", () => {
	it("leaves neither the email nor the phone in any DB_MKT table, keeps campaign counts, suppressions and referrals", async () => {
		const s = await seeded();
		const res = await mkt(s.key, "POST", `/contacts/${s.id}/erase`);
		expect(res.status, res.text).toBe(200);
		expect(res.body.data).toEqual({ erased: true, contactId: s.id, erasedAt: expect.stringMatching(/Z$/) });

		const db = await dbOf("DB_MKT", s.ws);
		const tables = (
			await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()
		).results
			.map((t) => t.name)
			.filter((n) => !n.startsWith("_cf_") && !n.startsWith("sqlite_"));
		expect(tables).toEqual(expect.arrayContaining(["contacts", "campaign_recipients", "import_chunks", "events"]));
		for (const t of tables) {
			const text = JSON.stringify((await db.prepare(`SELECT * FROM "${t}"`).all()).results);
			expect(text.includes(s.email), `${t} still holds the email`).toBe(false);
			expect(text.includes(s.phone), `${t} still holds the phone`).toBe(false);
		}

		const q = async <T>(sql: string, ...b: unknown[]) =>
			(
				await db
					.prepare(sql)
					.bind(...b)
					.all<T>()
			).results;
		const recipients = await q<{ contact_id: string; address: string | null; opens: number; error: string | null }>(
			"SELECT contact_id, address, opens, error FROM campaign_recipients WHERE campaign_id = ? ORDER BY seq",
			s.campaignId,
		);
		expect(recipients).toHaveLength(2);
		expect(recipients[0]).toMatchObject({ address: null, opens: 2, error: "soft bounce first for [erased]" });
		expect(recipients[0].contact_id).toMatch(/^erased_[0-9a-f]{24}$/);
		expect(recipients[1].contact_id).toBe(s.otherId);
		expect(await q("SELECT contact_id FROM campaign_clicks WHERE campaign_id = ?", s.campaignId)).toEqual([
			{ contact_id: recipients[0].contact_id },
		]);
		expect(await q("SELECT address_hash, address FROM suppressions WHERE account_id = ?", s.ws)).toEqual([
			{ address_hash: await sha256Hex(s.email), address: null },
		]);
		expect(
			await q(
				"SELECT referee_email, referrer_email FROM referral_attributions WHERE account_id = ? ORDER BY created_at",
				s.ws,
			),
		).toEqual([
			{ referee_email: "friend@example.com", referrer_email: "erased" },
			{ referee_email: "erased", referrer_email: "someone@example.com" },
		]);
		expect(await q("SELECT COUNT(*) AS n FROM list_members WHERE contact_id = ?", s.id)).toEqual([{ n: 0 }]);
		expect(await q("SELECT COUNT(*) AS n FROM erased_contacts WHERE account_id = ?", s.ws)).toEqual([{ n: 1 }]);
		expect(
			JSON.parse(
				(
					await q<{ rows: string }>(
						"SELECT c.rows FROM import_chunks c JOIN import_jobs j ON j.id = c.job_id WHERE j.account_id = ?",
						s.ws,
					)
				)[0].rows,
			),
		).toHaveLength(1);
		expect((await auditRows(s.ws, s.id)).map((a) => [a.action, a.actor])).toEqual([["contact.erase", s.key.keyId]]);

		// Gone, and a second erase (or an export) finds nothing.
		expectEnvelopeError(await mkt(s.key, "GET", `/contacts/${s.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(s.key, "POST", `/contacts/${s.id}/erase`), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(s.key, "GET", `/contacts/${s.id}/export`), 404, "NOT_FOUND");
		expect(await auditRows(s.ws, s.id)).toHaveLength(1);
	});

	it("another workspace's contact is 404 for export and erase, and stays whole", async () => {
		const s = await seeded();
		const stranger = await mktWorkspace();
		expectEnvelopeError(await mkt(stranger.key, "GET", `/contacts/${s.id}/export`), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(stranger.key, "POST", `/contacts/${s.id}/erase`), 404, "NOT_FOUND");
		expect((await mkt(s.key, "GET", `/contacts/${s.id}`)).body.data.email).toBe(s.email);
		expect(await auditRows(s.ws, s.id)).toEqual([]);
		expect(await auditRows(stranger.ws, s.id)).toEqual([]);
	});
});

describe("the tombstone of an erased contact", () => {
	it("POST /contacts is 409 CONTACT_ERASED, the imports skip it as erased; allowErased re-adds and lifts it", async () => {
		const { ws, key } = await mktWorkspace("starter");
		const email = `ani.${uniq()}@example.com`;
		const phone = `+62813${digits()}`;
		const id = (await mkt(key, "POST", "/contacts", { body: { email, phone } })).body.data.id;
		expect((await mkt(key, "POST", `/contacts/${id}/erase`)).status).toBe(200);
		const tombstones = async () =>
			(
				await (
					await dbOf("DB_MKT", ws)
				)
					.prepare("SELECT COUNT(*) AS n FROM erased_contacts WHERE account_id = ?")
					.bind(ws)
					.first<{ n: number }>()
			)?.n;

		expectEnvelopeError(await mkt(key, "POST", "/contacts", { body: { email, phone } }), 409, "CONTACT_ERASED");
		const fresh = `new.${uniq()}@example.com`;
		const imported = await mkt(key, "POST", "/contacts/import", {
			body: { rows: [{ email: fresh }, { email: email.toUpperCase(), phone }, {}] },
		});
		expect(imported.body.data).toMatchObject({ created: 1, updated: 0, skipped: 2 });
		expect(imported.body.data.errors).toEqual([
			{ index: 1, reason: "erased" },
			{ index: 2, reason: "email or phone is required" },
		]);

		const csv = async (query: string) => {
			const res = await mkt(key, "POST", `/contacts/import/csv${query}`, {
				raw: `email,phone\r\n${email},${phone}\r\ncsv.${uniq()}@example.com,\r\n`,
				contentType: "text/csv",
			});
			expect(res.status, res.text).toBe(202);
			return (
				await eventually(
					() => mkt(key, "GET", `/contacts/import/jobs/${res.body.data.jobId}`),
					(r) => r.body.data?.status === "completed",
					20_000,
					200,
				)
			).body.data;
		};
		expect(await csv("")).toMatchObject({ created: 1, skipped: 1, errors: [{ index: 0, reason: "erased" }] });
		expect(await tombstones()).toBe(1);

		// allowErased through the CSV query: added again, the tombstone gone in the same batch.
		expect(await csv("?allowErased=true")).toMatchObject({ created: 2, updated: 0, skipped: 0, errors: [] });
		expect(await tombstones()).toBe(0);

		// Erased again: the JSON import and POST /contacts with allowErased re-add it.
		const again = (await mkt(key, "GET", `/contacts?q=${encodeURIComponent(email)}`)).body.data.data[0].id;
		expect((await mkt(key, "POST", `/contacts/${again}/erase`)).status).toBe(200);
		const viaImport = await mkt(key, "POST", "/contacts/import", {
			body: { rows: [{ email, phone }], allowErased: true },
		});
		expect(viaImport.body.data).toMatchObject({ created: 1, skipped: 0, errors: [] });
		expect(await tombstones()).toBe(0);
		const third = (await mkt(key, "GET", `/contacts?q=${encodeURIComponent(email)}`)).body.data.data[0].id;
		expect((await mkt(key, "POST", `/contacts/${third}/erase`)).status).toBe(200);
		const viaPost = await mkt(key, "POST", "/contacts", { body: { email, phone, allowErased: true } });
		expect(viaPost.status, viaPost.text).toBe(201);
		expect(viaPost.body.data).toMatchObject({ email, phone });
		expect(await tombstones()).toBe(0);
	});
});
