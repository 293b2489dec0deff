export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service status and dependency checks (public) */
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
                                 * @description ok when every check passes (200), else degraded (503)
                                 * @example active
                                 */
                                status: string;
                                /**
                                 * @description database: ok or error; webhooksQueue and idempotency: ok or missing
                                 * @example {
                                 *       "db": "ok",
                                 *       "queue": "ok"
                                 *     }
                                 */
                                checks: {
                                    [key: string]: string;
                                };
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
    "/api/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign a browser in: Bearer identity-provider token → 204 and the pos_session cookie (12 h) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Sign this browser out */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/{id}/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a staff member in at this till with their PIN → a 12-hour token acting for them
         * @description Needs a till credential: a key holding sales.create or an owner credential (not another staff token). The token acts with the member's current role and outlets and records them (staffId) on sales, voids and shifts, as a key bound to them would. A wrong PIN → 403 FORBIDDEN; after 5 wrong PINs in a row the member is locked for 15 minutes (429 RATE_LIMITED). Not replayed under Idempotency-Key: the answer holds a secret, kept nowhere but in the answer.
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
                    "application/json": components["schemas"]["PosStaffSignIn"];
                };
            };
            responses: {
                /** @description The token, shown once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStaffToken"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/staff/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this staff sign-in (send the staff token itself as the Bearer credential) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out: the token is refused from now on */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live API keys, newest first (never the key itself) */
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
                            data: components["schemas"]["PosApiKey"][];
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
                /** @description AUTH_REQUIRED */
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
        /** Create a key (a seat of the plan; the key is shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateApiKey"];
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
                            data: components["schemas"]["PosNewApiKey"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description LIMIT_REACHED or FORBIDDEN */
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
        /** Revoke a key (the next request with it is 401) */
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
                /** @description Revoked */
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
                /** @description AUTH_REQUIRED */
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
    "/api/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff members, newest first (never their PINs) */
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
                /** @description Staff members */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStaff"][];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        /** Add a staff member with a role and a till PIN (4–8 digits, stored hashed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateStaff"];
                };
            };
            responses: {
                /** @description The staff member */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStaff"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a staff member */
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
                /** @description The staff member */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStaff"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        /** Remove a staff member (sales keep their staffId; keys bound to them are refused from then on) */
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
                /** @description Removed */
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        /** Change a staff member's name, role, outlets or PIN (a new PIN clears a lockout) */
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
                    "application/json": components["schemas"]["PosPatchStaff"];
                };
            };
            responses: {
                /** @description The staff member */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStaff"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/staff/{id}/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's live till sign-ins, newest first (never the tokens) */
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
                /** @description Live sign-ins */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: (components["schemas"]["PosStaffSignIn"] & unknown)[];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        /** End every live till sign-in of a member (a till left signed in, a lost tablet); the PIN stays */
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
                /** @description How many ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStaffSignInsEnded"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/{id}/sign-ins/{signInId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one live till sign-in of a member (404 when it is not live: ended, expired or unknown) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    signInId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ended (1) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStaffSignInsEnded"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        patch?: never;
        trace?: never;
    };
    "/api/v1/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A manager's approval: staffId + PIN → a signed token for one permission (≤ 5 min, single use)
         * @description Send the token as X-Pos-Approval on the request that needs the permission (a cashier's void): it passes once, and the approver is recorded (approvedBy). Any credential may ask: the PIN is the proof. A wrong PIN → 403 FORBIDDEN; after 5 wrong PINs in a row the member is locked for 15 minutes (429 RATE_LIMITED).
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
                    "application/json": components["schemas"]["PosCreateApproval"];
                };
            };
            responses: {
                /** @description The approval token */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosApprovalToken"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles: the built-in ones first (on the first page), then custom roles newest first */
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
                /** @description Roles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosRole"][];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        /** Create a custom role: a named set of permissions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateRole"];
                };
            };
            responses: {
                /** @description The role */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosRole"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A role (a built-in one by its name: owner, manager, cashier, license_validator) */
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
                /** @description The role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosRole"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        /** Delete a custom role no staff member or key holds (else 409) */
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
        /** Rename a custom role or change its permissions (built-in roles → 409) */
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
                    "application/json": components["schemas"]["PosPatchRole"];
                };
            };
            responses: {
                /** @description The role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosRole"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/outlets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outlets, newest first */
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
                /** @description Outlets; meta.cursor, meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosOutlet"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create an outlet (timezone default Asia/Jakarta, taxRateBps default 0) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateOutlet"];
                };
            };
            responses: {
                /** @description The outlet */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosOutlet"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description LIMIT_REACHED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/outlets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an outlet */
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
                /** @description The outlet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosOutlet"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Deactivate an outlet (isActive false) */
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
                /** @description The outlet, inactive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosOutlet"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Update an outlet (isActive true reactivates, within the plan's limit) */
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
                    "application/json": components["schemas"]["PosPatchOutlet"];
                };
            };
            responses: {
                /** @description The outlet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosOutlet"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description LIMIT_REACHED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories, newest first */
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
                /** @description Categories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCategory"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a category (409 CONFLICT when the name is taken) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCategoryBody"];
                };
            };
            responses: {
                /** @description The category */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCategory"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a category (its products become uncategorised) */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Rename a category */
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
                    "application/json": components["schemas"]["PosCategoryBody"];
                };
            };
            responses: {
                /** @description The category */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCategory"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/tax-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Named tax rates, newest first */
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
                /** @description Tax rates; meta.cursor, meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosTaxRate"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a named tax rate (409 CONFLICT when the name is taken) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateTaxRate"];
                };
            };
            responses: {
                /** @description The tax rate */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosTaxRate"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a tax rate */
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
                /** @description The tax rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosTaxRate"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Delete a tax rate (409 CONFLICT while a product is taxed at it) */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Rename a tax rate or change its rate (sales already rung keep theirs) */
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
                    "application/json": components["schemas"]["PosPatchTaxRate"];
                };
            };
            responses: {
                /** @description The tax rate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosTaxRate"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/products/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scan or search: ?barcode= → {product, variant} (404 if none); ?q= → matches by name or SKU, an exact barcode first */
        get: {
            parameters: {
                query?: {
                    barcode?: string;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The match(es) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLookupMatch"] | components["schemas"]["PosLookupMatch"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a variant (price required) */
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
                    "application/json": components["schemas"]["PosVariantInput"];
                };
            };
            responses: {
                /** @description The variant */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosVariant"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/products/{id}/variants/{vid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a variant (not the last one: 409 CONFLICT) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    vid: string;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Update a variant */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    vid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosPatchVariant"];
                };
            };
            responses: {
                /** @description The variant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosVariant"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/products/{id}/variants/{vid}/recipe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A variant's recipe (default {isComposite: false, components: []}) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    vid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The recipe */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosRecipe"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Replace a variant's recipe */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    vid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosPutRecipe"];
                };
            };
            responses: {
                /** @description The recipe */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosRecipe"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products with their variants, newest first (active, categoryId, q over the name) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    active?: "true" | "false";
                    categoryId?: string;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosProduct"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a product with its variants (free plan: 50 active products) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateProduct"];
                };
            };
            responses: {
                /** @description The product */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosProduct"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description LIMIT_REACHED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/products/bulk-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set (or clear) the category of up to 100 products, all or nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosBulkCategory"];
                };
            };
            responses: {
                /** @description How many */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description How many products were set (an id sent twice counts once)
                                 * @example 12
                                 */
                                updated: number;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a product with its variants */
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
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosProduct"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Deactivate a product (isActive false) */
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
                /** @description The product, inactive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosProduct"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Update a product */
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
                    "application/json": components["schemas"]["PosPatchProduct"];
                };
            };
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosProduct"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description LIMIT_REACHED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/modifiers/product/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The modifier groups attached to a product, in order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifierGroup"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Replace a product's modifier groups ({groupIds}, in order) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosAttachModifierGroups"];
                };
            };
            responses: {
                /** @description The attached groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifierGroup"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/modifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Modifier groups with their modifiers, newest first */
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
                /** @description Groups */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifierGroup"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a modifier group (maxSelect ≥ max(1, minSelect)) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateModifierGroup"];
                };
            };
            responses: {
                /** @description The group */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifierGroup"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/modifiers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a modifier group */
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
                /** @description The group */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifierGroup"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Delete a modifier group (its modifiers and product attachments go too) */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Update a modifier group */
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
                    "application/json": components["schemas"]["PosPatchModifierGroup"];
                };
            };
            responses: {
                /** @description The group */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifierGroup"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/modifiers/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a modifier to a group */
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
                    "application/json": components["schemas"]["PosModifierInput"];
                };
            };
            responses: {
                /** @description The modifier */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifier"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/modifiers/{id}/items/{modId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a modifier */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    modId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Update a modifier */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    modId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosPatchModifier"];
                };
            };
            responses: {
                /** @description The modifier */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosModifier"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suppliers, newest first */
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
                /** @description Suppliers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSupplier"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a supplier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateSupplier"];
                };
            };
            responses: {
                /** @description The supplier */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSupplier"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a supplier */
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
                /** @description The supplier */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSupplier"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Deactivate a supplier (isActive false) */
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
                /** @description The supplier, inactive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSupplier"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Update a supplier */
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
                    "application/json": components["schemas"]["PosPatchSupplier"];
                };
            };
            responses: {
                /** @description The supplier */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSupplier"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers, newest first (q searches name, phone and email) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCustomer"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a customer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateCustomer"];
                };
            };
            responses: {
                /** @description The customer */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCustomer"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a customer */
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
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCustomer"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Delete a customer and its loyalty history */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Update a customer */
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
                    "application/json": components["schemas"]["PosPatchCustomer"];
                };
            };
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCustomer"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/customers/{id}/loyalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loyalty balance and the latest 50 entries */
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
                /** @description Balance and entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLoyalty"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/customers/{id}/loyalty/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or take points (points ≠ 0); the balance never goes below 0 */
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
                    "application/json": components["schemas"]["PosLoyaltyAdjust"];
                };
            };
            responses: {
                /** @description The new balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLoyaltyBalance"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/customers/{id}/loyalty/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem points (points > 0); 409 CONFLICT beyond the balance */
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
                    "application/json": components["schemas"]["PosLoyaltyRedeem"];
                };
            };
            responses: {
                /** @description The new balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLoyaltyBalance"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business profile (made on first read: the workspace name, retail, IDR) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSettings"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Replace the business profile */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosPutSettings"];
                };
            };
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSettings"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock levels (outletId, variantId filters) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    outletId?: string;
                    variantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Levels */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStockLevel"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/inventory/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a level by delta (≠ 0) with a reason; never below zero (409 CONFLICT) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosStockAdjust"];
                };
            };
            responses: {
                /** @description The new level */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description The outlet adjusted (out_…)
                                 * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                outletId: string;
                                /**
                                 * @description The variant adjusted (var_…)
                                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                variantId: string;
                                /**
                                 * @description The outlet's level of the variant after the move
                                 * @example 2
                                 */
                                quantity: number;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/inventory/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a variant's reorder point (and quantity) at an outlet */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosReorder"];
                };
            };
            responses: {
                /** @description The level */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStockLevel"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock movements, newest first (outletId, variantId, reason filters) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    outletId?: string;
                    variantId?: string;
                    reason?: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import" | "sale" | "sale_void" | "sale_return" | "purchase_receive";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Movements */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStockMovement"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/inventory/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move stock between two outlets, all or nothing (transfer_out + transfer_in; lots keep their expiry) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosStockTransfer"];
                };
            };
            responses: {
                /** @description The transfer with both levels after it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStockTransferResult"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/inventory/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Batches with their expiry, newest first (outletId, variantId filters) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    outletId?: string;
                    variantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Batches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosInventoryBatch"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Stock a batch in (products that require batches); same number with another expiry → 409 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateBatch"];
                };
            };
            responses: {
                /** @description The batch after the stock-in */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosInventoryBatch"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/inventory/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Batches with stock expiring within `days` (1–365, default 30), expired ones included, soonest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    days?: number;
                    outletId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Batches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosInventoryBatch"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/shifts/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The outlet's open shift (404 when none is open) */
        get: {
            parameters: {
                query: {
                    outletId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The open shift */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShift"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shifts, newest first (outletId, status) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    outletId?: string;
                    status?: "OPEN" | "CLOSED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Shifts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShift"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/shifts/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a shift at an outlet (one open shift per outlet: 409 CONFLICT) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosOpenShift"];
                };
            };
            responses: {
                /** @description The shift */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShift"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/shifts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a shift */
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
                /** @description The shift */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShift"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/shifts/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a shift: expected cash, counted cash and the difference */
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
                    "application/json": components["schemas"]["PosCloseShift"];
                };
            };
            responses: {
                /** @description The closed shift */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShift"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/shifts/{id}/cash-movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shift's cash movements, newest first */
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
                /** @description Movements */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCashMovement"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Record paid-in, paid-out or a cash drop on an OPEN shift (closed: 409 CONFLICT) */
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
                    "application/json": components["schemas"]["PosNewCashMovement"];
                };
            };
            responses: {
                /** @description The movement */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCashMovement"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/shifts/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shift's X report (OPEN) or Z report (CLOSED): JSON, or receipt-width HTML / PDF
         * @description Sales that took payment in the shift by method, voids, discounts, tax by rate, cash movements, expected vs counted cash and the difference, and each person's part. format=html|pdf prints it on a 58 or 80 mm roll like a sale's receipt, in Indonesian or English by Accept-Language. Cache-Control: private, no-store.
         */
        get: {
            parameters: {
                query?: {
                    /** @description json (default, the envelope), html or pdf: receipt-width, printed like a sale's receipt */
                    format?: "json" | "html" | "pdf";
                    /** @description Thermal roll width in mm for html/pdf: 58 or 80 (default) */
                    width?: "58" | "80";
                };
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
                            data: components["schemas"]["PosShiftReport"];
                        };
                        "text/html": string;
                        "application/pdf": string;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchase orders, newest first (status, supplierId, outletId), with their lines */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "DRAFT" | "ORDERED" | "PARTIALLY_RECEIVED" | "RECEIVED" | "CANCELLED";
                    supplierId?: string;
                    outletId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Purchase orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosPurchaseOrder"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a DRAFT purchase order (supplier and outlet active; no composite variants) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreatePurchaseOrder"];
                };
            };
            responses: {
                /** @description The purchase order */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosPurchaseOrder"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/purchase-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a purchase order with its lines (received and outstanding) */
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
                /** @description The purchase order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosPurchaseOrder"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Change a DRAFT (lines replace every line); any other status is 409 CONFLICT */
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
                    "application/json": components["schemas"]["PosPatchPurchaseOrder"];
                };
            };
            responses: {
                /** @description The purchase order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosPurchaseOrder"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/purchase-orders/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the order: DRAFT → ORDERED */
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
                /** @description The ordered purchase order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosPurchaseOrder"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/purchase-orders/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive goods (stocks them in): ORDERED or PARTIALLY_RECEIVED → PARTIALLY_RECEIVED or RECEIVED; more than outstanding is 409 */
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
                    "application/json": components["schemas"]["PosReceivePurchaseOrder"];
                };
            };
            responses: {
                /** @description The purchase order after the receive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosPurchaseOrder"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/purchase-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel: DRAFT or ORDERED → CANCELLED */
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
                /** @description The cancelled purchase order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosPurchaseOrder"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales, newest first (outletId, status, shiftId) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    outletId?: string;
                    status?: "COMPLETED" | "PARKED" | "VOIDED";
                    shiftId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sales */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSale"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
         * Ring a sale (COMPLETED with payments, or PARKED); totals computed on the server
         * @description Idempotency-Key is stored on the sale: a replay, days later too, answers the first sale (Idempotent-Replayed: true) and moves nothing twice; the same key with another body → 409 IDEMPOTENCY_KEY_IN_USE. Too little stock → 409 CONFLICT, nothing written.
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
                    "application/json": components["schemas"]["PosCreateSale"];
                };
            };
            responses: {
                /** @description The sale */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSale"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description CONFLICT or IDEMPOTENCY_KEY_IN_USE */
                409: {
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sale with its items, payments and customer (the full receipt) */
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
                /** @description The sale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSale"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/sales/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a PARKED sale: PARKED → COMPLETED (payments sum to the total); other statuses → 409 */
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
                    "application/json": components["schemas"]["PosCompleteSale"];
                };
            };
            responses: {
                /** @description The completed sale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSale"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/sales/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a sale: stock and points go back; a VOIDED sale → 409 */
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
                    "application/json": components["schemas"]["PosVoidSale"];
                };
            };
            responses: {
                /** @description The voided sale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSale"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/sales/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sale's printable receipt: HTML (default) or PDF, 58 or 80 mm (default) wide
         * @description Outlet, business, receiptHeader/Footer, the time in the outlet's timezone, items with modifiers and discounts, PPN, total, payments and Kembalian; a VOIDED sale carries a VOID mark and its reason, a PARKED one prints as an unpaid bill (BELUM DIBAYAR). Amounts in id-ID (Rp 48.840). The PDF is cached in R2 under a key that changes with the receipt; X-Receipt-Cache says hit or miss. Cache-Control: private, no-store.
         */
        get: {
            parameters: {
                query?: {
                    /** @description html (default) or pdf */
                    format?: "html" | "pdf";
                    /** @description Thermal roll width in mm: 58 or 80 (default) */
                    width?: "58" | "80";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The receipt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/pdf": string;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/sales/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sale's returns, newest first, with their lines and refunds */
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
                /** @description Returns */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSaleReturn"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
         * Return some of a COMPLETED sale's lines and refund them; amounts computed on the server
         * @description Each line's total, order discount share, service charge and tax are pro-rated from the sale's own line amounts (cumulative half-up, so returns summing to the whole line give back exactly the line). Restocked units come back as sale_return movements, into the batches they were sold from. Refunds go back the way the sale was paid (a Pasar payments payment is refunded there; cash leaves the outlet's open shift). Loyalty points the sale no longer earns are taken back. Idempotency-Key is stored on the return: a replay answers the first return (Idempotent-Replayed: true). Past the outlet's returnWindowDays → 409 RETURN_WINDOW_EXPIRED; more units than are left → 409 CONFLICT; above returnApprovalThreshold without returns.over_threshold → 403 FORBIDDEN (a manager's X-Pos-Approval lets it through).
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
                    "application/json": components["schemas"]["PosCreateReturn"];
                };
            };
            responses: {
                /** @description The return */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSaleReturn"];
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
                /** @description AUTH_REQUIRED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN */
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
                /** @description CONFLICT, RETURN_WINDOW_EXPIRED or IDEMPOTENCY_KEY_IN_USE */
                409: {
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales/{id}/returns/{returnId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A return with its lines and refunds */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The sale (txn_…) */
                    id: string;
                    /** @description The return (ret_…) */
                    returnId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosSaleReturn"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/sales/{id}/returns/{returnId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A return's printable receipt: HTML (default) or PDF, 58 or 80 mm (default) wide
         * @description RETUR, the return and the sale it belongs to, each line returned with its reason, the amounts given back (order discount share, service charge, each tax) and how the money went back. Cache-Control: private, no-store.
         */
        get: {
            parameters: {
                query?: {
                    /** @description html (default) or pdf */
                    format?: "html" | "pdf";
                    /** @description Thermal roll width in mm: 58 or 80 (default) */
                    width?: "58" | "80";
                };
                header?: never;
                path: {
                    /** @description The sale (txn_…) */
                    id: string;
                    /** @description The return (ret_…) */
                    returnId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The return receipt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/pdf": string;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales totals, voided count and payments by method over a window
         * @description COMPLETED sales rung (soldAt) in the window: from/to as ISO 8601 datetimes or YYYY-MM-DD local days (the outlet's timezone, Asia/Jakarta without outletId); default the last 30 local days, today included; from after to or over 366 days → 400. voidedCount: sales in the window completed and later voided (a discarded parked bill is not a sale). returns: the returns made in the window (when they were made, whatever day the sale was), refundsByMethod and netTotal = total − returns.total. shiftId: only that shift's sales; without from/to, all of them and the window is the shift's span.
         */
        get: {
            parameters: {
                query?: {
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    from?: string;
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    to?: string;
                    outletId?: string;
                    /** @description Only the sales of this shift (shf_…; another workspace's: 404). Without from/to the window is the shift's own (opened to closed, or now) and every sale of the shift counts whatever its soldAt */
                    shiftId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The summary */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosReportSummary"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/reports/top-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Best-selling variants by quantity (limit 1-100, default 10)
         * @description COMPLETED sales rung (soldAt) in the window: from/to as ISO 8601 datetimes or YYYY-MM-DD local days (the outlet's timezone, Asia/Jakarta without outletId); default the last 30 local days, today included; from after to or over 366 days → 400. Ties by total, then variantId.
         */
        get: {
            parameters: {
                query?: {
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    from?: string;
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    to?: string;
                    outletId?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Variants, most sold first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosReportTopProduct"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/reports/sales-by-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COMPLETED sales per outlet-local day, every day of the window, oldest first
         * @description COMPLETED sales rung (soldAt) in the window: from/to as ISO 8601 datetimes or YYYY-MM-DD local days (the outlet's timezone, Asia/Jakarta without outletId); default the last 30 local days, today included; from after to or over 366 days → 400. Or days (1-365, default 30): local days ending today. A sale counts on its outlet's local day.
         */
        get: {
            parameters: {
                query?: {
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    from?: string;
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    to?: string;
                    outletId?: string;
                    /** @description Local days ending today (default 30); not with from/to */
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One row per day, zeros included */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosReportDay"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/reports/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stock levels at or under their reorder point (reorderPoint > 0), shortest first
         * @description outletId: one outlet (404 when not this workspace's), else every outlet; limit 1-500, default 100.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Default: every outlet */
                    outletId?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Levels */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStockLevel"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/billing/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tiers, their monthly IDR price and limits (public; null = unlimited) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tiers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosTier"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
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
    "/api/v1/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tier in force, its paid period, limits and usage */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Billing */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosBilling"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy a month of a paid tier: a payments hosted checkout (free → 400) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCheckout"];
                };
            };
            responses: {
                /** @description The checkout */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description The tier being bought
                                 * @example growth
                                 */
                                tier: string;
                                /**
                                 * @description The payments hosted checkout: send the merchant there; once paid the tier is in force for a month
                                 * @example https://pasar.example.com/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                checkoutUrl: string;
                                /**
                                 * @description The payments checkout session's id
                                 * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                sessionId: string;
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description BILLING_NOT_CONFIGURED */
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
    "/api/v1/billing/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel at the end of the paid month (then free); on free → 409 CONFLICT */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Billing, cancelAtPeriodEnd true */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosBilling"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/webhook-subscriptions/event-types": {
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
                            data: components["schemas"]["PosEventType"][];
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
    "/api/v1/webhook-subscriptions/deliveries": {
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
                    subscriptionId?: string;
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
                            data: components["schemas"]["PosWebhookDelivery"][];
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
    "/api/v1/webhook-subscriptions": {
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
                            data: components["schemas"]["PosWebhookEndpoint"][];
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
         *     **Receiving deliveries.** Each event is sent as `POST <url>` with `Content-Type: application/json`, `User-Agent: Pasar-Webhooks/1.0`, `Pos-Signature: t=<Unix seconds>,v1=<hex>` and the body `{"id":"evt_…","type":"…","occurredAt":"…","accountId":"acc_…","environment":"test","data":{…}}`, where `data` is the resource as it was when the event happened. A 2xx answer within 10 seconds is success (redirects are not followed); otherwise it is tried again after 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h, then the delivery is failed. A delivery can arrive more than once and in any order: deduplicate on the event `id`.
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
                    "application/json": components["schemas"]["PosWebhookEndpointCreate"];
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
                            data: components["schemas"]["PosWebhookEndpointWithSecret"];
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
                /** @description Scope missing or limit_reached: too many endpoints */
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
    "/api/v1/webhook-subscriptions/{id}": {
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
                            data: components["schemas"]["PosWebhookEndpoint"];
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
         * @description Its queued deliveries become failed (failureReason endpoint_deleted). 204 with no body (HTTP forbids one; the request id is in X-Request-Id).
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
                    "application/json": components["schemas"]["PosWebhookEndpointUpdate"];
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
                            data: components["schemas"]["PosWebhookEndpoint"];
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
    "/api/v1/webhook-subscriptions/{id}/rotate-secret": {
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
                    "application/json": components["schemas"]["PosWebhookSecretRotate"];
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
                            data: components["schemas"]["PosWebhookEndpointWithSecret"];
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
    "/api/v1/webhook-subscriptions/deliveries/{id}": {
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
                            data: components["schemas"]["PosWebhookDelivery"];
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
    "/api/v1/webhook-subscriptions/deliveries/{id}/retry": {
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
                            data: components["schemas"]["PosWebhookDelivery"];
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
    "/api/v1/fulfillment/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouses, newest first */
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
                /** @description Warehouses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosWarehouse"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Create a warehouse (the first is the default; isDefault: true takes the default over) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateWarehouse"];
                };
            };
            responses: {
                /** @description The warehouse */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosWarehouse"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/warehouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a warehouse holding no stock (else 409); the oldest remaining becomes default */
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Change a warehouse; isDefault: true moves the default here, false on the default is 409 */
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
                    "application/json": components["schemas"]["PosPatchWarehouse"];
                };
            };
            responses: {
                /** @description The warehouse */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosWarehouse"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/inventory/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a warehouse's stock of a variant by delta (≠ 0) with a reason; never below zero (409 CONFLICT) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosWarehouseStockAdjust"];
                };
            };
            responses: {
                /** @description The stock after the move, and its movement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosWarehouseAdjustResult"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/inventory/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A variant's stock in each warehouse */
        get: {
            parameters: {
                query: {
                    variantId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stock per warehouse */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosWarehouseStock"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouse stock movements, newest first (variantId, warehouseId, reason filters) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    variantId?: string;
                    warehouseId?: string;
                    reason?: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Movements */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosWarehouseMovement"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/inventory/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products, newest first, with their variants and each variant's stock per warehouse and total */
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
                /** @description Products with stock */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosStockedProduct"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licences, newest first (productId, customerId, status filters); never the key */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    productId?: string;
                    customerId?: string;
                    status?: "active" | "revoked" | "expired";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Licences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLicense"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Issue a licence; the answer carries the key, shown this once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosCreateLicense"];
                };
            };
            responses: {
                /** @description The licence with its key */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosNewLicense"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/licenses/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a key is a valid licence (of productId, when given): {valid, reason} */
        get: {
            parameters: {
                query: {
                    key: string;
                    productId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The verdict */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLicenseValidity"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/licenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a licence (never its key) */
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
                /** @description The licence */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLicense"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/licenses/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a licence (once; again is 409 CONFLICT) */
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
                /** @description The revoked licence */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosLicense"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/shipping/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The courier services the aggregator offers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Courier services */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCourier"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR: the courier aggregator failed or refused */
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
    "/api/v1/fulfillment/shipping/origin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping origin (configured false and null fields until the first PATCH) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The shipping origin */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingOrigin"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Save the shipping origin; the first PATCH needs contactName, phone, address and postalCode */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosShippingOriginPatch"];
                };
            };
            responses: {
                /** @description The shipping origin */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingOrigin"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/shipping/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rates from the saved origin (destination, insurance and items optional); no origin is 409
         * @description A quote, not a resource: answers 200. Prices are whole IDR and include any insurance fee.
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
                    "application/json": components["schemas"]["PosShippingRatesRequest"];
                };
            };
            responses: {
                /** @description One rate per courier service serving the route */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingRate"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description CONFLICT: no shipping origin saved */
                409: {
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
                /** @description UPSTREAM_ERROR: the courier aggregator failed or refused */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delivery/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The courier services the aggregator offers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Courier services */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosCourier"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR: the courier aggregator failed or refused */
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
    "/api/v1/delivery/origin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping origin (configured false and null fields until the first PATCH) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The shipping origin */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingOrigin"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
        /** Save the shipping origin; the first PATCH needs contactName, phone, address and postalCode */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosShippingOriginPatch"];
                };
            };
            responses: {
                /** @description The shipping origin */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingOrigin"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/delivery/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rates from the saved origin (destination, insurance and items optional); no origin is 409
         * @description A quote, not a resource: answers 200. Prices are whole IDR and include any insurance fee.
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
                    "application/json": components["schemas"]["PosShippingRatesRequest"];
                };
            };
            responses: {
                /** @description One rate per courier service serving the route */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingRate"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description CONFLICT: no shipping origin saved */
                409: {
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
                /** @description UPSTREAM_ERROR: the courier aggregator failed or refused */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fulfillment/shipping/track/{waybillId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 302 to the tracker of this workspace's shipment with that waybill (the courier's, else POS's own) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    waybillId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Location: the tracker page */
                302: {
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/track/{waybillId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public tracker page of a waybill: status and history, newest first (HTML) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    waybillId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tracker page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No shipment has that waybill */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/v1/fulfillment/shipping-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping credit balance (0 before any top-up or grant) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingCreditBalance"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/shipping-credits/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Top up 10,000–10,000,000 IDR: a payments hosted checkout, credited once when it is paid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PosShippingCreditTopupRequest"];
                };
            };
            responses: {
                /** @description The pending top-up */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingCreditTopup"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description BILLING_NOT_CONFIGURED */
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
    "/api/v1/fulfillment/shipping-credits/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit moves, newest first (type: topup, grant, debit, refund); amount is signed */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    type?: "topup" | "grant" | "debit" | "refund";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Transactions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShippingCreditTransaction"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipments, newest first (status) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "draft" | "confirmed" | "allocated" | "picking_up" | "picked" | "dropping_off" | "delivered" | "cancelled" | "rejected" | "returned";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Shipments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
         * Create a shipment (draft) at the saved origin, priced by the courier's quote
         * @description courierCode/courierServiceCode from GET …/couriers (else 400); no saved origin → 409; a price that differs from the quote → 409; a sale (transactionId) that already has a shipment → 409. The sale shows shipmentId and shipmentStatus from then on.
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
                    "application/json": components["schemas"]["PosCreateShipment"];
                };
            };
            responses: {
                /** @description The draft shipment */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fulfillment/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipment with its status history */
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
                /** @description The shipment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/shipments/{id}/confirm-pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book the courier (draft → confirmed) and debit the shipping credit
         * @description Debits the shipment's price — the quote, which already holds the insurance premium when insured — from the shipping credit; too little credit → 409 and nothing booked; not a draft → 409; the aggregator refusing → 502 and the debit given back.
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
                /** @description The booked shipment with its waybillId */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fulfillment/shipments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a shipment the courier has not collected; its debit is refunded once
         * @description Allowed while draft, confirmed, allocated or picking_up; otherwise 409.
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
                    "application/json": components["schemas"]["PosCancelShipment"];
                };
            };
            responses: {
                /** @description The cancelled shipment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delivery/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipments, newest first (status) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "draft" | "confirmed" | "allocated" | "picking_up" | "picked" | "dropping_off" | "delivered" | "cancelled" | "rejected" | "returned";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Shipments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
         * Create a shipment (draft) at the saved origin, priced by the courier's quote
         * @description courierCode/courierServiceCode from GET …/couriers (else 400); no saved origin → 409; a price that differs from the quote → 409; a sale (transactionId) that already has a shipment → 409. The sale shows shipmentId and shipmentStatus from then on.
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
                    "application/json": components["schemas"]["PosCreateShipment"];
                };
            };
            responses: {
                /** @description The draft shipment */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delivery/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipment with its status history */
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
                /** @description The shipment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/delivery/shipments/{id}/confirm-pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book the courier (draft → confirmed) and debit the shipping credit
         * @description Debits the shipment's price — the quote, which already holds the insurance premium when insured — from the shipping credit; too little credit → 409 and nothing booked; not a draft → 409; the aggregator refusing → 502 and the debit given back.
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
                /** @description The booked shipment with its waybillId */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delivery/shipments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a shipment the courier has not collected; its debit is refunded once
         * @description Allowed while draft, confirmed, allocated or picking_up; otherwise 409.
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
                    "application/json": components["schemas"]["PosCancelShipment"];
                };
            };
            responses: {
                /** @description The cancelled shipment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fulfillment/shipments/{id}/rebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rebook a cancelled shipment: back to draft, re-quoted, with the overrides sent */
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
                    "application/json": components["schemas"]["PosRebookShipment"];
                };
            };
            responses: {
                /** @description The draft shipment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delivery/sales/{id}/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship a delivery sale from its stored draft (once: a repeat answers the same shipment)
         * @description 201 when made now, 200 when the sale already had it. No delivery draft, or not COMPLETED → 409.
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
                /** @description The sale's shipment, made before */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description The shipment, made now */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosShipment"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fulfillment/shipping/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The courier aggregator's status callback (shared secret, not a POS credential)
         * @description Send the secret COURIER_WEBHOOK_SECRET as X-Courier-Secret or ?token=. An order this platform does not know is acknowledged and ignored (so the aggregator stops retrying). Other query parameters the aggregator adds are ignored.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The shared secret COURIER_WEBHOOK_SECRET, for an aggregator that takes only a URL (else X-Courier-Secret) */
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Acknowledged */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description Always true: the callback was accepted (the aggregator stops retrying)
                                 * @example true
                                 */
                                received: boolean;
                                /**
                                 * @description Whether it moved a shipment here; false for an unknown order, a ping, a repeat or a status older than the shipment's
                                 * @example true
                                 */
                                applied: boolean;
                            };
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/shipments/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booked shipment's shipping label as PDF, with its waybill as a Code 128 barcode
         * @description Courier and service, the waybill (Code 128 and text), recipient (name, phone, address, postal code, note) and sender (the shipment's origin), then per flag the shipping price, the insurance and the contents. The page is exactly the size asked. 409 CONFLICT while the shipment has no waybill (never booked, a draft after rebook) or is cancelled. Cached in R2 (and the isolate's memory) under a key that changes with the shipment, the size and the flags; X-Label-Cache says hit or miss. Cache-Control: private, no-store.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size: a4 (210×297 mm), thermal-80x100 or thermal-100x150 (default); the page is exactly that */
                    size?: "a4" | "thermal-80x100" | "thermal-100x150";
                    /** @description Print the sender's phone. true/false or 1/0; default true */
                    showSenderPhone?: "0" | "1" | "true" | "false";
                    /** @description Print the recipient's phone. true/false or 1/0; default true */
                    showRecipientPhone?: "0" | "1" | "true" | "false";
                    /** @description Print the recipient's name masked ("B***i S***o"). true/false or 1/0; default false */
                    maskRecipientName?: "0" | "1" | "true" | "false";
                    /** @description Print the shipping price (Ongkir). true/false or 1/0; default false */
                    showShippingCost?: "0" | "1" | "true" | "false";
                    /** @description Print the insurance (Asuransi): the insured amount, or that there is none. true/false or 1/0; default false */
                    showInsurance?: "0" | "1" | "true" | "false";
                    /** @description Print the contents: name × quantity and weight. true/false or 1/0; default true */
                    showItems?: "0" | "1" | "true" | "false";
                    /** @description With the items, each one's description. true/false or 1/0; default false */
                    showItemDescriptions?: "0" | "1" | "true" | "false";
                    /** @description With the items, each one's SKU. true/false or 1/0; default false */
                    showItemSkus?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The label */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
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
                /** @description AUTH_REQUIRED */
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
                /** @description CONFLICT: no waybill yet, or the shipment is cancelled */
                409: {
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
    "/api/v1/fulfillment/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries, newest first: one per sale sent out (a shipment or licences) */
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
                /** @description Deliveries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PosDelivery"][];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "/api/v1/fulfillment/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery */
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
                            data: components["schemas"]["PosDelivery"];
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
                /** @description AUTH_REQUIRED */
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
                /** @description RATE_LIMITED */
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
    "pos.sale.completed.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.sale.completed.v1
         * @description A sale was completed (created COMPLETED, or a parked sale completed); data is the sale as GET /sales/{id} answers it, without customer.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.sale.completed.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2",
                     *         "outletId": "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A",
                     *         "shiftId": "shf_01JB4XD3J8T5A1B4C9E2F7G0H3",
                     *         "customerId": null,
                     *         "status": "COMPLETED",
                     *         "note": null,
                     *         "items": [
                     *           {
                     *             "id": "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2_i0",
                     *             "productId": "prd_01JB4X3K7N4Q6S8V0W2Y4A6C8E",
                     *             "variantId": "var_01JB4X3M9P6R8S0V2W4Y6A8C0E",
                     *             "name": "Kopi Susu",
                     *             "sku": "KS-01",
                     *             "quantity": 2,
                     *             "unitPrice": 11000,
                     *             "modifiers": [],
                     *             "unit": 11000,
                     *             "discount": 0,
                     *             "total": 22000,
                     *             "orderDiscountShare": 0,
                     *             "serviceCharge": 0,
                     *             "taxable": 22000,
                     *             "tax": 0,
                     *             "taxCategory": "exempt",
                     *             "taxName": "Exempt",
                     *             "taxRateBps": 0,
                     *             "returnedQuantity": 0
                     *           }
                     *         ],
                     *         "payments": [
                     *           {
                     *             "method": "CASH",
                     *             "amount": 22000,
                     *             "tendered": 50000,
                     *             "change": 28000,
                     *             "paymentId": null
                     *           }
                     *         ],
                     *         "subtotal": 22000,
                     *         "orderDiscount": 0,
                     *         "discountTotal": 0,
                     *         "taxTotal": 0,
                     *         "total": 22000,
                     *         "changeTotal": 28000,
                     *         "taxRateBps": 0,
                     *         "taxInclusive": false,
                     *         "serviceChargeTotal": 0,
                     *         "serviceChargeBps": 0,
                     *         "serviceChargeTaxable": true,
                     *         "serviceChargeBase": "pre_tax",
                     *         "taxes": [
                     *           {
                     *             "category": "exempt",
                     *             "name": "Exempt",
                     *             "rateBps": 0,
                     *             "taxable": 22000,
                     *             "amount": 0
                     *           }
                     *         ],
                     *         "staffId": "stf_01JB4XF5M0W7C3D6E1G4H9J2K5",
                     *         "voidedByStaffId": null,
                     *         "approvedBy": null,
                     *         "returnedTotal": 0,
                     *         "netTotal": 22000,
                     *         "pointsEarned": 0,
                     *         "soldAt": "2026-11-29T08:15:42.318Z",
                     *         "completedAt": "2026-11-29T08:15:42.318Z",
                     *         "voidedAt": null,
                     *         "voidReason": null,
                     *         "delivery": null,
                     *         "shipmentId": null,
                     *         "shipmentStatus": null,
                     *         "createdAt": "2026-11-29T08:15:42.318Z",
                     *         "updatedAt": "2026-11-29T08:15:42.318Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosSaleCompletedEvent"];
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
    "pos.sale.voided.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.sale.voided.v1
         * @description A sale was voided (a completed sale, with its stock and points given back, or a discarded parked bill); data is the sale.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.sale.voided.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2",
                     *         "outletId": "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A",
                     *         "shiftId": "shf_01JB4XD3J8T5A1B4C9E2F7G0H3",
                     *         "customerId": null,
                     *         "status": "VOIDED",
                     *         "note": null,
                     *         "items": [
                     *           {
                     *             "id": "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2_i0",
                     *             "productId": "prd_01JB4X3K7N4Q6S8V0W2Y4A6C8E",
                     *             "variantId": "var_01JB4X3M9P6R8S0V2W4Y6A8C0E",
                     *             "name": "Kopi Susu",
                     *             "sku": "KS-01",
                     *             "quantity": 2,
                     *             "unitPrice": 11000,
                     *             "modifiers": [],
                     *             "unit": 11000,
                     *             "discount": 0,
                     *             "total": 22000,
                     *             "orderDiscountShare": 0,
                     *             "serviceCharge": 0,
                     *             "taxable": 22000,
                     *             "tax": 0,
                     *             "taxCategory": "exempt",
                     *             "taxName": "Exempt",
                     *             "taxRateBps": 0,
                     *             "returnedQuantity": 0
                     *           }
                     *         ],
                     *         "payments": [
                     *           {
                     *             "method": "CASH",
                     *             "amount": 22000,
                     *             "tendered": 50000,
                     *             "change": 28000,
                     *             "paymentId": null
                     *           }
                     *         ],
                     *         "subtotal": 22000,
                     *         "orderDiscount": 0,
                     *         "discountTotal": 0,
                     *         "taxTotal": 0,
                     *         "total": 22000,
                     *         "changeTotal": 28000,
                     *         "taxRateBps": 0,
                     *         "taxInclusive": false,
                     *         "serviceChargeTotal": 0,
                     *         "serviceChargeBps": 0,
                     *         "serviceChargeTaxable": true,
                     *         "serviceChargeBase": "pre_tax",
                     *         "taxes": [
                     *           {
                     *             "category": "exempt",
                     *             "name": "Exempt",
                     *             "rateBps": 0,
                     *             "taxable": 22000,
                     *             "amount": 0
                     *           }
                     *         ],
                     *         "staffId": "stf_01JB4XF5M0W7C3D6E1G4H9J2K5",
                     *         "voidedByStaffId": null,
                     *         "approvedBy": null,
                     *         "returnedTotal": 0,
                     *         "netTotal": 22000,
                     *         "pointsEarned": 0,
                     *         "soldAt": "2026-11-29T08:15:42.318Z",
                     *         "completedAt": "2026-11-29T08:15:42.318Z",
                     *         "voidedAt": "2026-11-29T08:15:42.318Z",
                     *         "voidReason": "Rang twice",
                     *         "delivery": null,
                     *         "shipmentId": null,
                     *         "shipmentStatus": null,
                     *         "createdAt": "2026-11-29T08:15:42.318Z",
                     *         "updatedAt": "2026-11-29T08:15:42.318Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosSaleVoidedEvent"];
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
    "pos.billing.subscribed.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.billing.subscribed.v1
         * @description A paid month of a plan tier was bought; data is {accountId, tier, currentPeriodEnd, cancelAtPeriodEnd}.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.billing.subscribed.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *         "tier": "growth",
                     *         "currentPeriodEnd": "2026-12-29T08:15:42.318Z",
                     *         "cancelAtPeriodEnd": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosBillingSubscribedEvent"];
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
    "pos.billing.canceled.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.billing.canceled.v1
         * @description The paid plan was canceled at the end of its month (cancelAtPeriodEnd true); data is {accountId, tier, currentPeriodEnd, cancelAtPeriodEnd}.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.billing.canceled.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *         "tier": "growth",
                     *         "currentPeriodEnd": "2026-12-29T08:15:42.318Z",
                     *         "cancelAtPeriodEnd": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosBillingCanceledEvent"];
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
    "pos.stock.low.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.stock.low.v1
         * @description A watched outlet level (reorderPoint > 0) went from above its reorder point to at or under it, once per crossing (again only after it rose above); data is the level as GET /inventory/levels answers it.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.stock.low.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "outletId": "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A",
                     *         "variantId": "var_01JB4X3M9P6R8S0V2W4Y6A8C0E",
                     *         "quantity": 5,
                     *         "reorderPoint": 5,
                     *         "reorderQty": 48
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosStockLowEvent"];
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
    "pos.stock.adjusted.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.stock.adjusted.v1
         * @description Stock was adjusted by hand (POST /inventory/adjust, /fulfillment/inventory/adjust), stocked in (POST /inventory/batches) or transferred (POST /inventory/transfer); one event per request, data is {kind, refId, movements}.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.stock.adjusted.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "kind": "adjustment",
                     *         "refId": null,
                     *         "movements": [
                     *           {
                     *             "id": "mov_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *             "outletId": "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A",
                     *             "variantId": "var_01JB4X3M9P6R8S0V2W4Y6A8C0E",
                     *             "delta": -3,
                     *             "reason": "damaged",
                     *             "refId": null,
                     *             "note": "Dropped crate",
                     *             "balanceAfter": 17,
                     *             "createdAt": "2026-11-29T08:15:42.318Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosStockAdjustedEvent"];
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
    "pos.shift.closed.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.shift.closed.v1
         * @description A shift was closed; data is the shift as GET /shifts/{id} answers it (expected and counted cash).
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.shift.closed.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "shf_01JB4XD3J8T5A1B4C9E2F7G0H3",
                     *         "outletId": "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A",
                     *         "status": "CLOSED",
                     *         "openingFloat": 200000,
                     *         "expectedCash": 1450000,
                     *         "countedCash": 1448000,
                     *         "difference": -2000,
                     *         "notes": "Short two thousand",
                     *         "staffId": "stf_01JB4XF5M0W7C3D6E1G4H9J2K5",
                     *         "closedByStaffId": "stf_01JB4XG6N1X8D4E7F2H5J0K3M6",
                     *         "openedAt": "2026-11-29T01:00:00.000Z",
                     *         "closedAt": "2026-11-29T08:15:42.318Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosShiftClosedEvent"];
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
    "pos.purchase_order.received.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.purchase_order.received.v1
         * @description Goods of a purchase order were received (one event per receive, partial or the last); data is {id, outletId, supplierId, status, receivedAt, lines} with the quantities this receive brought.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.purchase_order.received.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "pur_01JB4XA2B3C4D5E6F7G8H9J0K1",
                     *         "outletId": "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A",
                     *         "supplierId": "sup_01JB4X9Z8Y7X6W5V4T3S2R1Q0P",
                     *         "status": "RECEIVED",
                     *         "receivedAt": "2026-11-29T08:15:42.318Z",
                     *         "lines": [
                     *           {
                     *             "variantId": "var_01JB4X3M9P6R8S0V2W4Y6A8C0E",
                     *             "quantity": 24,
                     *             "batchNumber": null,
                     *             "expiresAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosPurchaseOrderReceivedEvent"];
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
    "pos.customer.created.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.customer.created.v1
         * @description A customer was created; data is the customer as GET /customers/{id} answers it.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.customer.created.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "cus_01JB4XE4K9V6B2C5D0F3G8H1J4",
                     *         "name": "Siti Rahma",
                     *         "phone": "+62 812 1111 2222",
                     *         "email": "siti@example.com",
                     *         "note": null,
                     *         "loyaltyBalance": 120,
                     *         "createdAt": "2026-10-02T04:11:09.514Z",
                     *         "updatedAt": "2026-10-02T04:11:09.514Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosCustomerCreatedEvent"];
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
    "pos.customer.updated.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.customer.updated.v1
         * @description A customer's profile was changed (PATCH /customers/{id}; loyalty moves come with the sale events); data is the customer after the change.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.customer.updated.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "cus_01JB4XE4K9V6B2C5D0F3G8H1J4",
                     *         "name": "Siti Rahma",
                     *         "phone": "+62 812 1111 2222",
                     *         "email": "siti@example.com",
                     *         "note": null,
                     *         "loyaltyBalance": 120,
                     *         "createdAt": "2026-10-02T04:11:09.514Z",
                     *         "updatedAt": "2026-11-29T08:15:42.318Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosCustomerUpdatedEvent"];
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
    "pos.shipment.status_changed.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.shipment.status_changed.v1
         * @description A courier moved a shipment (a courier report, or the test courier's simulated progress on the minute cron); data is the shipment as GET /shipments/{id} answers it, without history, plus previousStatus.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.shipment.status_changed.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                     *         "transactionId": "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2",
                     *         "customerId": "cus_01JB4XE4K9V6B2C5D0F3G8H1J4",
                     *         "customerEmail": "siti@example.com",
                     *         "courierCode": "jne",
                     *         "courierServiceCode": "reg",
                     *         "courierType": "REG",
                     *         "price": 18000,
                     *         "insured": false,
                     *         "insurance": 0,
                     *         "charged": 18000,
                     *         "destination": {
                     *           "name": "Budi Santoso",
                     *           "phone": "+62 812 3456 7890",
                     *           "address": "Jl. Kebon Jeruk 12, Jakarta Barat",
                     *           "postalCode": "11530"
                     *         },
                     *         "items": [
                     *           {
                     *             "name": "Kopi Gayo 250 g",
                     *             "value": 85000,
                     *             "weight": 300,
                     *             "quantity": 2
                     *           }
                     *         ],
                     *         "origin": {
                     *           "contactName": "Toko Maju",
                     *           "phone": "+62 22 1234 567",
                     *           "address": "Jl. Braga 1, Bandung",
                     *           "postalCode": "40115"
                     *         },
                     *         "status": "dropping_off",
                     *         "waybillId": "JNE0012345678",
                     *         "trackingUrl": null,
                     *         "cancelReason": null,
                     *         "createdAt": "2026-11-28T03:00:00.000Z",
                     *         "updatedAt": "2026-11-29T08:15:42.318Z",
                     *         "previousStatus": "picked"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosShipmentStatusChangedEvent"];
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
    "pos.sale.returned.v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * pos.sale.returned.v1
         * @description Some of a sale's lines were returned (POST /sales/{id}/returns); data is the return as GET /sales/{id}/returns/{returnId} answers it, with the refunds as first written (a Pasar payments refund is pending there until payments answers), plus the sale's returnedTotal and netTotal after it.
         *
         *     Signed `Pos-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, keyed with the subscription's whole `whsec_…` secret (one v1 per secret while a rotated secret still signs); refuse a t more than 300 s from your clock. Any 2xx within 10 s acknowledges; anything else is retried, 8 attempts over about 7.2 hours. Delivery is at least once and unordered: dedupe on the event id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix>,v1=<hex>[,v1=<hex>] */
                    "Pos-Signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_01JB4XB1G6R3Y4Z9A2C7D0E5F8",
                     *       "type": "pos.sale.returned.v1",
                     *       "occurredAt": "2026-11-29T08:15:42.318Z",
                     *       "accountId": "acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7",
                     *       "data": {
                     *         "id": "ret_01JB4XH7N2W9E5F8G3J6K1M4P7",
                     *         "saleId": "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2",
                     *         "outletId": "out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A",
                     *         "shiftId": "shf_01JB4XD3J8T5A1B4C9E2F7G0H3",
                     *         "items": [
                     *           {
                     *             "saleItemId": "txn_01JB4XC2H7S4Z0A3B8D1E6F9G2_i0",
                     *             "productId": "prd_01JB4X3K7N4Q6S8V0W2Y4A6C8E",
                     *             "variantId": "var_01JB4X3M9P6R8S0V2W4Y6A8C0E",
                     *             "name": "Kopi Susu",
                     *             "quantity": 1,
                     *             "restock": false,
                     *             "reason": "Tumpah",
                     *             "total": 11000,
                     *             "orderDiscountShare": 0,
                     *             "serviceCharge": 0,
                     *             "taxable": 11000,
                     *             "tax": 0,
                     *             "refund": 11000
                     *           }
                     *         ],
                     *         "refunds": [
                     *           {
                     *             "id": "ret_01JB4XH7N2W9E5F8G3J6K1M4P7_r0",
                     *             "method": "CASH",
                     *             "amount": 11000,
                     *             "paymentId": null,
                     *             "paymentsRefundId": null,
                     *             "status": "succeeded",
                     *             "failureReason": null
                     *           }
                     *         ],
                     *         "subtotal": 11000,
                     *         "orderDiscount": 0,
                     *         "serviceCharge": 0,
                     *         "taxTotal": 0,
                     *         "total": 11000,
                     *         "taxes": [
                     *           {
                     *             "category": "exempt",
                     *             "name": "Exempt",
                     *             "rateBps": 0,
                     *             "taxable": 11000,
                     *             "amount": 0
                     *           }
                     *         ],
                     *         "pointsTaken": 0,
                     *         "note": null,
                     *         "staffId": "stf_01JB4XF5M0W7C3D6E1G4H9J2K5",
                     *         "approvedBy": null,
                     *         "returnedAt": "2026-11-29T08:15:42.318Z",
                     *         "sale": {
                     *           "total": 22000,
                     *           "returnedTotal": 11000,
                     *           "netTotal": 11000
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosSaleReturnedEvent"];
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
        PosSaleCompletedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.sale.completed.v1
             * @enum {string}
             */
            type: "pos.sale.completed.v1";
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
            data: components["schemas"]["PosSale"];
        };
        /** @description A sale (ids txn_…) with its lines, payments and server-computed totals */
        PosSale: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The outlet that rang it (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The shift it was rung (or completed) in (shf_…); null when the outlet had none open
             * @example shf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            shiftId: string | null;
            /**
             * @description The buyer (cus_…); null when none
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string | null;
            /** @description The buyer as on file now, in GET /sales/{id} only (absent elsewhere and in events); null when the sale has no customer */
            customer?: {
                /**
                 * @description The customer's id (cus_…)
                 * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description The customer's name
                 * @example Siti Rahayu
                 */
                name: string;
                /**
                 * @description The customer's phone; null when none
                 * @example +6281234567890
                 */
                phone: string | null;
                /**
                 * @description The customer's email; null when none
                 * @example siti.rahayu@example.com
                 */
                email: string | null;
            } | null;
            /**
             * @description COMPLETED: paid, stock taken; PARKED: a held bill, nothing taken, completed by POST /sales/{id}/complete; VOIDED: cancelled (a completed sale's stock and points are given back). COMPLETED and PARKED can be voided; VOIDED is final
             * @example COMPLETED
             * @enum {string}
             */
            status: "COMPLETED" | "PARKED" | "VOIDED";
            /**
             * @description Free text printed on the receipt; null when none
             * @example Titip di pos satpam
             */
            note: string | null;
            /** @description The lines, in the order rung */
            items: components["schemas"]["PosSaleItem"][];
            /** @description How it was paid; empty while PARKED */
            payments: components["schemas"]["PosSalePayment"][];
            /**
             * @description Σ line totals, whole IDR (after item discounts, before the order discount)
             * @example 150000
             */
            subtotal: number;
            /**
             * @description Discount on the whole sale, whole IDR (0 when none)
             * @example 15000
             */
            orderDiscount: number;
            /**
             * @description Item discounts + orderDiscount, whole IDR
             * @example 15000
             */
            discountTotal: number;
            /**
             * @description Σ the lines' service charges, whole IDR (0 when the outlet charges none)
             * @example 2500
             */
            serviceChargeTotal: number;
            /**
             * @description Σ the lines' tax (each at its own rate, rounded half up per line), whole IDR: added on top when exclusive, the part of the total it is when inclusive
             * @example 16500
             */
            taxTotal: number;
            /**
             * @description What the customer pays, whole IDR: subtotal − orderDiscount + serviceChargeTotal, + taxTotal when exclusive; the payments add up to it
             * @example 150000
             */
            total: number;
            /**
             * @description Cash given back: Σ (tendered − amount) over the payments, whole IDR
             * @example 35000
             */
            changeTotal: number;
            /**
             * @description The outlet's standard tax rate when rung, in basis points (1100 = 11 %), kept on the sale; each line's own rate is on the line
             * @example 1100
             */
            taxRateBps: number;
            /**
             * @description Whether its prices included the tax (the outlet's rule when rung)
             * @example true
             */
            taxInclusive: boolean;
            /**
             * @description The outlet's service charge when rung, in basis points (500 = 5 %)
             * @example 500
             */
            serviceChargeBps: number;
            /**
             * @description Whether the service charge was taxed (the outlet's setting when rung)
             * @example true
             */
            serviceChargeTaxable: boolean;
            /**
             * @description pre_tax or post_tax: what the service charge was computed on (the outlet's setting when rung)
             * @example pre_tax
             * @enum {string}
             */
            serviceChargeBase: "pre_tax" | "post_tax";
            /** @description One entry per rate used, in the order first rung; Σ amount = taxTotal. Sales rung before line-level tax have one standard entry */
            taxes: components["schemas"]["PosSaleTax"][];
            /**
             * @description Loyalty points the customer earned: one per whole 1,000 IDR of total when completed with a customer, else 0
             * @example 150
             */
            pointsEarned: number;
            /**
             * @description When it was rung (ISO 8601, UTC): the till's soldAt for an offline sale, else when it was created; reports count by it
             * @example 2026-11-20T03:04:05.000Z
             */
            soldAt: string;
            /**
             * @description When it became COMPLETED (ISO 8601, UTC); null while PARKED or if voided unpaid
             * @example 2026-11-20T03:04:05.000Z
             */
            completedAt: string | null;
            /**
             * @description When it was voided (ISO 8601, UTC); null unless VOIDED
             * @example 2026-11-20T03:04:05.000Z
             */
            voidedAt: string | null;
            /**
             * @description The reason given with the void; null when none or not voided
             * @example Salah input pesanan
             */
            voidReason: string | null;
            /**
             * @description The staff member who rang it (the key's staff member, stf_…); null for a key or token bound to none
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId: string | null;
            /**
             * @description The staff member whose key voided it; null when not voided or the key is bound to none
             * @example null
             */
            voidedByStaffId: string | null;
            /**
             * @description The manager (stf_…) whose approval token (X-Pos-Approval) let the void through; null when none was needed
             * @example null
             */
            approvedBy: string | null;
            /**
             * @description Σ the totals of its returns, whole IDR: what was refunded (0 when none)
             * @example 0
             */
            returnedTotal: number;
            /**
             * @description total − returnedTotal: what the sale comes to after its returns, whole IDR
             * @example 48840
             */
            netTotal: number;
            /** @description Its returns, oldest first, in GET /sales/{id} and a void's answer and event (GET /sales/{id}/returns has them whole); absent elsewhere */
            returns?: {
                /**
                 * @description The return (ret_…)
                 * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description What it refunded, whole IDR
                 * @example 150000
                 */
                total: number;
                /**
                 * @description When it was made (ISO 8601, UTC)
                 * @example 2026-11-20T03:04:05.000Z
                 */
                returnedAt: string;
            }[];
            /** @description The delivery draft sent with the sale, or null */
            delivery: components["schemas"]["PosDeliveryDraft"] | null;
            /**
             * @description The sale's shipment once dispatched
             * @example shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            shipmentId: string | null;
            /**
             * @description That shipment's status, kept current
             * @example confirmed
             */
            shipmentStatus: string | null;
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
        /** @description A line of a sale, with the names and prices it was rung at */
        PosSaleItem: {
            /**
             * @description The line's id (the sale's id and _i with its position): what a return names (saleItemId)
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD_i0
             */
            id: string;
            /**
             * @description The product sold (prd_…)
             * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            productId: string;
            /**
             * @description The variant sold (var_…)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description The product's name, then · and the variant's unless it is Default, as they were when rung (the receipt prints it)
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description The variant's SKU when rung; null when it had none
             * @example KSGA-250
             */
            sku: string | null;
            /**
             * @description Units sold
             * @example 2
             */
            quantity: number;
            /**
             * @description Price of one unit before modifiers, whole IDR
             * @example 25000
             */
            unitPrice: number;
            /** @description Options rung on the line; empty when none */
            modifiers: {
                /**
                 * @description The option as rung and printed on the receipt (e.g. Extra shot), one line of 1–80 characters
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description What the option adds to the unit price, in whole IDR (integer rupiah; IDR has no decimals)
                 * @example 25000
                 */
                price: number;
            }[];
            /**
             * @description unitPrice + modifier prices
             * @example 12
             */
            unit: number;
            /**
             * @description Discount on the line, whole IDR (0 when none)
             * @example 15000
             */
            discount: number;
            /**
             * @description unit × quantity − discount (before the order discount)
             * @example 150000
             */
            total: number;
            /**
             * @description This line's share of the sale's orderDiscount, pro-rated by line total with cumulative half-up rounding (the shares sum to orderDiscount exactly); 0 on lines rung before line-level tax
             * @example 500
             */
            orderDiscountShare: number;
            /**
             * @description This line's service charge, whole IDR (0 when the outlet charges none)
             * @example 2500
             */
            serviceCharge: number;
            /**
             * @description What this line's tax is computed on, without tax: the line after its discounts (ex-tax when inclusive), + its service charge when taxable
             * @example 52500
             */
            taxable: number;
            /**
             * @description This line's tax at taxRateBps, rounded half up to whole IDR (included in the price when inclusive)
             * @example 5250
             */
            tax: number;
            /**
             * @description The product's taxCategory when rung: standard, exempt or a tax rate id (taxr_…)
             * @example standard
             */
            taxCategory: string;
            /**
             * @description The rate's name when rung: PPN for standard, Exempt, or the named rate's (e.g. PB1)
             * @example PB1
             */
            taxName: string;
            /**
             * @description The rate this line was taxed at, in basis points (0 when exempt)
             * @example 1000
             */
            taxRateBps: number;
            /**
             * @description Units of this line returned so far (POST /sales/{id}/returns); never above quantity
             * @example 0
             */
            returnedQuantity: number;
        };
        /** @description One payment of a sale */
        PosSalePayment: {
            /**
             * @description How it was paid: CASH, QRIS, CARD or OTHER
             * @example CASH
             * @enum {string}
             */
            method: "CASH" | "QRIS" | "CARD" | "OTHER";
            /**
             * @description Amount of the total this payment covers, whole IDR
             * @example 150000
             */
            amount: number;
            /**
             * @description Cash handed over for CASH (at least amount); equal to amount for other methods
             * @example 200000
             */
            tendered: number;
            /**
             * @description Given back: tendered − amount (0 except for CASH)
             * @example 35000
             */
            change: number;
            /**
             * @description The Pasar payments payment (py_…) it was taken through; null when none
             * @example null
             */
            paymentId: string | null;
        };
        /** @description One rate a sale used, with the amount taxed and the tax; exempt lines are listed at 0 */
        PosSaleTax: {
            /**
             * @description standard (the outlet's rate), exempt or the named rate's id (taxr_…)
             * @example standard
             */
            category: string;
            /**
             * @description PPN, Exempt or the named rate's name when rung
             * @example PB1
             */
            name: string;
            /**
             * @description The rate in basis points (1000 = 10 %)
             * @example 1000
             */
            rateBps: number;
            /**
             * @description Σ taxable of the lines at this rate: the amount taxed, without tax, whole IDR
             * @example 52500
             */
            taxable: number;
            /**
             * @description Σ tax of the lines at this rate, whole IDR
             * @example 5250
             */
            amount: number;
        };
        /** @description A delivery sale's shipping details, stored with the sale until POST /delivery/sales/{id}/dispatch turns them into a shipment */
        PosDeliveryDraft: {
            destination: components["schemas"]["PosShippingDestination"];
            /**
             * @description The courier, as GET …/couriers lists it (e.g. jne)
             * @example jne
             */
            courierCode: string;
            /**
             * @description The courier's service, as GET …/couriers lists it (e.g. reg)
             * @example reg
             */
            courierServiceCode: string;
            /**
             * @description The service's kind (standard, overnight, same_day, instant); default: the courier list's
             * @example reg
             */
            courierType?: string | null;
            /**
             * @description Whether to insure the parcel (default false)
             * @example true
             */
            insured?: boolean;
            /**
             * @description The insured value in whole IDR (default 0), used only when insured; the premium is in the quoted price
             * @example 2000
             */
            insurance?: number;
            /**
             * @description Grams per unit sold, for the parcel list (default 1,000; the catalogue keeps no weights)
             * @example 250
             */
            itemWeight?: number;
        };
        /** @description Where a parcel goes and who receives it */
        PosShippingDestination: {
            /**
             * @description The recipient's name, one line of 1–100 characters
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description The recipient's phone, 5–30 characters: digits, spaces, ( ) - and an optional leading +
             * @example +62 812 3456 7890
             */
            phone: string;
            /**
             * @description The delivery address, one line of 1–500 characters
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address: string;
            /**
             * @description The five-digit Indonesian postal code; couriers price and route by it
             * @example 12440
             */
            postalCode: string;
            /**
             * Format: email
             * @description The recipient's email, at most 254 characters; null or omitted: none
             * @example siti.rahayu@example.com
             */
            email?: string | null;
            /**
             * @description Directions for the courier (printed on the label), 1–500 characters; null or omitted: none
             * @example Titip di pos satpam
             */
            note?: string | null;
            /**
             * @description The town or city, 1–100 characters; the public tracker shows it as the parcel's destination (nothing else of the address). Null or omitted: the tracker shows none
             * @example Jakarta Selatan
             */
            city?: string | null;
        };
        PosSaleVoidedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.sale.voided.v1
             * @enum {string}
             */
            type: "pos.sale.voided.v1";
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
            data: components["schemas"]["PosSale"];
        };
        PosBillingSubscribedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.billing.subscribed.v1
             * @enum {string}
             */
            type: "pos.billing.subscribed.v1";
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
            data: components["schemas"]["PosEventBilling"];
        };
        /** @description The plan state a billing event reports */
        PosEventBilling: {
            /**
             * @description The workspace
             * @example acc_01JB4WY4J7Q1S5V8W2Y6A0C3E7
             */
            accountId: string;
            /**
             * @description The plan tier bought
             * @example growth
             */
            tier: string;
            /**
             * @description End of the paid month (ISO 8601, UTC)
             * @example 2026-12-29T08:15:42.318Z
             */
            currentPeriodEnd: string;
            /**
             * @description true once canceled: the tier lapses at currentPeriodEnd
             * @example false
             */
            cancelAtPeriodEnd: boolean;
        };
        PosBillingCanceledEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.billing.canceled.v1
             * @enum {string}
             */
            type: "pos.billing.canceled.v1";
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
            data: components["schemas"]["PosEventBilling"];
        };
        PosStockLowEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.stock.low.v1
             * @enum {string}
             */
            type: "pos.stock.low.v1";
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
            data: components["schemas"]["PosStockLevel"];
        };
        /** @description How much of a variant an outlet holds, and when to reorder it */
        PosStockLevel: {
            /**
             * @description The outlet whose stock this is (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The variant counted (var_…)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description Units in stock at the outlet now, never below 0
             * @example 2
             */
            quantity: number;
            /**
             * @description Level at or below which the variant shows in GET /reports/low-stock; 0 means it is not watched
             * @example 12
             */
            reorderPoint: number;
            /**
             * @description How many units to order when it runs low (a suggestion for you); null when not set
             * @example 2
             */
            reorderQty: number | null;
        };
        PosStockAdjustedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.stock.adjusted.v1
             * @enum {string}
             */
            type: "pos.stock.adjusted.v1";
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
            data: components["schemas"]["PosEventStockAdjusted"];
        };
        /** @description One stock request's movements (pos.stock.adjusted.v1) */
        PosEventStockAdjusted: {
            /**
             * @description adjustment (POST /inventory/adjust), stock_in (POST /inventory/batches), transfer (POST /inventory/transfer), warehouse_adjustment (POST /fulfillment/inventory/adjust)
             * @example adjustment
             * @enum {string}
             */
            kind: "adjustment" | "stock_in" | "transfer" | "warehouse_adjustment";
            /**
             * @description The transfer (trf_…) for a transfer; null otherwise
             * @example null
             */
            refId: string | null;
            /** @description The movements the request wrote, in order (a transfer: the source's transfer_out then the destination's transfer_in per item); warehouse ones carry warehouseId instead of outletId */
            movements: (components["schemas"]["PosStockMovement"] | components["schemas"]["PosWarehouseMovement"])[];
        };
        /** @description One change of an outlet's stock level, newest first in lists */
        PosStockMovement: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example mov_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The outlet whose stock this is (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The variant counted (var_…)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description Signed change of the level: positive came in, negative went out
             * @example 12
             */
            delta: number;
            /**
             * @description Why the stock moved: manual_adjust (a count correction), refund_restock (returned goods put back), transfer_in, transfer_out, damaged, returned_to_supplier, initial_stock or import; also sale (a completed sale took it), sale_void (a void gave it back), sale_return (a return put it back on the shelf) and purchase_receive (a purchase order received it)
             * @example manual_adjust
             * @enum {string}
             */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import" | "sale" | "sale_void" | "sale_return" | "purchase_receive";
            /**
             * @description What caused the move: the sale (txn_…) for sale and sale_void, the return (ret_…) for sale_return, the transfer (trf_…) for transfer_in/out, the purchase order (pur_…) for purchase_receive; null for adjustments and batch stock-ins
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            refId: string | null;
            /**
             * @description The note sent with the adjustment or transfer (batch <number> for a batch stock-in); null when none
             * @example Titip di pos satpam
             */
            note: string | null;
            /**
             * @description The outlet's level of the variant right after this move
             * @example 2500000
             */
            balanceAfter: number;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        /** @description One change of a warehouse's stock; kept as history after the warehouse is deleted */
        PosWarehouseMovement: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example whm_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The warehouse (wh_…)
             * @example wh_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            warehouseId: string;
            /**
             * @description The variant counted (var_…)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description Signed change of the quantity: positive came in, negative went out
             * @example 12
             */
            delta: number;
            /**
             * @description Why the stock moved: manual_adjust (a count correction), refund_restock (returned goods put back), transfer_in, transfer_out, damaged, returned_to_supplier, initial_stock or import
             * @example manual_adjust
             * @enum {string}
             */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import";
            /**
             * @description Free text about the move, at most 500 characters (may span lines); null when none
             * @example Titip di pos satpam
             */
            note: string | null;
            /**
             * @description The record that caused the move; null for adjustments (POST /fulfillment/inventory/adjust)
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            refId: string | null;
            /**
             * @description The warehouse's quantity of the variant right after this move
             * @example 2500000
             */
            balanceAfter: number;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        PosShiftClosedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.shift.closed.v1
             * @enum {string}
             */
            type: "pos.shift.closed.v1";
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
            data: components["schemas"]["PosShift"];
        };
        /** @description A cashier session at an outlet (ids shf_…): its sales' cash is reconciled when it closes */
        PosShift: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example shf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The outlet the shift is at (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description OPEN: taking sales (one per outlet at a time); CLOSED: counted and final
             * @example OPEN
             * @enum {string}
             */
            status: "OPEN" | "CLOSED";
            /**
             * @description Cash in the drawer when the shift opened, in whole IDR (integer rupiah)
             * @example 500000
             */
            openingFloat: number;
            /**
             * @description What the drawer should hold at closing, in whole IDR: openingFloat + CASH amounts of the shift's sales − cash of sales voided while it was open − cash refunds + paid-in − paid-out − drops (GET /shifts/{id}/report shows the parts); null while OPEN
             * @example 1250000
             */
            expectedCash: number | null;
            /**
             * @description Cash counted in the drawer at closing, in whole IDR; null while OPEN
             * @example 1250000
             */
            countedCash: number | null;
            /**
             * @description countedCash − expectedCash in whole IDR (negative: cash short); null while OPEN
             * @example 12
             */
            difference: number | null;
            /**
             * @description Closing notes, at most 1000 characters (may span lines); null when none
             * @example Barang dicek saat diterima
             */
            notes: string | null;
            /**
             * @description When the shift was opened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            openedAt: string;
            /**
             * @description When it was closed (ISO 8601, UTC); null while OPEN
             * @example 2026-11-20T03:04:05.000Z
             */
            closedAt: string | null;
            /**
             * @description The staff member whose key opened it (stf_…); null for a key or token bound to none
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId: string | null;
            /**
             * @description The staff member whose key closed it; null while OPEN or for a key bound to none
             * @example null
             */
            closedByStaffId: string | null;
        };
        PosPurchaseOrderReceivedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.purchase_order.received.v1
             * @enum {string}
             */
            type: "pos.purchase_order.received.v1";
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
            data: components["schemas"]["PosEventPurchaseOrderReceived"];
        };
        /** @description A purchase order's receive: its status after it and what it brought */
        PosEventPurchaseOrderReceived: {
            /**
             * @description The purchase order (pur_…)
             * @example pur_01JB4XA2B3C4D5E6F7G8H9J0K1
             */
            id: string;
            /**
             * @description The outlet it was received at
             * @example out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A
             */
            outletId: string;
            /**
             * @description Its supplier (sup_…)
             * @example sup_01JB4X9Z8Y7X6W5V4T3S2R1Q0P
             */
            supplierId: string;
            /**
             * @description The order's status after this receive: RECEIVED when nothing is outstanding any more
             * @example PARTIALLY_RECEIVED
             * @enum {string}
             */
            status: "PARTIALLY_RECEIVED" | "RECEIVED";
            /**
             * @description When the order became RECEIVED (ISO 8601, UTC); null while partially received
             * @example 2026-11-29T08:15:42.318Z
             */
            receivedAt: string | null;
            /** @description What this receive brought, as sent */
            lines: {
                /**
                 * @description The variant received (var_…)
                 * @example var_01JB4X3M9P6R8S0V2W4Y6A8C0E
                 */
                variantId: string;
                /**
                 * @description How many this receive brought
                 * @example 24
                 */
                quantity: number;
                /**
                 * @description The batch (lot) number for batch-tracked products; null otherwise
                 * @example null
                 */
                batchNumber: string | null;
                /**
                 * @description The batch's expiry (ISO 8601, UTC); null without a batch
                 * @example null
                 */
                expiresAt: string | null;
            }[];
        };
        PosCustomerCreatedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.customer.created.v1
             * @enum {string}
             */
            type: "pos.customer.created.v1";
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
            data: components["schemas"]["PosCustomer"];
        };
        /** @description A buyer you keep on file (ids cus_…), with a loyalty points balance */
        PosCustomer: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The customer's name, one line of 1–160 characters; GET /customers?q= searches it
             * @example Siti Rahayu
             */
            name: string;
            /**
             * @description Phone number, at most 30 characters (searched by ?q=); null when none
             * @example +6281234567890
             */
            phone: string | null;
            /**
             * @description Email address, at most 254 characters (searched by ?q=); null when none
             * @example siti.rahayu@example.com
             */
            email: string | null;
            /**
             * @description Your own notes about the customer, at most 1000 characters (may span lines); null when none
             * @example Titip di pos satpam
             */
            note: string | null;
            /**
             * @description Loyalty points held, never below 0: a completed sale earns one per whole 1,000 IDR of its total; see GET /customers/{id}/loyalty
             * @example 2500000
             */
            loyaltyBalance: number;
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
        PosCustomerUpdatedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.customer.updated.v1
             * @enum {string}
             */
            type: "pos.customer.updated.v1";
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
            data: components["schemas"]["PosCustomer"];
        };
        PosShipmentStatusChangedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.shipment.status_changed.v1
             * @enum {string}
             */
            type: "pos.shipment.status_changed.v1";
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
            data: components["schemas"]["PosEventShipmentStatusChanged"];
        };
        /** @description A shipment a courier moved, with the status it moved from */
        PosEventShipmentStatusChanged: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The sale it ships (txn_…); null when none
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            transactionId: string | null;
            /**
             * @description The customer it is for (cus_…); null when none
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string | null;
            /**
             * @description The customer's email; null when none
             * @example siti.rahayu@example.com
             */
            customerEmail: string | null;
            /**
             * @description The courier (e.g. jne)
             * @example jne
             */
            courierCode: string;
            /**
             * @description The courier's service (e.g. reg)
             * @example reg
             */
            courierServiceCode: string;
            /**
             * @description The service's kind: standard, overnight, same_day or instant; null when unknown
             * @example reg
             */
            courierType: string | null;
            /**
             * @description The courier's quote for this booking, whole IDR (integer rupiah)
             * @example 25000
             */
            price: number;
            /**
             * @description Whether the parcel is insured: it is then quoted with the premium, and confirm-pickup charges that price
             * @example true
             */
            insured: boolean;
            /**
             * @description The insured value, whole IDR (0 when none); not charged — the premium is in price
             * @example 2000
             */
            insurance: number;
            /**
             * @description Shipping credit the current booking took (0 when none)
             * @example 150000
             */
            charged: number;
            destination: components["schemas"]["PosShippingDestination"];
            /** @description The parcel's contents */
            items: components["schemas"]["PosParcelItem"][];
            /** @description The shipping origin as it was when the shipment was made (later origin changes do not move it) */
            origin: {
                /**
                 * @description The person couriers ask for at pickup
                 * @example Budi Santoso
                 */
                contactName: string;
                /**
                 * @description The pickup phone
                 * @example +6281234567890
                 */
                phone: string;
                /**
                 * @description The pickup address
                 * @example Jl. Kemang Raya No. 8, Jakarta Selatan
                 */
                address: string;
                /**
                 * @description The pickup postal code (five digits)
                 * @example 12730
                 */
                postalCode: string;
            };
            /**
             * @description draft → confirmed (booked, credit debited) → allocated → picking_up → picked → dropping_off → delivered; cancelled (by you while draft … picking_up, or by the courier; rebook makes it a draft again), rejected (the courier refused; refunded), returned (no refund). delivered, rejected and returned are final
             * @example draft
             * @enum {string}
             */
            status: "draft" | "confirmed" | "allocated" | "picking_up" | "picked" | "dropping_off" | "delivered" | "cancelled" | "rejected" | "returned";
            /**
             * @description The courier's waybill number once booked; null while a draft or after a rebook
             * @example JNE0123456789
             */
            waybillId: string | null;
            /**
             * @description The courier's own tracking page when the aggregator gave one; else null (use GET …/shipping/track/{waybillId})
             * @example https://pasar.example.com/pos/track/JNE0123456789
             */
            trackingUrl: string | null;
            /**
             * @description The reason given when it was cancelled; null otherwise
             * @example Pembeli membatalkan pesanan
             */
            cancelReason: string | null;
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
             * @description The status the courier moved it from
             * @example picked
             */
            previousStatus: string;
        };
        /** @description One line of a parcel's contents */
        PosParcelItem: {
            /**
             * @description What the item is, one line of 1–160 characters (printed on the label)
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description Declared value of one unit in whole IDR (integer rupiah), 0–1,000,000,000
             * @example 150000
             */
            value: number;
            /**
             * @description grams, per unit
             * @example 1200
             */
            weight: number;
            /**
             * @description Units of the item in the parcel, 1–10,000
             * @example 2
             */
            quantity: number;
            /**
             * @description More about the item, 1–500 characters (printed with showItemDescriptions); null or omitted: none
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description Your SKU of the item, at most 64 characters (printed with showItemSkus); null or omitted: none
             * @example KSGA-250
             */
            sku?: string | null;
        };
        PosSaleReturnedEvent: {
            /**
             * @description The event id (evt_…): dedupe on it, delivery is at least once
             * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The event type
             * @example pos.sale.returned.v1
             * @enum {string}
             */
            type: "pos.sale.returned.v1";
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
            data: components["schemas"]["PosEventSaleReturned"];
        };
        /** @description A return, with the sale's totals after it (pos.sale.returned.v1) */
        PosEventSaleReturned: components["schemas"]["PosSaleReturn"] & {
            /** @description The sale's totals after this return */
            sale: {
                /**
                 * @description The sale's total
                 * @example 22000
                 */
                total: number;
                /**
                 * @description Σ its returns' totals after this one
                 * @example 11000
                 */
                returnedTotal: number;
                /**
                 * @description total − returnedTotal
                 * @example 11000
                 */
                netTotal: number;
            };
        };
        /** @description A line of a return with its pro-rated amounts */
        PosReturnItem: {
            /**
             * @description The sale line (txn_…_iN)
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            saleItemId: string;
            /**
             * @description The product (prd_…)
             * @example prd_01JB4X3K7N4Q6S8V0W2Y4A6C8E
             */
            productId: string;
            /**
             * @description The variant (var_…)
             * @example var_01JB4X3M9P6R8S0V2W4Y6A8C0E
             */
            variantId: string;
            /**
             * @description The line's name as rung
             * @example Kopi Susu
             */
            name: string;
            /**
             * @description Units returned
             * @example 2
             */
            quantity: number;
            /**
             * @description Whether they went back into stock
             * @example true
             */
            restock: boolean;
            /**
             * @description Why it came back; null when not said
             * @example Salah ukuran
             */
            reason: string | null;
            /**
             * @description This return's share of the line's total (after its item discount), whole IDR
             * @example 150000
             */
            total: number;
            /**
             * @description Its share of the line's part of the order discount
             * @example 15000
             */
            orderDiscountShare: number;
            /**
             * @description Its share of the line's service charge
             * @example 12
             */
            serviceCharge: number;
            /**
             * @description Its share of the line's taxable amount
             * @example 12
             */
            taxable: number;
            /**
             * @description Its share of the line's tax
             * @example 12
             */
            tax: number;
            /**
             * @description What it gives back: total − orderDiscountShare + serviceCharge (+ tax when exclusive)
             * @example 12
             */
            refund: number;
        };
        /** @description How part of a return's money went back */
        PosRefund: {
            /**
             * @description The refund (the return's id and _r with its position)
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The way it went back: the sale payment's method
             * @example CASH
             * @enum {string}
             */
            method: "CASH" | "QRIS" | "CARD" | "OTHER";
            /**
             * @description Whole IDR given back
             * @example 22200
             */
            amount: number;
            /**
             * @description The Pasar payments payment refunded (py_…); null for cash and payments taken elsewhere
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId: string | null;
            /**
             * @description The Pasar payments refund (re_…) once made; GET /pay/v1/refunds/{id} shows it
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentsRefundId: string | null;
            /**
             * @description succeeded: handed back (cash and other methods are when the return is made); pending: Pasar payments has not answered yet (sending the same Idempotency-Key again asks again); failed: payments refused it (failureReason), give it back another way
             * @example pending
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /**
             * @description Why Pasar payments refused it (its error code and message); null unless failed
             * @example null
             */
            failureReason: string | null;
        };
        /** @description A return of some of a sale's lines and its refunds (ret_…) */
        PosSaleReturn: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example ret_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The sale returned (txn_…)
             * @example txn_01JB4XC2H7S4Z0A3B8D1E6F9G2
             */
            saleId: string;
            /**
             * @description The sale's outlet, where restocked units went
             * @example out_01JB4X2K8N5Q7R9T1V3W5Y7Z9A
             */
            outletId: string;
            /**
             * @description The outlet's open shift when it was made (its cash refunds left that drawer); null when none
             * @example shf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            shiftId: string | null;
            /** @description The lines returned, in the order sent */
            items: components["schemas"]["PosReturnItem"][];
            /** @description How the money went back, adding up to total */
            refunds: components["schemas"]["PosRefund"][];
            /**
             * @description Σ the lines' total shares
             * @example 150000
             */
            subtotal: number;
            /**
             * @description Σ their order discount shares
             * @example 15000
             */
            orderDiscount: number;
            /**
             * @description Σ their service charge shares
             * @example 12
             */
            serviceCharge: number;
            /**
             * @description Σ their tax shares (given back: included in total when the sale's prices held tax)
             * @example 16500
             */
            taxTotal: number;
            /**
             * @description What the return gives back: Σ the lines' refunds = Σ the refunds
             * @example 22200
             */
            total: number;
            /** @description The tax given back, one entry per rate */
            taxes: components["schemas"]["PosSaleTax"][];
            /**
             * @description Loyalty points taken back from the customer: what the sale's net total no longer earns
             * @example 150
             */
            pointsTaken: number;
            /**
             * @description The note sent with it; null when none
             * @example null
             */
            note: string | null;
            /**
             * @description The staff member who made it (the key's); null for none
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId: string | null;
            /**
             * @description The manager whose approval let a refund over the threshold through; null when none was needed
             * @example null
             */
            approvedBy: string | null;
            /**
             * @description When it was made (ISO 8601, UTC)
             * @example 2026-11-29T08:15:42.318Z
             */
            returnedAt: string;
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
        /** @description A till sign-in: a short-lived token acting for one staff member */
        PosStaffToken: {
            /**
             * @description Bearer token acting for the member (pst_…), shown once; send it as Authorization: Bearer. 12 hours; POST /staff/sign-out ends it
             * @example pst_ws_01JB4X6N0ZQ8K3C9W2T5V7R1MD.q7v3Yw0rXg2kP9dN4sLmB8cT1hF6jZ5aE0uWyRtQxIo
             */
            token: string;
            /**
             * @description The member it acts for (stf_…)
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId: string;
            /**
             * @description The member's role now (it follows later changes)
             * @example cashier
             */
            role: string;
            /**
             * @description The outlets this member works at (out_… ids); null or omitted: every outlet
             * @example null
             */
            outletIds: string[] | null;
            /**
             * @description When the token stops working (ISO 8601, UTC)
             * @example 2026-11-29T20:00:00.000Z
             */
            expiresAt: string;
        };
        /** @description A staff member signs in at a till with their PIN */
        PosStaffSignIn: {
            /**
             * @description The member's PIN (wrong PINs count towards the lockout)
             * @example 1357
             */
            pin: string;
        };
        PosApiKey: {
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
            /**
             * @description The key's role (see POST /api-keys role); owner for keys made before roles
             * @example cashier
             */
            role: string;
            /**
             * @description The staff member the key belongs to; null for a key bound to none
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId: string | null;
        };
        PosNewApiKey: components["schemas"]["PosApiKey"] & {
            /**
             * @description The key; shown only here
             * @example PASAR-7K3QD-9XW2T-M4V8R
             */
            key: string;
        };
        PosCreateApiKey: {
            /**
             * @description A label for people (where the key is used), one line of at most 120 characters.
             * @example Server produksi
             */
            name: string;
            /**
             * @description The key's role: owner (default), manager, cashier, license_validator (validates licences only) or a custom role id (role_…); a staff member's key always acts with that member's current role (omit role)
             * @example cashier
             */
            role?: string;
            /**
             * @description The staff member (stf_…) this key belongs to: sales, voids and shifts made with it record them
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId?: string;
        };
        /** @description A staff member (ids stf_…); the PIN is never returned */
        PosStaff: {
            /**
             * @description Staff member id (stf_…)
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description Name
             * @example Sari Wulandari
             */
            name: string;
            /**
             * @description A built-in role (owner, manager, cashier, license_validator) or a custom role's id (role_…, POST /roles)
             * @example cashier
             */
            role: string;
            /**
             * @description The outlets this member works at (out_… ids); null or omitted: every outlet
             * @example null
             */
            outletIds: string[] | null;
            /**
             * @description true while too many wrong PINs lock the member (15 minutes)
             * @example false
             */
            pinLocked: boolean;
            /**
             * @description Created (ISO 8601, UTC)
             * @example 2026-11-29T08:00:00.000Z
             */
            createdAt: string;
            /**
             * @description Last changed (ISO 8601, UTC)
             * @example 2026-11-29T08:00:00.000Z
             */
            updatedAt: string;
        };
        /** @description A new staff member with a role and a till PIN */
        PosCreateStaff: {
            /**
             * @description Name, one line of 1–120 characters
             * @example Sari Wulandari
             */
            name: string;
            /**
             * @description A built-in role (owner, manager, cashier, license_validator) or a custom role's id (role_…, POST /roles)
             * @example cashier
             */
            role: string;
            /**
             * @description The member's till PIN, 4–8 digits; stored only as a salted slow hash and never returned
             * @example 4821
             */
            pin: string;
            /**
             * @description The outlets this member works at (out_… ids); null or omitted: every outlet
             * @example [
             *       "out_01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            outletIds?: string[] | null;
        };
        /** @description Only the fields sent change; a new pin also clears a PIN lockout */
        PosPatchStaff: {
            /**
             * @description Name, one line of 1–120 characters
             * @example Sari Wulandari
             */
            name?: string;
            /**
             * @description A built-in role (owner, manager, cashier, license_validator) or a custom role's id (role_…, POST /roles)
             * @example cashier
             */
            role?: string;
            /**
             * @description The member's till PIN, 4–8 digits; stored only as a salted slow hash and never returned
             * @example 4821
             */
            pin?: string;
            /**
             * @description The outlets this member works at (out_… ids); null or omitted: every outlet
             * @example [
             *       "out_01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            outletIds?: string[] | null;
        };
        /** @description Sign-ins ended from the back office */
        PosStaffSignInsEnded: {
            /**
             * @description The member (stf_…)
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId: string;
            /**
             * @description How many live sign-ins ended now (0 when there were none); their tokens are refused from the next request
             * @example 2
             */
            ended: number;
        };
        /** @description A short-lived, single-use approval token */
        PosApprovalToken: {
            /**
             * @description Send as X-Pos-Approval on the one request it approves (single use)
             * @example eyJ3b3Jrc3BhY2VJZCI6IndzXzEifQ.c2lnbmF0dXJl
             */
            token: string;
            /**
             * @description The permission it approves
             * @example sales.void
             */
            permission: string;
            /**
             * @description The approving staff member (stf_…)
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            approvedBy: string;
            /**
             * @description When it stops working (ISO 8601, UTC)
             * @example 2026-11-29T08:02:00.000Z
             */
            expiresAt: string;
        };
        /** @description A manager's PIN-verified approval of one permission */
        PosCreateApproval: {
            /**
             * @description The approving staff member (stf_…)
             * @example stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            staffId: string;
            /**
             * @description That member's PIN (wrong PINs count towards the lockout)
             * @example 4821
             */
            pin: string;
            /**
             * @description The permission approved, e.g. sales.void; the member's role must hold it
             * @example sales.void
             */
            permission: string;
            /**
             * @description How long the token lasts, 10–300 seconds; default 120
             * @example 120
             */
            ttlSeconds?: number;
        };
        /** @description A role: built-in or custom (a named set of permissions) */
        PosRole: {
            /**
             * @description Role id (role_…; built-in roles are their name)
             * @example role_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description Role name
             * @example Supervisor
             */
            name: string;
            /**
             * @description true for owner, manager, cashier and license_validator
             * @example false
             */
            builtIn: boolean;
            /**
             * @description Permissions of the role, from the catalogue: pos.read, sales.create, sales.void, sales.discount_over_threshold, sales.price_override, returns.create, returns.over_threshold, drawer.open, shifts.open, shifts.close, customers.write, catalogue.write, inventory.write, purchases.write, shipments.write, reports.read, settings.manage, keys.manage, billing.manage, webhooks.manage, staff.manage, licenses.manage, licenses.validate
             * @example [
             *       "pos.read",
             *       "sales.create",
             *       "sales.void"
             *     ]
             */
            permissions: string[];
            /**
             * @description Created (ISO 8601, UTC); null for built-in roles
             * @example 2026-11-29T08:00:00.000Z
             */
            createdAt: string | null;
            /**
             * @description Last changed (ISO 8601, UTC); null for built-in roles
             * @example 2026-11-29T08:00:00.000Z
             */
            updatedAt: string | null;
        };
        /** @description A custom role: a named set of permissions */
        PosCreateRole: {
            /**
             * @description Role name, unique in the workspace
             * @example Supervisor
             */
            name: string;
            /**
             * @description Permissions of the role, from the catalogue: pos.read, sales.create, sales.void, sales.discount_over_threshold, sales.price_override, returns.create, returns.over_threshold, drawer.open, shifts.open, shifts.close, customers.write, catalogue.write, inventory.write, purchases.write, shipments.write, reports.read, settings.manage, keys.manage, billing.manage, webhooks.manage, staff.manage, licenses.manage, licenses.validate
             * @example [
             *       "pos.read",
             *       "sales.create",
             *       "sales.void"
             *     ]
             */
            permissions: ("pos.read" | "sales.create" | "sales.void" | "sales.discount_over_threshold" | "sales.price_override" | "returns.create" | "returns.over_threshold" | "drawer.open" | "shifts.open" | "shifts.close" | "customers.write" | "catalogue.write" | "inventory.write" | "purchases.write" | "shipments.write" | "reports.read" | "settings.manage" | "keys.manage" | "billing.manage" | "webhooks.manage" | "staff.manage" | "licenses.manage" | "licenses.validate")[];
        };
        /** @description Only the fields sent change; holders get the new set at once */
        PosPatchRole: {
            /**
             * @description Role name, unique in the workspace
             * @example Supervisor
             */
            name?: string;
            /**
             * @description Permissions of the role, from the catalogue: pos.read, sales.create, sales.void, sales.discount_over_threshold, sales.price_override, returns.create, returns.over_threshold, drawer.open, shifts.open, shifts.close, customers.write, catalogue.write, inventory.write, purchases.write, shipments.write, reports.read, settings.manage, keys.manage, billing.manage, webhooks.manage, staff.manage, licenses.manage, licenses.validate
             * @example [
             *       "pos.read",
             *       "sales.create",
             *       "sales.void"
             *     ]
             */
            permissions?: ("pos.read" | "sales.create" | "sales.void" | "sales.discount_over_threshold" | "sales.price_override" | "returns.create" | "returns.over_threshold" | "drawer.open" | "shifts.open" | "shifts.close" | "customers.write" | "catalogue.write" | "inventory.write" | "purchases.write" | "shipments.write" | "reports.read" | "settings.manage" | "keys.manage" | "billing.manage" | "webhooks.manage" | "staff.manage" | "licenses.manage" | "licenses.validate")[];
        };
        /** @description A shop or till location: its receipt details, time zone and tax rule (ids out_…) */
        PosOutlet: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The outlet's name as printed on receipts, one line of 1–100 characters
             * @example Toko Kopi Senja — Kemang
             */
            name: string;
            /**
             * @description Street address printed under the name on receipts, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address: string | null;
            /**
             * @description Phone number printed on receipts (Telp.), at most 30 characters; null when none
             * @example +6281234567890
             */
            phone: string | null;
            /**
             * @description IANA time zone of the outlet (e.g. Asia/Jakarta, Asia/Makassar, Asia/Jayapura): receipt times and the local days of reports follow it
             * @example Asia/Jakarta
             */
            timezone: string;
            /**
             * @description Tax rate in basis points of 10,000 (11 % is 1100; 0 means no tax), 0–10000: the standard rate, applied line by line to products whose taxCategory is standard (the default)
             * @example 1100
             */
            taxRateBps: number;
            /**
             * @description true: prices already include the tax (it is taken out of the total); false: the tax is added on top of the prices
             * @example true
             */
            taxInclusive: boolean;
            /**
             * @description Service charge in basis points of 10,000 (5 % is 500; 0 means none), 0–10000: a percentage of each line after its discounts, added to the bill
             * @example 500
             */
            serviceChargeBps: number;
            /**
             * @description Whether each line's tax applies to its service charge too (PB1 does in Indonesian restaurants); in a tax-inclusive outlet a taxable service charge includes its tax, as prices do
             * @example true
             */
            serviceChargeTaxable: boolean;
            /**
             * @description pre_tax: the service charge is computed on the line before tax; post_tax: on the line with its tax
             * @example pre_tax
             * @enum {string}
             */
            serviceChargeBase: "pre_tax" | "post_tax";
            /**
             * @description Lines printed at the top of every receipt of this outlet, at most 500 characters; null when none
             * @example Toko Kopi Senja — Jl. Kemang Raya No. 8
             */
            receiptHeader: string | null;
            /**
             * @description Lines printed at the bottom of every receipt of this outlet, at most 500 characters; null when none
             * @example Terima kasih, sampai jumpa lagi!
             */
            receiptFooter: string | null;
            /**
             * @description Days after a sale (from its soldAt) its lines can be returned, 0–3,650; 0: the outlet takes no returns. Past it a return is 409 RETURN_WINDOW_EXPIRED
             * @example 30
             */
            returnWindowDays: number;
            /**
             * @description false once deactivated (DELETE or PATCH isActive false): it takes no new sales, shifts or transfers and does not count against the plan
             * @example true
             */
            isActive: boolean;
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
        /** @description A new outlet (a shop or till location); counts against the plan's active outlets */
        PosCreateOutlet: {
            /**
             * @description The outlet's name as printed on receipts, one line of 1–100 characters
             * @example Toko Kopi Senja — Kemang
             */
            name: string;
            /**
             * @description Street address printed under the name on receipts, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address?: string | null;
            /**
             * @description Phone number printed on receipts (Telp.), at most 30 characters; null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * @description IANA time zone of the outlet (e.g. Asia/Jakarta, Asia/Makassar, Asia/Jayapura): receipt times and the local days of reports follow it; default Asia/Jakarta
             * @default Asia/Jakarta
             * @example Asia/Jakarta
             */
            timezone?: string;
            /**
             * @description Tax rate in basis points of 10,000 (11 % is 1100; 0 means no tax), 0–10000: the standard rate, applied line by line to products whose taxCategory is standard (the default); default 0
             * @default 0
             * @example 1100
             */
            taxRateBps?: number;
            /**
             * @description true: prices already include the tax (it is taken out of the total); false: the tax is added on top of the prices; default false
             * @default false
             * @example false
             */
            taxInclusive?: boolean;
            /**
             * @description Service charge in basis points of 10,000 (5 % is 500; 0 means none), 0–10000: a percentage of each line after its discounts, added to the bill; default 0
             * @default 0
             * @example 500
             */
            serviceChargeBps?: number;
            /**
             * @description Whether each line's tax applies to its service charge too (PB1 does in Indonesian restaurants); in a tax-inclusive outlet a taxable service charge includes its tax, as prices do; default true
             * @default true
             * @example true
             */
            serviceChargeTaxable?: boolean;
            /**
             * @description pre_tax: the service charge is computed on the line before tax; post_tax: on the line with its tax; default pre_tax
             * @default pre_tax
             * @example pre_tax
             * @enum {string}
             */
            serviceChargeBase?: "pre_tax" | "post_tax";
            /**
             * @description Lines printed at the top of every receipt of this outlet, at most 500 characters; null when none
             * @example Toko Kopi Senja — Jl. Kemang Raya No. 8
             */
            receiptHeader?: string | null;
            /**
             * @description Lines printed at the bottom of every receipt of this outlet, at most 500 characters; null when none
             * @example Terima kasih, sampai jumpa lagi!
             */
            receiptFooter?: string | null;
            /**
             * @description Days after a sale (from its soldAt) its lines can be returned, 0–3,650; 0: the outlet takes no returns. Past it a return is 409 RETURN_WINDOW_EXPIRED; default 30
             * @default 30
             * @example 30
             */
            returnWindowDays?: number;
        };
        /** @description Only the fields sent change; null clears a nullable field */
        PosPatchOutlet: {
            /**
             * @description The outlet's name as printed on receipts, one line of 1–100 characters
             * @example Toko Kopi Senja — Kemang
             */
            name?: string;
            /**
             * @description Street address printed under the name on receipts, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address?: string | null;
            /**
             * @description Phone number printed on receipts (Telp.), at most 30 characters; null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * @description IANA time zone of the outlet (e.g. Asia/Jakarta, Asia/Makassar, Asia/Jayapura): receipt times and the local days of reports follow it
             * @example Asia/Jakarta
             */
            timezone?: string;
            /**
             * @description Tax rate in basis points of 10,000 (11 % is 1100; 0 means no tax), 0–10000: the standard rate, applied line by line to products whose taxCategory is standard (the default)
             * @example 1100
             */
            taxRateBps?: number;
            /**
             * @description true: prices already include the tax (it is taken out of the total); false: the tax is added on top of the prices
             * @example true
             */
            taxInclusive?: boolean;
            /**
             * @description Service charge in basis points of 10,000 (5 % is 500; 0 means none), 0–10000: a percentage of each line after its discounts, added to the bill
             * @example 500
             */
            serviceChargeBps?: number;
            /**
             * @description Whether each line's tax applies to its service charge too (PB1 does in Indonesian restaurants); in a tax-inclusive outlet a taxable service charge includes its tax, as prices do
             * @example true
             */
            serviceChargeTaxable?: boolean;
            /**
             * @description pre_tax: the service charge is computed on the line before tax; post_tax: on the line with its tax
             * @example pre_tax
             * @enum {string}
             */
            serviceChargeBase?: "pre_tax" | "post_tax";
            /**
             * @description Lines printed at the top of every receipt of this outlet, at most 500 characters; null when none
             * @example Toko Kopi Senja — Jl. Kemang Raya No. 8
             */
            receiptHeader?: string | null;
            /**
             * @description Lines printed at the bottom of every receipt of this outlet, at most 500 characters; null when none
             * @example Terima kasih, sampai jumpa lagi!
             */
            receiptFooter?: string | null;
            /**
             * @description Days after a sale (from its soldAt) its lines can be returned, 0–3,650; 0: the outlet takes no returns. Past it a return is 409 RETURN_WINDOW_EXPIRED
             * @example 30
             */
            returnWindowDays?: number;
            /**
             * @description false deactivates the outlet (as DELETE does: no new sales or shifts); true reactivates it, within the plan's outlet limit (else 403 LIMIT_REACHED)
             * @example true
             */
            isActive?: boolean;
        };
        /** @description A group of products (ids cat_…); a product has at most one */
        PosCategory: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example cat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The category's name, one line of 1–100 characters; unique in the workspace ignoring case (else 409 CONFLICT)
             * @example Minuman Kopi
             */
            name: string;
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
        /** @description A category's name, to create or rename it */
        PosCategoryBody: {
            /**
             * @description The category's name, one line of 1–100 characters; unique in the workspace ignoring case (else 409 CONFLICT)
             * @example Minuman Kopi
             */
            name: string;
        };
        /** @description A named tax rate of the workspace (ids taxr_…), e.g. PB1 10 % on food and drink; products name it in taxCategory */
        PosTaxRate: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example taxr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The rate's name as printed on receipts and reports (e.g. PB1), one line of 1–60 characters; unique in the workspace ignoring case (else 409 CONFLICT)
             * @example PB1
             */
            name: string;
            /**
             * @description The rate in basis points of 10,000 (PB1 10 % is 1000, PPN 11 % is 1100), 0–10000; a change applies to sales rung after it (a sale keeps the rate it was rung at)
             * @example 1000
             */
            rateBps: number;
            /**
             * @description Products taxed at this rate (taxCategory is its id); while any are, it cannot be deleted
             * @example 12
             */
            productsCount: number;
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
        /** @description A named tax rate products can be taxed at */
        PosCreateTaxRate: {
            /**
             * @description The rate's name as printed on receipts and reports (e.g. PB1), one line of 1–60 characters; unique in the workspace ignoring case (else 409 CONFLICT)
             * @example PB1
             */
            name: string;
            /**
             * @description The rate in basis points of 10,000 (PB1 10 % is 1000, PPN 11 % is 1100), 0–10000; a change applies to sales rung after it (a sale keeps the rate it was rung at)
             * @example 1000
             */
            rateBps: number;
        };
        /** @description Only the fields sent change */
        PosPatchTaxRate: {
            /**
             * @description The rate's name as printed on receipts and reports (e.g. PB1), one line of 1–60 characters; unique in the workspace ignoring case (else 409 CONFLICT)
             * @example PB1
             */
            name?: string;
            /**
             * @description The rate in basis points of 10,000 (PB1 10 % is 1000, PPN 11 % is 1100), 0–10000; a change applies to sales rung after it (a sale keeps the rate it was rung at)
             * @example 1000
             */
            rateBps?: number;
        };
        /** @description A lookup hit: the variant matched and its product (whose variants list holds only that variant) */
        PosLookupMatch: {
            product: components["schemas"]["PosProduct"];
            variant: components["schemas"]["PosVariant"];
        };
        /** @description A catalogue item (ids prd_…) with the variants that are sold */
        PosProduct: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The product's name, one line of 1–160 characters; GET /products?q= and the lookup search it
             * @example Kopi Susu Gula Aren 250 ml
             */
            name: string;
            /**
             * @description Free text about the product, at most 2000 characters (may span lines); null when none
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string | null;
            /**
             * @description The product's category (cat_…, one of the workspace's, else 404); null when uncategorised
             * @example cat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            categoryId: string | null;
            /**
             * @description GOODS: a physical item; SERVICE: work or time sold (a label only: stock follows trackStock)
             * @example GOODS
             * @enum {string}
             */
            kind: "GOODS" | "SERVICE";
            /**
             * @description Whether POS keeps a stock level per outlet for its variants: completed sales take stock, voids give it back, and a sale beyond the level is 409
             * @example true
             */
            trackStock: boolean;
            /**
             * @description Whether stock comes in lots with a batch number and expiry (pharmacy): stock-ins need them, sales take the unexpired lots earliest expiry first
             * @example true
             */
            requiresBatch: boolean;
            /**
             * @description Address of the product's picture, at most 600 characters (stored as given); null when none
             * @example https://toko.example.com/img/kopi-susu.png
             */
            imageUrl: string | null;
            /**
             * @description false: deactivated (DELETE), hidden from ?active=true and not counted against the plan's active products; true again within that limit
             * @example true
             */
            isActive: boolean;
            /**
             * @description How the product is taxed: standard (the selling outlet's taxRateBps), exempt (no tax), or the id of a named tax rate of the workspace (taxr_…, unknown: 404), e.g. PB1 on food and drink
             * @example standard
             */
            taxCategory: string;
            /** @description Its variants in sortOrder (always at least one; a lookup answers only the variant matched) */
            variants: components["schemas"]["PosVariant"][];
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
        /** @description A sellable version of a product (ids var_…): what a sale line, a stock level and a barcode name */
        PosVariant: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The product it belongs to (prd_…)
             * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            productId: string;
            /**
             * @description The variant's name (a size, flavour or colour), one line of 1–80 characters; Default for a product's only variant
             * @example 250 ml
             */
            name: string;
            /**
             * @description Your stock-keeping code, at most 64 characters; unique among the workspace's variants (else 409 CONFLICT); null when none
             * @example KSGA-250
             */
            sku: string | null;
            /**
             * @description The code printed on the item (EAN-13, UPC…), at most 64 characters; unique among the workspace's variants (else 409 CONFLICT) and found by GET /products/lookup?barcode=; null when none
             * @example 8991234567890
             */
            barcode: string | null;
            /**
             * @description Selling price of one unit in whole IDR (integer rupiah; IDR has no decimals), 0–1,000,000,000; whether it includes tax follows the outlet's taxInclusive
             * @example 25000
             */
            price: number;
            /**
             * @description What one unit costs you, in whole IDR, 0–1,000,000,000
             * @example 18000
             */
            cost: number;
            /**
             * @description Position among the product's variants, lowest first (ties: oldest first)
             * @example 42
             */
            sortOrder: number;
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
        /** @description A sellable version of a product with its own price, SKU and barcode */
        PosVariantInput: {
            /**
             * @description The variant's name (a size, flavour or colour), one line of 1–80 characters; default Default
             * @default Default
             * @example Default
             */
            name?: string;
            /**
             * @description Your stock-keeping code, at most 64 characters; unique among the workspace's variants (else 409 CONFLICT); null when none
             * @example KSGA-250
             */
            sku?: string | null;
            /**
             * @description The code printed on the item (EAN-13, UPC…), at most 64 characters; unique among the workspace's variants (else 409 CONFLICT) and found by GET /products/lookup?barcode=; null when none
             * @example 8991234567906
             */
            barcode?: string | null;
            /**
             * @description Selling price of one unit in whole IDR (integer rupiah; IDR has no decimals), 0–1,000,000,000; whether it includes tax follows the outlet's taxInclusive
             * @example 8000
             */
            price: number;
            /**
             * @description What one unit costs you, in whole IDR, 0–1,000,000,000; default 0
             * @default 0
             * @example 18000
             */
            cost?: number;
            /**
             * @description Position among the product's variants, lowest first (ties: oldest first); default 0
             * @default 0
             * @example 0
             */
            sortOrder?: number;
        };
        /** @description Only the fields sent change; null clears sku or barcode */
        PosPatchVariant: {
            /**
             * @description The variant's name (a size, flavour or colour), one line of 1–80 characters; Default for a product's only variant
             * @example 250 ml
             */
            name?: string;
            /**
             * @description Your stock-keeping code, at most 64 characters; unique among the workspace's variants (else 409 CONFLICT); null when none
             * @example KSGA-250
             */
            sku?: string | null;
            /**
             * @description The code printed on the item (EAN-13, UPC…), at most 64 characters; unique among the workspace's variants (else 409 CONFLICT) and found by GET /products/lookup?barcode=; null when none
             * @example 8991234567906
             */
            barcode?: string | null;
            /**
             * @description Selling price of one unit in whole IDR (integer rupiah; IDR has no decimals), 0–1,000,000,000; whether it includes tax follows the outlet's taxInclusive
             * @example 8000
             */
            price?: number;
            /**
             * @description What one unit costs you, in whole IDR, 0–1,000,000,000
             * @example 18000
             */
            cost?: number;
            /**
             * @description Position among the product's variants, lowest first (ties: oldest first)
             * @example 42
             */
            sortOrder?: number;
        };
        /** @description What a variant is made of; a variant without one reads {isComposite: false, components: []} */
        PosRecipe: {
            /**
             * @description true: selling this variant takes its components' stock (each quantity × the quantity sold) instead of its own
             * @example true
             */
            isComposite: boolean;
            /** @description What one unit is made of; empty when the variant has no recipe */
            components: {
                /**
                 * @description A variant of the workspace (var_…; unknown: 404) that goes into this one: not the variant itself, not a composite one, and listed once
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units of that component in one unit of this variant, at least 1
                 * @example 2
                 */
                quantity: number;
            }[];
        };
        /** @description The whole recipe: replaces what the variant had */
        PosPutRecipe: {
            /**
             * @description true: selling this variant takes its components' stock (each quantity × the quantity sold) instead of its own
             * @example true
             */
            isComposite: boolean;
            /**
             * @description At most 50 components; replaces every component the recipe had (default: none)
             * @default []
             * @example []
             */
            components?: {
                /**
                 * @description A variant of the workspace (var_…; unknown: 404) that goes into this one: not the variant itself, not a composite one, and listed once
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units of that component in one unit of this variant, at least 1, at most 1,000,000
                 * @example 2
                 */
                quantity: number;
            }[];
        };
        /** @description A new product with its variants; the free plan allows 50 active products */
        PosCreateProduct: {
            /**
             * @description The product's name, one line of 1–160 characters; GET /products?q= and the lookup search it
             * @example Kopi Susu Gula Aren 250 ml
             */
            name: string;
            /**
             * @description Free text about the product, at most 2000 characters (may span lines); null when none
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description The product's category (cat_…, one of the workspace's, else 404); null when uncategorised
             * @example cat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            categoryId?: string | null;
            /**
             * @description GOODS: a physical item; SERVICE: work or time sold (a label only: stock follows trackStock); default GOODS
             * @default GOODS
             * @example GOODS
             * @enum {string}
             */
            kind?: "GOODS" | "SERVICE";
            /**
             * @description Whether POS keeps a stock level per outlet for its variants: completed sales take stock, voids give it back, and a sale beyond the level is 409; default false
             * @default false
             * @example false
             */
            trackStock?: boolean;
            /**
             * @description Whether stock comes in lots with a batch number and expiry (pharmacy): stock-ins need them, sales take the unexpired lots earliest expiry first; default false
             * @default false
             * @example false
             */
            requiresBatch?: boolean;
            /**
             * @description Address of the product's picture, at most 600 characters (stored as given); null when none
             * @example https://toko.example.com/img/kopi-susu.png
             */
            imageUrl?: string | null;
            /**
             * @description false: deactivated (DELETE), hidden from ?active=true and not counted against the plan's active products; true again within that limit; default true
             * @default true
             * @example true
             */
            isActive?: boolean;
            /**
             * @description How the product is taxed: standard (the selling outlet's taxRateBps), exempt (no tax), or the id of a named tax rate of the workspace (taxr_…, unknown: 404), e.g. PB1 on food and drink; default standard
             * @default standard
             * @example standard
             */
            taxCategory?: string;
            /** @description 1–100 variants, written with the product (a duplicate SKU or barcode rolls the whole create back); a product with one variant sends one named Default */
            variants: components["schemas"]["PosVariantInput"][];
        };
        /** @description One category for many products, all or nothing */
        PosBulkCategory: {
            /**
             * @description 1–100 product ids (prd_…); one not in the workspace is 404 and nothing changes
             * @example [
             *       "prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            productIds: string[];
            /**
             * @description The category to give them all (cat_…), or null to leave them uncategorised; required
             * @example cat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            categoryId: string | null;
        };
        /** @description Only the fields sent change; null clears a nullable field; variants have their own routes */
        PosPatchProduct: {
            /**
             * @description The product's name, one line of 1–160 characters; GET /products?q= and the lookup search it
             * @example Kopi Susu Gula Aren 250 ml
             */
            name?: string;
            /**
             * @description Free text about the product, at most 2000 characters (may span lines); null when none
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description The product's category (cat_…, one of the workspace's, else 404); null when uncategorised
             * @example cat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            categoryId?: string | null;
            /**
             * @description GOODS: a physical item; SERVICE: work or time sold (a label only: stock follows trackStock)
             * @example GOODS
             * @enum {string}
             */
            kind?: "GOODS" | "SERVICE";
            /**
             * @description Whether POS keeps a stock level per outlet for its variants: completed sales take stock, voids give it back, and a sale beyond the level is 409
             * @example true
             */
            trackStock?: boolean;
            /**
             * @description Whether stock comes in lots with a batch number and expiry (pharmacy): stock-ins need them, sales take the unexpired lots earliest expiry first
             * @example true
             */
            requiresBatch?: boolean;
            /**
             * @description Address of the product's picture, at most 600 characters (stored as given); null when none
             * @example https://toko.example.com/img/kopi-susu.png
             */
            imageUrl?: string | null;
            /**
             * @description false: deactivated (DELETE), hidden from ?active=true and not counted against the plan's active products; true again within that limit
             * @example true
             */
            isActive?: boolean;
            /**
             * @description How the product is taxed: standard (the selling outlet's taxRateBps), exempt (no tax), or the id of a named tax rate of the workspace (taxr_…, unknown: 404), e.g. PB1 on food and drink
             * @example standard
             */
            taxCategory?: string;
        };
        /** @description A set of options a product's lines can carry (size, toppings; ids mdg_…), attached to products in order */
        PosModifierGroup: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example mdg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The group's name ("Size", "Toppings"), one line of 1–100 characters
             * @example Tingkat gula
             */
            name: string;
            /**
             * @description Fewest options of this group the till should have the cashier pick (0: optional), 0–100; kept for the till, sales are not checked against it
             * @example 12
             */
            minSelect: number;
            /**
             * @description Most options of this group the till should let the cashier pick, 0–100 and at least max(1, minSelect); kept for the till, sales are not checked against it
             * @example 12
             */
            maxSelect: number;
            /** @description Its options, in the order they were added */
            modifiers: components["schemas"]["PosModifier"][];
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
        /** @description An option of a modifier group (ids mod_…) */
        PosModifier: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example mod_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The modifier group it belongs to (mdg_…)
             * @example mdg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            groupId: string;
            /**
             * @description The option as the till shows it and the receipt prints it ("Extra shot", "Less sugar"), one line of 1–80 characters
             * @example Gula sedikit
             */
            name: string;
            /**
             * @description What the option adds to the unit price, in whole IDR (0 for a free option), 0–1,000,000,000
             * @example 25000
             */
            price: number;
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
        /** @description The modifier groups a product offers, in order */
        PosAttachModifierGroups: {
            /**
             * @description The product's modifier groups (mdg_…), at most 20, in the order the till shows them; replaces the ones attached (empty detaches all)
             * @example [
             *       "mdg_01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            groupIds: string[];
        };
        /** @description A new modifier group, optionally with its options */
        PosCreateModifierGroup: {
            /**
             * @description The group's name ("Size", "Toppings"), one line of 1–100 characters
             * @example Tingkat gula
             */
            name: string;
            /**
             * @description Fewest options of this group the till should have the cashier pick (0: optional), 0–100; kept for the till, sales are not checked against it; default 0
             * @default 0
             * @example 0
             */
            minSelect?: number;
            /**
             * @description Most options of this group the till should let the cashier pick, 0–100 and at least max(1, minSelect); kept for the till, sales are not checked against it; default 1
             * @default 1
             * @example 1
             */
            maxSelect?: number;
            /**
             * @description Its options, at most 50, in this order (default none; more with POST /modifiers/{id}/items)
             * @default []
             * @example []
             */
            modifiers?: components["schemas"]["PosModifierInput"][];
        };
        /** @description An option of a modifier group, with the price it adds */
        PosModifierInput: {
            /**
             * @description The option as the till shows it and the receipt prints it ("Extra shot", "Less sugar"), one line of 1–80 characters
             * @example Gula sedikit
             */
            name: string;
            /**
             * @description What the option adds to the unit price, in whole IDR (0 for a free option), 0–1,000,000,000
             * @example 5000
             */
            price: number;
        };
        /** @description Only the fields sent change; minSelect and maxSelect are checked against the stored values */
        PosPatchModifierGroup: {
            /**
             * @description The group's name ("Size", "Toppings"), one line of 1–100 characters
             * @example Tingkat gula
             */
            name?: string;
            /**
             * @description Fewest options of this group the till should have the cashier pick (0: optional), 0–100; kept for the till, sales are not checked against it
             * @example 12
             */
            minSelect?: number;
            /**
             * @description Most options of this group the till should let the cashier pick, 0–100 and at least max(1, minSelect); kept for the till, sales are not checked against it
             * @example 12
             */
            maxSelect?: number;
        };
        /** @description Only the fields sent change */
        PosPatchModifier: {
            /**
             * @description The option as the till shows it and the receipt prints it ("Extra shot", "Less sugar"), one line of 1–80 characters
             * @example Gula sedikit
             */
            name?: string;
            /**
             * @description What the option adds to the unit price, in whole IDR (0 for a free option), 0–1,000,000,000
             * @example 5000
             */
            price?: number;
        };
        /** @description Someone you buy stock from (ids sup_…), named by purchase orders */
        PosSupplier: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example sup_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The supplier's business name, one line of 1–160 characters
             * @example CV Sumber Kopi Lampung
             */
            name: string;
            /**
             * @description The person you deal with there, one line of at most 120 characters; null when none
             * @example Budi Santoso
             */
            contactName: string | null;
            /**
             * @description Phone number, at most 30 characters; null when none
             * @example +6281234567890
             */
            phone: string | null;
            /**
             * @description Email address, at most 254 characters; null when none
             * @example siti.rahayu@example.com
             */
            email: string | null;
            /**
             * @description Postal address, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address: string | null;
            /**
             * @description Your own notes (terms, delivery days…), at most 1000 characters; null when none
             * @example Titip di pos satpam
             */
            note: string | null;
            /**
             * @description false once deactivated (DELETE or PATCH): new purchase orders cannot name it (409); true reactivates it; default true
             * @example true
             */
            isActive: boolean;
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
        /** @description A new supplier; only name is required */
        PosCreateSupplier: {
            /**
             * @description The supplier's business name, one line of 1–160 characters
             * @example CV Sumber Kopi Lampung
             */
            name: string;
            /**
             * @description The person you deal with there, one line of at most 120 characters; null when none
             * @example Budi Santoso
             */
            contactName?: string | null;
            /**
             * @description Phone number, at most 30 characters; null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * Format: email
             * @description Email address, at most 254 characters; null when none
             * @example siti.rahayu@example.com
             */
            email?: string | null;
            /**
             * @description Postal address, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address?: string | null;
            /**
             * @description Your own notes (terms, delivery days…), at most 1000 characters; null when none
             * @example Titip di pos satpam
             */
            note?: string | null;
            /**
             * @description false once deactivated (DELETE or PATCH): new purchase orders cannot name it (409); true reactivates it; default true
             * @example true
             */
            isActive?: boolean;
        };
        /** @description Only the fields sent change; null clears a nullable field */
        PosPatchSupplier: {
            /**
             * @description The supplier's business name, one line of 1–160 characters
             * @example CV Sumber Kopi Lampung
             */
            name?: string;
            /**
             * @description The person you deal with there, one line of at most 120 characters; null when none
             * @example Budi Santoso
             */
            contactName?: string | null;
            /**
             * @description Phone number, at most 30 characters; null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * Format: email
             * @description Email address, at most 254 characters; null when none
             * @example siti.rahayu@example.com
             */
            email?: string | null;
            /**
             * @description Postal address, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address?: string | null;
            /**
             * @description Your own notes (terms, delivery days…), at most 1000 characters; null when none
             * @example Titip di pos satpam
             */
            note?: string | null;
            /**
             * @description false once deactivated (DELETE or PATCH): new purchase orders cannot name it (409); true reactivates it; default true
             * @example true
             */
            isActive?: boolean;
        };
        /** @description A new customer; only name is required */
        PosCreateCustomer: {
            /**
             * @description The customer's name, one line of 1–160 characters; GET /customers?q= searches it
             * @example Siti Rahayu
             */
            name: string;
            /**
             * @description Phone number, at most 30 characters (searched by ?q=); null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * Format: email
             * @description Email address, at most 254 characters (searched by ?q=); null when none
             * @example siti.rahayu@example.com
             */
            email?: string | null;
            /**
             * @description Your own notes about the customer, at most 1000 characters (may span lines); null when none
             * @example Titip di pos satpam
             */
            note?: string | null;
        };
        /** @description Only the fields sent change; null clears a nullable field */
        PosPatchCustomer: {
            /**
             * @description The customer's name, one line of 1–160 characters; GET /customers?q= searches it
             * @example Siti Rahayu
             */
            name?: string;
            /**
             * @description Phone number, at most 30 characters (searched by ?q=); null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * Format: email
             * @description Email address, at most 254 characters (searched by ?q=); null when none
             * @example siti.rahayu@example.com
             */
            email?: string | null;
            /**
             * @description Your own notes about the customer, at most 1000 characters (may span lines); null when none
             * @example Titip di pos satpam
             */
            note?: string | null;
        };
        /** @description A customer's loyalty balance and recent history */
        PosLoyalty: {
            /**
             * @description Points held now, never below 0
             * @example 2500000
             */
            balance: number;
            /** @description The latest 50 entries, newest first */
            entries: components["schemas"]["PosLoyaltyEntry"][];
        };
        /** @description One move of a customer's loyalty balance */
        PosLoyaltyEntry: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example loy_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description earn: a completed sale's points; redeem: points spent (POST …/loyalty/redeem); adjust: a manual change (POST …/loyalty/adjust) or a voided sale taking its points back
             * @example adjust
             * @enum {string}
             */
            kind: "adjust" | "redeem" | "earn";
            /**
             * @description Signed change of the balance: positive adds, negative takes
             * @example 150
             */
            points: number;
            /**
             * @description The customer's balance right after this entry
             * @example 2500000
             */
            balanceAfter: number;
            /**
             * @description The adjustment's reason or the redemption's note; for sales, sale <id> (earn) or void of sale <id> (adjust); null when a redemption had no note
             * @example requested_by_customer
             */
            reason: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        /** @description The balance a loyalty move left */
        PosLoyaltyBalance: {
            /**
             * @description The customer's points after the move, never below 0
             * @example 2500000
             */
            balance: number;
        };
        /** @description A manual change of a customer's points (kind adjust) */
        PosLoyaltyAdjust: {
            /**
             * @description Points to add (positive) or take (negative), not 0, −1,000,000,000 to 1,000,000,000; taking more than the balance is 409 CONFLICT
             * @example 150
             */
            points: number;
            /**
             * @description Why, one line of 1–200 characters; kept on the loyalty entry
             * @example requested_by_customer
             */
            reason: string;
        };
        /** @description Points a customer spends (kind redeem) */
        PosLoyaltyRedeem: {
            /**
             * @description Points the customer spends, at least 1; more than the balance is 409 CONFLICT and nothing is taken
             * @example 150
             */
            points: number;
            /**
             * @description What they were redeemed for, one line of 1–200 characters; kept on the loyalty entry
             * @example Titip di pos satpam
             */
            note?: string;
        };
        /** @description The workspace's business profile, created on the first GET /settings */
        PosSettings: {
            /**
             * @description The business name printed at the top of every receipt, one line of 1–120 characters; the workspace's name until set
             * @example Toko Kopi Senja
             */
            businessName: string;
            /**
             * @description What the business does: retail (a shop), fnb (food and beverage), pharmacy, service or other; retail until set
             * @example retail
             * @enum {string}
             */
            businessType: "retail" | "fnb" | "pharmacy" | "service" | "other";
            /**
             * @description Always IDR: the only currency POS supports (every amount is whole rupiah)
             * @example IDR
             * @enum {string}
             */
            currency: "IDR";
            /**
             * @description Above this many whole IDR of discount on a sale (item discounts + order discount), ringing it needs sales.discount_over_threshold (or a manager's X-Pos-Approval for it); null: no threshold
             * @example 50000
             */
            discountApprovalThreshold: number | null;
            /**
             * @description Above this many whole IDR refunded by one return, the return needs returns.over_threshold (or a manager's X-Pos-Approval for it); null: no threshold
             * @example 100000
             */
            returnApprovalThreshold: number | null;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        /** @description The whole profile: businessName, businessType and currency are required; a threshold left out keeps its value */
        PosPutSettings: {
            /**
             * @description The business name printed at the top of every receipt, one line of 1–120 characters
             * @example Toko Kopi Senja
             */
            businessName: string;
            /**
             * @description What the business does: retail (a shop), fnb (food and beverage), pharmacy, service or other
             * @example retail
             * @enum {string}
             */
            businessType: "retail" | "fnb" | "pharmacy" | "service" | "other";
            /**
             * @description Always IDR: the only currency POS supports (every amount is whole rupiah)
             * @example IDR
             * @enum {string}
             */
            currency: "IDR";
            /**
             * @description Above this many whole IDR of discount on a sale (item discounts + order discount), ringing it needs sales.discount_over_threshold (or a manager's X-Pos-Approval for it); null: no threshold. 0–1,000,000,000; left out: unchanged
             * @example 15000
             */
            discountApprovalThreshold?: number | null;
            /**
             * @description Above this many whole IDR refunded by one return, the return needs returns.over_threshold (or a manager's X-Pos-Approval for it); null: no threshold. 0–1,000,000,000; left out: unchanged
             * @example 12
             */
            returnApprovalThreshold?: number | null;
        };
        /** @description A manual move of an outlet's stock level, written with its movement */
        PosStockAdjust: {
            /**
             * @description The outlet whose stock this is (out_…); one of the workspace's (else 404)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The variant counted (var_…); one of the workspace's (else 404)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description Units to add (positive) or take (negative), not 0, −1,000,000 to 1,000,000; a level that would go below 0 is 409 CONFLICT and nothing is written
             * @example 12
             */
            delta: number;
            /**
             * @description Why the stock moved: manual_adjust (a count correction), refund_restock (returned goods put back), transfer_in, transfer_out, damaged, returned_to_supplier, initial_stock or import
             * @example manual_adjust
             * @enum {string}
             */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import";
            /**
             * @description Free text about the move, at most 500 characters (may span lines)
             * @example Titip di pos satpam
             */
            note?: string;
        };
        /** @description When to reorder a variant at an outlet */
        PosReorder: {
            /**
             * @description The outlet whose stock this is (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The variant counted (var_…)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description Level at or below which the variant shows in GET /reports/low-stock; 0 means it is not watched; 0–1,000,000
             * @example 12
             */
            reorderPoint: number;
            /**
             * @description How many units to order when it runs low (a suggestion for you); null when not set, 1–1,000,000; null or omitted clears it
             * @example 2
             */
            reorderQty?: number | null;
        };
        /** @description A done transfer (ids trf_…): movements transfer_out and transfer_in carry its id as refId */
        PosStockTransferResult: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example trf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The outlet the stock left (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            fromOutletId: string;
            /**
             * @description The outlet the stock went to (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            toOutletId: string;
            /** @description Each line as sent, with both levels after it */
            items: {
                /**
                 * @description The variant moved (var_…)
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units moved
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description The source level after the transfer
                 * @example 2
                 */
                fromQuantity: number;
                /**
                 * @description The destination level after the transfer
                 * @example 2
                 */
                toQuantity: number;
            }[];
        };
        /** @description Stock to move between two outlets; lots of batch-tracked variants travel with their expiry */
        PosStockTransfer: {
            /**
             * @description The active outlet the stock leaves (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            fromOutletId: string;
            /**
             * @description The active outlet the stock goes to (out_…), not fromOutletId
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            toOutletId: string;
            /** @description 1–100 lines, moved all or nothing */
            items: {
                /**
                 * @description A variant that tracks stock and is not composite (var_…), at most once per transfer
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units moved, 1–1,000,000; more than the source holds is 409
                 * @example 2
                 */
                quantity: number;
            }[];
            /**
             * @description Free text kept on both movements, at most 500 characters
             * @example Titip di pos satpam
             */
            note?: string;
        };
        /** @description A lot of a batch-tracked variant at an outlet, with its expiry */
        PosInventoryBatch: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example bat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The outlet holding the lot (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The variant counted (var_…)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description The lot's number as printed on the goods
             * @example LOT-2026-11-A
             */
            batchNumber: string;
            /**
             * @description When the lot expires (ISO 8601, UTC); from then on it is never sold or transferred
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string;
            /**
             * @description Units of the lot still in stock
             * @example 2
             */
            quantity: number;
            /**
             * @description Units stocked into the lot in all
             * @example 2
             */
            receivedQuantity: number;
            /**
             * @description Whether expiresAt has passed; an expired lot stays in stock until adjusted away (e.g. damaged)
             * @example false
             */
            expired: boolean;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        /** @description A lot stocked in at an outlet (products that require batches only) */
        PosCreateBatch: {
            /**
             * @description The outlet whose stock this is (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The variant stocked in (var_…), of a product that requires batches (else 400)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description The lot's number as printed on the goods, one line of 1–64 characters; the same number again with the same expiry adds to the lot (another expiry: 409)
             * @example LOT-2026-11-A
             */
            batchNumber: string;
            /**
             * @description ISO 8601 datetime, or a date alone (YYYY-MM-DD) meaning 00:00 UTC of that day
             * @example 2026-12-31
             */
            expiresAt: string;
            /**
             * @description Units received into the lot and the outlet's level, 1–1,000,000
             * @example 2
             */
            quantity: number;
        };
        /** @description A shift to open at an outlet, with the cash the drawer starts with */
        PosOpenShift: {
            /**
             * @description The active outlet (out_…); one that already has an OPEN shift is 409 CONFLICT
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description Cash in the drawer when the shift opened, in whole IDR (integer rupiah), 0–1,000,000,000
             * @example 500000
             */
            openingFloat: number;
        };
        /** @description The closing count; the shift becomes CLOSED with its expected cash and difference */
        PosCloseShift: {
            /**
             * @description Cash counted in the drawer at closing, in whole IDR, 0–1,000,000,000
             * @example 1250000
             */
            countedCash: number;
            /**
             * @description Closing notes, at most 1000 characters (may span lines); null or omitted: none
             * @example Barang dicek saat diterima
             */
            notes?: string | null;
        };
        /** @description Cash moved in or out of a shift's drawer without a sale */
        PosCashMovement: {
            /**
             * @description The movement (cmv_…)
             * @example cmv_01JD8Z6W7Q4X2C5V9B3N1M0K8J
             */
            id: string;
            /**
             * @description The shift whose drawer moved (shf_…)
             * @example shf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            shiftId: string;
            /**
             * @description The shift's outlet (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description paid_in: cash put into the drawer (change from the bank); paid_out: cash paid from it (a supplier, an expense); drop: cash taken to the safe
             * @example paid_out
             * @enum {string}
             */
            type: "paid_in" | "paid_out" | "drop";
            /**
             * @description Whole IDR, > 0
             * @example 50000
             */
            amount: number;
            /**
             * @description Why, as recorded
             * @example Beli es batu
             */
            reason: string;
            /**
             * @description Who recorded it: the API key (key_…) or the signed-in user of the session
             * @example key_01JD8Z6W7Q4X2C5V9B3N1M0K8J
             */
            actor: string;
            /**
             * @description The staff member who recorded it; null until staff members exist (then the till's staff member)
             * @example null
             */
            staffId: string | null;
            /**
             * @description When it was recorded (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        /** @description Cash moved in or out of an OPEN shift's drawer without a sale */
        PosNewCashMovement: {
            /**
             * @description paid_in: cash put into the drawer (change from the bank); paid_out: cash paid from it (a supplier, an expense); drop: cash taken to the safe
             * @example paid_out
             * @enum {string}
             */
            type: "paid_in" | "paid_out" | "drop";
            /**
             * @description Whole IDR (integer rupiah), 1–1,000,000,000; the type gives its sign
             * @example 50000
             */
            amount: number;
            /**
             * @description Why, 1–200 characters on one line (printed on the shift report)
             * @example Beli es batu
             */
            reason: string;
        };
        /** @description A shift's X report (while OPEN) or Z report (CLOSED): sales, voids, tax, cash and staff */
        PosShiftReport: {
            /**
             * @description X: a mid-shift reading while OPEN (it changes); Z: the final report of a CLOSED shift
             * @example Z
             * @enum {string}
             */
            kind: "X" | "Z";
            /**
             * @description The shift (shf_…)
             * @example shf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            shiftId: string;
            /**
             * @description Its outlet (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description The shift's status when read
             * @example CLOSED
             * @enum {string}
             */
            status: "OPEN" | "CLOSED";
            /**
             * @description When it opened (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            openedAt: string;
            /**
             * @description When it closed (ISO 8601, UTC); null while OPEN
             * @example 2026-11-20T03:04:05.000Z
             */
            closedAt: string | null;
            sales: components["schemas"]["PosShiftReportSums"];
            /** @description Every payment method: payments count and Σ amount (they add up to sales.total) */
            byMethod: {
                CASH: components["schemas"]["PosShiftReportMethod"];
                QRIS: components["schemas"]["PosShiftReportMethod"];
                CARD: components["schemas"]["PosShiftReportMethod"];
                OTHER: components["schemas"]["PosShiftReportMethod"];
            };
            voids: components["schemas"]["PosShiftReportSums"] & unknown;
            /** @description Returns made while this shift was the outlet's open one (wherever the sale was rung) */
            returns: {
                /**
                 * @description Returns made while the shift was open
                 * @example 1
                 */
                count: number;
                /**
                 * @description Σ their line total shares
                 * @example 20000
                 */
                subtotal: number;
                /**
                 * @description Σ the service charge they gave back
                 * @example 1000
                 */
                serviceChargeTotal: number;
                /**
                 * @description Σ the tax they gave back
                 * @example 2100
                 */
                taxTotal: number;
                /**
                 * @description Σ what they refunded, whole IDR
                 * @example 23100
                 */
                total: number;
                /** @description Σ refunded per method; CASH is the drawer's cashRefunds */
                byMethod: {
                    /**
                     * @description Σ refunded by CASH, whole IDR
                     * @example 0
                     */
                    CASH: number;
                    /**
                     * @description Σ refunded by QRIS, whole IDR
                     * @example 0
                     */
                    QRIS: number;
                    /**
                     * @description Σ refunded by CARD, whole IDR
                     * @example 0
                     */
                    CARD: number;
                    /**
                     * @description Σ refunded by OTHER, whole IDR
                     * @example 0
                     */
                    OTHER: number;
                };
            };
            /**
             * @description sales.total − voids.total − returns.total, whole IDR
             * @example 1316650
             */
            netTotal: number;
            /** @description The sales' tax per rate (from each sale's taxes), highest rate first; exempt lines at 0; the amounts add up to sales.taxTotal */
            taxes: components["schemas"]["PosSaleTax"][];
            /** @description The shift's cash movements, oldest first */
            cashMovements: components["schemas"]["PosCashMovement"][];
            cash: components["schemas"]["PosShiftReportCash"];
            /** @description Per person who rang sales, voided or moved cash: the staff member when recorded, else the key or user */
            byStaff: components["schemas"]["PosShiftReportStaff"][];
            /**
             * @description When this report was read (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            generatedAt: string;
        };
        /** @description Sales that took payment in the shift: completed in it, including those voided later */
        PosShiftReportSums: {
            /**
             * @description Sales
             * @example 42
             */
            count: number;
            /**
             * @description Σ subtotals, whole IDR
             * @example 1250000
             */
            subtotal: number;
            /**
             * @description Σ item and order discounts, whole IDR
             * @example 25000
             */
            discountTotal: number;
            /**
             * @description Σ tax, whole IDR
             * @example 134750
             */
            taxTotal: number;
            /**
             * @description Σ service charges, whole IDR
             * @example 62500
             */
            serviceChargeTotal: number;
            /**
             * @description Σ totals, whole IDR
             * @example 1359750
             */
            total: number;
            /**
             * @description Σ their CASH amounts (not tendered), whole IDR
             * @example 600000
             */
            cash: number;
        };
        /** @description The payments of one method in the shift */
        PosShiftReportMethod: {
            /**
             * @description Payments made with this method
             * @example 12
             */
            count: number;
            /**
             * @description Σ their amounts, whole IDR
             * @example 600000
             */
            amount: number;
        };
        /** @description The drawer: its parts, what it should hold and what was counted */
        PosShiftReportCash: {
            /**
             * @description Cash in the drawer at opening, whole IDR
             * @example 200000
             */
            openingFloat: number;
            /**
             * @description CASH amounts of the sales completed in the shift (a later void included: that cash came in)
             * @example 600000
             */
            cashSales: number;
            /**
             * @description Cash of sales voided while the shift was open
             * @example 20000
             */
            cashVoids: number;
            /**
             * @description Cash refunded by returns from this drawer (0 until returns exist)
             * @example 0
             */
            cashRefunds: number;
            /**
             * @description Σ paid_in movements
             * @example 100000
             */
            paidIn: number;
            /**
             * @description Σ paid_out movements
             * @example 50000
             */
            paidOut: number;
            /**
             * @description Σ drop movements (cash to the safe)
             * @example 500000
             */
            drops: number;
            /**
             * @description openingFloat + cashSales − cashVoids − cashRefunds + paidIn − paidOut − drops
             * @example 330000
             */
            expected: number;
            /**
             * @description Cash counted at closing; null in an X report
             * @example 325000
             */
            counted: number | null;
            /**
             * @description counted − expected (negative: short); null in an X report
             * @example -5000
             */
            difference: number | null;
        };
        /** @description One person's part of the shift */
        PosShiftReportStaff: {
            /**
             * @description Who: the staff member when recorded, else the API key or session user
             * @example key_01JD8Z6W7Q4X2C5V9B3N1M0K8J
             */
            actor: string;
            /**
             * @description The staff member's name or the key's name; null for a user of the identity provider
             * @example Till 1
             */
            name: string | null;
            /**
             * @description Sales they rang that took payment in this shift
             * @example 30
             */
            salesCount: number;
            /**
             * @description Σ those sales' totals, whole IDR
             * @example 990000
             */
            salesTotal: number;
            /**
             * @description Σ their CASH amounts, whole IDR
             * @example 420000
             */
            cashSales: number;
            /**
             * @description Completed sales this staff member voided while the shift was open (0 for a key or user: a void records its member only)
             * @example 1
             */
            voidsCount: number;
            /**
             * @description Σ the totals of those voided sales, whole IDR
             * @example 33000
             */
            voidsTotal: number;
            /**
             * @description Returns they made while the shift was open
             * @example 1
             */
            returnsCount: number;
            /**
             * @description Σ what those returns refunded, whole IDR
             * @example 11079
             */
            returnsTotal: number;
            /**
             * @description Cash movements they recorded
             * @example 2
             */
            movements: number;
            /**
             * @description Σ paid_in − paid_out − drops they recorded, whole IDR
             * @example -450000
             */
            movementsNet: number;
        };
        /** @description An order of stock from a supplier (ids pur_…) */
        PosPurchaseOrder: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example pur_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The supplier ordered from (sup_…)
             * @example sup_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            supplierId: string;
            /**
             * @description The outlet the goods are received into (out_…)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description DRAFT (editable) → ORDERED (sent to the supplier) → PARTIALLY_RECEIVED → RECEIVED (nothing outstanding); DRAFT or ORDERED → CANCELLED. RECEIVED and CANCELLED are final
             * @example DRAFT
             * @enum {string}
             */
            status: "DRAFT" | "ORDERED" | "PARTIALLY_RECEIVED" | "RECEIVED" | "CANCELLED";
            /**
             * @description Free text about the order, at most 1000 characters (may span lines); null when none
             * @example Titip di pos satpam
             */
            note: string | null;
            /**
             * @description Σ quantity × cost, whole IDR
             * @example 150000
             */
            total: number;
            /** @description What is ordered, one line per variant */
            lines: {
                /**
                 * @description The variant ordered (var_…)
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units ordered
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description Unit cost, whole IDR
                 * @example 18000
                 */
                cost: number;
                /**
                 * @description Units received so far, never above quantity
                 * @example 12
                 */
                received: number;
                /**
                 * @description Units still to come: quantity − received
                 * @example 12
                 */
                outstanding: number;
            }[];
            /**
             * @description When it was ordered (ISO 8601, UTC); null while DRAFT
             * @example 2026-11-20T03:04:05.000Z
             */
            orderedAt: string | null;
            /**
             * @description When the last outstanding unit arrived (RECEIVED; ISO 8601, UTC); null before
             * @example 2026-11-20T03:04:05.000Z
             */
            receivedAt: string | null;
            /**
             * @description When it was cancelled (ISO 8601, UTC); null otherwise
             * @example 2026-11-20T03:04:05.000Z
             */
            cancelledAt: string | null;
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
        /** @description A new purchase order, created as a DRAFT */
        PosCreatePurchaseOrder: {
            /**
             * @description The supplier ordered from (sup_…); must be active (else 409)
             * @example sup_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            supplierId: string;
            /**
             * @description The outlet the goods are received into (out_…); must be active (else 409)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /** @description 1–200 lines, a variant at most once */
            lines: {
                /**
                 * @description The variant ordered (var_…), one of the workspace's and not composite; once per order
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units ordered, 1–1,000,000
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description Unit cost, whole IDR
                 * @example 18000
                 */
                cost: number;
            }[];
            /**
             * @description Free text about the order, at most 1000 characters (may span lines); null or omitted: none
             * @example Titip di pos satpam
             */
            note?: string | null;
        };
        /** @description Only the fields sent change; only a DRAFT can be edited (else 409) */
        PosPatchPurchaseOrder: {
            /**
             * @description The supplier ordered from (sup_…); must be active (else 409)
             * @example sup_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            supplierId?: string;
            /**
             * @description The outlet the goods are received into (out_…); must be active (else 409)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId?: string;
            /** @description Replaces every line */
            lines?: {
                /**
                 * @description The variant ordered (var_…), one of the workspace's and not composite; once per order
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units ordered, 1–1,000,000
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description Unit cost, whole IDR
                 * @example 18000
                 */
                cost: number;
            }[];
            /**
             * @description Free text about the order, at most 1000 characters (may span lines); null clears it
             * @example Titip di pos satpam
             */
            note?: string | null;
        };
        /** @description Goods that arrived for an ORDERED or PARTIALLY_RECEIVED order: tracked variants are stocked in at its outlet (movement purchase_receive) */
        PosReceivePurchaseOrder: {
            /** @description 1–200 lines; a variant may come more than once with different batch numbers; all or nothing with the status move */
            lines: {
                /**
                 * @description A variant on the order (var_…; else 400)
                 * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                variantId: string;
                /**
                 * @description Units that arrived, at least 1; more than outstanding (summed over the request) is 409
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description Required for requiresBatch products, refused for others
                 * @example LOT-2026-11-A
                 */
                batchNumber?: string;
                /**
                 * @description ISO 8601 (or YYYY-MM-DD, 00:00 UTC), in the future; required with batchNumber
                 * @example 2026-12-31
                 */
                expiresAt?: string;
            }[];
        };
        /** @description A sale as the till rang it; every total is computed on the server */
        PosCreateSale: {
            /**
             * @description The active outlet ringing the sale (out_…; inactive: 409)
             * @example out_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            outletId: string;
            /**
             * @description An OPEN shift of that outlet (shf_…; closed or another outlet's: 409); omitted: the outlet's open shift, if any
             * @example shf_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            shiftId?: string | null;
            /**
             * @description The buyer (cus_…), who earns loyalty points on completion; null or omitted: none
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId?: string | null;
            /** @description The lines rung, 1–100 */
            items: components["schemas"]["PosSaleItemInput"][];
            /**
             * @description Discount on the whole sale in whole IDR, taken before tax, 0 up to the subtotal (default 0)
             * @example 15000
             */
            orderDiscount?: number;
            /** @description At most 10; a COMPLETED sale needs them, adding up to the total exactly (else 400); a PARKED sale takes none (they come with POST /sales/{id}/complete) */
            payments?: components["schemas"]["PosSalePaymentInput"][];
            /**
             * @description COMPLETED (default): paid now, stock taken, points earned; PARKED: a held bill that takes nothing until completed
             * @default COMPLETED
             * @example COMPLETED
             * @enum {string}
             */
            status?: "COMPLETED" | "PARKED";
            /**
             * @description Free text printed on the receipt, at most 500 characters
             * @example Titip di pos satpam
             */
            note?: string | null;
            /**
             * Format: date-time
             * @description When an offline till rang it: not in the future, at most 72 h ago
             * @example 2026-11-20T03:04:05.000Z
             */
            soldAt?: string;
            delivery?: components["schemas"]["PosDeliveryDraft"];
        };
        /** @description A line rung at the till */
        PosSaleItemInput: {
            /**
             * @description The variant sold (var_…), one of the workspace's (else 404)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description Units sold, 1–10,000
             * @example 2
             */
            quantity: number;
            /**
             * @description Default: the variant's catalogue price
             * @example 25000
             */
            unitPrice?: number;
            /**
             * @description Discount on the whole line in whole IDR, 0 up to unit × quantity (default 0)
             * @example 15000
             */
            discount?: number;
            /** @description Options rung on the line, at most 20; their prices add to the unit price */
            modifiers?: components["schemas"]["PosSaleModifier"][];
        };
        /** @description An option rung on a line, copied onto the sale as sent */
        PosSaleModifier: {
            /**
             * @description The option as rung and printed on the receipt (e.g. Extra shot), one line of 1–80 characters
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description What the option adds to the unit price, in whole IDR (integer rupiah; IDR has no decimals), 0–1,000,000,000
             * @example 25000
             */
            price: number;
        };
        /** @description One payment of a sale (a sale may be split over several) */
        PosSalePaymentInput: {
            /**
             * @description How it was paid: CASH, QRIS, CARD or OTHER
             * @example CASH
             * @enum {string}
             */
            method: "CASH" | "QRIS" | "CARD" | "OTHER";
            /**
             * @description Amount this payment covers, in whole IDR; a sale's payments add up to its total exactly
             * @example 150000
             */
            amount: number;
            /**
             * @description CASH only; at least amount; default amount
             * @example 200000
             */
            tendered?: number;
            /**
             * @description QRIS or CARD only: the Pasar payments payment (py_…) that took this amount — succeeded, in IDR, for exactly this amount, on no other sale. Its returns are then refunded through payments
             * @example py_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId?: string;
        };
        /** @description The payments of a PARKED sale, which then becomes COMPLETED */
        PosCompleteSale: {
            /** @description 1–10 payments adding up to the sale's total exactly (else 400) */
            payments: components["schemas"]["PosSalePaymentInput"][];
        };
        /** @description Voids a COMPLETED or PARKED sale; the body may be left out */
        PosVoidSale: {
            /**
             * @description Why it was voided, at most 500 characters; printed on the receipt
             * @example requested_by_customer
             */
            reason?: string | null;
        };
        /** @description A return of some of a sale's lines; the server prices it */
        PosCreateReturn: {
            /** @description The lines returned, 1–100 */
            items: components["schemas"]["PosReturnItemInput"][];
            /** @description How the money goes back, adding up to the return's total exactly (else 400), never more of a method than the sale was paid by it. Left out: back to the sale's payments in the order they were paid */
            refunds?: components["schemas"]["PosRefundInput"][];
            /**
             * @description Free text printed on the return receipt, at most 500 characters
             * @example Titip di pos satpam
             */
            note?: string | null;
        };
        /** @description A line of the sale being returned, in part or whole */
        PosReturnItemInput: {
            /**
             * @description The sale line returned: its id as the sale shows it (txn_…_i0); another sale's → 400
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD_i0
             */
            saleItemId: string;
            /**
             * @description Units returned, at least 1 and at most what is left of the line (else 409)
             * @example 2
             */
            quantity: number;
            /**
             * @description true: the units go back on the shelf (a return movement at the sale's outlet, into the batch they were sold from); false: damaged or consumed, stock stays as it is
             * @example true
             */
            restock: boolean;
            /**
             * @description Why it came back, at most 200 characters (printed on the return receipt)
             * @example Salah ukuran
             */
            reason?: string | null;
        };
        /** @description How part of a return's money goes back */
        PosRefundInput: {
            /**
             * @description One of the ways the sale was paid (else 400)
             * @example CASH
             * @enum {string}
             */
            method: "CASH" | "QRIS" | "CARD" | "OTHER";
            /**
             * @description Whole IDR given back this way
             * @example 150000
             */
            amount: number;
        };
        /** @description Totals of the COMPLETED sales rung in the window */
        PosReportSummary: {
            /**
             * @description First instant counted (ISO 8601)
             * @example 2026-12-01
             */
            from: string;
            /**
             * @description Last instant counted (ISO 8601)
             * @example 2026-12-01
             */
            to: string;
            /**
             * @description IANA time zone of the window's local days: the outlet's, or Asia/Jakarta without outletId
             * @example Asia/Jakarta
             */
            timezone: string;
            /**
             * @description COMPLETED sales rung (soldAt) in the window
             * @example 12
             */
            salesCount: number;
            /**
             * @description Σ their subtotals, whole IDR
             * @example 150000
             */
            subtotal: number;
            /**
             * @description Σ their item and order discounts, whole IDR
             * @example 15000
             */
            discountTotal: number;
            /**
             * @description Σ their service charges, whole IDR
             * @example 125000
             */
            serviceChargeTotal: number;
            /**
             * @description Σ their tax, whole IDR (Σ taxes[].amount)
             * @example 16500
             */
            taxTotal: number;
            /**
             * @description Σ their totals (what customers paid), whole IDR
             * @example 150000
             */
            total: number;
            /**
             * @description Sales rung in the window, completed and later voided
             * @example 12
             */
            voidedCount: number;
            /** @description Every method, payments count and Σ amount; the amounts add up to total */
            byMethod: {
                CASH: components["schemas"]["PosReportMethodTotal"];
                QRIS: components["schemas"]["PosReportMethodTotal"];
                CARD: components["schemas"]["PosReportMethodTotal"];
                OTHER: components["schemas"]["PosReportMethodTotal"];
            };
            /** @description Tax per rate over those sales, highest rate first: one entry per category and rate (exempt at 0); the amounts add up to taxTotal */
            taxes: components["schemas"]["PosReportTax"][];
            returns: components["schemas"]["PosReportReturns"];
            /** @description Every method, Σ refunded by the window's returns, whole IDR; they add up to returns.total */
            refundsByMethod: {
                /**
                 * @description Σ refunded by CASH, whole IDR
                 * @example 0
                 */
                CASH: number;
                /**
                 * @description Σ refunded by QRIS, whole IDR
                 * @example 0
                 */
                QRIS: number;
                /**
                 * @description Σ refunded by CARD, whole IDR
                 * @example 0
                 */
                CARD: number;
                /**
                 * @description Σ refunded by OTHER, whole IDR
                 * @example 0
                 */
                OTHER: number;
            };
            /**
             * @description total − returns.total: takings after the window's returns, whole IDR
             * @example 150000
             */
            netTotal: number;
        };
        /** @description The payments of one method in the window */
        PosReportMethodTotal: {
            /**
             * @description Payments made with this method (a split sale counts each payment)
             * @example 12
             */
            count: number;
            /**
             * @description Σ their amounts, whole IDR (integer rupiah)
             * @example 150000
             */
            amount: number;
        };
        /** @description The tax of one rate over the window's COMPLETED sales */
        PosReportTax: {
            /**
             * @description standard (the outlets' own rate), exempt or a named rate's id (taxr_…)
             * @example taxr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            category: string;
            /**
             * @description The rate's name as last rung (PPN for standard)
             * @example PB1
             */
            name: string;
            /**
             * @description The rate in basis points
             * @example 1000
             */
            rateBps: number;
            /**
             * @description Σ the amounts taxed at it, without tax, whole IDR
             * @example 1250000
             */
            taxable: number;
            /**
             * @description Σ the tax at it, whole IDR
             * @example 125000
             */
            amount: number;
        };
        /** @description The returns made in the window (at the outlet, in the shift, when filtered): a sale's returns count when they happen */
        PosReportReturns: {
            /**
             * @description Returns made in the window (by when they were made, whenever the sale was)
             * @example 12
             */
            count: number;
            /**
             * @description Σ their line total shares, whole IDR
             * @example 150000
             */
            subtotal: number;
            /**
             * @description Σ the service charge they gave back
             * @example 150000
             */
            serviceChargeTotal: number;
            /**
             * @description Σ the tax they gave back
             * @example 16500
             */
            taxTotal: number;
            /**
             * @description Σ what they refunded, whole IDR
             * @example 150000
             */
            total: number;
        };
        /** @description A best-selling variant in the window */
        PosReportTopProduct: {
            /**
             * @description The product (prd_…)
             * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            productId: string;
            /**
             * @description The variant (var_…); each variant is its own row
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description As last rung
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description Units sold in the window's COMPLETED sales; the list is ordered by it, most first
             * @example 2
             */
            quantity: number;
            /**
             * @description Σ those lines' totals, whole IDR
             * @example 150000
             */
            total: number;
            /**
             * @description Units of it returned in the window (by when returned)
             * @example 1
             */
            returnedQuantity: number;
            /**
             * @description Σ those returned units' line total shares, whole IDR
             * @example 10000
             */
            returnedTotal: number;
            /**
             * @description quantity − returnedQuantity
             * @example 11
             */
            netQuantity: number;
        };
        /** @description One local day of sales; every day of the window is listed, oldest first */
        PosReportDay: {
            /**
             * @description The local day (YYYY-MM-DD) in the report's time zone
             * @example 2026-05-01
             */
            date: string;
            /**
             * @description COMPLETED sales rung that day (0 on a day without any)
             * @example 12
             */
            salesCount: number;
            /**
             * @description Σ their totals, whole IDR
             * @example 150000
             */
            total: number;
            /**
             * @description Σ what that day's returns refunded (by the day they were made)
             * @example 150000
             */
            returnsTotal: number;
            /**
             * @description total − returnsTotal, whole IDR
             * @example 150000
             */
            netTotal: number;
        };
        /** @description A plan tier with its monthly price and limits */
        PosTier: {
            /**
             * @description The plan tier: free, starter, growth or business (what POST /billing/checkout takes)
             * @example free
             * @enum {string}
             */
            tier: "free" | "starter" | "growth" | "business";
            /**
             * @description Its display name (Free, Starter, Growth, Business)
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description Price of one month in whole IDR (integer rupiah); 0 for free
             * @example 25000
             */
            price: number;
            /**
             * @description Always IDR
             * @example IDR
             * @enum {string}
             */
            currency: "IDR";
            /** @description What the tier allows; past a limit a write is 403 LIMIT_REACHED and nothing is written */
            limits: {
                /**
                 * @description Most active outlets; null means unlimited
                 * @example 12
                 */
                outlets: number | null;
                /**
                 * @description Most live API keys made with POST /api-keys (seats); null means unlimited
                 * @example 12
                 */
                seats: number | null;
                /**
                 * @description Most active products; null means unlimited
                 * @example 12
                 */
                products: number | null;
            };
        };
        /** @description The workspace's plan: tier, paid period, limits and usage */
        PosBilling: {
            /**
             * @description The plan tier: free, starter, growth or business in force now
             * @example growth
             */
            tier: string;
            /**
             * @description active on a paid tier, free on the free tier
             * @example active
             */
            status: string;
            /**
             * @description When the paid month bought here ends (ISO 8601, UTC); it then lapses to free unless a new checkout buys the next; null when none was bought
             * @example 2026-11-20T03:04:05.000Z
             */
            currentPeriodEnd: string | null;
            /**
             * @description true after POST /billing/cancel: the paid month runs out, then the tier becomes free
             * @example true
             */
            cancelAtPeriodEnd: boolean;
            /** @description What the tier allows; past a limit a write is 403 LIMIT_REACHED and nothing is written */
            limits: {
                /**
                 * @description Most active outlets; null means unlimited
                 * @example 12
                 */
                outlets: number | null;
                /**
                 * @description Most live API keys made with POST /api-keys (seats); null means unlimited
                 * @example 12
                 */
                seats: number | null;
                /**
                 * @description Most active products; null means unlimited
                 * @example 12
                 */
                products: number | null;
            };
            /** @description What counts against the limits now (deactivated outlets and products and revoked keys do not) */
            usage: {
                /**
                 * @description Active outlets now
                 * @example 12
                 */
                outlets: number;
                /**
                 * @description Live API keys made with POST /api-keys now (admin keys are not seats)
                 * @example 12
                 */
                seats: number;
                /**
                 * @description Active products now
                 * @example 12
                 */
                products: number;
            };
        };
        /** @description The tier to buy a month of */
        PosCheckout: {
            /**
             * @description The paid tier to buy a month of: starter, growth or business (free → 400)
             * @example free
             * @enum {string}
             */
            tier: "free" | "starter" | "growth" | "business";
        };
        PosEventType: {
            /**
             * @description The event type
             * @example pos.sale.completed.v1
             */
            type: string;
            /**
             * @description When it is emitted and what its data holds
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string;
        };
        PosWebhookDelivery: {
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
        PosWebhookEndpointWithSecret: components["schemas"]["PosWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e
             */
            secret: string;
        };
        PosWebhookEndpoint: {
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
             * @description Exact event types, or the single entry "*" for every type
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
        PosWebhookEndpointCreate: {
            /**
             * @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Exact event types, or the single entry "*" for every type
             * @example [
             *       "pos.sale.completed.v1",
             *       "pos.sale.voided.v1"
             *     ]
             */
            events: string[];
            /**
             * @description A note for people, at most 500 characters
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
        };
        PosWebhookEndpointUpdate: {
            /**
             * @description A new https URL (same rules as on create)
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Exact event types, or the single entry "*" for every type
             * @example [
             *       "pos.sale.completed.v1",
             *       "pos.sale.voided.v1"
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
        PosWebhookSecretRotate: {
            /**
             * @description How long the current secret keeps signing next to the new one (0-86400); 0, the default, stops it at once
             * @example 3600
             */
            expiresInSeconds?: number;
        };
        /** @description A place that holds fulfilment stock (ids wh_…), separate from the outlets' stock levels */
        PosWarehouse: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example wh_01J9Z3T8M2Q4X6A8C0E2G4J6K8
             */
            id: string;
            /**
             * @description The warehouse's name, one line of 1–100 characters
             * @example Gudang Cakung
             */
            name: string;
            /**
             * @description Street address, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address: string | null;
            /**
             * @description City, one line of at most 100 characters; null when none
             * @example Jakarta Selatan
             */
            city: string | null;
            /**
             * @description Postal code, at most 20 characters; null when none
             * @example 12730
             */
            postal: string | null;
            /**
             * @description Phone number, at most 30 characters; null when none
             * @example +6281234567890
             */
            phone: string | null;
            /**
             * @description Whether this is the workspace's default warehouse: exactly one is (deleting it makes the oldest remaining one the default)
             * @example true
             */
            isDefault: boolean;
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
        /** @description A new warehouse; the workspace's first one becomes the default */
        PosCreateWarehouse: {
            /**
             * @description The warehouse's name, one line of 1–100 characters
             * @example Gudang Cakung
             */
            name: string;
            /**
             * @description Street address, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address?: string | null;
            /**
             * @description City, one line of at most 100 characters; null when none
             * @example Jakarta Selatan
             */
            city?: string | null;
            /**
             * @description Postal code, at most 20 characters; null when none
             * @example 12730
             */
            postal?: string | null;
            /**
             * @description Phone number, at most 30 characters; null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * @description true makes this the workspace's default (the old one stops being it); false on the default is 409, as there is always one
             * @example true
             */
            isDefault?: boolean;
        };
        /** @description Only the fields sent change; null clears a nullable field */
        PosPatchWarehouse: {
            /**
             * @description The warehouse's name, one line of 1–100 characters
             * @example Gudang Cakung
             */
            name?: string;
            /**
             * @description Street address, at most 500 characters (may span lines); null when none
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address?: string | null;
            /**
             * @description City, one line of at most 100 characters; null when none
             * @example Jakarta Selatan
             */
            city?: string | null;
            /**
             * @description Postal code, at most 20 characters; null when none
             * @example 12730
             */
            postal?: string | null;
            /**
             * @description Phone number, at most 30 characters; null when none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * @description true makes this the workspace's default (the old one stops being it); false on the default is 409, as there is always one
             * @example true
             */
            isDefault?: boolean;
        };
        /** @description The stock after an adjustment and the movement it wrote */
        PosWarehouseAdjustResult: {
            stock: components["schemas"]["PosWarehouseStock"];
            movement: components["schemas"]["PosWarehouseMovement"];
        };
        /** @description How much of a variant a warehouse holds */
        PosWarehouseStock: {
            /**
             * @description The warehouse (wh_…)
             * @example wh_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            warehouseId: string;
            /**
             * @description The variant counted (var_…)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description Units the warehouse holds now, never below 0 (may be 0)
             * @example 2
             */
            quantity: number;
        };
        /** @description A manual move of a warehouse's stock, written with its movement */
        PosWarehouseStockAdjust: {
            /**
             * @description The variant counted (var_…); one of the workspace's (else 404)
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            variantId: string;
            /**
             * @description The warehouse (wh_…); one of the workspace's (else 404)
             * @example wh_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            warehouseId: string;
            /**
             * @description Units to add (positive) or take (negative), not 0, −1,000,000 to 1,000,000; a quantity that would go below 0 is 409 CONFLICT and nothing is written
             * @example 12
             */
            delta: number;
            /**
             * @description Why the stock moved: manual_adjust (a count correction), refund_restock (returned goods put back), transfer_in, transfer_out, damaged, returned_to_supplier, initial_stock or import
             * @example manual_adjust
             * @enum {string}
             */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import";
            /**
             * @description Free text about the move, at most 500 characters (may span lines); null or omitted: none
             * @example Titip di pos satpam
             */
            note?: string | null;
        };
        /** @description A catalogue product with its fulfilment stock per warehouse */
        PosStockedProduct: {
            /**
             * @description The product (prd_…)
             * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The product's name
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description Whether the product is active (inactive ones are listed too)
             * @example true
             */
            isActive: boolean;
            /** @description Its variants with their warehouse stock */
            variants: {
                /**
                 * @description The variant (var_…)
                 * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description The variant's name
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description The variant's SKU; null when none
                 * @example KSGA-250
                 */
                sku: string | null;
                /** @description Every warehouse that has held the variant, with its quantity (may be 0) */
                stock: {
                    /**
                     * @description The warehouse (wh_…)
                     * @example wh_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                     */
                    warehouseId: string;
                    /**
                     * @description Units of the variant it holds
                     * @example 2
                     */
                    quantity: number;
                }[];
                /**
                 * @description Σ quantity over every warehouse
                 * @example 150000
                 */
                total: number;
            }[];
        };
        /** @description A customer's right to use a product, proved by a key (ids lic_…) */
        PosLicense: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example lic_01J9Z3T8M2Q4X6A8C0E2G4J6K8
             */
            id: string;
            /**
             * @description The product licensed (prd_…)
             * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            productId: string;
            /**
             * @description The customer it was issued to (cus_…)
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The sale it was sold with (txn_…); null when none
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            transactionId: string | null;
            /**
             * @description The key's first group; never the key
             * @example PASAR-7K3QD
             */
            keyPrefix: string;
            /**
             * @description How many devices or installs the key may be activated on, 1–10,000; stored and shown for your software to enforce (Pasar does not count activations)
             * @example 12
             */
            maxActivations: number;
            /**
             * @description Derived at the time of the request: revoked once revoked (whatever the expiry), else expired from expiresAt on, else active
             * @example active
             * @enum {string}
             */
            status: "active" | "revoked" | "expired";
            /**
             * @description When it expires (ISO 8601, UTC); null: never
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string | null;
            /**
             * @description When it was revoked (ISO 8601, UTC; final, there is no un-revoke); null while not revoked
             * @example 2026-11-20T03:04:05.000Z
             */
            revokedAt: string | null;
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
        /** @description A licence just issued, with its key (shown in this answer only) */
        PosNewLicense: components["schemas"]["PosLicense"] & {
            /**
             * @description Shown in this answer only
             * @example PASAR-7K3QD-M2X9A-0TWZB-4NC8E
             */
            key: string;
        };
        /** @description A new licence; the answer holds its key, shown this once */
        PosCreateLicense: {
            /**
             * @description The product licensed (prd_…), one of the workspace's (else 404)
             * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            productId: string;
            /**
             * @description The customer it is issued to (cus_…), one of the workspace's (else 404)
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description How many devices or installs the key may be activated on, 1–10,000; stored and shown for your software to enforce (Pasar does not count activations)
             * @example 12
             */
            maxActivations: number;
            /**
             * Format: date-time
             * @description ISO 8601 datetime in the future; null or omitted: never expires
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt?: string | null;
            /**
             * @description A COMPLETED sale the licence was sold with; records the sale's delivery as licences
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            transactionId?: string;
        };
        /** @description Whether a licence key may be used now */
        PosLicenseValidity: {
            /**
             * @description true when the key belongs to an active licence of this workspace (and of productId when given)
             * @example true
             */
            valid: boolean;
            /**
             * @description null when valid, else the first that applies: not_found (no such key here), revoked, expired, product_mismatch (the licence is for another product than productId)
             * @example not_found
             * @enum {string|null}
             */
            reason: "not_found" | "revoked" | "expired" | "product_mismatch" | null;
        };
        /** @description A courier service the aggregator offers */
        PosCourier: {
            /**
             * @description The courier's code (e.g. jne, sicepat, gojek); send it when creating a shipment
             * @example jne
             */
            courierCode: string;
            /**
             * @description The service's code at that courier (e.g. reg, yes, instant); send it with courierCode
             * @example reg
             */
            courierServiceCode: string;
            /**
             * @description standard, overnight, same_day or instant
             * @example reg
             */
            courierType: string;
            /** @description Names to show people */
            names: {
                /**
                 * @description The courier's display name (e.g. JNE)
                 * @example jne
                 */
                courier: string;
                /**
                 * @description The service's display name (e.g. Reguler)
                 * @example pay
                 */
                service: string;
            };
        };
        /** @description The workspace's one pickup address (shared by /fulfillment and /delivery); shipments copy it when they are made */
        PosShippingOrigin: {
            /**
             * @description false until the first PATCH; the four fields are then null
             * @example true
             */
            configured: boolean;
            /**
             * @description The person couriers ask for at pickup, one line of 1–100 characters; null until configured
             * @example Budi Santoso
             */
            contactName: string | null;
            /**
             * @description The pickup phone, 5–30 characters: digits, spaces, ( ) - and an optional leading +; null until configured
             * @example +6281234567890
             */
            phone: string | null;
            /**
             * @description The pickup address, one line of 1–500 characters; null until configured
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address: string | null;
            /**
             * @description The five-digit Indonesian postal code of the pickup address; rates are priced from it; null until configured
             * @example 12730
             */
            postalCode: string | null;
            /**
             * @description When this object last changed (ISO 8601, UTC); null when it has not changed since it was created.
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string | null;
        };
        /** @description The first PATCH needs all four fields; later ones any of them */
        PosShippingOriginPatch: {
            /**
             * @description The person couriers ask for at pickup, one line of 1–100 characters
             * @example Budi Santoso
             */
            contactName?: string;
            /**
             * @description The pickup phone, 5–30 characters: digits, spaces, ( ) - and an optional leading +
             * @example +62 812 3456 7890
             */
            phone?: string;
            /**
             * @description The pickup address, one line of 1–500 characters
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address?: string;
            /**
             * @description The five-digit Indonesian postal code of the pickup address; rates are priced from it
             * @example 12440
             */
            postalCode?: string;
        };
        /** @description A quote of one courier service for the parcel and route asked */
        PosShippingRate: {
            /**
             * @description The courier's code (e.g. jne)
             * @example jne
             */
            courierCode: string;
            /**
             * @description The service's code (e.g. reg)
             * @example reg
             */
            courierServiceCode: string;
            /**
             * @description standard, overnight, same_day or instant
             * @example reg
             */
            courierType: string;
            /**
             * @description Today's price for this parcel and route in whole IDR, the aggregator's insurance fee included when insurance > 0; a shipment's price must match it
             * @example 25000
             */
            price: number;
            /**
             * @description Delivery time as the aggregator words it (e.g. 1 - 2 days, 1 - 3 hours)
             * @example 1 - 2 days
             */
            duration: string;
        };
        /** @description The parcel and route to quote; every field is optional */
        PosShippingRatesRequest: {
            /** @description Only postalCode is priced; omitted: quoted to the origin's own postal code */
            destination?: {
                /**
                 * @description The recipient's name, one line of 1–100 characters
                 * @example Toko Kopi Senja
                 */
                name?: string;
                /**
                 * @description The recipient's phone, 5–30 characters: digits, spaces, ( ) - and an optional leading +
                 * @example +62 812 3456 7890
                 */
                phone?: string;
                /**
                 * @description The delivery address, one line of 1–500 characters
                 * @example Jl. Kemang Raya No. 8, Jakarta Selatan
                 */
                address?: string;
                /**
                 * @description The five-digit Indonesian postal code; couriers price and route by it
                 * @example 12440
                 */
                postalCode: string;
                /**
                 * Format: email
                 * @description The recipient's email, at most 254 characters; null or omitted: none
                 * @example siti.rahayu@example.com
                 */
                email?: string | null;
                /**
                 * @description Directions for the courier (printed on the label), 1–500 characters; null or omitted: none
                 * @example Titip di pos satpam
                 */
                note?: string | null;
                /**
                 * @description The town or city, 1–100 characters; the public tracker shows it as the parcel's destination (nothing else of the address). Null or omitted: the tracker shows none
                 * @example Jakarta Selatan
                 */
                city?: string | null;
            };
            /**
             * @description Insured value, default 0
             * @example 2000
             */
            insurance?: number;
            /** @description Default: one 1 kg parcel of no declared value */
            items?: components["schemas"]["PosParcelItem"][];
        };
        /** @description The prepaid balance shipments are paid from (0 before any move) */
        PosShippingCreditBalance: {
            /**
             * @description Whole IDR; never below zero
             * @example 2500000
             */
            balance: number;
        };
        /** @description A shipping-credit purchase through a payments hosted checkout */
        PosShippingCreditTopup: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description pending (as created) until the checkout is paid, then paid and the balance credited once; expired when the checkout lapses unpaid (after an hour), nothing credited
             * @example pending
             * @enum {string}
             */
            status: "pending" | "paid" | "expired";
            /**
             * @description Credit bought, whole IDR (integer rupiah)
             * @example 150000
             */
            amount: number;
            /**
             * @description The payments hosted checkout; credited once it is paid
             * @example https://pasar.example.com/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutUrl: string;
        };
        /** @description Shipping credit to buy */
        PosShippingCreditTopupRequest: {
            /**
             * @description Whole IDR, 10,000–10,000,000
             * @example 100000
             */
            amount: number;
        };
        /** @description One move of the shipping-credit balance, newest first in lists */
        PosShippingCreditTransaction: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example ctx_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description topup: a paid top-up (+); grant: credit an operator granted (+); debit: a shipment's confirm-pickup (−); refund: a cancelled or rejected booking's debit given back (+)
             * @example topup
             * @enum {string}
             */
            type: "topup" | "grant" | "debit" | "refund";
            /**
             * @description Signed whole IDR: a debit is negative
             * @example 150000
             */
            amount: number;
            /**
             * @description The balance right after this move, whole IDR: the previous row's balanceAfter + amount
             * @example 2500000
             */
            balanceAfter: number;
            /**
             * @description The shipment (shp_…) of a debit or refund; null otherwise
             * @example shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            shipmentId: string | null;
            /**
             * @description Why an operator granted the credit; null for other types
             * @example requested_by_customer
             */
            reason: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        /** @description A parcel booked through the courier aggregator (ids shp_…) */
        PosShipment: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The sale it ships (txn_…); null when none
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            transactionId: string | null;
            /**
             * @description The customer it is for (cus_…); null when none
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string | null;
            /**
             * @description The customer's email; null when none
             * @example siti.rahayu@example.com
             */
            customerEmail: string | null;
            /**
             * @description The courier (e.g. jne)
             * @example jne
             */
            courierCode: string;
            /**
             * @description The courier's service (e.g. reg)
             * @example reg
             */
            courierServiceCode: string;
            /**
             * @description The service's kind: standard, overnight, same_day or instant; null when unknown
             * @example reg
             */
            courierType: string | null;
            /**
             * @description The courier's quote for this booking, whole IDR (integer rupiah)
             * @example 25000
             */
            price: number;
            /**
             * @description Whether the parcel is insured: it is then quoted with the premium, and confirm-pickup charges that price
             * @example true
             */
            insured: boolean;
            /**
             * @description The insured value, whole IDR (0 when none); not charged — the premium is in price
             * @example 2000
             */
            insurance: number;
            /**
             * @description Shipping credit the current booking took (0 when none)
             * @example 150000
             */
            charged: number;
            destination: components["schemas"]["PosShippingDestination"];
            /** @description The parcel's contents */
            items: components["schemas"]["PosParcelItem"][];
            /** @description The shipping origin as it was when the shipment was made (later origin changes do not move it) */
            origin: {
                /**
                 * @description The person couriers ask for at pickup
                 * @example Budi Santoso
                 */
                contactName: string;
                /**
                 * @description The pickup phone
                 * @example +6281234567890
                 */
                phone: string;
                /**
                 * @description The pickup address
                 * @example Jl. Kemang Raya No. 8, Jakarta Selatan
                 */
                address: string;
                /**
                 * @description The pickup postal code (five digits)
                 * @example 12730
                 */
                postalCode: string;
            };
            /**
             * @description draft → confirmed (booked, credit debited) → allocated → picking_up → picked → dropping_off → delivered; cancelled (by you while draft … picking_up, or by the courier; rebook makes it a draft again), rejected (the courier refused; refunded), returned (no refund). delivered, rejected and returned are final
             * @example draft
             * @enum {string}
             */
            status: "draft" | "confirmed" | "allocated" | "picking_up" | "picked" | "dropping_off" | "delivered" | "cancelled" | "rejected" | "returned";
            /**
             * @description The courier's waybill number once booked; null while a draft or after a rebook
             * @example JNE0123456789
             */
            waybillId: string | null;
            /**
             * @description The courier's own tracking page when the aggregator gave one; else null (use GET …/shipping/track/{waybillId})
             * @example https://pasar.example.com/pos/track/JNE0123456789
             */
            trackingUrl: string | null;
            /**
             * @description The reason given when it was cancelled; null otherwise
             * @example Pembeli membatalkan pesanan
             */
            cancelReason: string | null;
            /** @description Every status reached (GET one only) */
            history?: {
                /**
                 * @description The status reached
                 * @example active
                 */
                status: string;
                /**
                 * @description courier when the aggregator reported it, rebooked for a rebook, the reason for a cancel; else null
                 * @example Titip di pos satpam
                 */
                note: string | null;
                /**
                 * @description When it was reached (ISO 8601, UTC)
                 * @example 2026-11-20T03:04:05.000Z
                 */
                at: string;
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
        /** @description A shipment to book: created as a draft at the saved origin, priced by the courier's quote */
        PosCreateShipment: {
            /**
             * @description The courier's code from GET …/couriers (e.g. jne); a pair not listed there is 400
             * @example jne
             */
            courierCode: string;
            /**
             * @description The service's code at that courier from GET …/couriers (e.g. reg)
             * @example reg
             */
            courierServiceCode: string;
            /**
             * @description The service's kind: standard, overnight, same_day or instant; null or omitted: the courier list's
             * @example reg
             */
            courierType?: string | null;
            /**
             * @description The courier's quote; omitted → the quote, a different amount → 409 (the quote moved)
             * @example 25000
             */
            price?: number;
            /**
             * @description Whether the parcel is insured: it is then quoted with the premium, and confirm-pickup charges that price; default false
             * @example true
             */
            insured?: boolean;
            /**
             * @description The insured value in whole IDR (paid out on loss), used only when insured; the premium is in the price, the value itself is never charged
             * @example 2000
             */
            insurance?: number;
            destination: components["schemas"]["PosShippingDestination"];
            /** @description The parcel's contents, 1–100 lines; priced by their weight and value */
            items: components["schemas"]["PosParcelItem"][];
            /**
             * @description The sale this ships (one shipment per sale)
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            transactionId?: string | null;
            /**
             * @description The customer it is for (cus_…), one of the workspace's (else 404); null or omitted: none
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId?: string | null;
            /**
             * Format: email
             * @description Email of the customer, at most 254 characters; omitted: the destination's email, if any
             * @example siti.rahayu@example.com
             */
            customerEmail?: string | null;
        };
        /** @description Cancels a shipment the courier has not collected; the body may be left out */
        PosCancelShipment: {
            /**
             * @description Why, at most 500 characters; kept as cancelReason and passed to the courier
             * @example requested_by_customer
             */
            reason?: string | null;
        };
        /** @description Overrides for a cancelled shipment's new booking; anything omitted stays as it was */
        PosRebookShipment: {
            /**
             * @description The courier's code from GET …/couriers (e.g. jne); a pair not listed there is 400; omitted: the one it had
             * @example jne
             */
            courierCode?: string;
            /**
             * @description The service's code at that courier from GET …/couriers (e.g. reg); omitted: the one it had
             * @example reg
             */
            courierServiceCode?: string;
            /**
             * @description The service's kind: standard, overnight, same_day or instant; null: the courier list's; omitted: as it was (the list's when the service changes)
             * @example reg
             */
            courierType?: string | null;
            /**
             * @description The courier's quote; omitted → the quote, a different amount → 409 (the quote moved)
             * @example 25000
             */
            price?: number;
            /**
             * @description Whether the parcel is insured: it is then quoted with the premium, and confirm-pickup charges that price; omitted: as it was
             * @example true
             */
            insured?: boolean;
            /**
             * @description The insured value in whole IDR (paid out on loss), used only when insured; the premium is in the price, the value itself is never charged
             * @example 2000
             */
            insurance?: number;
        };
        /** @description How a sale was sent out (ids dlv_…): by a shipment or by licences */
        PosDelivery: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example dlv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The sale sent out (txn_…); one delivery per sale
             * @example txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            transactionId: string;
            /**
             * @description shipment: a parcel (dispatch, or POST /shipments with transactionId); licenses: licence keys issued for the sale (POST /fulfillment/licenses with transactionId)
             * @example shipment
             * @enum {string}
             */
            kind: "shipment" | "licenses";
            /**
             * @description The shipment's status; for licences issued, revoked or expired
             * @example active
             */
            status: string;
            /** @description The shipment of a shipment delivery; null for licences */
            shipment: {
                /**
                 * @description The shipment (shp_…)
                 * @example shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description Its current status (draft, confirmed … delivered, cancelled)
                 * @example active
                 */
                status: string | null;
                /**
                 * @description Its courier (e.g. jne)
                 * @example jne
                 */
                courierCode: string | null;
                /**
                 * @description Its courier service (e.g. reg)
                 * @example reg
                 */
                courierServiceCode: string | null;
                /**
                 * @description The courier's waybill once booked; null before
                 * @example JNE0123456789
                 */
                waybillId: string | null;
            } | null;
            /** @description The licences issued for the sale (a shipment delivery lists them too); empty when none */
            licenses: {
                /**
                 * @description The licence (lic_…)
                 * @example dlv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description The product it licenses (prd_…)
                 * @example prd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                productId: string;
                /**
                 * @description The key's first group (PASAR-XXXXX); never the key
                 * @example PASAR-7K3QD
                 */
                keyPrefix: string;
                /**
                 * @description active, revoked or expired, at the time of the request
                 * @example active
                 */
                status: string;
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
