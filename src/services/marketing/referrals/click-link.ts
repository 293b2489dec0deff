import type { MktCtx, MktScope } from "../context";
import { countClick } from "./store";

/** POST /referrals/links/click: clicks + 1 and the ids, or null (unknown code, program absent or disabled). */
export async function clickLink(ctx: MktCtx, s: MktScope, code: string) {
	const clicked = await countClick(ctx.env, s, code);
	return clicked ? { linkId: clicked.linkId, programId: clicked.programId } : null;
}
