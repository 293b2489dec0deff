// Reference prose of this feature's routes (OpenAPI descriptions), kept out of the handlers.

export const POST_WORKSPACES_ID_CREDENTIALS_DOC =
	"pay → API key object plus key. Role platform_admin is minted only here (POST /v1/api-keys refuses it): the key belongs to workspace {id}, acts there, and acts in any other existing workspace that a request names in a signed X-Pay-On-Behalf-Of, in the key's environment. mkt → {keyId, key}; store → {key}; pos, ci, secrets → {id, key}; loc → {id, key}.";
