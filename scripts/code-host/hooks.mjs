// The local code host's repository webhooks: stored in one JSON file per bare repository
// (pasar-hooks.json; the secret stays on this machine and is never answered or logged), and delivered
// the way GitHub does: POST with X-GitHub-Event, X-GitHub-Delivery, X-Hub-Signature-256 (HMAC-SHA256 of
// the raw body with the hook's secret) and User-Agent GitHub-Hookshot/…, retried a couple of times when
// the receiver is down or answers 5xx/429. Every delivery is recorded for GET /_local/deliveries.
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const USER_AGENT = "GitHub-Hookshot/pasar-local";
const FILE = "pasar-hooks.json";
/** Attempts per delivery and the wait before each retry. */
const RETRY_DELAYS_MS = [1_000, 3_000];
const TIMEOUT_MS = 10_000;
const KEEP_DELIVERIES = 500;

/** GitHub's X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256(secret, raw body). */
export const signPayload = (secret, body) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** Runs `fn` after every earlier call with the same key has settled (one writer per repository). */
export function keyedLock() {
	const tails = new Map();
	return (key, fn) => {
		const run = (tails.get(key) ?? Promise.resolve()).then(fn);
		const tail = run.catch(() => {});
		tails.set(key, tail);
		tail.then(() => tails.get(key) === tail && tails.delete(key));
		return run;
	};
}

export function readHooks(repo) {
	const file = join(repo.path, FILE);
	if (!existsSync(file)) return { nextId: 1, hooks: [] };
	return JSON.parse(readFileSync(file, "utf8"));
}

export function writeHooks(repo, state) {
	const file = join(repo.path, FILE);
	writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
	renameSync(`${file}.tmp`, file);
}

/** Does a hook take this event? ("*" takes every event; a ping goes to every hook.) */
export const wants = (hook, event) =>
	hook.active && (event === "ping" || hook.events.includes(event) || hook.events.includes("*"));

/** Deliveries of one code host: sends, retries, keeps the newest KEEP_DELIVERIES for inspection. */
export function deliveryLog({ log = () => {} } = {}) {
	const records = [];
	const pending = new Set();

	async function attempt(rec, hook, body, headers) {
		const t0 = performance.now();
		try {
			const res = await fetch(hook.config.url, {
				method: "POST",
				headers,
				body,
				redirect: "manual",
				signal: AbortSignal.timeout(TIMEOUT_MS),
			});
			const text = await res.text().catch(() => "");
			rec.response = { status: res.status, body: text.slice(0, 2_000) };
			rec.statusCode = res.status;
			rec.error = null;
			return res.status;
		} catch (err) {
			rec.statusCode = null;
			rec.response = null;
			rec.error = err instanceof Error ? (err.cause?.code ?? err.name ?? err.message) : String(err);
			return 0;
		} finally {
			rec.durationMs = Math.round(performance.now() - t0);
		}
	}

	/** Sends one event to one hook (with retries); resolves the delivery record. */
	function deliver({ hook, event, payload, repoFullName, onResponse }) {
		const guid = randomUUID();
		const json = JSON.stringify(payload);
		const form = hook.config.content_type === "form";
		const body = form ? `payload=${encodeURIComponent(json)}` : json;
		const headers = {
			"Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
			"User-Agent": USER_AGENT,
			"X-GitHub-Event": event,
			"X-GitHub-Delivery": guid,
			"X-GitHub-Hook-ID": String(hook.id),
			"X-GitHub-Hook-Installation-Target-Type": "repository",
			"X-GitHub-Hook-Installation-Target-ID": String(payload.repository?.id ?? ""),
		};
		if (hook.config.secret) {
			headers["X-Hub-Signature-256"] = signPayload(hook.config.secret, body);
			headers["X-Hub-Signature"] = `sha1=${createHmac("sha1", hook.config.secret).update(body).digest("hex")}`;
		}
		const rec = {
			guid,
			event,
			action: payload.action ?? null,
			ref: payload.ref ?? null,
			repository: repoFullName,
			hookId: hook.id,
			url: hook.config.url,
			status: "pending",
			statusCode: null,
			attempts: 0,
			durationMs: null,
			error: null,
			createdAt: new Date().toISOString(),
			deliveredAt: null,
			request: { headers: { ...headers, "X-Hub-Signature": undefined }, payload },
			response: null,
		};
		records.push(rec);
		if (records.length > KEEP_DELIVERIES) records.splice(0, records.length - KEEP_DELIVERIES);
		const run = (async () => {
			for (let i = 0; ; i++) {
				rec.attempts++;
				const status = await attempt(rec, hook, body, headers);
				const ok = status >= 200 && status < 300;
				const retryable = status === 0 || status === 429 || status >= 500;
				if (ok || !retryable || i >= RETRY_DELAYS_MS.length) {
					rec.status = ok ? "delivered" : "failed";
					rec.deliveredAt = new Date().toISOString();
					break;
				}
				await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[i]));
			}
			log(`${event} ${rec.ref ?? ""} → hook ${hook.id}: ${rec.statusCode ?? rec.error} (${rec.attempts} attempt(s))`);
			onResponse?.(rec);
			return rec;
		})();
		pending.add(run);
		run.finally(() => pending.delete(run));
		return run;
	}

	return {
		deliver,
		records,
		/** Resolves once every delivery under way (retries included) has finished. */
		async idle() {
			while (pending.size) await Promise.allSettled([...pending]);
		},
		/** A record without its payload, for lists. */
		summary: ({ request, response, ...rest }) => ({ ...rest, responseBody: response?.body?.slice(0, 200) ?? null }),
	};
}
