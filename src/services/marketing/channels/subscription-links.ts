// Signed links that change one contact's subscription to one channel (extensions of issue 15):
// the List-Unsubscribe link every email send carries (RFC 8058 one-click POST), and the confirm
// link of a double opt-in. A link is the claims and an HMAC (key derived from MASTER_KEY): it
// opens only what it names, stores nothing, and lives a year (unsubscribe) or 7 days (confirm).
import type { Env } from "../../../env";
import { signClaims, verifyClaims } from "../access/session";
import type { MktScope } from "../context";

export interface LinkClaims {
	ws: string;
	/** The contact. */
	c: string;
	/** The subscription key it moves (email, sms, whatsapp, ...). */
	ch: string;
	/** The campaign whose message carried it (an unsubscribe link only): the unsubscribe is counted for it. */
	k?: string;
	exp: number;
}

export const UNSUBSCRIBE_TTL_MS = 365 * 86_400_000;
export const CONFIRM_TTL_MS = 7 * 86_400_000;

/**
 * `<base>/u/<token>` (unsubscribe) or `<base>/c/<token>` (confirm); base is <origin><service prefix>.
 * A campaign's unsubscribe link names the campaign (`campaignId`), so unsubscribing dates its recipient row.
 */
export async function subscriptionLink(
	env: Env,
	base: string,
	kind: "u" | "c",
	s: MktScope,
	contactId: string,
	channel: string,
	campaignId?: string,
	/** When the validity starts: a campaign passes its send start, so a resent message renders the same bytes. */
	now = Date.now(),
) {
	const ttl = kind === "u" ? UNSUBSCRIBE_TTL_MS : CONFIRM_TTL_MS;
	const claims: LinkClaims = { ws: s.workspaceId, c: contactId, ch: channel, exp: now + ttl };
	if (campaignId) claims.k = campaignId;
	const token = await signClaims(env, `link:${kind}`, claims);
	return `${base}/${kind}/${token}`;
}

export const readLink = (env: Env, kind: "u" | "c", token: string) =>
	verifyClaims<LinkClaims>(env, `link:${kind}`, token);

/** The headers of RFC 8058: a mail client may unsubscribe with one POST and no page. */
export const listUnsubscribeHeaders = (url: string) => ({
	"List-Unsubscribe": `<${url}>`,
	"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
