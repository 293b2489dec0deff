export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service name, version and dependency checks (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Healthy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description Always loc
                                 * @example loc
                                 * @enum {string}
                                 */
                                service: "loc";
                                /**
                                 * @description The API version
                                 * @example 2026.11.20-3
                                 */
                                version: string;
                                /**
                                 * @description ok when every check passes (200), else degraded (503)
                                 * @example ok
                                 * @enum {string}
                                 */
                                status: "ok" | "degraded";
                                /**
                                 * @description Each dependency (database, cache) with ok, error or missing
                                 * @example {
                                 *       "db": "ok",
                                 *       "queue": "ok"
                                 *     }
                                 */
                                checks: {
                                    [key: string]: string;
                                };
                                /**
                                 * @description The MT provider jobs and previews use: deepl with MT_API_KEY, else the in-process simulator
                                 * @example deepl
                                 * @enum {string}
                                 */
                                machineTranslation: "deepl" | "simulated";
                            };
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description A dependency is failing */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's API keys, revoked ones too (with revokedAt), newest first; never the key itself */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Keys, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocApiKeyWithRevokedAt"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a loc_live_ key (shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocCreateApiKey"];
                };
            };
            responses: {
                /** @description The key, with its plaintext once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocNewApiKey"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a key at once (the row stays, with revokedAt; the next request with it is 401 INVALID_API_KEY) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The revoked key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocApiKeyWithRevokedAt"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Projects */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocProject"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a project (it starts with the `default` namespace)
         * @description Slug unique in the account (409 CONFLICT); sourceLocale canonicalised (default en); proxy mode needs siteUrl, which must be a fetchable public http(s) page (credentials, private, loopback or link-local hosts → 422 INVALID_URL; loopback is accepted in local development). Over the plan's project limit → 403 UPGRADE_REQUIRED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocCreateProject"];
                };
            };
            responses: {
                /** @description The project */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocProject"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPGRADE_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description INVALID_URL */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project with its target locales (settings and stats), namespaces and latest release */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The project */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocProjectDetail"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a project or change its siteUrl (a proxy project keeps one: 422) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocPatchProject"];
                };
            };
            responses: {
                /** @description The project */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocProject"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR or INVALID_URL */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/projects/{id}/locales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Target locales with their settings and completion stats, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Locales */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocLocale"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a target locale
         * @description tag canonicalised (Intl.getCanonicalLocales); the source or an existing target → 409 CONFLICT. fallback: the source (default) or an existing target; a cycle → 422. rtl defaults from the tag's script. Over the plan's targets per project → 403 UPGRADE_REQUIRED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocCreateLocale"];
                };
            };
            responses: {
                /** @description The locale with its stats */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocLocale"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPGRADE_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/locales/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a target's fallback (no cycles: 422), rtl or enabled */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    /** @description Any case; canonicalised */
                    tag: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocPatchLocale"];
                };
            };
            responses: {
                /** @description The locale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocLocale"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/projects/{id}/namespaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a namespace (every project starts with `default`); a taken name → 409 CONFLICT */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocCreateNamespace"];
                };
            };
            responses: {
                /** @description The namespace */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocNamespace"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/namespaces/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a namespace's review policy (standard or gated) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocPatchNamespace"];
                };
            };
            responses: {
                /** @description The namespace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocNamespace"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/tm/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Memory matches for a source text: exact, and up to 5 fuzzy (similarity ≥ 0.75)
         * @description Memory is account-wide (fed by every approval, whatever the project). exact: the entry whose normalised source (NFC, trimmed, whitespace runs as one space) is the text's, by SHA-256. fuzzy: the others with similarity = 1 − levenshtein / max length (code points, lower-cased normalised text) ≥ 0.75, best first, ties by source; SQL pre-selects by length and shared trigrams and at most 200 candidates are scored (fewer for texts over ~700 characters).
         */
        get: {
            parameters: {
                query: {
                    text: string;
                    /** @description Target locale (BCP-47, canonicalised) */
                    target: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocMemorySuggestion"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tm/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Memory entries whose source or target contains q, in any case (at most 50)
         * @description Most recently updated first; q is normalised like a source (whitespace runs as one space).
         */
        get: {
            parameters: {
                query: {
                    q: string;
                    /** @description Target locale (BCP-47, canonicalised) */
                    target: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocMemoryEntry"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Glossary terms, newest first: a project's plus the account-wide ones, or the account-wide ones alone */
        get: {
            parameters: {
                query?: {
                    /** @description That project's terms plus the account-wide ones; without it, the account-wide terms only */
                    projectId?: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Terms */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocGlossaryTerm"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a glossary term, account-wide (projectId null) or for one project
         * @description translation null: do not translate. The same term in any case for the same project (or account-wide) and locale → 409 CONFLICT; another account's project → 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocCreateGlossaryTerm"];
                };
            };
            responses: {
                /** @description The term */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocGlossaryTerm"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/glossary/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a glossary term */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
                                /**
                                 * @description Always true: the object was deleted.
                                 * @example true
                                 * @enum {boolean}
                                 */
                                deleted: true;
                            };
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's keys, newest first, filtered
         * @description namespace; q (name or source text contains, ASCII case-insensitive); archived (false: live keys, the default; true: archived keys); locale (a target of the project, else 404) makes each row carry that locale's translation or null; status (needs locale, else 400) filters on it: missing = no translation or a rejected one.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    namespace?: string;
                    /** @description Name or source text contains (ASCII case-insensitive) */
                    q?: string;
                    /** @description true lists archived keys only; false (default) live keys only */
                    archived?: "0" | "1" | "true" | "false";
                    /** @description A target locale: rows carry its translation */
                    locale?: string;
                    /** @description Needs locale; missing = no translation or a rejected one */
                    status?: "missing" | "needs_review" | "machine" | "approved" | "rejected";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Keys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocKeyListEntry"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /**
         * Create, update and (with prune) archive keys in bulk, all or nothing
         * @description Up to 2000 keys, checked whole before anything is written: too many → 400 (param keys); a (namespace, name) twice → 400 (keys[i].name); a namespace the project lacks → 422 (keys[i].namespace); a sourceText that is not valid ICU (syntax, plural/select without other) → 422 (keys[i].sourceText). Then one D1 batch. Unchanged keys (same sourceText, description, maxLength, context) count as neither created nor updated; a new sourceText sends the key's approved and machine translations to needs_review. prune archives live keys of the payload's namespaces it does not name; a key sent again is live again. Over the plan's live-key limit → 403 UPGRADE_REQUIRED, nothing written.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocPutKeys"];
                };
            };
            responses: {
                /** @description Counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocPutKeysResult"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPGRADE_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a key's description, maxLength or screenshotUrl (null clears)
         * @description A new maxLength re-measures the key's translations (lengthWarning). sourceText, namespace and name change only through PUT keys.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocPatchKey"];
                };
            };
            responses: {
                /** @description The key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocKey"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/keys/{keyId}/translations/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Write a key's translation into a target locale, through the placeholder gate
         * @description The locale must be a target of the key's project (404 otherwise, the source locale too) and enabled (422 VALIDATION_ERROR param locale). A value that does not parse → 422 VALIDATION_ERROR (param value). A value that drops or invents an argument or tag, changes one's type (number, plural and selectordinal are one numeric group), lacks other in a plural or select, or uses a plural category the locale does not have (one in id) → 422 PLACEHOLDER_MISMATCH whose message lists what is missing and extra. Nothing is stored on a refusal. Over the key's maxLength (graphemes of the longest branch) the value is stored with lengthWarning {maxLength, length}. Gated namespaces store machine as needs_review; approved records the reviewer and feeds translation memory.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                    locale: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocPutTranslation"];
                };
            };
            responses: {
                /** @description The translation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocTranslation"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR or PLACEHOLDER_MISMATCH */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/review-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Machine and needs_review translations of live keys in one locale, oldest updatedAt first
         * @description Each item is the translation with its key {id, namespace, name, sourceText, placeholders}. locale is required and must be a target locale of the project (else 404).
         */
        get: {
            parameters: {
                query: {
                    /** @description A target locale of the project (required) */
                    locale: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocReviewItem"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/translations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a translation: reviewer recorded, translation memory fed
         * @description needs_review or machine → approved with reviewer {by: the API key id, at}, and the memory entry for the key's source and this value upserted in the same write. An approved translation answers unchanged (200); a rejected one → 409 CONFLICT (send a new value first).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The translation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocTranslation"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/translations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a translation (any status): excluded from releases, reason kept */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocRejectTranslation"];
                };
            };
            responses: {
                /** @description The translation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocTranslation"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a machine-translation job for one target locale
         * @description Takes the project's live keys with no translation in the locale or a rejected one. Exact approved memory hits (same normalised source, same target) are stored at once (machine; needs_review in gated namespaces) and left out of estimatedWords. The rest is translated on the tasks queue in chunks. A queued or running job for the project and locale → 200 with that job and `alreadyQueued: true`. Words over what is left of the plan's budget → 403 UPGRADE_REQUIRED, nothing queued. Not an enabled target → 422 VALIDATION_ERROR (param locale).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocTranslateRequest"];
                };
            };
            responses: {
                /** @description The job already queued or running */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocQueuedJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocQueuedJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPGRADE_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's jobs, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Jobs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocJob"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job: status and stats (doneKeys rises while it runs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/crawl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a crawl of a proxy project's site
         * @description Proxy projects with a siteUrl only (else 422 VALIDATION_ERROR, param siteUrl; a siteUrl that is not a fetchable public address → 422 INVALID_URL). Same-origin links from siteUrl, at most 50 pages a project, 10 s and 2 MiB a page, robots.txt honoured (group `PasarLocBot` or `*`; a missing robots.txt allows all, an unreachable one nothing), redirects re-checked at every hop. Each string becomes a key in `default` named `t.` + 16 hex digits of its SHA-256, sourceText ICU-escaped, context the page path; re-crawls never duplicate keys. A page that fails is `error` with lastError; the job still ends done. A queued or running crawl → 200 with it and `alreadyQueued: true`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The crawl already queued or running */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocQueuedJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocQueuedJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR or INVALID_URL */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's crawl pages, in discovery order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocCrawlPage"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Translate the first strings of any public page (no auth, CORS-open)
         * @description Fetches and extracts the page at once by the crawl rules (10 s, 2 MiB, redirects re-checked), takes strings in page order up to 40 strings and 500 words, and translates them on the queue: poll GET /public/preview/{previewId} about every 3 s. Not http(s), credentials in it, a private, loopback (except in local development) or link-local host → 422 INVALID_URL; refused, timed out or non-2xx → 422 FETCH_FAILED; no text or not HTML → 422 NO_TEXT; a bad targetLocale → 400 VALIDATION_ERROR; the global daily budget (PREVIEW_DAILY_WORDS, default 200,000 words, UTC day) spent → 503 PREVIEW_BUDGET_EXHAUSTED with Retry-After (seconds to 00:00 UTC). Extension: 30 previews a minute per client IP → 429 RATE_LIMITED with Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocPreviewRequest"];
                };
            };
            responses: {
                /** @description Fetched; translating */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocPreviewStarted"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION_ERROR */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description INVALID_URL, FETCH_FAILED or NO_TEXT */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description PREVIEW_BUDGET_EXHAUSTED */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A preview: running (Retry-After: 3), done with its pairs, or failed with its error (no auth) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocPreview"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One namespace of one locale as a translation file (json-nested, json-flat or XLIFF 1.2)
         * @description The source locale gives its live keys' source texts; a target its current non-rejected values (any status) of live keys. json-nested nests on dots in key names (a name that is also another's prefix is written flat at its level); xliff has a trans-unit per live key with source and, when translated, target (ICU tags escaped). Content-Disposition: attachment; filename=<namespace>.<locale>.<json|xlf>. An unknown locale or namespace → 404; not a BCP 47 tag → 400.
         */
        get: {
            parameters: {
                query: {
                    /** @description The source locale (source texts) or a target (its current non-rejected values) */
                    locale: string;
                    /** @description A namespace of the project (default: default) */
                    namespace?: string;
                    /** @description json-nested (dots in key names nest; default), json-flat, or xliff (1.2, source and target) */
                    format?: "json-nested" | "json-flat" | "xliff";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                        "application/x-xliff+xml": string;
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a translation file into one namespace of one locale, all or nothing
         * @description content is the file as text (json-nested, json-flat or xliff; a malformed one → 400 VALIDATION_ERROR param content). The source locale upserts keys as PUT /projects/{id}/keys does (at most 2,000; description, maxLength and context kept; an invalid ICU source → 422 VALIDATION_ERROR naming the key). A target locale (enabled) writes translations through the placeholder gate with `status` (needs_review default; machine, approved): one bad entry → 422 PLACEHOLDER_MISMATCH or VALIDATION_ERROR with param = the key's name, and nothing is written. Names the project has no key for are listed in skipped; values already stored (not rejected) are left as they are.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocImportFile"];
                };
            };
            responses: {
                /** @description What the import did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocImportResult"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPGRADE_REQUIRED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR or PLACEHOLDER_MISMATCH */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's releases, newest first (without catalogues) */
        get: {
            parameters: {
                query?: {
                    /** @description BCP-47; stored canonical (Intl.getCanonicalLocales) */
                    locale?: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Releases */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocRelease"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Build and freeze a release of one locale's catalogue
         * @description Approved translations always ship; machine and needs_review values only from standard namespaces; the source locale ships its keys' source text. New content → 201 `unchanged: false`; the same content hash as the locale's latest release → 200 with that release, `unchanged: true` (racing identical POSTs make one release). A locale that is neither the source nor an enabled target → 422 VALIDATION_ERROR (param locale).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocCreateRelease"];
                };
            };
            responses: {
                /** @description Unchanged: the locale's latest release */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocCreatedRelease"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description A new release */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocCreatedRelease"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description VALIDATION_ERROR */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/releases/{releaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release with its frozen catalogue */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    releaseId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The release */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocReleaseDetail"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/releases/{a}/diff/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed from release a to release b
         * @description Both must be the caller's (else 404). Keys as namespace:name, sorted.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The difference */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocReleaseDiff"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/pull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Source catalogue, each enabled locale's latest release, fallbacks (drafts and a pseudo-locale on request)
         * @description draft=true builds unreleased enabled locales now (releaseId null); pseudo=true adds en-XA generated from the source (accents, ~30 % padding and brackets on literal text only).
         */
        get: {
            parameters: {
                query?: {
                    draft?: "0" | "1" | "true" | "false";
                    pseudo?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What to ship */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocPull"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Would the project ship cleanly? Errors and warnings per key and locale
         * @description Errors: missing_key (nothing shippable in an enabled locale), placeholder_mismatch (a stored translation failing the gate against the current source). Warnings: length_overflow, glossary_violation, unreviewed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocCheckReport"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description AUTH_REQUIRED or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/projects/{id}/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A locale's published catalogue, fallbacks flattened (public, cacheable, CORS-open)
         * @description No auth. The locale's latest release; a key it lacks comes from the next enabled locale of its fallback chain with a release, finally the source locale's latest release. Disabled, unknown or unreleased locale → 404 (drafts are never served). Cache-Control: public, max-age=60, s-maxage=300; Access-Control-Allow-Origin: *; strong ETag (If-None-Match → 304); X-Cache: HIT|MISS (extension). Cache-Control: no-cache on the request renders afresh.
         */
        get: {
            parameters: {
                query: {
                    /** @description BCP-47; stored canonical (Intl.getCanonicalLocales) */
                    locale: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The catalogue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LocPublicCatalog"];
                        };
                    };
                };
                /** @description Not modified (If-None-Match) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_ERROR: locale missing or not a BCP-47 tag */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description NOT_FOUND: unknown project; disabled, unknown or unreleased locale */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proxy/{projectId}/{locale}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proxy project's page, translated (public, cached like the catalogue)
         * @description Not under /api/v1: `/loc/proxy/{projectId}/{locale}/{path…}` locally. Fetches siteUrl + path (+ query) by the crawl rules and swaps every text node and alt, title, placeholder or aria-label value a crawl keyed for the locale's released value (fallbacks flattened as in the catalogue); strings without a released value stay as they are. Sets `<html lang dir>`; same-origin links and form actions stay under the proxy; other relative references point at the site. A non-HTML resource → 302 to the site. Cache-Control: public, max-age=60, s-maxage=300; X-Cache HIT|MISS; a release shows at once (the cache key carries the catalogue's ETag). Unknown project, not a proxy project, or a locale without a release → 404 NOT_FOUND; the site unreachable → 502 FETCH_FAILED. Every answer carries `Content-Security-Policy: sandbox allow-scripts allow-forms allow-popups` and `X-Content-Type-Options: nosniff`: the site's scripts run in an opaque origin and reach no Pasar session. In production the proxy is served from its own cookieless host (`SERVICE_HOSTS` entry `proxy.example.com=loc-proxy`, same `/proxy/…` paths); there any other path is 404, and a proxy path asked on another host is 308 to it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    projectId: string;
                    locale: string;
                    /** @description The page's path on the site (may be empty, may hold slashes) */
                    path: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The translated page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not an HTML page: go to the site */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A proxy host is configured and this is another host: the same path there */
                308: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description NOT_FOUND: unknown project, not a proxy project, or the locale has no release */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FETCH_FAILED: the site's page could not be fetched */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Event types an endpoint can subscribe to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every event type with what it means */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocEventType"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List deliveries, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "pending" | "succeeded" | "failed";
                    /** @description Event type, or a prefix ending in "." */
                    type?: string;
                    endpointId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deliveries, with meta.cursor and meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookDelivery"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Endpoints, with meta.cursor and meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookEndpoint"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a webhook endpoint (signing secret shown once)
         * @description The only response, with rotate-secret, that carries the signing secret. Idempotency-Key optional.
         *
         *     **Receiving deliveries.** Each event is sent as `POST <url>` with `Content-Type: application/json`, `User-Agent: Pasar-Webhooks/1.0`, `Loc-Signature: t=<Unix seconds>,v1=<hex>` and the body `{"id":"evt_…","type":"…","occurredAt":"…","accountId":"acc_…","environment":"test","data":{…}}`, where `data` is the resource as it was when the event happened. A 2xx answer within 10 seconds is success (redirects are not followed); otherwise it is tried again after 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h, then the delivery is failed. A delivery can arrive more than once and in any order: deduplicate on the event `id`.
         *
         *     **Verifying the signature.** `v1` is the lowercase hex HMAC-SHA256, keyed with the endpoint's whole signing secret (`whsec_…`, as UTF-8), of `<t>.<raw body>`: the exact bytes received, before any JSON parsing. Reject the request when the header is missing, `t` is more than 300 seconds from your clock, or no `v1` matches; compare in constant time. After a secret rotation the header carries one `v1` per still-valid secret: accept when any matches. WebCrypto only (Workers, Deno, browsers, Node 20+):
         *
         *     ```js
         *     async function verify(secret, header, rawBody, now = Math.floor(Date.now() / 1000)) {
         *       const parts = (header ?? "").split(",").map((p) => p.trim().split("="));
         *       const t = Number(parts.find(([k]) => k === "t")?.[1]);
         *       if (!Number.isSafeInteger(t) || Math.abs(now - t) > 300) return false;
         *       const enc = new TextEncoder();
         *       const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
         *       for (const [k, hex] of parts) {
         *         if (k !== "v1" || !/^[0-9a-f]{64}$/.test(hex)) continue;
         *         const sig = new Uint8Array(hex.match(/../g).map((b) => parseInt(b, 16)));
         *         if (await crypto.subtle.verify("HMAC", key, sig, enc.encode(`${t}.${rawBody}`))) return true;
         *       }
         *       return false;
         *     }
         *     ```
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocWebhookEndpointCreate"];
                };
            };
            responses: {
                /** @description The endpoint plus its signing secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description limit_reached: too many endpoints */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint (never its secret) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Also removes its delivery log. 204 with no body (HTTP forbids one; the request id is in X-Request-Id).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description url is checked as on create; the secret is unchanged. active=false pauses the endpoint and its queued deliveries become failed; active=true re-enables it (also after the service switched it off for failing) and clears the failure streak. Idempotency-Key optional.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocWebhookEndpointUpdate"];
                };
            };
            responses: {
                /** @description The updated endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret (new secret shown once)
         * @description With no body (or expiresInSeconds 0) the old secret stops signing at once: the next attempt of every queued delivery uses the new one. With expiresInSeconds > 0 every attempt until then carries two signatures (t=...,v1=<new>,v1=<old>), so receivers can deploy the new secret first; after that only the new one. Idempotency-Key optional.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["LocWebhookSecretRotate"];
                };
            };
            responses: {
                /** @description The endpoint plus its new signing secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a delivery with every attempt */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery now
         * @description One more attempt, queued at once: 202 with the delivery pending. 409 already_queued while it is pending; 409 endpoint_disabled when its endpoint is switched off or deleted. Idempotency-Key optional.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The delivery, pending */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description already_queued or endpoint_disabled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Exact type, or a prefix ending in "." (payout.) */
                    type?: string;
                    /** @description Inclusive; ISO 8601 or Unix epoch seconds */
                    createdSince?: string;
                    /** @description Inclusive; ISO 8601 or Unix epoch seconds */
                    createdUntil?: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Events, with meta.cursor and meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocEvent"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an event */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LocEvent"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Scope missing */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "loc.release.published.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * loc.release.published.v1
         * @description A release was frozen (POST /projects/{id}/releases answered 201; an unchanged release publishes nothing); data is the release as GET /projects/{id}/releases lists it.
         *
         *     Signed `Loc-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the endpoint's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. The SDK's verifyWebhook / verifyWebhookRequest({service: "loc"}) does this. Any 2xx within 10 s acknowledges; anything else is retried after about 1 s, 5 s, 25 s, 2 min, 10 min, 1 h and 6 h (8 attempts). Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Loc-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "loc.release.published.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5U8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "rel_01JB4X9E4P1W2X7Y0A5B8C3D6E",
                     *         "projectId": "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                     *         "locale": "id",
                     *         "contentHash": "9f2c4e1a7b3d5f60c8e2a4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5",
                     *         "keyCount": 412,
                     *         "createdBy": "key_01JB4WZ5K8R2T6V9X3Z7B1D4F8",
                     *         "createdAt": "2026-11-29T08:15:42.318Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LocReleasePublishedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else (or no answer in 10 s) is retried */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "loc.job.finished.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * loc.job.finished.v1
         * @description A machine-translation or crawl job reached done or failed (once per job); data is the job as GET /projects/jobs/{jobId} answers it.
         *
         *     Signed `Loc-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the endpoint's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. The SDK's verifyWebhook / verifyWebhookRequest({service: "loc"}) does this. Any 2xx within 10 s acknowledges; anything else is retried after about 1 s, 5 s, 25 s, 2 min, 10 min, 1 h and 6 h (8 attempts). Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Loc-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "loc.job.finished.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5U8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "tj_01JB4XA0F5Q2X3Y8Z1B6C9D4E7",
                     *         "type": "translate",
                     *         "projectId": "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                     *         "locale": "id",
                     *         "status": "done",
                     *         "stats": {
                     *           "estimatedKeys": 120,
                     *           "estimatedWords": 1840,
                     *           "memoryHits": 14,
                     *           "doneKeys": 118,
                     *           "failedKeys": 2,
                     *           "pagesCrawled": 0,
                     *           "pagesFailed": 0
                     *         },
                     *         "error": null,
                     *         "createdAt": "2026-11-29T08:14:03.771Z",
                     *         "updatedAt": "2026-11-29T08:15:42.318Z",
                     *         "finishedAt": "2026-11-29T08:15:42.318Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LocJobFinishedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else (or no answer in 10 s) is retried */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "loc.translation.approved.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * loc.translation.approved.v1
         * @description Translations were approved (review, PUT translation or a file import with status approved): at most one event per project and minute, sent by the minute tick after that minute; data {projectId, minute, count, approved: [{id, keyId, namespace, name, locale}] (at most 500), more}.
         *
         *     Signed `Loc-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the endpoint's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. The SDK's verifyWebhook / verifyWebhookRequest({service: "loc"}) does this. Any 2xx within 10 s acknowledges; anything else is retried after about 1 s, 5 s, 25 s, 2 min, 10 min, 1 h and 6 h (8 attempts). Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Loc-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "loc.translation.approved.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5U8W2Y6A0C3E7",
                     *       "data": {
                     *         "projectId": "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                     *         "minute": "2026-11-29T08:15:00.000Z",
                     *         "count": 1,
                     *         "approved": [
                     *           {
                     *             "id": "tr_01JB4X8D3N0V1W6X9Z4A7B2C5D",
                     *             "keyId": "str_01JB4X7C2M9T0V5W8Y3Z6A1B4C",
                     *             "namespace": "checkout",
                     *             "name": "cart.total",
                     *             "locale": "id"
                     *           }
                     *         ],
                     *         "more": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LocTranslationApprovedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else (or no answer in 10 s) is retried */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "loc.key.created.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * loc.key.created.v1
         * @description A PUT /projects/{id}/keys (or a source-file import) created keys: one event per request; data {projectId, count, keys: [{id, namespace, name}] (at most 500), more}.
         *
         *     Signed `Loc-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the endpoint's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. The SDK's verifyWebhook / verifyWebhookRequest({service: "loc"}) does this. Any 2xx within 10 s acknowledges; anything else is retried after about 1 s, 5 s, 25 s, 2 min, 10 min, 1 h and 6 h (8 attempts). Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Loc-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "loc.key.created.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5U8W2Y6A0C3E7",
                     *       "data": {
                     *         "projectId": "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                     *         "count": 2,
                     *         "keys": [
                     *           {
                     *             "id": "str_01JB4X7C2M9T0V5W8Y3Z6A1B4C",
                     *             "namespace": "checkout",
                     *             "name": "cart.total"
                     *           },
                     *           {
                     *             "id": "str_01JB4X7C2M9T0V5W8Y3Z6A1B4D",
                     *             "namespace": "checkout",
                     *             "name": "cart.pay_now"
                     *           }
                     *         ],
                     *         "more": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LocKeyCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else (or no answer in 10 s) is retried */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "loc.key.archived.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * loc.key.archived.v1
         * @description A PUT /projects/{id}/keys with prune (or a source-file import) archived keys: one event per request; data {projectId, count, keys: [{id, namespace, name}] (at most 500), more}.
         *
         *     Signed `Loc-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the endpoint's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. The SDK's verifyWebhook / verifyWebhookRequest({service: "loc"}) does this. Any 2xx within 10 s acknowledges; anything else is retried after about 1 s, 5 s, 25 s, 2 min, 10 min, 1 h and 6 h (8 attempts). Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Loc-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "loc.key.archived.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5U8W2Y6A0C3E7",
                     *       "data": {
                     *         "projectId": "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                     *         "count": 1,
                     *         "keys": [
                     *           {
                     *             "id": "str_01JB4W2A7K9M3N5P8Q1R4S6T9V",
                     *             "namespace": "checkout",
                     *             "name": "cart.old_banner"
                     *           }
                     *         ],
                     *         "more": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LocKeyArchivedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else (or no answer in 10 s) is retried */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        LocReleasePublishedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example loc.release.published.v1
             * @enum {string}
             */
            type: "loc.release.published.v1";
            /**
             * @description When it happened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            occurredAt: string;
            /**
             * @description The workspace it belongs to
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            data: components["schemas"]["LocRelease"];
        };
        /** @description What the event reports: the release as GET /projects/{id}/releases lists it */
        LocRelease: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example rel_01JABCDEF0123456789ABCDEFG
             */
            id: string;
            /**
             * @description The released project
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The locale released (the source locale or a target)
             * @example id
             */
            locale: string;
            /**
             * @description hex SHA-256 of the catalogue's canonical JSON
             * @example 4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a
             */
            contentHash: string;
            /**
             * @description Messages in the frozen catalogue
             * @example 12
             */
            keyCount: number;
            /**
             * @description The API key that made the release; null if unknown
             * @example reviewer@example.com
             */
            createdBy: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        LocJobFinishedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example loc.job.finished.v1
             * @enum {string}
             */
            type: "loc.job.finished.v1";
            /**
             * @description When it happened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            occurredAt: string;
            /**
             * @description The workspace it belongs to
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            data: components["schemas"]["LocJob"];
        };
        /** @description What the event reports: the job as GET /projects/jobs/{jobId} answers it */
        LocJob: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example tj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description translate: machine translation of missing values; crawl: a proxy project's site crawl
             * @example translate
             * @enum {string}
             */
            type: "translate" | "crawl";
            /**
             * @description The project the job works on
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description translate: the target locale; crawl: the source locale
             * @example id
             */
            locale: string;
            /**
             * @description queued, then running on the tasks queue, then done or failed (see error)
             * @example queued
             * @enum {string}
             */
            status: "queued" | "running" | "done" | "failed";
            /** @description translate: estimatedKeys/estimatedWords are the keys selected and their words, doneKeys rises as chunks are stored. crawl: estimatedKeys and estimatedWords count the strings found on the pages crawled so far (a string on two pages counts twice), doneKeys the keys the crawl created or brought back from the archive. */
            stats: {
                /**
                 * @description Every key selected: no translation, or a rejected one
                 * @example 12
                 */
                estimatedKeys: number;
                /**
                 * @description Word-like segments of the literal text of the keys memory did not fill
                 * @example 12
                 */
                estimatedWords: number;
                /**
                 * @description Keys filled at once from approved translation memory
                 * @example 12
                 */
                memoryHits: number;
                /**
                 * @description translate: keys stored so far; crawl: keys created or revived
                 * @example 12
                 */
                doneKeys: number;
                /**
                 * @description Keys whose machine value failed the ICU gate (left untranslated)
                 * @example 12
                 */
                failedKeys: number;
                /**
                 * @description A crawl: pages fetched and extracted (0 for translate)
                 * @example 12
                 */
                pagesCrawled: number;
                /**
                 * @description A crawl: pages that ended in error (0 for translate)
                 * @example 12
                 */
                pagesFailed: number;
            };
            /**
             * @description Why a failed job failed
             * @example Connection refused by the receiver
             */
            error: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
            /**
             * @description When it ended done or failed; null before
             * @example 2026-11-20T03:04:05.000Z
             */
            finishedAt: string | null;
        };
        LocTranslationApprovedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example loc.translation.approved.v1
             * @enum {string}
             */
            type: "loc.translation.approved.v1";
            /**
             * @description When it happened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            occurredAt: string;
            /**
             * @description The workspace it belongs to
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            data: components["schemas"]["LocEventApprovedBatch"];
        };
        /** @description What the event reports: the project's approvals of one minute */
        LocEventApprovedBatch: {
            /**
             * @description The project
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The minute the approvals fell in (its start, ISO 8601 UTC)
             * @example 2026-11-29T08:15:00.000Z
             */
            minute: string;
            /**
             * @description Translations approved in that minute and still approved
             * @example 1
             */
            count: number;
            /** @description The first 500 of them, oldest approval first */
            approved: components["schemas"]["LocEventApproval"][];
            /**
             * @description count minus those listed (0 when all are listed)
             * @example 0
             */
            more: number;
        };
        LocEventApproval: {
            /**
             * @description The translation (tr_…)
             * @example tr_01JB4X8D3N0V1W6X9Z4A7B2C5D
             */
            id: string;
            /**
             * @description Its key (str_…)
             * @example str_01JB4X7C2M9T0V5W8Y3Z6A1B4C
             */
            keyId: string;
            /**
             * @description The key's namespace
             * @example checkout
             */
            namespace: string;
            /**
             * @description The key's name
             * @example cart.total
             */
            name: string;
            /**
             * @description The translation's locale
             * @example id
             */
            locale: string;
        };
        LocKeyCreatedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example loc.key.created.v1
             * @enum {string}
             */
            type: "loc.key.created.v1";
            /**
             * @description When it happened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            occurredAt: string;
            /**
             * @description The workspace it belongs to
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            data: components["schemas"]["LocEventKeyList"];
        };
        /** @description What the event reports: the keys one request created */
        LocEventKeyList: {
            /**
             * @description The project whose keys changed
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description Keys the request created (or archived)
             * @example 3
             */
            count: number;
            /** @description The first 500 of them by namespace and name (GET /projects/{id}/keys for the rest) */
            keys: components["schemas"]["LocEventKey"][];
            /**
             * @description count minus the keys listed (0 when all are listed)
             * @example 0
             */
            more: number;
        };
        LocEventKey: {
            /**
             * @description The key (str_…)
             * @example str_01JB4X7C2M9T0V5W8Y3Z6A1B4C
             */
            id: string;
            /**
             * @description Its namespace
             * @example checkout
             */
            namespace: string;
            /**
             * @description Its name within the namespace
             * @example cart.total
             */
            name: string;
        };
        LocKeyArchivedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example loc.key.archived.v1
             * @enum {string}
             */
            type: "loc.key.archived.v1";
            /**
             * @description When it happened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            occurredAt: string;
            /**
             * @description The workspace it belongs to
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            data: components["schemas"]["LocEventKeyList"] & unknown;
        };
        /** @description Facts about the response itself, the same on every answer. */
        Meta: {
            /**
             * @description This request's id (req_…), also in the X-Request-Id header; quote it to support.
             * @example req_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            requestId: string;
            /**
             * @description When the response was made (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            timestamp: string;
        };
        /** @description Every error answer: `data` null and an `error` object. */
        ErrorEnvelope: {
            /** @description Always null on an error. */
            data: null;
            error: components["schemas"]["Error"];
            meta: components["schemas"]["Meta"];
        };
        /** @description What went wrong. */
        Error: {
            /**
             * @description Machine-readable error code, stable across releases: lower snake case in payments and admin, UPPER_SNAKE elsewhere. Each operation lists its codes under its responses.
             * @example HEMAT20
             */
            code: string;
            /**
             * @description Human-readable explanation; wording may change, match on `code`.
             * @example Pembayaran berhasil diterima
             */
            message: string;
            /**
             * @description The request field the error is about, when there is one.
             * @example email
             */
            param?: string;
        };
        LocApiKeyWithRevokedAt: components["schemas"]["LocApiKey"] & {
            /**
             * @description When it was revoked; null while live
             * @example 2026-11-20T03:04:05.000Z
             */
            revokedAt: string | null;
        };
        LocApiKey: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example key_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The label given when the key was created.
             * @example Server produksi
             */
            name: string;
            /**
             * @description The key's first 12 characters, to tell keys apart
             * @example sk_live_7c2f
             */
            prefix: string;
            /**
             * @description When the key last authenticated a request (updated at most once a minute); null if never.
             * @example 2026-11-20T03:04:05.000Z
             */
            lastUsedAt: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        LocNewApiKey: components["schemas"]["LocApiKeyWithRevokedAt"] & {
            /**
             * @description The loc_live_ key; shown only here
             * @example checkout.button.pay
             */
            key: string;
        };
        LocCreateApiKey: {
            /**
             * @description A label for people (where the key is used), one line of at most 120 characters.
             * @example Server produksi
             */
            name: string;
        };
        LocProject: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The project's handle, unique in the account: 2–63 of a-z, 0-9 and -, not starting with -.
             * @example toko-kopi-senja
             */
            slug: string;
            /**
             * @description Display name, one line of at most 120 characters.
             * @example kasir-web
             */
            name: string;
            /**
             * @description BCP 47 tag of the language the keys' source texts are written in.
             * @example en
             */
            sourceLocale: string;
            /**
             * @description sdk: the app fetches released catalogues; proxy: Pasar crawls siteUrl and serves its pages translated under /loc/proxy/.
             * @example sdk
             * @enum {string}
             */
            mode: "sdk" | "proxy";
            /**
             * @description The website crawled in proxy mode (a public http or https URL); null if none.
             * @example https://toko.example.com
             */
            siteUrl: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        LocCreateProject: {
            /**
             * @description The project's handle, unique in the account: 2–63 of a-z, 0-9 and -, not starting with -.
             * @example web-app
             */
            slug: string;
            /**
             * @description Display name, one line of at most 120 characters.
             * @example kasir-web
             */
            name: string;
            /**
             * @description BCP 47 tag of the language the keys' source texts are written in.
             * @example pt-BR
             */
            sourceLocale?: string;
            /**
             * @description sdk: the app fetches released catalogues; proxy: Pasar crawls siteUrl and serves its pages translated under /loc/proxy/.
             * @default sdk
             * @example sdk
             * @enum {string}
             */
            mode?: "sdk" | "proxy";
            /**
             * Format: uri
             * @description Required in proxy mode
             * @example https://toko.example
             */
            siteUrl?: string | null;
        };
        LocProjectDetail: components["schemas"]["LocProject"] & {
            /** @description Target locales with their settings and stats */
            locales: components["schemas"]["LocLocale"][];
            /** @description The project's namespaces with their review policy */
            namespaces: components["schemas"]["LocNamespace"][];
            latestRelease: components["schemas"]["LocReleaseSummary"];
        };
        LocLocale: {
            /**
             * @description The locale's BCP 47 tag, canonical form
             * @example id
             */
            tag: string;
            /**
             * @description The locale tried next: the source locale or another target
             * @example en
             */
            fallback: string;
            /**
             * @description Written right to left; the proxy sets dir=rtl on its pages
             * @example false
             */
            rtl: boolean;
            /**
             * @description Whether the target is being translated: a disabled one keeps its values but refuses new translations, jobs and releases (422)
             * @example true
             */
            enabled: boolean;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
            stats: components["schemas"]["LocLocaleStats"];
        };
        /** @description Translation progress of the locale's live keys */
        LocLocaleStats: {
            /**
             * @description Live (unarchived) keys of the project
             * @example 12
             */
            keyCount: number;
            /**
             * @description Live keys whose translation is approved
             * @example 12
             */
            approved: number;
            /**
             * @description Live keys whose translation is machine-made and not reviewed
             * @example 12
             */
            machine: number;
            /**
             * @description Live keys whose translation waits for review
             * @example 12
             */
            needsReview: number;
            /**
             * @description Live keys with no translation, or a rejected one
             * @example 12
             */
            missing: number;
        };
        LocNamespace: {
            /**
             * @description The namespace's name, unique in the project
             * @example default
             */
            name: string;
            /**
             * @description standard: machine and needs_review values ship in releases too; gated: machine translations are stored as needs_review and only approved values ship
             * @example standard
             * @enum {string}
             */
            reviewPolicy: "standard" | "gated";
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        /** @description The newest release of any locale, or null */
        LocReleaseSummary: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example rel_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The locale released
             * @example id
             */
            locale: string;
            /**
             * @description Hex SHA-256 of the released catalogue's canonical JSON
             * @example 4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a
             */
            contentHash: string;
            /**
             * @description Keys in the released catalogue
             * @example 12
             */
            keyCount: number;
            /**
             * @description The API key id that made the release; null if unknown
             * @example reviewer@example.com
             */
            createdBy: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        } | null;
        LocPatchProject: {
            /**
             * @description Display name, one line of at most 120 characters.
             * @example kasir-web
             */
            name?: string;
            /**
             * Format: uri
             * @description null clears it (sdk mode only)
             * @example https://toko.example
             */
            siteUrl?: string | null;
        };
        LocCreateLocale: {
            /**
             * @description BCP-47; stored canonical (Intl.getCanonicalLocales)
             * @example pt-BR
             */
            tag: string;
            /**
             * @description The source locale (default; null means it too) or another target
             * @example pt-BR
             */
            fallback?: string;
            /**
             * @description Default: true when the tag's script is right to left
             * @example false
             */
            rtl?: boolean;
        };
        LocPatchLocale: {
            /**
             * @description The source locale or a target
             * @example pt-BR
             */
            fallback?: string;
            /**
             * @description Written right to left
             * @example false
             */
            rtl?: boolean;
            /**
             * @description false stops translating the target (its values stay); true resumes it
             * @example true
             */
            enabled?: boolean;
        };
        LocCreateNamespace: {
            /**
             * @description The namespace's name, unique in the project (case-sensitive)
             * @example checkout
             */
            name: string;
            /**
             * @description gated: machine translations are stored as needs_review and only approved values ship
             * @default standard
             * @example standard
             * @enum {string}
             */
            reviewPolicy?: "standard" | "gated";
        };
        LocPatchNamespace: {
            /**
             * @description gated: machine translations are stored as needs_review and only approved values ship
             * @example standard
             * @enum {string}
             */
            reviewPolicy: "standard" | "gated";
        };
        LocMemorySuggestion: {
            exact: components["schemas"]["LocMemoryEntry"];
            /** @description Up to 5 near matches (similarity ≥ 0.75), best first */
            fuzzy: components["schemas"]["LocMemoryFuzzy"][];
        };
        /** @description The entry with exactly this normalised source; null if none */
        LocMemoryEntry: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example tm_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The normalised source (NFC, trimmed, whitespace runs as one space)
             * @example Pay {amount}
             */
            source: string;
            /**
             * @description The approved translation of the source
             * @example id
             */
            target: string;
            /**
             * @description Locale of the source text
             * @example en
             */
            sourceLocale: string;
            /**
             * @description Locale of the target text
             * @example id
             */
            targetLocale: string;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        } | null;
        LocMemoryFuzzy: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The entry's normalised source text
             * @example Pay {amount}
             */
            source: string;
            /**
             * @description The approved translation of that source
             * @example id
             */
            target: string;
            /**
             * @description Locale of the source text
             * @example en
             */
            sourceLocale: string;
            /**
             * @description 1 − levenshtein / max length, lower-cased normalised text
             * @example 0.82
             */
            similarity: number;
        };
        LocGlossaryTerm: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example gl_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The term, normalised (NFC, whitespace runs as one space)
             * @example cart
             */
            term: string;
            /**
             * @description The project the term belongs to; null: account-wide
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string | null;
            /**
             * @description The target locale the rendering is for
             * @example id
             */
            locale: string;
            /**
             * @description How the term is rendered in the locale; null: do not translate, keep it as is
             * @example Bayar {amount}
             */
            translation: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        LocCreateGlossaryTerm: {
            /**
             * @description Stored normalised (NFC, whitespace runs as one space); unique in any case per scope and locale
             * @example Pasar
             */
            term: string;
            /**
             * @description A project of the account; null (the default) makes the term account-wide
             * @default null
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId?: string | null;
            /**
             * @description The target locale the rendering is for
             * @example pt-BR
             */
            locale: string;
            /**
             * @description How the term is rendered in the locale; null (the default): do not translate, keep it as is
             * @default null
             * @example Bayar {amount}
             */
            translation?: string | null;
        };
        LocPutKeysResult: {
            /**
             * @description Keys that did not exist
             * @example 12
             */
            created: number;
            /**
             * @description Changed or un-archived keys
             * @example 12
             */
            updated: number;
            /**
             * @description Keys sent exactly as stored
             * @example 12
             */
            unchanged: number;
            /**
             * @description Keys archived by prune
             * @example 12
             */
            archived: number;
        };
        LocPutKeys: {
            /** @description Keys to create or update by (namespace, name), at most 2000; a key left out is kept unless prune */
            keys: components["schemas"]["LocKeyInput"][];
            /**
             * @description Archive the live keys of the payload's namespaces that the payload does not name
             * @default false
             * @example false
             */
            prune?: boolean;
        };
        LocKeyInput: {
            /**
             * @description An existing namespace of the project (422 otherwise)
             * @default default
             * @example default
             */
            namespace?: string;
            /**
             * @description The key's name, unique in its namespace (e.g. cart.items)
             * @example cart.items
             */
            name: string;
            /**
             * @description ICU MessageFormat
             * @example {count, plural, one {# item} other {# items}}
             */
            sourceText: string;
            /**
             * @description A note for translators
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description Display length limit in graphemes (longest branch); over it a translation is saved with lengthWarning
             * @example 12
             */
            maxLength?: number | null;
            /** @description Where the key is used: [{file, line}] */
            context?: {
                /**
                 * @description Source file that uses the key (a path as your code base names it)
                 * @example {"checkout":{"button":{"pay":"Bayar {amount}"}}}
                 */
                file: string;
                /**
                 * @description Line in that file
                 * @example 12
                 */
                line: number;
            }[] | null;
        };
        LocKeyListEntry: components["schemas"]["LocKey"] & {
            /** @description With ?locale: that locale's translation or null */
            translation?: {
                /**
                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                 * @example tr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description The key translated
                 * @example str_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                keyId: string;
                /**
                 * @description The key's project
                 * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                projectId: string;
                /**
                 * @description The target locale of the value
                 * @example id
                 */
                locale: string;
                /**
                 * @description The translation, an ICU message with the source's placeholders
                 * @example Bayar {amount}
                 */
                value: string;
                /**
                 * @description needs_review: written, waiting for review; machine: machine-translated; approved: reviewed and accepted; rejected: sent back (not shipped)
                 * @example needs_review
                 * @enum {string}
                 */
                status: "needs_review" | "machine" | "approved" | "rejected";
                lengthWarning: components["schemas"]["LocLengthWarning"];
                /** @description Who reviewed the value and when; null until reviewed */
                reviewer: {
                    /**
                     * @description The API key id that approved or rejected it
                     * @example reviewer@example.com
                     */
                    by: string;
                    /**
                     * @description When (ISO 8601, UTC)
                     * @example 2026-11-20T03:04:05.000Z
                     */
                    at: string;
                } | null;
                /**
                 * @description Why it was rejected; null unless rejected
                 * @example Terlalu formal untuk tombol
                 */
                rejectReason: string | null;
                /**
                 * @description When this object was created (ISO 8601, UTC).
                 * @example 2026-11-20T03:04:05.000Z
                 */
                createdAt: string;
                /**
                 * @description When this object last changed (ISO 8601, UTC).
                 * @example 2026-11-20T03:04:05.000Z
                 */
                updatedAt: string;
            } | null;
        };
        /** @description A placeholder the source text holds; translations must keep them all */
        LocPlaceholder: {
            /**
             * @description The argument or tag name as written in the source ({count} → count)
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description argument: {x}; number: {x, number} or a plural; date, time: {x, date|time}; select: {x, select, …}; tag: <x>…</x>
             * @example argument
             * @enum {string}
             */
            type: "argument" | "number" | "date" | "time" | "select" | "tag";
        };
        /** @description The value's display length is over the key's maxLength */
        LocLengthWarning: {
            /**
             * @description The key's maxLength when the value was saved
             * @example 12
             */
            maxLength: number;
            /**
             * @description The value's display length in graphemes (longest branch)
             * @example 42
             */
            length: number;
        } | null;
        LocKey: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example str_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The key's project
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The namespace the key belongs to
             * @example default
             */
            namespace: string;
            /**
             * @description The key's name, unique in its namespace (e.g. cart.items)
             * @example Server produksi
             */
            name: string;
            /**
             * @description The source-locale text, an ICU MessageFormat message
             * @example Pay {amount}
             */
            sourceText: string;
            /** @description Derived from sourceText on the server */
            placeholders: components["schemas"]["LocPlaceholder"][];
            /**
             * @description A note for translators; null if none
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string | null;
            /**
             * @description Display length limit in graphemes; null if none
             * @example 12
             */
            maxLength: number | null;
            /** @description Where the key is used ([] when unknown) */
            context: {
                /**
                 * @description Source file that uses the key (a path as your code base names it)
                 * @example {"checkout":{"button":{"pay":"Bayar {amount}"}}}
                 */
                file: string;
                /**
                 * @description Line in that file
                 * @example 12
                 */
                line: number;
            }[];
            /**
             * @description A screenshot of the key in use; null if none
             * @example https://toko.example.com/img/kopi-susu.png
             */
            screenshotUrl: string | null;
            /**
             * @description Archived keys are left out of releases and stats; a PUT naming the key again revives it
             * @example false
             */
            archived: boolean;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        LocPatchKey: {
            /**
             * @description A note for translators
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description Display length limit in graphemes (longest branch); over it a translation is saved with lengthWarning
             * @example 12
             */
            maxLength?: number | null;
            /**
             * Format: uri
             * @description A screenshot showing the key in use for translators (http(s), ≤ 2,000); null clears it
             * @example https://toko.example.com/img/kopi-susu.png
             */
            screenshotUrl?: string | null;
        };
        LocTranslation: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example tr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The key translated
             * @example str_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            keyId: string;
            /**
             * @description The key's project
             * @example prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The target locale of the value
             * @example id
             */
            locale: string;
            /**
             * @description The translation, an ICU message with the source's placeholders
             * @example Bayar {amount}
             */
            value: string;
            /**
             * @description needs_review: written, waiting for review; machine: machine-translated; approved: reviewed and accepted; rejected: sent back (not shipped)
             * @example needs_review
             * @enum {string}
             */
            status: "needs_review" | "machine" | "approved" | "rejected";
            lengthWarning: components["schemas"]["LocLengthWarning"];
            /** @description Who reviewed the value and when; null until reviewed */
            reviewer: {
                /**
                 * @description The API key id that approved or rejected it
                 * @example reviewer@example.com
                 */
                by: string;
                /**
                 * @description When (ISO 8601, UTC)
                 * @example 2026-11-20T03:04:05.000Z
                 */
                at: string;
            } | null;
            /**
             * @description Why it was rejected; null unless rejected
             * @example Terlalu formal untuk tombol
             */
            rejectReason: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        LocPutTranslation: {
            /**
             * @description ICU MessageFormat in the target locale
             * @example {count, plural, other {# barang}}
             */
            value: string;
            /**
             * @description Gated namespaces store machine as needs_review; approved feeds translation memory
             * @default needs_review
             * @example needs_review
             * @enum {string}
             */
            status?: "needs_review" | "machine" | "approved";
        };
        LocReviewItem: components["schemas"]["LocTranslation"] & {
            /** @description What a reviewer needs of the translated key */
            key: {
                /**
                 * @description The key's id (str_…)
                 * @example str_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description The key's namespace
                 * @example default
                 */
                namespace: string;
                /**
                 * @description The key's name in its namespace
                 * @example Server produksi
                 */
                name: string;
                /**
                 * @description The source-locale text the value translates (ICU)
                 * @example Pay {amount}
                 */
                sourceText: string;
                /** @description Placeholders the value must keep */
                placeholders: components["schemas"]["LocPlaceholder"][];
            };
        };
        LocRejectTranslation: {
            /**
             * @description Why (1–500 characters): kept on the translation for whoever sends the next value
             * @example Too formal for a button
             */
            reason: string;
        };
        LocQueuedJob: components["schemas"]["LocJob"] & {
            /**
             * @description true: the project's queued or running job for this locale, answered instead of a new one
             * @example true
             */
            alreadyQueued: boolean;
        };
        LocTranslateRequest: {
            /**
             * @description An enabled target locale of the project (any case or form of the tag); anything else → 422
             * @example id
             */
            locale: string;
        };
        LocCrawlPage: {
            /**
             * @description pathname + search on the site
             * @example /produk?kategori=batik
             */
            path: string;
            /**
             * @description discovered: linked from a crawled page, not fetched yet; crawled: fetched and extracted; error: see lastError
             * @example discovered
             * @enum {string}
             */
            status: "discovered" | "crawled" | "error";
            /**
             * @description Strings found on the page at its last crawl
             * @example 12
             */
            keyCount: number;
            /**
             * @description When the page was last fetched; null if never
             * @example 2026-11-20T03:04:05.000Z
             */
            lastCrawledAt: string | null;
            /**
             * @description Why the last crawl of the page failed
             * @example Timed out fetching the page
             */
            lastError: string | null;
        };
        LocPreviewStarted: {
            /**
             * @description Poll GET /public/preview/{previewId} with it
             * @example tj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            previewId: string;
            /**
             * @description The page previewed, as sent
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description The locale translated into, canonicalised
             * @example id
             */
            targetLocale: string;
            /**
             * @description Distinct strings found on the page
             * @example 12
             */
            stringsOnPage: number;
            /**
             * @description Words of the strings taken (≤ 40 strings, ≤ 500 words)
             * @example 12
             */
            previewedWords: number;
        };
        LocPreviewRequest: {
            /**
             * @description Any public http(s) page (not private or loopback hosts; redirects are checked too)
             * @example https://toko.example/
             */
            url: string;
            /**
             * @description BCP-47; stored canonical (Intl.getCanonicalLocales)
             * @example id
             */
            targetLocale: string;
        };
        LocPreview: {
            /**
             * @description running (poll again after Retry-After: 3), done with pairs, or failed with error
             * @example running
             * @enum {string}
             */
            status: "running" | "done" | "failed";
            /**
             * @description Done: the page previewed
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Done: the locale translated into
             * @example id
             */
            targetLocale?: string;
            /** @description Done: up to 40 strings (500 words) with their translations */
            pairs?: {
                /**
                 * @description A string of the page, in page order
                 * @example Add to cart
                 */
                original: string;
                /**
                 * @description Its translation (the original when it failed the ICU gate)
                 * @example Tambah ke keranjang
                 */
                translated: string;
            }[];
            /**
             * @description Failed: why the translation provider refused
             * @example Connection refused by the receiver
             */
            error?: string;
        };
        LocImportResult: {
            /**
             * @description Keys created (source locale)
             * @example 12
             */
            created: number;
            /**
             * @description Keys whose source text changed or came back from the archive (source locale)
             * @example 12
             */
            updated: number;
            /**
             * @description Translations written (a target locale); unchanged ones are not
             * @example 12
             */
            translations: number;
            /**
             * @description Names in the file the project has no key for (a target locale)
             * @example [
             *       "checkout.legacy.title"
             *     ]
             */
            skipped: string[];
        };
        LocImportFile: {
            /**
             * @description The source locale (creates and updates keys) or an enabled target (writes translations)
             * @example id
             */
            locale: string;
            /**
             * @description A namespace of the project (default: default)
             * @default default
             * @example default
             */
            namespace?: string;
            /**
             * @description json-nested (dots in key names nest; default), json-flat, or xliff (1.2, source and target)
             * @default json-nested
             * @example json-nested
             * @enum {string}
             */
            format?: "json-nested" | "json-flat" | "xliff";
            /**
             * @description The file itself, as text
             * @example {"checkout":{"button":{"pay":"Bayar {amount}"}}}
             */
            content: string;
            /**
             * @description Status of imported translations (a target locale); gated namespaces store machine as needs_review
             * @default needs_review
             * @example needs_review
             * @enum {string}
             */
            status?: "needs_review" | "machine" | "approved";
        };
        LocCreatedRelease: components["schemas"]["LocRelease"] & {
            /**
             * @description true: the content equals the locale's latest release, answered
             * @example false
             */
            unchanged: boolean;
        };
        LocCreateRelease: {
            /**
             * @description The source locale or an enabled target (422 otherwise)
             * @example pt-BR
             */
            locale: string;
        };
        LocReleaseDetail: components["schemas"]["LocRelease"] & {
            catalog: components["schemas"]["LocCatalog"];
        };
        /**
         * @description {namespace: {name: ICU message}}
         * @example {
         *       "default": {
         *         "hello": "Halo"
         *       }
         *     }
         */
        LocCatalog: {
            [key: string]: {
                [key: string]: string;
            };
        };
        /** @description From a to b; keys as namespace:name, sorted */
        LocReleaseDiff: {
            /** @description The release compared from */
            a: {
                /**
                 * @description The release's id
                 * @example rel_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description Its catalogue's hash: hex SHA-256 of the catalogue as canonical JSON (keys sorted, no whitespace)
                 * @example 4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a
                 */
                hash: string;
                /**
                 * @description The same hash under the Release's field name
                 * @example 4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a
                 */
                contentHash: string;
            };
            /** @description The release compared to */
            b: {
                /**
                 * @description The release's id
                 * @example rel_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description Its catalogue's hash: hex SHA-256 of the catalogue as canonical JSON (keys sorted, no whitespace)
                 * @example 4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a
                 */
                hash: string;
                /**
                 * @description The same hash under the Release's field name
                 * @example 4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a
                 */
                contentHash: string;
            };
            /** @description Messages in b only */
            added: {
                /**
                 * @description namespace:name of the message
                 * @example checkout.button.pay
                 */
                key: string;
                /**
                 * @description The message
                 * @example Bayar {amount}
                 */
                value: string;
            }[];
            /** @description Messages in a only */
            removed: {
                /**
                 * @description namespace:name of the message
                 * @example checkout.button.pay
                 */
                key: string;
                /**
                 * @description The message
                 * @example Bayar {amount}
                 */
                value: string;
            }[];
            /** @description Messages in both with another text */
            changed: {
                /**
                 * @description namespace:name of the message
                 * @example checkout.button.pay
                 */
                key: string;
                /**
                 * @description The message in a
                 * @example 2026-12-01
                 */
                from: string;
                /**
                 * @description The message in b
                 * @example 2026-12-01
                 */
                to: string;
            }[];
        };
        LocPull: {
            /**
             * @description The project's source locale
             * @example en
             */
            sourceLocale: string;
            /** @example Pay {amount} */
            source: components["schemas"]["LocCatalog"] & unknown;
            /** @description Every enabled target: its latest release; unreleased ones are null, or with draft=true built now (releaseId null) */
            locales: {
                [key: string]: {
                    /**
                     * @description The latest release; null when unreleased (or a draft)
                     * @example rel_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                     */
                    releaseId: string | null;
                    /**
                     * @description Its catalogue's hash; null when there is no catalogue
                     * @example 4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a
                     */
                    contentHash: string | null;
                    catalog: components["schemas"]["LocCatalog"] & (Record<string, never> | null);
                };
            };
            /**
             * @description Each enabled target's effective fallback (a disabled fallback is skipped to its own)
             * @example {
             *       "fallback1": "en"
             *     }
             */
            fallbacks: {
                [key: string]: string;
            };
            /** @description With pseudo=true the source pseudo-localized (literal text only); else null */
            pseudo: {
                /**
                 * @description The pseudo-locale's tag
                 * @example en-XA
                 * @enum {string}
                 */
                locale: "en-XA";
                catalog: components["schemas"]["LocCatalog"];
            } | null;
        };
        LocCheckReport: {
            /**
             * @description No errors (warnings allowed)
             * @example true
             */
            ok: boolean;
            /** @description missing_key, placeholder_mismatch */
            errors: {
                /**
                 * @description The finding's kind, e.g. missing_key or length_overflow
                 * @example payment.succeeded
                 */
                type: string;
                /**
                 * @description namespace:name
                 * @example checkout.button.pay
                 */
                key: string;
                /**
                 * @description The locale it is about: a target, or the source for a source text over maxLength
                 * @example id
                 */
                locale: string;
                /**
                 * @description What is wrong, for people
                 * @example Pembayaran berhasil diterima
                 */
                message: string;
            }[];
            /** @description length_overflow, glossary_violation, unreviewed */
            warnings: {
                /**
                 * @description The finding's kind, e.g. missing_key or length_overflow
                 * @example payment.succeeded
                 */
                type: string;
                /**
                 * @description namespace:name
                 * @example checkout.button.pay
                 */
                key: string;
                /**
                 * @description The locale it is about: a target, or the source for a source text over maxLength
                 * @example id
                 */
                locale: string;
                /**
                 * @description What is wrong, for people
                 * @example Pembayaran berhasil diterima
                 */
                message: string;
            }[];
            /** @description Counts of the check */
            stats: {
                /**
                 * @description Live keys checked
                 * @example 12
                 */
                keys: number;
                /**
                 * @description Enabled target locales checked
                 * @example 12
                 */
                locales: number;
                /**
                 * @description Number of errors
                 * @example 12
                 */
                errors: number;
                /**
                 * @description Number of warnings
                 * @example 12
                 */
                warnings: number;
                /**
                 * @description Findings per type
                 * @example {
                 *       "byType1": 12
                 *     }
                 */
                byType: {
                    [key: string]: number;
                };
            };
        };
        /** @description A locale's published catalogue with the keys it lacks filled from its fallback chain's releases */
        LocPublicCatalog: {
            /**
             * @description The locale asked for, canonicalised (pt-br → pt-BR)
             * @example id
             */
            locale: string;
            /**
             * @description The project's source locale, the end of every fallback chain
             * @example en
             */
            sourceLocale: string;
            /**
             * @description The source locale, then the enabled targets
             * @example [
             *       "id-ID"
             *     ]
             */
            enabledLocales: string[];
            /**
             * @description The locale's latest release
             * @example rel_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            releaseId: string;
            catalog: components["schemas"]["LocCatalog"];
        };
        LocEventType: {
            /**
             * @description The event type
             * @example loc.release.published.v1
             */
            type: string;
            /**
             * @description When it is emitted and what its data holds
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string;
        };
        LocWebhookDelivery: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example whd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The endpoint delivered to
             * @example whep_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            endpointId: string;
            /**
             * @description The event delivered; receivers deduplicate on it
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            eventId: string;
            /**
             * @description The event's type
             * @example payment.succeeded
             */
            eventType: string;
            /**
             * @description pending (queued or retrying), succeeded (a 2xx within 10 s), or failed (see failureReason)
             * @example pending
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /**
             * @description Attempts made so far (at most 8 automatic ones)
             * @example 1
             */
            attempts: number;
            /**
             * @description When the next automatic attempt is due; null unless pending after a failure
             * @example 2026-11-20T03:04:05.000Z
             */
            nextRetryAt: string | null;
            /**
             * @description Why it ended failed: 8 attempts failed, the endpoint was switched off or deleted, or the queue dead-lettered it; null otherwise
             * @example attempts_exhausted
             * @enum {string|null}
             */
            failureReason: "attempts_exhausted" | "endpoint_disabled" | "endpoint_deleted" | "dead_lettered" | null;
            /**
             * @description The exact JSON body sent (and re-sent) to the endpoint
             * @example {"id":"evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD","type":"payment.succeeded","occurredAt":"2026-11-20T03:04:05.000Z","accountId":"acc_01JB4X5Y2R8T1E7W3Q9M0N6B4C","environment":"test","data":{"id":"pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD","amount":150000,"currency":"IDR","status":"succeeded"}}
             */
            body: string;
            /** @description One entry per attempt, oldest first */
            attemptLog: {
                /**
                 * @description When the attempt was made (ISO 8601, UTC)
                 * @example 2026-11-20T03:04:05.000Z
                 */
                at: string;
                /**
                 * @description The endpoint's HTTP status; null when no answer came (timeout, connection error)
                 * @example 200
                 */
                statusCode: number | null;
                /**
                 * @description How long the attempt took, in milliseconds
                 * @example 240
                 */
                durationMs: number;
                /**
                 * @description Why the attempt failed; null on success
                 * @example Connection refused by the receiver
                 */
                error: string | null;
            }[];
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        LocWebhookEndpointWithSecret: components["schemas"]["LocWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e
             */
            secret: string;
        };
        LocWebhookEndpoint: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example whep_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description Where deliveries are POSTed
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "payout.paid",
             *       "subscription."
             *     ]
             */
            events: string[];
            /**
             * @description A note for people, at most 500 characters
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string | null;
            /**
             * @description Whether deliveries are made; false after PATCH active=false or when the service switched it off
             * @example true
             */
            active: boolean;
            /**
             * @description Why the service switched the endpoint off (15 failed deliveries in a row, or 3 days failing); null otherwise
             * @example requested_by_customer
             */
            disabledReason: string | null;
            /**
             * @description Consecutive deliveries that ended failed; a success or PATCH active=true resets it
             * @example 0
             */
            failureStreak: number;
            /**
             * @description While a rolled secret (rotate-secret with expiresInSeconds) still signs next to the current one: when it stops; null otherwise
             * @example 2026-11-20T03:04:05.000Z
             */
            previousSecretExpiresAt: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        LocWebhookEndpointCreate: {
            /**
             * @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"; default ["*"]
             * @example [
             *       "loc.release.published.v1",
             *       "loc.job.finished.v1"
             *     ]
             */
            events?: string[];
            /**
             * @description A note for people, at most 500 characters
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
        };
        LocWebhookEndpointUpdate: {
            /**
             * @description A new https URL (same rules as on create)
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "loc.release.published.v1",
             *       "loc.job.finished.v1"
             *     ]
             */
            events?: string[];
            /**
             * @description A note for people, at most 500 characters; null clears it
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description false pauses (queued deliveries become failed); true re-enables and clears the failure streak
             * @example true
             */
            active?: boolean;
        };
        LocWebhookSecretRotate: {
            /**
             * @description How long the current secret keeps signing next to the new one (0-86400); 0, the default, stops it at once
             * @example 3600
             */
            expiresInSeconds?: number;
        };
        LocEvent: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description What happened (resource.action)
             * @example payout.paid
             */
            type: string;
            /**
             * @description When it happened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            occurredAt: string;
            /**
             * @description The workspace the event belongs to (acc_…)
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description test or live, in services with test mode
             * @example test
             */
            environment?: string;
            /** @description The full resource object at the time of the event */
            data?: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
