import type { Env } from "../../../../env";
import type { PayScope as Scope } from "../../context";
import type { SubscriptionRow } from "../rows";

const SUB_COLUMNS = [
	"price_id",
	"pending_price_id",
	"unit_amount",
	"status",
	"current_period_start",
	"current_period_end",
	"trial_end",
	"trial_will_end_sent_at",
	"first_invoice_at",
	"cancel_at",
	"canceled_at",
	"canceled_reason",
	"paused_at",
	"resume_at",
	"default_payment_token_id",
	"discount_coupon_id",
	"discount_ends_at",
	"initial_discount",
	"metadata",
	"latest_invoice_id",
	"next_action_at",
	"op_id",
	"updated_at",
] as const satisfies readonly (keyof SubscriptionRow)[];

/**
 * The guarded move of a subscription: every mutable column, only while the row still carries the
 * op_id the writer read (raw SQL: the op_id guard is the race check, its changes() the verdict).
 */
export const subscriptionUpdate = (env: Env, s: Scope, cur: SubscriptionRow, next: SubscriptionRow) =>
	env.DB_PAY.prepare(
		`UPDATE subscriptions SET ${SUB_COLUMNS.map((c) => `${c} = ?`).join(", ")} WHERE id = ? AND account_id = ? AND environment = ? AND op_id = ?`,
	).bind(...SUB_COLUMNS.map((c) => next[c]), cur.id, s.workspaceId, s.environment, cur.op_id);
