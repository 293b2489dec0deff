// What every page request does first (issue 41): the language, the project from the address (on
// its shard), a view link exchanged for a view session (then the address without it), and the
// visibility check. Anything the viewer may not see answers the same 404 page as an unknown id.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { isUlidId } from "../../../platform/ids";
import { type Lang, pickLang } from "../../../platform/locale";
import { projectEnv } from "../access/locate";
import { maySee, startViewSession, verifyView } from "./access";
import { notFoundPage } from "./layout";
import { type PageProject, projectById } from "./store";

export interface PageCtx {
	lang: Lang;
	project: PageProject;
	/** Root-relative base of the CI service for links on the page ("/ci" locally, "" on its own host). */
	base: string;
}

export async function openPage(c: Context<AppEnv>): Promise<PageCtx | Response> {
	const lang = pickLang(c.req.header("Accept-Language"));
	const id = c.req.param("project") ?? "";
	if (!isUlidId("proj_", id)) return notFoundPage(c, lang);
	c.env = await projectEnv(c.env, id);
	const project = await projectById(c.env, id);
	if (!project) return notFoundPage(c, lang);
	const base = c.get("base") ?? "";
	const link = c.req.query("view");
	if (link !== undefined) {
		const exp = await verifyView(c.env, "link", project, link);
		if (exp === null) return notFoundPage(c, lang);
		await startViewSession(c, project, exp);
		// The token leaves the address bar (and the history, and any Referer) at once.
		const url = new URL(c.req.url);
		url.searchParams.delete("view");
		c.header("Cache-Control", "no-store");
		return c.redirect(`${base}${url.pathname}${url.search}`, 302);
	}
	if (!(await maySee(c, project))) return notFoundPage(c, lang);
	return { lang, project, base };
}

export const isId = (prefix: string, id: string | undefined): id is string => !!id && isUlidId(prefix, id);
