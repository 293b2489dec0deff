// Signed per-recipient tracking links of a campaign email (issue 40): the open pixel
// `<base>/o/<token>` and the click redirect `<base>/l/<token>`. A token is claims plus an HMAC
// (access/session.ts, key derived from MASTER_KEY): it names the workspace, campaign and contact,
// and for a click the URL; the redirect still checks that URL against the campaign's own links, so
// a token can never send a reader somewhere the content did not link to.
import type { Env } from "../../../env";
import { signClaims, verifyClaims } from "../access/session";

export const TRACKING_TTL_MS = 2 * 365 * 86_400_000;

export interface OpenClaims {
	ws: string;
	/** The campaign. */
	k: string;
	/** The contact. */
	c: string;
	exp: number;
}
export interface ClickClaims extends OpenClaims {
	/** The destination, as the campaign's content has it. */
	u: string;
}

export async function openPixelUrl(
	env: Env,
	base: string,
	ws: string,
	campaignId: string,
	contactId: string,
	now = Date.now(),
) {
	const token = await signClaims(env, "track:o", { ws, k: campaignId, c: contactId, exp: now + TRACKING_TTL_MS });
	return `${base}/o/${token}`;
}

export async function clickUrl(
	env: Env,
	base: string,
	ws: string,
	campaignId: string,
	contactId: string,
	url: string,
	now = Date.now(),
) {
	const token = await signClaims(env, "track:l", {
		ws,
		k: campaignId,
		c: contactId,
		u: url,
		exp: now + TRACKING_TTL_MS,
	});
	return `${base}/l/${token}`;
}

export const readOpen = (env: Env, token: string) => verifyClaims<OpenClaims>(env, "track:o", token);
export const readClick = (env: Env, token: string) => verifyClaims<ClickClaims>(env, "track:l", token);
