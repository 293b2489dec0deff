// push_v2: Firebase Cloud Messaging.
// - serviceAccountJson (current): an OAuth access token from a JWT signed with the service
//   account's key (RS256, scope firebase.messaging, aud the token URI, jwt-bearer grant), cached per
//   isolate until a minute before it expires; then POST /v1/projects/<project>/messages:send.
// - serverKey (legacy HTTP API, POST /fcm/send with "Authorization: key=…"): the spec lists it;
//   Google shut that API down in 2024, so it only works against a compatible upstream.
// deps.baseUrl is the FCM host; the token request goes to the service account's token_uri, or to
// <baseUrl>/token when baseUrl is not Google's (the local simulator answers both).
import { importPKCS8, SignJWT } from "jose";
import type { ProviderDeps, ProviderFactory } from "./provider";
import { ProviderError } from "./provider";
import { form, sendTo } from "./send";

export const FCM_BASE_URL = "https://fcm.googleapis.com";
const SCOPE = "https://www.googleapis.com/auth/firebase.messaging";

interface ServiceAccount {
	client_email: string;
	private_key: string;
	project_id: string;
	token_uri?: string;
}

const tokens = new Map<string, { token: string; until: number }>();

function account(json: string): ServiceAccount {
	try {
		const a = JSON.parse(json) as Partial<ServiceAccount>;
		if (a.client_email && a.private_key && a.project_id) return a as ServiceAccount;
	} catch {}
	throw new ProviderError(
		"invalid_credentials",
		"FCM: serviceAccountJson is not a service account key (client_email, private_key, project_id)",
	);
}

async function accessToken(sa: ServiceAccount, deps: ProviderDeps): Promise<string> {
	const now = deps.now?.() ?? Date.now();
	const hit = tokens.get(sa.client_email);
	if (hit && hit.until > now) return hit.token;
	const tokenUrl =
		deps.baseUrl === FCM_BASE_URL ? (sa.token_uri ?? "https://oauth2.googleapis.com/token") : `${deps.baseUrl}/token`;
	const key = await importPKCS8(sa.private_key, "RS256").catch(() => {
		throw new ProviderError("invalid_credentials", "FCM: the service account's private_key cannot be read");
	});
	const assertion = await new SignJWT({ scope: SCOPE })
		.setProtectedHeader({ alg: "RS256", typ: "JWT" })
		.setIssuer(sa.client_email)
		.setSubject(sa.client_email)
		.setAudience(sa.token_uri ?? "https://oauth2.googleapis.com/token")
		.setIssuedAt(Math.floor(now / 1000))
		.setExpirationTime(Math.floor(now / 1000) + 3600)
		.sign(key);
	const a = await sendTo(
		"Google OAuth",
		deps,
		tokenUrl,
		{
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body: form({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
		},
		(ans) => ({
			code: typeof ans.json?.error === "string" ? ans.json.error : null,
			message: typeof ans.json?.error_description === "string" ? ans.json.error_description : `HTTP ${ans.status}`,
		}),
	);
	const token = a.json?.access_token;
	if (typeof token !== "string")
		throw new ProviderError("unavailable", "Google OAuth answered without an access token");
	const ttl = typeof a.json?.expires_in === "number" ? a.json.expires_in : 3600;
	if (tokens.size > 1000) tokens.clear();
	tokens.set(sa.client_email, { token, until: now + (ttl - 60) * 1000 });
	return token;
}

export const forgetFcmTokens = () => tokens.clear();

export const fcmProvider: ProviderFactory = (creds, _config, deps) => ({
	async send(msg) {
		if (creds.serviceAccountJson) {
			const sa = account(creds.serviceAccountJson);
			const token = await accessToken(sa, deps);
			const a = await sendTo(
				"FCM",
				deps,
				`${deps.baseUrl}/v1/projects/${encodeURIComponent(sa.project_id)}/messages:send`,
				{
					method: "POST",
					headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
					body: JSON.stringify({
						message: { token: msg.recipient, notification: { title: msg.subject, body: msg.text } },
					}),
				},
			);
			return { providerMessageId: typeof a.json?.name === "string" ? a.json.name : null, statusCode: a.status };
		}
		const a = await sendTo("FCM (legacy)", deps, `${deps.baseUrl}/fcm/send`, {
			method: "POST",
			headers: { Authorization: `key=${creds.serverKey}`, "Content-Type": "application/json" },
			body: JSON.stringify({ to: msg.recipient, notification: { title: msg.subject, body: msg.text } }),
		});
		const result = ((a.json?.results as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
		if (typeof result.error === "string")
			throw new ProviderError("rejected", `FCM refused the message: ${result.error}`, a.status, result.error);
		return {
			providerMessageId: typeof result.message_id === "string" ? result.message_id : null,
			statusCode: a.status,
		};
	},
});
