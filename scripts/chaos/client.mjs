// The chaos run's request layer. Every request goes through `send`: while the server is down (a
// connection refused or reset), answers 5xx, says the same Idempotency-Key is still in flight, or
// rate-limits, the request is sent again — the same method, path, body and Idempotency-Key, freshly
// signed — until it gets an answer or the run gives up on it. The first answer to each key is kept;
// every later answer to that key (a retry that found the first execution stored, or a deliberate
// replay) must be identical to it: same status, same `data`, same error code.

/** Codes that mean "the first request with this key is still running" (payments; the other services). */
const IN_FLIGHT = new Set(["idempotency_in_flight", "IDEMPOTENCY_KEY_IN_USE"]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** JSON with object keys sorted, so two answers compare by content. */
export function canonical(v) {
	if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
	if (v && typeof v === "object")
		return `{${Object.keys(v)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
			.join(",")}}`;
	return JSON.stringify(v ?? null);
}

/** What an answer is compared by: the status, `data` and the error code (never `meta`). */
const fingerprint = (status, json) => canonical({ status, data: json?.data ?? null, error: json?.error?.code ?? null });

export function createRecorder({ replayShare = 0.15 } = {}) {
	return {
		replayShare,
		/** Set by main: no request is retried past this instant (epoch ms). */
		giveUpAt: Number.POSITIVE_INFINITY,
		latencies: [],
		responses: 0,
		byOp: new Map(),
		/** Answers of 500 and above, by op and status: a restart may cause a few; each is retried. */
		serverErrors: new Map(),
		networkErrors: 0,
		/** 429s (waited out) and 409s for a key still in flight (a crash leaves its lease for up to a minute). */
		rateLimited: 0,
		inFlightWaits: 0,
		keys: new Map(),
		replays: 0,
		mismatches: [],
		abandoned: [],
		/** Requests on the wire now (op names): what a crash cuts off. */
		inFlight: new Map(),
	};
}

const bump = (map, k, n = 1) => map.set(k, (map.get(k) ?? 0) + n);

/**
 * Sends one request until it is answered. `req`: {op, url, method, body (string, or undefined),
 * headers(body) → headers (called per attempt, so signatures carry a fresh timestamp), key?}.
 * Returns {status, json, headers, replayed}, or null when the run gave up on it.
 */
export async function send(rec, req) {
	for (let attempt = 0; ; attempt++) {
		if (Date.now() > rec.giveUpAt) {
			rec.abandoned.push({ op: req.op, key: req.key ?? null, url: req.url });
			return null;
		}
		const t0 = performance.now();
		const wire = Symbol(req.op);
		rec.inFlight.set(wire, req.op);
		let res;
		try {
			res = await fetch(req.url, {
				method: req.method,
				headers: { ...(req.key ? { "Idempotency-Key": req.key } : {}), ...req.headers(req.body ?? "") },
				body: req.body || undefined,
				redirect: "manual",
				signal: AbortSignal.timeout(30_000),
			});
		} catch {
			rec.inFlight.delete(wire);
			rec.networkErrors++;
			await sleep(Math.min(250 * 2 ** Math.min(attempt, 3), 1000));
			continue;
		}
		const text = await res.text().catch(() => null);
		rec.inFlight.delete(wire);
		if (text === null) {
			rec.networkErrors++;
			await sleep(250);
			continue;
		}
		rec.latencies.push(performance.now() - t0);
		rec.responses++;
		let json = null;
		try {
			json = JSON.parse(text);
		} catch {}
		if (res.status >= 500) {
			bump(rec.serverErrors, `${req.op} ${res.status} ${json?.error?.code ?? text.slice(0, 80)}`);
			await sleep(500);
			continue;
		}
		if (res.status === 429) {
			rec.rateLimited++;
			await sleep(Math.min(Number(res.headers.get("Retry-After") ?? 1), 5) * 1000);
			continue;
		}
		if (req.key && res.status === 409 && IN_FLIGHT.has(json?.error?.code)) {
			rec.inFlightWaits++;
			await sleep(1000);
			continue;
		}
		const op = rec.byOp.get(req.op) ?? new Map();
		rec.byOp.set(req.op, op);
		bump(op, res.status);
		const answer = { status: res.status, json, headers: res.headers, replayed: res.headers.get("Idempotent-Replayed") };
		if (req.key) remember(rec, req, answer);
		return answer;
	}
}

function remember(rec, req, answer) {
	const id = `${req.method} ${new URL(req.url).pathname} ${req.key}`;
	const print = fingerprint(answer.status, answer.json);
	const first = rec.keys.get(id);
	if (!first) {
		rec.keys.set(id, { req, status: answer.status, print, replays: 0 });
		return;
	}
	first.replays++;
	rec.replays++;
	if (first.print !== print)
		rec.mismatches.push({ key: id, first: first.print.slice(0, 400), later: print.slice(0, 400) });
}

/**
 * Sends a request, then — for a share of the answered ones that carry a key and succeeded — the same
 * request again, whose answer `send` compares with the first. Returns the first answer.
 */
export async function sendAndMaybeReplay(rec, req) {
	const answer = await send(rec, req);
	if (answer && req.key && answer.status < 300 && Math.random() < rec.replayShare) await send(rec, req);
	return answer;
}

/** After the run: every stored 2xx answer sent once more (at most `max`, spread over the run). */
export async function replayStored(rec, max, concurrency = 4) {
	const all = [...rec.keys.values()].filter((k) => k.status < 300);
	const step = Math.max(1, all.length / max);
	const picked = [];
	for (let i = 0; i < all.length && picked.length < max; i += step) picked.push(all[Math.floor(i)]);
	let next = 0;
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (next < picked.length) await send(rec, picked[next++].req);
		}),
	);
	return picked.length;
}

/** p-quantile of a list of numbers. */
export function quantile(values, p) {
	if (!values.length) return 0;
	const s = [...values].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

/** JSON request helpers for one service: `bearer(key)` or `signed(fn)` headers. */
export const bearer = (key) => (raw) => ({
	Authorization: `Bearer ${key}`,
	...(raw ? { "Content-Type": "application/json" } : {}),
});
