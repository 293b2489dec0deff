import type { MktCtx, MktScope } from "../context";
import { countClick } from "./store";

/** POST /referrals/links/click: clicks + 1 and the ids, or null (unknown code, program absent or disabled). */
export const clickLink = (ctx: MktCtx, s: MktScope, code: string) => countClick(ctx.env, s, code);
