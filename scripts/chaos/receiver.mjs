// The chaos run's webhook receiver: one node http server on loopback; each subscribed endpoint gets
// its own path (/hook/<name>) and secret. Every delivery's `<Svc>-Signature` (t=<unix>,v1=<hex
// HMAC-SHA256(secret, t + "." + raw body)>, DESIGN §4; several v1 while a secret rolls) is checked;
// the event ids seen per endpoint are kept, with duplicates and bad signatures counted.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

function verify(secret, header, body) {
	let t = Number.NaN;
	const v1 = [];
	for (const part of String(header ?? "").split(",")) {
		const i = part.indexOf("=");
		if (part.slice(0, i) === "t") t = Number(part.slice(i + 1));
		if (part.slice(0, i) === "v1") v1.push(part.slice(i + 1));
	}
	if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
	const want = createHmac("sha256", secret).update(`${t}.${body}`).digest();
	return v1.some((h) => /^[0-9a-f]{64}$/.test(h) && timingSafeEqual(want, Buffer.from(h, "hex")));
}

/** Starts the receiver. `endpoint(name, header)` → its URL; `secret(name, whsec)` once the API has shown it. */
export async function startReceiver() {
	const endpoints = new Map(); // name -> {header, secret, events: Map(eventId -> {type, dataId})}
	const stats = { requests: 0, duplicates: 0, badSignatures: 0, unknown: 0 };
	const server = createServer((req, res) => {
		const chunks = [];
		req.on("data", (c) => chunks.push(c));
		req.on("end", () => {
			stats.requests++;
			const name = decodeURIComponent(String(req.url).replace(/^\/hook\//, ""));
			const ep = endpoints.get(name);
			if (!ep?.secret) {
				stats.unknown++;
				// Not yet known (the create's answer is still on its way): a failed attempt, retried in 1 s.
				res.writeHead(503).end();
				return;
			}
			const body = Buffer.concat(chunks).toString("utf8");
			if (!verify(ep.secret, req.headers[ep.header.toLowerCase()], body)) {
				stats.badSignatures++;
				res.writeHead(400).end("bad signature");
				return;
			}
			const event = JSON.parse(body);
			if (ep.events.has(event.id)) stats.duplicates++;
			else ep.events.set(event.id, { type: event.type, dataId: event.data?.id ?? null });
			res.writeHead(204).end();
		});
	});
	await new Promise((r) => server.listen(0, "127.0.0.1", r));
	const base = `http://127.0.0.1:${server.address().port}`;
	return {
		stats,
		endpoints,
		/** The URL to subscribe for endpoint `name`, whose deliveries carry `header`. */
		endpoint(name, header) {
			endpoints.set(name, { header, secret: null, events: new Map() });
			return `${base}/hook/${encodeURIComponent(name)}`;
		},
		secret(name, whsec) {
			endpoints.get(name).secret = whsec;
		},
		/** Event ids received at endpoint `name`. */
		received: (name) => endpoints.get(name)?.events ?? new Map(),
		close: () => new Promise((r) => server.close(r)),
	};
}
