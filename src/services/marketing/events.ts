// Spec 001 §6: every marketing event type is reserved and not emitted (clients poll). They are
// registered here, so the names are fixed and documented, and the webhook engine can take them on
// when emission starts.
export const MKT_EVENT_TYPES = [
	"mkt.contact.created.v1",
	"mkt.contact.updated.v1",
	"mkt.contact.deleted.v1",
	"mkt.channel.connected.v1",
	"mkt.channel.errored.v1",
	"mkt.channel.revoked.v1",
	"mkt.billing.subscription_activated.v1",
	"mkt.billing.subscription_updated.v1",
	"mkt.billing.subscription_past_due.v1",
	"mkt.billing.subscription_canceled.v1",
	"mkt.billing.invoice_paid.v1",
] as const;
export type MktEventType = (typeof MKT_EVENT_TYPES)[number];
