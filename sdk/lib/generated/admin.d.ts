export interface paths {
    "/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List workspaces, newest first */
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
                /** @description Workspaces */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Workspace"][];
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
        /** Create a workspace (merchant account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Display name, one line of at most 100 characters.
                         * @example Toko Kopi Senja
                         */
                        name: string;
                        /**
                         * @description Handle to claim (409 if taken). Left out, one is derived from the name, with a short random suffix on a collision.
                         * @example toko-kopi-senja
                         */
                        slug?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Workspace"];
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
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Slug already taken */
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
    "/v1/workspaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a workspace */
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
                /** @description The workspace */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Workspace"];
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
    "/v1/workspaces/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint a credential for one service (secret shown once)
         * @description pay → API key object plus key. Role platform_admin is minted only here (POST /v1/api-keys refuses it): the key belongs to workspace {id}, acts there, and acts in any other existing workspace that a request names in a signed X-Pay-On-Behalf-Of, in the key's environment. mkt → {keyId, key}; store → {key}; pos, ci, secrets → {id, key}; loc → {id, key}.
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
                    "application/json": {
                        /**
                         * @description The service the credential is for: pay, mkt, store, pos, ci, loc or secrets.
                         * @example pay
                         */
                        service: string;
                        /**
                         * @description pay: test (the default) or live keys and data; store: sk_test_ (default) or sk_live_. The other services mint live keys only (omit it or send live).
                         * @example test
                         * @enum {string}
                         */
                        environment?: "test" | "live";
                        /**
                         * @description pay: a payments role (default full_access; platform_admin only through this API); mkt: merchant (default) or platform_admin; store: publishable for a pk_ key. The other services have no roles.
                         * @example full_access
                         */
                        role?: string;
                        /**
                         * @description pay only, and only with role restricted: the scopes the key holds.
                         * @example [
                         *       "pay:customer:read"
                         *     ]
                         */
                        scopes?: string[];
                        /**
                         * @description A label for people, shown in key lists.
                         * @example Toko Kopi Senja
                         */
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description The credential, with its secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                [key: string]: unknown;
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
                /** @description Missing or invalid credentials */
                401: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/credentials/{service}/{credentialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a credential minted through this API */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    service: string;
                    credentialId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                /**
                                 * @description The revoked credential's id.
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
                                /**
                                 * @description Always true: the credential no longer authenticates.
                                 * @example true
                                 * @enum {boolean}
                                 */
                                revoked: true;
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
                /** @description Missing or invalid credentials */
                401: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/plans/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a workspace's plan for one service */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    service: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description A plan name of the service, e.g. pay: starter, growth, scale, enterprise, internal; mkt: free … scale; secrets: beta.
                         * @example growth
                         */
                        plan: string;
                    };
                };
            };
            responses: {
                /** @description The plan in force */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                /**
                                 * @description The workspace (acc_…).
                                 * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                workspaceId: string;
                                /**
                                 * @description The service (pay, mkt, store, pos, ci, loc, secrets).
                                 * @example pay
                                 */
                                service: string;
                                /**
                                 * @description The plan now in force for that service.
                                 * @example growth
                                 */
                                plan: string;
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
                /** @description Missing or invalid credentials */
                401: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/allowlist/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a workspace on (or off) a service's private-beta allowlist (secrets) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    service: "secrets";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description true puts the workspace on the allowlist, false takes it off.
                         * @example true
                         */
                        allowed: boolean;
                    };
                };
            };
            responses: {
                /** @description The allowlist entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                /**
                                 * @description The workspace (acc_…).
                                 * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                workspaceId: string;
                                /**
                                 * @description The service (pay, mkt, store, pos, ci, loc, secrets).
                                 * @example pay
                                 */
                                service: string;
                                /**
                                 * @description Whether the workspace may use the service.
                                 * @example true
                                 */
                                allowed: boolean;
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
                /** @description Missing or invalid credentials */
                401: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint an identity-provider JWT with the local development key (development only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The workspace the token acts in (acc_…).
                         * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                         */
                        accountId: string;
                        /**
                         * @description The user id the token names; a random usr_… when left out.
                         * @example user_7c2f9a4e1b8d
                         */
                        sub?: string;
                        /**
                         * Format: email
                         * @description The user's email, carried as a claim.
                         * @example siti.rahayu@example.com
                         */
                        email?: string;
                        /**
                         * @description Role claims, e.g. ["owner"] (the default) or ["merchant"].
                         * @example [
                         *       "full_access"
                         *     ]
                         */
                        roles?: string[];
                        /**
                         * @description Lifetime in seconds, 60 to 86400; default 3600.
                         * @example 3600
                         */
                        ttlSeconds?: number;
                    };
                };
            };
            responses: {
                /** @description A signed HS256 token */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                /**
                                 * @description The JWT, for Authorization: Bearer <token> on services that take one.
                                 * @example cirt_7c2f9a4e1b8d3c6f0a5e9b2d
                                 */
                                token: string;
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
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not in development */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the maintenance tasks services registered */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tasks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description The service that registered the task.
                                 * @example pay
                                 */
                                service: string;
                                /**
                                 * @description The task's name, as in POST /v1/maintenance/{service}/{task}.
                                 * @example rewrap-project-keys
                                 */
                                task: string;
                                /**
                                 * @description What the task does and the input it takes.
                                 * @example Re-wrap every project key under the current master key
                                 */
                                summary: string;
                            }[];
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
    "/v1/maintenance/{service}/{task}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run one bounded step of a maintenance task (repeat with the returned cursor until it is null) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    service: string;
                    task: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description The task's report for this step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                [key: string]: unknown;
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
                /** @description Missing or invalid credentials */
                401: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A workspace's moves, newest first (the last 50) */
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
                /** @description Moves */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["WorkspaceMove"][];
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
        /** Start moving a workspace's data of one service to another shard (its writes there are held at once) */
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
                    "application/json": {
                        /**
                         * @description The service whose data moves.
                         * @example pay
                         * @enum {string}
                         */
                        service: "pay" | "mkt" | "store" | "pos" | "ci" | "loc" | "secrets";
                        /**
                         * @description The shard to move it to.
                         * @example 2
                         */
                        toShard: number;
                    };
                };
            };
            responses: {
                /** @description The move, holding */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["WorkspaceMove"];
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
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description conflict: already there, a move under way, or the service is not spread over shards */
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
    "/v1/moves/{moveId}/step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run one bounded step of a move (repeat, waiting retryAfterMs, until phase is done or failed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    moveId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The move after this step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["WorkspaceMove"];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/moves/{moveId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A move */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    moveId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The move */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["WorkspaceMove"];
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
    "/v1/workspaces/{id}/shards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the workspace's data lives: per service database its shard, whether a move holds it, and its row count on every shard (an operator's check; reads every shard) */
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
                /** @description Per service database */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                [key: string]: {
                                    /**
                                     * @description The shard the directory places the workspace on.
                                     * @example 2
                                     */
                                    shard: number;
                                    /**
                                     * @description A move holds its writes.
                                     * @example false
                                     */
                                    held: boolean;
                                    /**
                                     * @description The service places new workspaces over every shard.
                                     * @example true
                                     */
                                    spread: boolean;
                                    /**
                                     * @description The workspace's rows on each shard, shard 0 first.
                                     * @example [
                                     *       12
                                     *     ]
                                     */
                                    rows: number[];
                                };
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
                /** @description Missing or invalid credentials */
                401: {
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
    "/v1/ci/shared-runners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shared CI runners, newest first (cursor paging)
         * @description Every shared runner with its status; never a token. ?limit=1-100 (20)&cursor=.
         */
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
                /** @description Shared runners */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiRunner"][];
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
    "/v1/ci/shared-runners/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a shared runner: its next job request is answered 204, no job */
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
                /** @description The shared runner */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiRunner"];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ci/shared-runners/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused shared runner */
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
                /** @description The shared runner */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiRunner"];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ci/shared-runners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a shared runner: its token is refused (401) from its next request
         * @description The jobs it is running fail at once with failureReason runner_lost (retries follow as configured).
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
                /** @description Revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "ok": true
                             *     }
                             */
                            data: {
                                /**
                                 * @description The revoked runner
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
                                /**
                                 * @description Always true
                                 * @example true
                                 * @enum {boolean}
                                 */
                                revoked: true;
                                /**
                                 * @description The jobs it was running, now failed as runner_lost
                                 * @example [
                                 *       "job_01JB4X6N0ZQ8K3C9W2T5V7R1MD"
                                 *     ]
                                 */
                                lostJobs: string[];
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
                /** @description Missing or invalid credentials */
                401: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A merchant account: every service's data belongs to one. */
        Workspace: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The merchant's display name.
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description Unique URL-safe handle (lowercase letters, digits and dashes, 1-40); hosted pages use it.
             * @example toko-kopi-senja
             */
            slug: string;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
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
        WorkspaceMove: {
            /**
             * @description The move (mv_…).
             * @example mv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The workspace whose data moves.
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            workspaceId: string;
            /**
             * @description The service database (DB_POS, …).
             * @example DB_PAY
             */
            db: string;
            /**
             * @description The shard the data was on.
             * @example 2
             */
            fromShard: number;
            /**
             * @description The shard it moves to.
             * @example 2
             */
            toShard: number;
            /**
             * @description holding (writes refused until every isolate knows), copying, verifying (counts and checksums), cleaning (after the flip), done; failed lifts the hold and leaves the data where it was.
             * @example holding
             * @enum {string}
             */
            phase: "holding" | "copying" | "verifying" | "cleaning" | "done" | "failed";
            /**
             * @description Rows written to the target so far.
             * @example 12
             */
            copied: number;
            /**
             * @description Copies so far (a difference found by verifying copies again; three at most).
             * @example 1
             */
            attempts: number;
            /**
             * @description Per table: rows and checksum on each side.
             * @example {
             *       "db": "ok",
             *       "queue": "ok"
             *     }
             */
            checks: {
                [key: string]: unknown;
            };
            /**
             * @description Why a failed move failed.
             * @example Connection refused by the receiver
             */
            error: string | null;
            /**
             * @description How long to wait before the next step does anything.
             * @example 1000
             */
            retryAfterMs: number;
            /**
             * @description When the workspace's writes were held.
             * @example 2026-11-20T03:04:05.000Z
             */
            heldAt: string | null;
            /**
             * @description When the directory started placing it on the target.
             * @example 2026-11-20T03:04:05.000Z
             */
            flippedAt: string | null;
            /**
             * @description When the move started.
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description The last step.
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        CiRunner: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example runner_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description What the runner is, for people
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string;
            /**
             * @description The operator's, offered to every workspace; usage is counted
             * @example true
             */
            shared: boolean;
            /**
             * @description The runner takes jobs whose tags are all among these
             * @example [
             *       "docker"
             *     ]
             */
            tags: string[];
            /**
             * @description Take jobs without tags
             * @example true
             */
            runUntagged: boolean;
            /**
             * @description A paused runner takes no jobs
             * @example false
             */
            paused: boolean;
            /**
             * @description online: contacted within 2 minutes
             * @example online
             * @enum {string}
             */
            status: "online" | "offline" | "paused";
            /**
             * @description When the runner last called the protocol; null if never
             * @example 2026-11-20T03:04:05.000Z
             */
            contactedAt: string | null;
            /**
             * @description The name the runner registered with; null before
             * @example runner-jakarta-1
             */
            name: string | null;
            /**
             * @description The runner's version as it registered; null before
             * @example 1.4.2
             */
            version: string | null;
            /**
             * @description The runner's platform as it registered; null before
             * @example linux/amd64
             */
            platform: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
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
