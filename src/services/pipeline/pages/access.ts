// Who may open a project's pipeline and job pages (issue 41). A public project: anyone (the badge's
// audience). A private one: only a browser holding a view session for that project, which a view
// link starts. A view link (POST /pipelines/{id}/view-link) carries `?view=<exp>.<sig>`, an HMAC
// (key derived from MASTER_KEY) over the project, its workspace and the expiry: nothing is stored,
// it covers every pipeline and job of that one project, and a token minted for project A fails the
// check under project B's address. The page exchanges it for an HttpOnly cookie grant (another
// HMAC purpose, so a cookie value is never a link and a link never a cookie) scoped to
// <base>/p/<project>, living as long as the link, and redirects to the address without the token.
// Everything else is the same 404 page as an unknown project: a private project is not revealed.
import type { Context } from "hono";
import type { Env } from "../../../env";
import { readSessionCookie, setSessionCookie } from "../../../platform/browser-session";
import type { AppEnv } from "../../../platform/context";
import { hmacSha256, masterKeyBytes, timingSafeEqual } from "../../../platform/crypto";
import { base64urlEncode } from "../../../platform/encoding";
import type { PageProject } from "./store";

export const VIEW_LINK_DEFAULT_SECONDS = 3600;
export const VIEW_LINK_MAX_SECONDS = 24 * 3600;
const COOKIE = "pasar_ci_view";

type Purpose = "link" | "grant";
const mac = async (env: Pick<Env, "MASTER_KEY">, purpose: Purpose, p: ProjectKey, exp: number) => {
	const key = await hmacSha256(masterKeyBytes(env.MASTER_KEY), `ci:view:${purpose}`);
	return base64urlEncode(await hmacSha256(key, `${p.accountId}.${p.id}.${exp}`));
};
type ProjectKey = Pick<PageProject, "id" | "accountId">;

/** `<expiry in unix seconds>.<signature>`: a link token (purpose link) or a cookie grant (purpose grant). */
export const signView = async (env: Pick<Env, "MASTER_KEY">, purpose: Purpose, p: ProjectKey, exp: number) =>
	`${exp}.${await mac(env, purpose, p, exp)}`;

/** The expiry (unix seconds) of a token or grant that is this project's and not yet expired, else null. */
export async function verifyView(
	env: Pick<Env, "MASTER_KEY">,
	purpose: Purpose,
	p: ProjectKey,
	token: string | undefined | null,
	now = Date.now(),
): Promise<number | null> {
	const m = token && token.length < 200 ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
	if (!m) return null;
	const exp = Number(m[1]);
	if (exp * 1000 <= now) return null;
	return timingSafeEqual(await mac(env, purpose, p, exp), m[2]) ? exp : null;
}

const cookieScope = (projectId: string) => ({ path: `/p/${projectId}`, sameSite: "Lax" as const });

/**
 * Lax, not Strict: a view link is opened from a chat or an e-mail, a cross-site navigation, and the
 * redirect that follows it belongs to that navigation, so a Strict cookie would not ride it. The
 * pages only read (GET); no write is authenticated by this cookie.
 */
export async function startViewSession(c: Context<AppEnv>, p: ProjectKey, exp: number) {
	const seconds = Math.max(1, exp - Math.floor(Date.now() / 1000));
	setSessionCookie(c, COOKIE, await signView(c.env, "grant", p, exp), seconds, cookieScope(p.id));
}

/** Whether this request may see the project's pages: public, or a live view session for it. */
export async function maySee(c: Context<AppEnv>, p: PageProject): Promise<boolean> {
	if (p.visibility === "public") return true;
	return (await verifyView(c.env, "grant", p, readSessionCookie(c, COOKIE, cookieScope(p.id)))) !== null;
}
