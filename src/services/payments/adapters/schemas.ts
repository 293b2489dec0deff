// Reference prose of this feature's routes (OpenAPI descriptions), kept out of the handlers.

export const GET_ADAPTERS_DOC =
	"An object keyed by kind (gateway_a, gateway_b, gateway_c, manual, managed); kinds never connected are omitted. managed is virtual, derived from the managed sub-account profile. Secrets are never returned; secretKeyLast4 shows the last 4 characters.";

export const GET_ADAPTERS_CAPABILITIES_DOC =
	"yes / no / depends / select / n/a per method and kind, exactly as spec 000 §4. A charge on a method marked no or n/a for the adapter that would take it is refused before any upstream call (failureCode method_not_supported).";

export const POST_ADAPTERS_MANAGED_ONBOARDING_DOC =
	"Body {email}. Provisions the sub-account if that has not happened (kybStatus not_started → invited, event adapter.managed.kyb_changed) and returns the onboarding state; once provisioned, a later call changes nothing and returns the state as it is.";

export const POST_TEST_HELPERS_ADAPTERS_MANAGED_ADVANCE_DOC =
	"Simulates the managed provider's onboarding webhook: kybStatus moves forward one step (or to the given later kybStatus); registered makes capabilities pending, live makes them active with payoutsReady. Events adapter.managed.kyb_changed and, when capabilities change, adapter.managed.capabilities_changed. 409 conflict before provisioning or when not moving forward. Test keys only; live keys get 404.";
