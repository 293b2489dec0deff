import type { PayCtx, PayScope } from "../context";
import { scopeNow } from "../ledger/clock";
import { getRow, type TokenRow, tokenView } from "./store";
import { detachToken as storeDetach } from "./store/tokens";

/** DELETE /v1/payment-tokens/{id}: the token can no longer be charged; detaching twice returns it unchanged. */
export async function detachToken(ctx: PayCtx, s: PayScope, id: string) {
	await getRow(ctx.env, s, "payment_tokens", id);
	await storeDetach(ctx.env, s, id, await scopeNow(ctx.env, s));
	return tokenView(await getRow<TokenRow>(ctx.env, s, "payment_tokens", id), s.environment);
}
