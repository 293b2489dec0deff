import type { Env } from "../../env";
import { deriveSecret, sha256Hex, timingSafeEqual } from "../crypto";
import { log } from "../log";
import { isLocalDevelopment, SECRET_PREFIX, type WebhookContext } from "./context";
import { type AttemptEntry, isSuccessStatus } from "./domain";
import { signatureHeaderValue } from "./signing";
import type { EndpointRow } from "./tables";
import { checkWebhookUrl } from "./url";

// One delivery attempt: the endpoint's signing secrets (current, and a rolled one while it still
// signs) and the signed POST itself. No database writes; deliver.ts records what came of it.

export function attempter(w: WebhookContext) {
	const { cfg, timeoutMs, fields } = w;

	// ------------------------------------------------------------------------------ delivery

	async function resolveSecret(
		env: Pick<Env, "MASTER_KEY" | "MASTER_KEY_PREVIOUS">,
		row: Pick<EndpointRow, "secretSalt" | "secretHash">,
	) {
		for (const mk of [env.MASTER_KEY, env.MASTER_KEY_PREVIOUS]) {
			if (!mk) continue;
			const secret = await deriveSecret(mk, row.secretSalt, SECRET_PREFIX);
			if (timingSafeEqual(await sha256Hex(secret), row.secretHash)) return secret;
		}
		return null;
	}

	/** The rolled secret while it is still valid at `now` (epoch ms), else null. */
	async function rolledSecret(env: Pick<Env, "MASTER_KEY" | "MASTER_KEY_PREVIOUS">, row: EndpointRow, now: number) {
		if (
			!row.previousSecretSalt ||
			!row.previousSecretHash ||
			row.previousSecretExpiresAt == null ||
			row.previousSecretExpiresAt <= now
		)
			return null;
		return resolveSecret(env, { secretSalt: row.previousSecretSalt, secretHash: row.previousSecretHash });
	}

	/** The endpoint's signing secrets at `at` (current, and the rolled one while it still signs). */
	async function signingSecrets(env: Env, endpoint: EndpointRow, at: number) {
		return { secret: await resolveSecret(env, endpoint), previous: await rolledSecret(env, endpoint, at) };
	}

	/** One signed POST. Redirects are not followed (a public URL must not bounce the request inward). */
	async function attempt(
		env: Env,
		endpoint: EndpointRow,
		body: string,
		secrets?: { secret: string | null; previous: string | null },
	): Promise<AttemptEntry> {
		const at = Date.now();
		const fail = (error: string, statusCode: number | null = null, durationMs = 0): AttemptEntry => ({
			at,
			statusCode,
			durationMs,
			error,
		});
		const refused = checkWebhookUrl(endpoint.url, {
			testMode: cfg.isTestMode(endpoint.environment, env),
			development: isLocalDevelopment(env),
		});
		if (refused) return fail(`not sent: ${refused}`);
		const { secret, previous } = secrets ?? (await signingSecrets(env, endpoint, at));
		if (!secret) {
			log(env, "error", { ...fields, event: "endpoint_secret_underivable", endpointId: endpoint.id });
			return fail(
				"not sent: the signing secret could not be derived (server key rotation); rotate the endpoint's secret",
			);
		}
		const started = Date.now();
		try {
			const res = await fetch(endpoint.url, {
				method: "POST",
				headers: {
					"Content-Type": "application/json",
					"User-Agent": "Pasar-Webhooks/1.0",
					[cfg.signatureHeader]: await signatureHeaderValue(
						previous ? [secret, previous] : [secret],
						body,
						Math.floor(Date.now() / 1000),
					),
				},
				body,
				redirect: "manual",
				signal: AbortSignal.timeout(timeoutMs),
			});
			const durationMs = Date.now() - started;
			await res.body?.cancel().catch(() => {});
			if (isSuccessStatus(res.status)) return { at, statusCode: res.status, durationMs, error: null };
			return fail(
				res.status >= 300 && res.status < 400 ? `HTTP ${res.status}: redirects are not followed` : `HTTP ${res.status}`,
				res.status,
				durationMs,
			);
		} catch (err) {
			const durationMs = Date.now() - started;
			const name = err instanceof Error ? err.name : "";
			if (name === "TimeoutError" || name === "AbortError")
				return fail(`timed out after ${timeoutMs / 1000} s`, null, durationMs);
			return fail(
				`network error: ${(err instanceof Error ? err.message : String(err)).slice(0, 200)}`,
				null,
				durationMs,
			);
		}
	}

	return { resolveSecret, signingSecrets, attempt };
}

export type Attempter = ReturnType<typeof attempter>;
