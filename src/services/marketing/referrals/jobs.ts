import type { TickHandler } from "../../../platform/service-module";
import { expirePending } from "./expire-pending";

/** The minute cron: attributions whose window closed become expired without anyone asking. */
export const expireTick: TickHandler = async (now, env) => {
	await expirePending(env, now);
};
