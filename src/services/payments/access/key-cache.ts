import type { Environment } from "./domain/api-keys";
import type { Role, Scope } from "./scopes";
import type { ApiKeyRow } from "./store/index";

/** What payAuth puts in c.get("apiKey"). `scopes` are the effective scopes of the key's role. */
export interface PayApiKey {
	id: string;
	keyId: string;
	role: Role;
	scopes: readonly Scope[];
	environment: Environment;
	/** The key's own workspace (differs from c.get("workspaceId") when acting on behalf of another). */
	accountId: string;
}

export interface CachedKey {
	row: ApiKeyRow | null;
	hmac: CryptoKey | null;
	/** The request-facing view, built once per cache fill. */
	key: PayApiKey | null;
	at: number;
}

/**
 * Verified keys of this isolate (auth.ts fills it). It lives apart from auth so that revoking a
 * key (credentials.ts) forgets it here at once without credentials importing the middleware.
 */
export const keyCache = new Map<string, CachedKey>();
