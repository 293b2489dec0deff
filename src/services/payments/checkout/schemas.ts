// Reference prose of this feature's routes (OpenAPI descriptions), kept out of the handlers.

export const POST_REFUNDS_DOC =
	"amount ≤ what is left to refund (400 amount_exceeds_refundable). Above the currency's available balance: 409 insufficient_balance, nothing written (the ledger never lets available go negative). Answered once the provider has: succeeded (ledger debited once, refund.succeeded) or failed (failureReason, refund.failed, the amount becomes refundable again). 409 payment_not_refundable for a payment that did not succeed or an offline transfer. Idempotency-Key required.";

export const POST_CHECKOUT_SESSIONS_DOC =
	"amount or lineItems (amount = sum). Methods must be routed (checkout settings) and fit the currency (400 method_not_available). 400 amount_mismatch, invalid_amount, validation_error; 404 customerId of another workspace. Idempotency-Key required (409 idempotency_key_conflict for another body).";

export const POST_CHECKOUT_SESSIONS_ID_CONFIRM_DOC =
	"The merchant saw the money arrive (bank transfer or static QR): the payment succeeds (fee 0; not settled in the ledger, the money went to the merchant directly) and the session completes. 409 invalid_transition in any other state (a second confirm included). Idempotency-Key required.";

export const PUT_CHECKOUT_SETTINGS_DOC =
	"Each method is checked against the capability matrix (400 method_not_supported when the adapter cannot take it) and the connected adapters (400 adapter_not_connected; managed is always available). Idempotency-Key required.";
