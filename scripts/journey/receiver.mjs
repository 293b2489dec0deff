// The merchant's webhook receiver in the merchant journey (scripts/journey/): a small HTTP server that
// verifies every delivery's `<Svc>-Signature` (DESIGN §4: t=<unix>,v1=<hex HMAC-SHA256(secret,
// t + "." + raw body)>, any v1 may match, at most 300 s old) and records what it got. It is meant
// to run under the secrets service, which hands it the signing secrets as environment variables:
//   npm run cli -- secrets run --project <p> --env <e> -- node scripts/journey/receiver.mjs --port 9400
// PAY_WEBHOOK_SECRET, STORE_WEBHOOK_SECRET, POS_WEBHOOK_SECRET, MKT_WEBHOOK_SECRET: one per service.
// POST /hooks/<pay|store|pos|mkt> takes a delivery (204, or 400 when the signature does not verify);
// GET /received answers {accepted, rejected} (accepted deduplicated on the event id, as the engine
// delivers at least once). Only loopback; the secrets are never printed.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

export const SERVICES = {
	pay: { header: "pay-signature", secret: "PAY_WEBHOOK_SECRET" },
	store: { header: "store-signature", secret: "STORE_WEBHOOK_SECRET" },
	pos: { header: "pos-signature", secret: "POS_WEBHOOK_SECRET" },
	mkt: { header: "mkt-signature", secret: "MKT_WEBHOOK_SECRET" },
};

/** true when `header` carries a v1 HMAC of `t.rawBody` under `secret` and t is within the tolerance. */
export function verifySignature(secret, header, rawBody, nowSeconds = Math.floor(Date.now() / 1000), tolerance = 300) {
	if (!secret || !header) return false;
	let t = Number.NaN;
	const v1 = [];
	for (const part of header.split(",")) {
		const i = part.indexOf("=");
		const k = part.slice(0, i).trim();
		const v = part.slice(i + 1).trim();
		if (k === "t" && /^\d+$/.test(v)) t = Number(v);
		if (k === "v1" && /^[0-9a-f]{64}$/i.test(v)) v1.push(Buffer.from(v, "hex"));
	}
	if (!Number.isSafeInteger(t) || Math.abs(nowSeconds - t) > tolerance) return false;
	const want = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
	return v1.some((sig) => timingSafeEqual(sig, want));
}

/** Starts the receiver; `secrets` maps each service to its signing secret. */
export function startReceiver({ port = 0, secrets, log = () => {} }) {
	const accepted = [];
	const rejected = [];
	const seen = new Set();
	const server = createServer((req, res) => {
		const chunks = [];
		req.on("data", (c) => chunks.push(c));
		req.on("end", () => {
			const url = new URL(req.url ?? "/", "http://receiver");
			if (req.method === "GET" && url.pathname === "/received") {
				res.writeHead(200, { "Content-Type": "application/json" });
				return res.end(JSON.stringify({ accepted, rejected }));
			}
			const svc = req.method === "POST" ? url.pathname.match(/^\/hooks\/(\w+)$/)?.[1] : undefined;
			if (!svc || !SERVICES[svc]) return res.writeHead(404).end();
			const raw = Buffer.concat(chunks).toString("utf8");
			const header = req.headers[SERVICES[svc].header];
			if (!verifySignature(secrets[svc], typeof header === "string" ? header : undefined, raw)) {
				rejected.push({ service: svc, reason: header ? "signature does not verify" : "no signature" });
				log(`${svc}: REJECTED (${header ? "bad signature" : "no signature"})`);
				return res.writeHead(400).end("bad signature");
			}
			let event;
			try {
				event = JSON.parse(raw);
			} catch {
				rejected.push({ service: svc, reason: "not JSON" });
				return res.writeHead(400).end("not JSON");
			}
			// Platform events carry an evt_ id; a marketing channel's message carries its messageId.
			const id = event.id ?? event.messageId;
			if (!seen.has(`${svc}:${id}`)) {
				seen.add(`${svc}:${id}`);
				accepted.push({ service: svc, id, type: event.type, data: event.data ?? event, receivedAt: Date.now() });
				log(`${svc}: ${event.type} ${id} (signature verified)`);
			}
			res.writeHead(204).end();
		});
	});
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, "127.0.0.1", () =>
			resolve({
				port: server.address().port,
				accepted,
				rejected,
				close: () => new Promise((r) => server.close(r)),
			}),
		);
	});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
	const i = process.argv.indexOf("--port");
	const port = i > 0 ? Number(process.argv[i + 1]) : 0;
	const secrets = Object.fromEntries(Object.entries(SERVICES).map(([svc, s]) => [svc, process.env[s.secret]]));
	const missing = Object.values(SERVICES)
		.filter((s) => !process.env[s.secret])
		.map((s) => s.secret);
	if (missing.length)
		console.log(`[receiver] no ${missing.join(", ")} in the environment: those deliveries are refused`);
	const r = await startReceiver({ port, secrets, log: (m) => console.log(`[receiver] ${m}`) });
	console.log(`[receiver] listening on http://127.0.0.1:${r.port} with ${4 - missing.length} signing secrets`);
	const stop = () => r.close().then(() => process.exit(0));
	process.on("SIGTERM", stop);
	process.on("SIGINT", stop);
}
