// A local stand-in for every marketing channel provider, so `npm start` (and the benches, the chaos
// run) work offline: an HTTP server over the pure vendor routes of channel-routes.mjs (answers,
// idempotency keys, the request log). GET /_sim/requests is the log (Authorization reduced to its
// scheme; `kind` "message" once per accepted message, "replay" for an idempotent retry), GET
// /_sim/summary its counts and messages per recipient, DELETE /_sim/requests clears.
//   node scripts/sim/channels.mjs --port 8791
// The Worker reaches it through MKT_PROVIDER_URLS = simulatorUrls(url) (npm start sets this).
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createProviderSimulator } from "./channel-routes.mjs";

/** MKT_PROVIDER_URLS for a simulator at `base`: every provider that has a host. */
export const simulatorUrls = (base) =>
	JSON.stringify(
		Object.fromEntries(
			[
				"email_v1",
				"email_v2",
				"email_v3",
				"email_v4",
				"email_v5",
				"sms_v1",
				"sms_v2",
				"messaging_v1",
				"messaging_v2",
				"messaging_v3",
				"messaging_v4",
				"push_v1",
				"push_v2",
				"social_v1",
				"social_v2",
				"social_v3",
				"social_v4",
				"social_v5",
				"social_v6",
				"social_v7",
			].map((p) => [p, base]),
		),
	);

export function startChannelSimulator({ port = 0 } = {}) {
	const sim = createProviderSimulator();
	const server = createServer((req, res) => {
		let raw = "";
		req.on("data", (c) => {
			raw += c;
		});
		req.on("end", () => {
			const path = (req.url ?? "/").split("?")[0];
			if (path === "/_sim/requests" || path === "/_sim/summary") {
				if (req.method === "DELETE") sim.clear();
				res.writeHead(200, { "Content-Type": "application/json" });
				if (req.method === "DELETE") return res.end("[]");
				return res.end(JSON.stringify(path === "/_sim/summary" ? sim.summary() : sim.log));
			}
			const a = sim.simulateProvider({ method: req.method, path: req.url ?? "/", headers: req.headers, body: raw });
			// A "lost answer": the vendor accepted the message, the caller never hears of it.
			if (a.lost) return req.socket.destroy();
			res.writeHead(a.status, a.headers);
			res.end(a.body);
		});
	});
	return new Promise((resolve) =>
		server.listen(port, "127.0.0.1", () => {
			const url = `http://127.0.0.1:${server.address().port}`;
			resolve({
				url,
				log: sim.log,
				sim,
				close: () =>
					new Promise((r) => {
						server.closeAllConnections?.();
						server.close(r);
					}),
			});
		}),
	);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const at = process.argv.indexOf("--port");
	const sim = await startChannelSimulator({ port: at > 0 ? Number(process.argv[at + 1]) : 8791 });
	console.log(`channel simulator on ${sim.url}`);
}
