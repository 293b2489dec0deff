// Reference prose of this feature's routes (OpenAPI descriptions), kept out of the handlers.

export const POST_API_KEYS_DOC =
	"Needs apiKeys:write (full_access, or restricted with apiKeys:write). A key never mints a key more powerful than itself: restricted creators mint only restricted keys with a subset of their scopes, and test keys mint only test keys. Idempotency-Key optional.";

export const DELETE_API_KEYS_ID_DOC =
	"204 with no body: HTTP forbids a body on 204, so the envelope with data null cannot travel (the request id is in X-Request-Id). A key cannot revoke itself (409 cannot_revoke_self). Idempotency-Key optional.";
