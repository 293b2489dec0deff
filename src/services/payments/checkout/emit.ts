import type { Env } from "../../../env";
import { emitPaymentsEvent, type PaymentEventType } from "../events/index";
import type { Scope } from "./store";

export type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

export async function emit(
	env: Env,
	ctx: Ctx,
	s: Scope,
	type: PaymentEventType,
	data: unknown,
	at: number,
	id?: string,
) {
	await emitPaymentsEvent(env, ctx, {
		id,
		type,
		accountId: s.workspaceId,
		environment: s.environment,
		occurredAt: at,
		data,
	});
}
