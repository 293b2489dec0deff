// Marketing campaigns under chaos (issue 40, docs/marketing.md "Exactly once: how it is proven"): a few
// hundred contacts in one list, an email_v1 channel whose sendRatePerSecond spreads the send over the
// rest of the load, and one campaign whose send main.mjs starts a few seconds before the first SIGKILL
// restart, so the crash lands mid-send. The
// provider is the channel simulator (scripts/sim/channels.mjs) running in this process, which survives
// the crashes and logs every message it accepts once (a retry with the same Idempotency-Key is a replay).
// Invariants after the drain:
//   - no address has two provider messages;
//   - every recipient the API lists as sent has exactly one message, every eligible recipient is sent
//     or failed with a reason (none queued or sending), and the simulator sent nothing to anyone else;
//   - the campaign ended "sent" and lists one recipient per contact of the list.
import { mktHeaders } from "../mkt-client.mjs";
import { send } from "./client.mjs";

const CONTACTS = Number(process.env.CHAOS_CAMPAIGN_CONTACTS ?? 600);
const address = (i) => `k${i}@campaign.chaos.example`;
const DONE = ["sent", "failed", "canceled"];
const ELIGIBLE_END = ["sent", "failed"];
/** Not in the audience's send: nothing is owed to these. */
const NOT_SENT = ["excluded", "skipped", "canceled"];

const req = (c, op, method, path, body) => {
	const raw = body === undefined ? "" : JSON.stringify(body);
	return {
		op,
		url: `${c.url}/mkt/api/v1${path}`,
		method,
		body: raw,
		headers: (b) => mktHeaders(c.key, method, `/mkt/api/v1${path}`, b),
	};
};

async function call(rec, c, method, path, body, want) {
	const a = await send(rec, req(c, "mkt.campaign.setup", method, path, body));
	if (!want.includes(a?.status)) throw new Error(`${method} ${path}: ${a?.status} ${JSON.stringify(a?.json)}`);
	return a.json.data;
}

/**
 * The campaign's list, channel and draft in marketing workspace `m` (setUpMkt); `seconds` is the
 * load's length: the rate cap makes the send take about 60 % of it (from just before the first crash).
 */
export async function setUpCampaign({ rec }, m, seconds) {
	const c = { url: m.url, key: m.key, id: null, started: false, counts: null };
	let listId = null;
	for (let from = 0; from < CONTACTS; from += 500) {
		const rows = Array.from({ length: Math.min(500, CONTACTS - from) }, (_, i) => ({ email: address(from + i) }));
		const out = await call(rec, c, "POST", "/contacts/import", { rows, listName: "Chaos campaign" }, [200]);
		listId = out.listId ?? listId;
		// The workspace's contact-count invariant (mkt-loc.mjs) counts these too.
		m.created += out.created;
		m.imported += rows.length;
	}
	const rate = Math.min(1000, Math.max(1, Math.round(CONTACTS / (seconds * 0.6))));
	const channel = await call(
		rec,
		c,
		"POST",
		"/channels",
		{
			provider: "email_v1",
			displayName: "Chaos email",
			credentials: { apiKey: "re_chaos" },
			config: { fromEmail: "news@chaos.example", fromName: "Chaos", sendRatePerSecond: rate },
		},
		[201],
	);
	const campaign = await call(
		rec,
		c,
		"POST",
		"/campaigns",
		{
			name: "Chaos campaign",
			channelId: channel.id,
			audience: { listIds: [listId] },
			content: { subject: "Chaos", html: "<p>Halo</p>", text: "Halo" },
		},
		[201],
	);
	c.id = campaign.id;
	c.rate = rate;
	return c;
}

/**
 * Sends the campaign (no Idempotency-Key: a retry of a send cut off by a crash answers 409 BAD_STATE
 * once the first got through, which is fine).
 */
export async function startCampaign({ rec }, c) {
	const a = await send(rec, req(c, "mkt.campaign.send", "POST", `/campaigns/${c.id}/send`));
	c.started = a?.status === 202 || (a?.status === 409 && a?.json?.error?.code === "BAD_STATE");
	if (!c.started) throw new Error(`campaign send: ${a?.status} ${JSON.stringify(a?.json)}`);
}

/** 1 while the campaign is still sending. */
export async function campaignOwed({ rec }, c) {
	const a = await send(rec, req(c, "mkt.check", "GET", `/campaigns/${c.id}/report`));
	c.report = a?.json?.data ?? null;
	return DONE.includes(c.report?.status) ? 0 : 1;
}

async function allRecipients(rec, c) {
	const out = [];
	let cursor = null;
	for (let page = 0; page < 100; page++) {
		const q = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
		const a = await send(rec, req(c, "mkt.check", "GET", `/campaigns/${c.id}/recipients?${q}`));
		if (a?.status !== 200) throw new Error(`recipients: ${a?.status} ${JSON.stringify(a?.json)}`);
		const body = a.json.data;
		out.push(...body.data);
		cursor = body.cursor;
		if (!body.hasMore || !cursor) break;
	}
	return out;
}

/** The invariants above; `sim` is the channel simulator (startChannelSimulator) the Worker sent to. */
export async function campaignInvariants({ rec }, c, sim) {
	const v = { campaign: [] };
	await campaignOwed({ rec }, c);
	const per = sim.sim.summary().perRecipient;
	const mine = (a) => /^k\d+@campaign\.chaos\.example$/.test(a);
	for (const [a, n] of Object.entries(per)) if (mine(a) && n > 1) v.campaign.push(`${a} got ${n} provider messages`);
	if (c.report?.status !== "sent")
		v.campaign.push(`the campaign ended ${c.report?.status ?? "unreadable"}: ${JSON.stringify(c.report?.counts)}`);
	const list = await allRecipients(rec, c);
	const byAddress = new Map(list.map((r) => [String(r.address).toLowerCase(), r]));
	if (list.length !== CONTACTS) v.campaign.push(`${list.length} recipients listed for ${CONTACTS} contacts`);
	for (const r of list) {
		const n = per[String(r.address).toLowerCase()] ?? 0;
		if (NOT_SENT.includes(r.status)) {
			if (n) v.campaign.push(`${r.address} is ${r.status} but got ${n} provider messages`);
			continue;
		}
		if (!ELIGIBLE_END.includes(r.status)) v.campaign.push(`${r.address} is still ${r.status}`);
		else if (r.status === "sent" && n !== 1) v.campaign.push(`${r.address} is sent with ${n} provider messages`);
		else if (r.status === "failed" && !r.reason) v.campaign.push(`${r.address} failed without a reason`);
	}
	for (const a of Object.keys(per))
		if (mine(a) && !byAddress.has(a)) v.campaign.push(`${a} got a message but is no recipient`);
	const counts = {};
	for (const r of list) counts[r.status] = (counts[r.status] ?? 0) + 1;
	const s = sim.sim.summary();
	c.counts = { recipients: list.length, ...counts, messages: s.messages, replays: s.replays, rate: c.rate };
	return v;
}
