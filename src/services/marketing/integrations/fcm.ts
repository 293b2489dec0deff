// push_v2: Firebase Cloud Messaging.
// - serviceAccountJson (current): an OAuth access token from a JWT signed with the service
//   account's key (RS256, scope firebase.messaging, aud the token URI, jwt-bearer grant), cached per
//   isolate until a minute before it expires; then POST /v1/projects/<project>/messages:send.
// - serverKey (legacy HTTP API, POST /fcm/send with "Authorization: key=…"): the spec lists it;
//   Google shut that API down in 2024, so it only works against a compatible upstream.
// deps.baseUrl is the FCM host; the token request goes to Google's token endpoint, pinned — never to
// the token_uri inside the uploaded JSON, which the tenant controls (issue 37 item 3: it was posted to
// unguarded) — or to <baseUrl>/token when the operator points baseUrl at the local simulator.
// Errors carry the HTTP status and a vetted error code only, never text from an upstream body.
// A campaign's push (msg.push) gives the title and the URL: data.url for the app, and on the v1 API
// webpush.fcm_options.link, which browsers open on click (https, as validateContent requires).
import { importPKCS8, SignJWT } from "jose";
import type { OutboundMessage, ProviderDeps, ProviderFactory } from "./provider";
import { ProviderError } from "./provider";
import { type ErrorReader, form, sendTo } from "./send";

export const FCM_BASE_URL = "https://fcm.googleapis.com";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const SCOPE = "https://www.googleapis.com/auth/firebase.messaging";

interface ServiceAccount {
	client_email: string;
	private_key: string;
	project_id: string;
	token_uri?: string;
}

const tokens = new Map<string, { token: string; until: number }>();

/**
 * Why an uploaded serviceAccountJson is refused, or null: its token_uri, when present, must be Google's
 * token endpoint (the only one ever called). Text that is not a JSON object is left to the first send.
 */
export function serviceAccountProblem(json: string): string | null {
	let a: unknown;
	try {
		a = JSON.parse(json);
	} catch {
		return null;
	}
	const uri = a && typeof a === "object" ? (a as Record<string, unknown>).token_uri : undefined;
	if (uri === undefined || uri === GOOGLE_TOKEN_URL) return null;
	return `token_uri must be ${GOOGLE_TOKEN_URL} (Google's token endpoint; no other is called)`;
}

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
	const tokenUrl = deps.baseUrl === FCM_BASE_URL ? GOOGLE_TOKEN_URL : `${deps.baseUrl}/token`;
	const key = await importPKCS8(sa.private_key, "RS256").catch(() => {
		throw new ProviderError("invalid_credentials", "FCM: the service account's private_key cannot be read");
	});
	const assertion = await new SignJWT({ scope: SCOPE })
		.setProtectedHeader({ alg: "RS256", typ: "JWT" })
		.setIssuer(sa.client_email)
		.setSubject(sa.client_email)
		.setAudience(GOOGLE_TOKEN_URL)
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
		(ans) => bodiless(ans.json?.error),
	);
	const token = a.json?.access_token;
	if (typeof token !== "string")
		throw new ProviderError("unavailable", "Google OAuth answered without an access token");
	const ttl = typeof a.json?.expires_in === "number" ? a.json.expires_in : 3600;
	if (tokens.size > 1000) tokens.clear();
	tokens.set(sa.client_email, { token, until: now + (ttl - 60) * 1000 });
	return token;
}

/**
 * A token-shaped code (invalid_grant, INVALID_ARGUMENT) may be named; anything else an upstream wrote —
 * descriptions, HTML, whatever a foreign host answers — is not repeated in errors.
 */
const vetted = (v: unknown) => (typeof v === "string" && /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(v) ? v : null);
const bodiless = (code: unknown) => {
	const c = vetted(code);
	return { code: c, message: c ? `error ${c}` : "no details repeated" };
};
/** Google's API error {error: {code, message, status}}: the status names the failure, the message is not repeated. */
const googleError: ErrorReader = (ans) => {
	const e = ans.json?.error;
	return bodiless(e && typeof e === "object" ? (e as Record<string, unknown>).status : e);
};

const notification = (msg: OutboundMessage) => ({ title: msg.push?.title ?? msg.subject, body: msg.text });
const url = (msg: OutboundMessage) => msg.push?.url;

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
						message: {
							token: msg.recipient,
							notification: notification(msg),
							...(url(msg) ? { data: { url: url(msg) }, webpush: { fcm_options: { link: url(msg) } } } : {}),
						},
					}),
				},
				googleError,
			);
			return { providerMessageId: typeof a.json?.name === "string" ? a.json.name : null, statusCode: a.status };
		}
		const a = await sendTo(
			"FCM (legacy)",
			deps,
			`${deps.baseUrl}/fcm/send`,
			{
				method: "POST",
				headers: { Authorization: `key=${creds.serverKey}`, "Content-Type": "application/json" },
				body: JSON.stringify({
					to: msg.recipient,
					notification: notification(msg),
					...(url(msg) ? { data: { url: url(msg) } } : {}),
				}),
			},
			googleError,
		);
		const result = ((a.json?.results as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
		const refused = vetted(result.error) ?? (typeof result.error === "string" ? "error" : null);
		if (refused) throw new ProviderError("rejected", `FCM refused the message: ${refused}`, a.status, refused);
		return {
			providerMessageId: typeof result.message_id === "string" ? result.message_id : null,
			statusCode: a.status,
		};
	},
});
