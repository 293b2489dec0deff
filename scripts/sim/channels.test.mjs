// The channel simulator answers like the vendors: success, the 401 shape for "bad" credentials, the
// refusal shape for a "fail" recipient; the OAuth authorize page and token endpoints; the request log.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { simulatorUrls, startChannelSimulator } from "./channels.mjs";

let sim;
before(async () => {
	sim = await startChannelSimulator();
});
after(() => sim.close());

const post = (path, body, headers = {}) =>
	fetch(`${sim.url}${path}`, {
		method: "POST",
		headers: { "Content-Type": "application/json", ...headers },
		body: JSON.stringify(body),
	});

test("Resend: accepted, refused, bad key", async () => {
	const ok = await post("/emails", { to: ["a@example.com"] }, { Authorization: "Bearer re_x" });
	assert.equal(ok.status, 200);
	assert.match((await ok.json()).id, /^re-/);
	assert.equal((await post("/emails", { to: ["fail@example.com"] }, { Authorization: "Bearer re_x" })).status, 422);
	assert.equal((await post("/emails", { to: ["a@example.com"] }, { Authorization: "Bearer bad" })).status, 401);
});

test("SendGrid answers 202 with X-Message-Id; Telegram's token in the path decides", async () => {
	const sg = await post(
		"/v3/mail/send",
		{ personalizations: [{ to: [{ email: "a@example.com" }] }] },
		{ Authorization: "Bearer SG.x" },
	);
	assert.equal(sg.status, 202);
	assert.match(sg.headers.get("x-message-id"), /^sg-/);
	assert.equal((await post("/bot123:bad/sendMessage", { chat_id: "1", text: "t" })).status, 401);
	const tg = await post("/bot123:ok/sendMessage", { chat_id: "1", text: "t" });
	assert.equal((await tg.json()).ok, true);
});

test("Vonage refuses inside a 200; Twilio takes form bodies with Basic auth", async () => {
	const form = (o) => ({
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded" },
		body: new URLSearchParams(o).toString(),
	});
	const vo = await (
		await fetch(`${sim.url}/sms/json`, form({ api_key: "k", api_secret: "bad", to: "62812", text: "t" }))
	).json();
	assert.equal(vo.messages[0].status, "4");
	const tw = await fetch(`${sim.url}/2010-04-01/Accounts/AC1/Messages.json`, {
		...form({ To: "+62812", Body: "t" }),
		headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: `Basic ${btoa("AC1:token")}` },
	});
	assert.equal(tw.status, 201);
});

test("OAuth: the authorize page sends the browser back with a code; the token endpoint exchanges only a good one", async () => {
	const back = "http://127.0.0.1:8787/mkt/api/v1/channels/oauth/social_v4/callback";
	const auth = await fetch(`${sim.url}/oauth/social_v4/authorize?redirect_uri=${encodeURIComponent(back)}&state=st`, {
		redirect: "manual",
	});
	assert.equal(auth.status, 302);
	const loc = new URL(auth.headers.get("location"));
	assert.equal(loc.searchParams.get("code"), "good");
	assert.equal(loc.searchParams.get("state"), "st");
	const form = (code) => ({
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded" },
		body: `grant_type=authorization_code&code=${code}`,
	});
	const ok = await (await fetch(`${sim.url}/2/oauth2/token`, form("good"))).json();
	assert.match(ok.access_token, /^sim_at-/);
	assert.equal((await fetch(`${sim.url}/2/oauth2/token`, form("nope"))).status, 400);
	const fb = await fetch(`${sim.url}/v21.0/oauth/access_token?code=good&client_id=c`);
	assert.equal(fb.status, 200);
});

test("the request log holds every request with Authorization reduced to its scheme; MKT_PROVIDER_URLS names the simulator", async () => {
	const entries = await (await fetch(`${sim.url}/_sim/requests`)).json();
	assert.ok(entries.length > 5);
	assert.ok(entries.every((e) => !e.headers.authorization?.includes(" ")));
	await fetch(`${sim.url}/_sim/requests`, { method: "DELETE" });
	assert.deepEqual(await (await fetch(`${sim.url}/_sim/requests`)).json(), []);
	const urls = JSON.parse(simulatorUrls(sim.url));
	assert.equal(urls.email_v1, sim.url);
	assert.equal(urls.webhook_generic, undefined);
});

test("over HTTP: a retried Resend send with its Idempotency-Key is one message; /_sim/summary counts per recipient", async () => {
	await fetch(`${sim.url}/_sim/requests`, { method: "DELETE" });
	const headers = { Authorization: "Bearer re_x", "Idempotency-Key": "msg_http" };
	const a = await (await post("/emails", { to: ["once@example.com"] }, headers)).json();
	const b = await (await post("/emails", { to: ["once@example.com"] }, headers)).json();
	assert.equal(b.id, a.id);
	const summary = await (await fetch(`${sim.url}/_sim/summary`)).json();
	assert.deepEqual(summary.perRecipient, { "once@example.com": 1 });
	assert.equal(summary.replays, 1);
	// A lost answer: the message is sent, the connection drops before the answer.
	sim.sim.failNext("lost");
	await assert.rejects(post("/emails", { to: ["lost@example.com"] }, { Authorization: "Bearer re_x" }));
	assert.equal(sim.sim.messagesTo("lost@example.com").length, 1);
});
