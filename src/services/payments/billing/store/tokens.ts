import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { PayScope } from "../../context";
import { paymentTokens } from "../../schema";

/** active → detached once; detaching a detached token changes nothing. */
export async function detachToken(env: Env, s: PayScope, id: string, now: number) {
	await drizzle(env.DB_PAY)
		.update(paymentTokens)
		.set({ status: "detached", detachedAt: now, updatedAt: now })
		.where(
			and(
				eq(paymentTokens.id, id),
				eq(paymentTokens.accountId, s.workspaceId),
				eq(paymentTokens.environment, s.environment),
				eq(paymentTokens.status, "active"),
			),
		);
}
