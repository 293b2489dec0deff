// Reference prose of this feature's routes (OpenAPI descriptions), kept out of the handlers.

export const POST_TEST_HELPERS_SETTLEMENTS_DOC =
	"Goes through the same settlement path as real payments: a credit (sourceType payment) and the fee as a debit (sourceType fee), so the net becomes available for payouts. paymentId is derived from the Idempotency-Key unless given (a new one without a key); settling the same paymentId again posts nothing (posted: false), so a retry whose answer was lost never settles twice. Test keys only; live keys get 404.";

export const POST_TEST_HELPERS_CLOCK_ADVANCE_DOC =
	"Moves this workspace's test clock forward by `seconds` (1 to 5 years) and, before answering, runs every due-work runner at the new time: the simulated payout rail advances each payout one step, payout schedules whose period began run, and later renewals, trials, dunning and expiries. Test keys only; live keys get 404.";
