// The pure vendor routes: idempotency keys as Resend, LINE and OneSignal document them, the log's
// one "message" entry per accepted message, and the injected faults (a 429, a lost answer).
import assert from "node:assert/strict";
import { test } from "node:test";
import { createProviderSimulator } from "./channel-routes.mjs";

const UUID = "3f1c2a4b-5d6e-8f70-8123-456789abcdef";
const resend = (sim, to, key, extra = {}) =>
	sim.simulateProvider({
		method: "POST",
		path: "/emails",
		headers: {
			Authorization: "Bearer re_x",
			"Content-Type": "application/json",
			...(key ? { "Idempotency-Key": key } : {}),
		},
		body: JSON.stringify({ from: "a@toko.example", to: [to], subject: "Hi", ...extra }),
	});

test("Resend: the same key and payload answer the same id once; another payload is a 409; 24 h later a new email", () => {
	let clock = 0;
	const sim = createProviderSimulator({ now: () => clock });
	const first = resend(sim, "Budi@example.com", "msg_1");
	const again = resend(sim, "Budi@example.com", "msg_1");
	assert.equal(first.status, 200);
	assert.deepEqual(again, first);
	const other = resend(sim, "Budi@example.com", "msg_1", { subject: "Other" });
	assert.equal(other.status, 409);
	assert.equal(JSON.parse(other.body).name, "invalid_idempotent_request");
	assert.equal(resend(sim, "x@example.com", "k".repeat(257)).status, 400);
	assert.deepEqual(
		sim.log.map((e) => e.kind),
		["message", "replay", "refused", "refused"],
	);
	assert.equal(sim.messagesTo("budi@example.com").length, 1);
	clock += 24 * 3600_000;
	assert.notEqual(JSON.parse(resend(sim, "budi@example.com", "msg_1").body).id, JSON.parse(first.body).id);
	assert.equal(sim.messagesTo("budi@example.com").length, 2);
	// Without a key every request is a message; a refused one reserves nothing.
	resend(sim, "c@example.com");
	resend(sim, "c@example.com");
	assert.equal(sim.summary().perRecipient["c@example.com"], 2);
	assert.equal(resend(sim, "fail@example.com", "msg_f").status, 422);
	assert.equal(resend(sim, "fail2@example.com", "msg_f").status, 422);
});

test("Keys are scoped to the account: another API key with the same key is a new email", () => {
	const sim = createProviderSimulator();
	resend(sim, "a@example.com", "msg_1");
	const other = sim.simulateProvider({
		method: "POST",
		path: "/emails",
		headers: { authorization: "Bearer re_other", "content-type": "application/json", "idempotency-key": "msg_1" },
		body: JSON.stringify({ from: "a@toko.example", to: ["a@example.com"], subject: "Hi" }),
	});
	assert.equal(other.status, 200);
	assert.equal(sim.summary().messages, 2);
});

test("LINE: a UUID retry key; once accepted a retry is 409 with the accepted request's id and sentMessages", () => {
	const sim = createProviderSimulator();
	const push = (key) =>
		sim.simulateProvider({
			method: "POST",
			path: "/v2/bot/message/push",
			headers: { authorization: "Bearer tok", "content-type": "application/json", "x-line-retry-key": key },
			body: JSON.stringify({ to: "U1", messages: [{ type: "text", text: "hi" }] }),
		});
	const first = push(UUID);
	assert.equal(first.status, 200);
	const again = push(UUID);
	assert.equal(again.status, 409);
	assert.equal(again.headers["X-Line-Accepted-Request-Id"], first.headers["X-Line-Request-Id"]);
	assert.deepEqual(JSON.parse(again.body).sentMessages, JSON.parse(first.body).sentMessages);
	assert.equal(push("msg_1").status, 400);
	assert.equal(sim.messagesTo("U1").length, 1);
	assert.equal(sim.summary().replays, 1);
});

test("OneSignal: idempotency_key must be a UUID; a retry answers the first id with Idempotent-Replayed", () => {
	const sim = createProviderSimulator();
	const notify = (key) =>
		sim.simulateProvider({
			method: "POST",
			path: "/notifications",
			headers: { authorization: "Key k", "content-type": "application/json" },
			body: JSON.stringify({ app_id: "a", include_subscription_ids: ["sub-1"], idempotency_key: key }),
		});
	const first = notify(UUID);
	const again = notify(UUID);
	assert.equal(again.body, first.body);
	assert.equal(again.headers["Idempotent-Replayed"], "true");
	assert.equal(notify("msg_1").status, 400);
	assert.equal(sim.messagesTo("sub-1").length, 1);
});

test("failNext: a 429 sends nothing; a lost answer is sent and logged, then answered with lost", () => {
	const sim = createProviderSimulator();
	sim.failNext("429", { to: "a@example.com" });
	sim.failNext("lost");
	const throttled = resend(sim, "a@example.com", "msg_a");
	assert.equal(throttled.status, 429);
	assert.equal(throttled.headers["Retry-After"], "1");
	const lost = resend(sim, "a@example.com", "msg_a");
	assert.equal(lost.lost, true);
	const retry = resend(sim, "a@example.com", "msg_a");
	assert.equal(retry.status, 200);
	assert.equal(retry.lost, undefined);
	assert.deepEqual(
		sim.log.map((e) => e.kind),
		["throttled", "message", "replay"],
	);
	assert.equal(sim.messagesTo("a@example.com").length, 1);
	sim.clear();
	assert.equal(sim.log.length, 0);
});

test("every vendor's message lands in the log with its recipients and vendor id; other routes are requests", () => {
	const sim = createProviderSimulator();
	const form = (path, o, auth) =>
		sim.simulateProvider({
			method: "POST",
			path,
			headers: { "content-type": "application/x-www-form-urlencoded", ...(auth ? { authorization: auth } : {}) },
			body: new URLSearchParams(o).toString(),
		});
	form("/2010-04-01/Accounts/AC1/Messages.json", { To: "+62812", Body: "t" }, `Basic ${btoa("AC1:tok")}`);
	form("/sms/json", { api_key: "k", api_secret: "s", to: "62813", text: "t" });
	form("/sms/json", { api_key: "k", api_secret: "s", to: "62fail", text: "t" });
	form("/token", { grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion: "x" });
	assert.deepEqual(
		sim.log.map((e) => [e.vendor, e.kind, e.to]),
		[
			["twilio", "message", ["+62812"]],
			["vonage", "message", ["62813"]],
			["vonage", "refused", ["62fail"]],
			["fcm", "request", []],
		],
	);
	assert.match(sim.log[0].messageId, /^SM-/);
	assert.equal(sim.simulateProvider({ method: "GET", path: "/nope" }).status, 404);
});
