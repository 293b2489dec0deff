// Reference prose of this feature's routes (OpenAPI descriptions), kept out of the handlers.

export const POST_INVOICES_ID_PAY_DOC =
	"Open invoices only (409 conflict otherwise). Charges the given token (or the subscription's default) at once — a manual attempt that does not use up a dunning retry. Paid: 200 with the paid invoice, settled in the ledger, a past_due subscription becomes active; declined: 402 payment_failed (invoice.payment_failed emitted; dunning continues). paidOutOfBand marks it paid without charging. Idempotency-Key required.";

export const POST_INVOICES_ID_VOID_DOC =
	"open or uncollectible → void (no further charges). Paid or void: 409 conflict. The invoice a past_due subscription is in dunning for cannot be voided (409 conflict): pay it or cancel the subscription. Idempotency-Key required.";

export const POST_PAYMENT_TOKENS_DOC =
	"card needs brand and last4; other methods need accountLabel. providerReference defaults to a generated sim_tok_ reference. testOutcome (test keys only; default succeed) steers the simulated provider; a live key sending it gets 400. Idempotency-Key required.";

export const DELETE_PAYMENT_TOKENS_ID_DOC =
	"The token can no longer be charged (status detached, detachedAt set); detaching twice returns it unchanged. A subscription still pointing at it fails its next charge softly (code payment_token_detached) and enters dunning, so the merchant can PATCH a new defaultPaymentTokenId in time. Idempotency-Key required.";

export const PATCH_PLANS_ID_DOC =
	"name and trialDays change in place (trialDays affects only new subscriptions). A new unitAmount mints a new default price in the plan's currency; existing subscriptions keep their price — move each with PATCH /v1/subscriptions/{id} {priceId}. Currency and schedule are immutable.";

export const POST_PLANS_ID_ARCHIVE_DOC =
	"active becomes false and archivedAt is set; new subscriptions to it are refused with 422 validation_error, existing ones continue. Archiving an archived plan returns it unchanged. Idempotency-Key required.";

export const POST_PLANS_ID_PRICES_DOC =
	"currency defaults to the plan's. A price in another currency exists for new subscriptions in that currency; an existing subscription cannot switch currency (cancel and re-subscribe with initialDiscount). Does not change the plan's default price. Idempotency-Key required.";
