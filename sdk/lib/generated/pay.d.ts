export interface paths {
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API keys, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Default: both */
                    environment?: "test" | "live";
                    /** @description Also return revoked keys, with revokedAt */
                    includeRevoked?: "0" | "1" | "true" | "false";
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description API keys, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ApiKey"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Create an API key (secret shown once)
         * @description Needs apiKeys:write (full_access, or restricted with apiKeys:write). A key never mints a key more powerful than itself: restricted creators mint only restricted keys with a subset of their scopes, and test keys mint only test keys. Idempotency-Key optional.
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
                    "application/json": components["schemas"]["CreateApiKey"];
                };
            };
            responses: {
                /** @description The API key object plus key */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CreatedApiKey"];
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
                /** @description insufficient_scope: the key may not create this key */
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
                /** @description tier_cap_reached: the plan's maxApiKeys for this environment */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an API key (never its secret)
         * @description A revoked key is visible only with includeRevoked=true.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Also return revoked keys, with revokedAt */
                    includeRevoked?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The API key object */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ApiKey"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Revoke an API key (irreversible)
         * @description 204 with no body: HTTP forbids a body on 204, so the envelope with data null cannot travel (the request id is in X-Request-Id). A key cannot revoke itself (409 cannot_revoke_self). Idempotency-Key optional.
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
                /** @description Revoked; requests signed with it fail with 401 invalid_key within seconds */
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
                /** @description insufficient_scope */
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
                /** @description cannot_revoke_self: the key signing this request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/payouts/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The balance in one currency
         * @description One balance object. Without ?currency= it is the IDR balance (rupiah: workspaces have no currency setting). A settlement currency (IDR, USD) that has seen no money answers zeros; any other code answers 400 validation_error unless the workspace holds money in it. Every currency at once: GET /v1/payouts/balances.
         */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
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
                            data: components["schemas"]["Balance"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description validation_error */
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/payouts/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balances in every currency (extension)
         * @description An array with one balance object per currency the workspace has seen, sorted by currency; ?currency= narrows it (an array of one, or empty).
         */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Balance objects */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Balance"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/payouts/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default destination bank account
         * @description 404 not_found when none is on file.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bank account on file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PayoutBankAccount"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
        /**
         * Set or change the default destination bank account
         * @description Body: bankCode (provider channel code, ≤ 40, or null), bankName (≤ 60), bankAccountNumber (≤ 40), bankAccountHolder (≤ 80, exactly as the bank spells it). The first PATCH needs bankName, bankAccountNumber and bankAccountHolder; later ones may change any subset. Existing payouts keep the account they were created with.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PatchPayoutBankAccount"];
                };
            };
            responses: {
                /** @description The bank account now on file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PayoutBankAccount"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/payouts/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Automatic payout schedules, one per currency
         * @description An array of schedule objects (currencies never scheduled are absent); ?currency= narrows it.
         */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Schedules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PayoutSchedule"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
        /**
         * Set one currency's automatic payout schedule
         * @description Body: currency, interval (daily, weekly, monthly, or manual = off), weeklyAnchor (weekly only: sunday … saturday, default monday), monthlyAnchor (monthly only: 1-31, default 1; shorter months use their last day). Periods start at 00:00 Asia/Jakarta. At the start of each period the cron creates one payout of the full available balance in that currency to the default bank account — once per period, however often the tick runs. A new or changed rule first runs at the next period start; re-sending the same rule changes nothing.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutPayoutSchedule"];
                };
            };
            responses: {
                /** @description The schedule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PayoutSchedule"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payouts, newest first
         * @description createdSince is inclusive and createdUntil exclusive; both take ISO 8601 or Unix epoch seconds. A cursor is valid only with the filters it was issued for.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "pending" | "in_transit" | "paid" | "failed" | "cancelled";
                    currency?: string;
                    createdSince?: string;
                    createdUntil?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Payouts, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payout"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Create a manual payout
         * @description Idempotency-Key required (400 idempotency_required). It is stored in the same ledger transaction as the payout: a retry or a racing duplicate returns the first payout (Idempotent-Replayed: true) and never locks money twice; the same key with another body is 409 idempotency_key_conflict. Bank fields left out fall back one by one to the bank account on file.
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
                    "application/json": components["schemas"]["CreatePayout"];
                };
            };
            responses: {
                /** @description The payout (pending) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payout"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description validation_error, or bank_account_missing (no bank account on file and none in the body) */
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
                /** @description insufficient_scope */
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
                /** @description insufficient_balance, or idempotency_key_conflict (Idempotency-Key reused with another body) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a payout */
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
                /** @description The payout */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payout"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/payouts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending payout
         * @description Idempotency-Key required. Releases the locked amount at once. Only a pending payout can be cancelled (409 invalid_transition otherwise).
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
                /** @description The cancelled payout */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payout"];
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
                /** @description insufficient_scope */
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
                /** @description invalid_transition, idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/payouts/{id}/mark-in-transit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a pending payout in transit
         * @description Sets processedAt; fires payout.initiated. Optional body {reference}. Platform-admin keys only (merchant keys: 403 insufficient_scope); target a merchant with X-Pay-On-Behalf-Of. Any other move is 409 invalid_transition.
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
                    "application/json": components["schemas"]["MarkInTransit"];
                };
            };
            responses: {
                /** @description The payout */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payout"];
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
                /** @description insufficient_scope */
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
                /** @description invalid_transition */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/payouts/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an in-transit payout paid
         * @description Posts exactly one ledger entry (code payout, sourceType payout, sourceId = payout id), sets ledgerTransactionId to that entry's id and completedAt; fires payout.paid. Optional body {reference}. Platform-admin keys only (merchant keys: 403 insufficient_scope); target a merchant with X-Pay-On-Behalf-Of. Any other move is 409 invalid_transition.
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
                    "application/json": components["schemas"]["MarkPaid"];
                };
            };
            responses: {
                /** @description The payout */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payout"];
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
                /** @description insufficient_scope */
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
                /** @description invalid_transition */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/payouts/{id}/mark-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a pending or in-transit payout failed
         * @description Body {failureReason} (1-500). The amount returns to the available balance; fires payout.failed. Platform-admin keys only (merchant keys: 403 insufficient_scope); target a merchant with X-Pay-On-Behalf-Of. Any other move is 409 invalid_transition.
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
                    "application/json": components["schemas"]["MarkFailed"];
                };
            };
            responses: {
                /** @description The payout */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payout"];
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
                /** @description insufficient_scope */
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
                /** @description invalid_transition */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/ledger/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ledger entries, newest first
         * @description Filters: sourceType (payment, refund, fee, payout), sourceId, currency. limit 1-100 (default 20); a cursor is valid only with the filters it was issued for.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    sourceType?: "payment" | "refund" | "fee" | "payout";
                    sourceId?: string;
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LedgerEntry"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/ledger/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ledger balance per currency (credits − debits)
         * @description One object per currency with entries; ?currency= narrows it. For what can be paid out (locked, available) see GET /v1/payouts/balance.
         */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Balances */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["LedgerBalance"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/test-helpers/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: record a cleared payment and its fee
         * @description Goes through the same settlement path as real payments: a credit (sourceType payment) and the fee as a debit (sourceType fee), so the net becomes available for payouts. paymentId is derived from the Idempotency-Key unless given (a new one without a key); settling the same paymentId again posts nothing (posted: false), so a retry whose answer was lost never settles twice. Test keys only; live keys get 404.
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
                    "application/json": components["schemas"]["TestSettlement"];
                };
            };
            responses: {
                /** @description The settlement and the currency's balance after it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["TestSettlementResult"];
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
                /** @description insufficient_scope */
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
                /** @description conflict: paymentId already settled with other figures; idempotency_key_conflict: Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/test-helpers/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: move the workspace's clock forward and run what came due
         * @description Moves this workspace's test clock forward by `seconds` (1 to 5 years) and, before answering, runs every due-work runner at the new time: the simulated payout rail advances each payout one step, payout schedules whose period began run, and later renewals, trials, dunning and expiries. Test keys only; live keys get 404.
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
                    "application/json": components["schemas"]["AdvanceClock"];
                };
            };
            responses: {
                /** @description The workspace's clock after the move and the runners that ran */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["TestClock"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/webhook-endpoints": {
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
                /** @description Endpoints, with meta.page {limit, hasMore, nextCursor} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PayWebhookEndpoint"][];
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
         *     **Receiving deliveries.** Each event is sent as `POST <url>` with `Content-Type: application/json`, `User-Agent: Pasar-Webhooks/1.0`, `Pay-Signature: t=<Unix seconds>,v1=<hex>` and the body `{"id":"evt_…","type":"…","occurredAt":"…","accountId":"acc_…","environment":"test","data":{…}}`, where `data` is the resource as it was when the event happened. A 2xx answer within 10 seconds is success (redirects are not followed); otherwise it is tried again after 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h, then the delivery is failed. A delivery can arrive more than once and in any order: deduplicate on the event `id`.
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
                    "application/json": components["schemas"]["PayWebhookEndpointCreate"];
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
                            data: components["schemas"]["PayWebhookEndpointWithSecret"];
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
    "/v1/webhook-endpoints/{id}": {
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
                            data: components["schemas"]["PayWebhookEndpoint"];
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
                    "application/json": components["schemas"]["PayWebhookEndpointUpdate"];
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
                            data: components["schemas"]["PayWebhookEndpoint"];
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
    "/v1/webhook-endpoints/{id}/rotate-secret": {
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
                    "application/json": components["schemas"]["PayWebhookSecretRotate"];
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
                            data: components["schemas"]["PayWebhookEndpointWithSecret"];
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
    "/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an endpoint's deliveries, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "pending" | "succeeded" | "failed";
                    /** @description Event type, or a prefix ending in "." */
                    type?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deliveries, with meta.page {limit, hasMore, nextCursor} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PayWebhookDelivery"][];
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
    "/v1/webhook-deliveries/{id}": {
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
                            data: components["schemas"]["PayWebhookDelivery"];
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
    "/v1/webhook-deliveries/{id}/retry": {
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
                            data: components["schemas"]["PayWebhookDelivery"];
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
    "/v1/events": {
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
                /** @description Events, with meta.page {limit, hasMore, nextCursor} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PayEvent"][];
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
    "/v1/events/{id}": {
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
                            data: components["schemas"]["PayEvent"];
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
    "/v1/test-helpers/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: emit synthetic events
         * @description Records `count` events (1-100, default 1) of `type` with `data` as the object and delivers them like real ones. For load tests and for developing a receiver; real events come from the resources themselves. Test keys only; live keys get 404.
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
                    "application/json": components["schemas"]["PayTestEvents"];
                };
            };
            responses: {
                /** @description The events recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example [
                             *       {
                             *         "id": "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                             *         "amount": 150000,
                             *         "currency": "IDR",
                             *         "status": "succeeded"
                             *       }
                             *     ]
                             */
                            data: unknown[];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers, newest first
         * @description Filter by exact email (case-insensitive). limit 1-100, default 20.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    email?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Customers, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Customer"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Create a customer
         * @description All fields optional. Idempotency-Key required. metadata: up to 50 string keys.
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
                    "application/json": components["schemas"]["CreateCustomer"];
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
                            data: components["schemas"]["Customer"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/customers/{id}": {
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
                            data: components["schemas"]["Customer"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
        /**
         * Update a customer
         * @description Omitted fields are unchanged; null clears a field (metadata: null clears all).
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
                    "application/json": components["schemas"]["UpdateCustomer"];
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
                            data: components["schemas"]["Customer"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List plans, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    active?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plans, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Plan"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Create a plan and its default price
         * @description interval day|week|month|year × intervalCount (a period is at most 3 years). unitAmount 0 makes a free plan. Idempotency-Key required.
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
                    "application/json": components["schemas"]["CreatePlan"];
                };
            };
            responses: {
                /** @description The plan */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Plan"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a plan */
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
                /** @description The plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Plan"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
        /**
         * Update a plan
         * @description name and trialDays change in place (trialDays affects only new subscriptions). A new unitAmount mints a new default price in the plan's currency; existing subscriptions keep their price — move each with PATCH /v1/subscriptions/{id} {priceId}. Currency and schedule are immutable.
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
                    "application/json": components["schemas"]["UpdatePlan"];
                };
            };
            responses: {
                /** @description The plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Plan"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/plans/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a plan
         * @description active becomes false and archivedAt is set; new subscriptions to it are refused with 422 validation_error, existing ones continue. Archiving an archived plan returns it unchanged. Idempotency-Key required.
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
                /** @description The archived plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Plan"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/plans/{id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a plan's prices, newest first */
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
                /** @description Prices, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Price"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Add a price to a plan
         * @description currency defaults to the plan's. A price in another currency exists for new subscriptions in that currency; an existing subscription cannot switch currency (cancel and re-subscribe with initialDiscount). Does not change the plan's default price. Idempotency-Key required.
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
                    "application/json": components["schemas"]["CreatePrice"];
                };
            };
            responses: {
                /** @description The price */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Price"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/prices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a price */
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
                /** @description The price */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Price"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/payment-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment tokens, newest first
         * @description Filter by customerId; detached tokens are included (status detached).
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    customerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tokens, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PaymentToken"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Store a payment token for a customer
         * @description card needs brand and last4; other methods need accountLabel. providerReference defaults to a generated sim_tok_ reference. testOutcome (test keys only; default succeed) steers the simulated provider; a live key sending it gets 400. Idempotency-Key required.
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
                    "application/json": components["schemas"]["CreatePaymentToken"];
                };
            };
            responses: {
                /** @description The token */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PaymentToken"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/payment-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a payment token */
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
                /** @description The token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PaymentToken"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Detach a payment token
         * @description The token can no longer be charged (status detached, detachedAt set); detaching twice returns it unchanged. A subscription still pointing at it fails its next charge softly (code payment_token_detached) and enters dunning, so the merchant can PATCH a new defaultPaymentTokenId in time. Idempotency-Key required.
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
                /** @description The detached token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PaymentToken"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List coupons, newest first */
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
                /** @description Coupons, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Coupon"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Create a coupon
         * @description Exactly one of percentOff or amountOff (with currency). redeemBy must be in the future. Idempotency-Key required.
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
                    "application/json": components["schemas"]["CreateCoupon"];
                };
            };
            responses: {
                /** @description The coupon */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Coupon"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a coupon */
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
                /** @description The coupon */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Coupon"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description Ordered by createdAt (order=desc default, or asc); filters status, customerId, planId; limit 1-100 (default 20). A cursor is valid only with the filters and order it was issued for.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    order?: "asc" | "desc";
                    status?: "trialing" | "active" | "past_due" | "paused" | "canceled" | "incomplete";
                    customerId?: string;
                    planId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Subscriptions, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Subscription"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Create a subscription
         * @description Initial state: trialDays > 0 (default: the plan's trialDays) → trialing, first invoice at trial end; price unitAmount 0 → active with no invoice (a free plan ignores trialDays); otherwise active with the first-period invoice issued and, for charge_automatically, charged at once — a declined first charge leaves the subscription incomplete (terminal, the invoice void). A provider outage leaves it active with the invoice retried by the renewal cron. A future startAt starts the trial or the first period then. send_invoice leaves the invoice open, due in 30 days.
         *     400 validation_error: priceId of another plan, payment token of another customer (or detached), paymentTokenId missing for charge_automatically, startAt in the past, coupon no longer redeemable or in another currency, metadata over 50 keys. 422 validation_error: plan archived. 404: customer, plan, price, token or coupon not in this workspace.
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
                    "application/json": components["schemas"]["CreateSubscription"];
                };
            };
            responses: {
                /** @description The subscription */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Subscription"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description validation_error: plan archived */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a subscription
         * @description ?expand=customer,plan adds the customer and/or plan objects (customerId and planId stay).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list: customer, plan */
                    expand?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Subscription"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
        /**
         * Update a subscription: price (plan change), default payment token, metadata
         * @description priceId must be a price of the same plan (400 otherwise) in the same currency (a currency switch is 400: cancel with at=now and create a new subscription with initialDiscount). Active: upgrade (higher amount) charges the prorated difference at once — (new − old) × remaining seconds / period seconds, rounded down — and keeps currentPeriodEnd (a declined proration charge is 402 payment_failed and changes nothing); downgrade sets pendingPriceId and takes effect at currentPeriodEnd with no refund; equal amount swaps at once. Trialing: any price swaps at once (nothing was charged). past_due, paused: price changes are 409 conflict. metadata: null clears, omitted leaves unchanged. Canceled or incomplete: 409 conflict. One subscription.updated event with data.causes (price_change, price_change_scheduled, payment_token, metadata) and data.previousAttributes.
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
                    "application/json": components["schemas"]["UpdateSubscription"];
                };
            };
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Subscription"];
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
                /** @description payment_failed: the proration charge was declined */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description insufficient_scope */
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
                /** @description conflict, idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/subscriptions/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause an active subscription
         * @description Only from active (409 conflict otherwise). pausedAt is set; while paused there are no invoices, charges or period progression, and a cancellation scheduled for the period end waits too. Optional resumeAt (future ISO 8601) resumes it automatically; omitted means indefinite. Event subscription.updated (causes [pause]).
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
                    "application/json": components["schemas"]["PauseSubscription"];
                };
            };
            responses: {
                /** @description The paused subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Subscription"];
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
                /** @description insufficient_scope */
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
                /** @description conflict, idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/subscriptions/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused subscription
         * @description Only from paused (409 conflict otherwise). Back to active; pausedAt and resumeAt cleared; the period is shifted by the time spent paused, so the days that were left remain. Event subscription.updated (causes [resume]).
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
                /** @description The active subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Subscription"];
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
                /** @description insufficient_scope */
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
                /** @description conflict, idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel now or at the period end
         * @description at=now: any non-terminal status → canceled, canceledAt and canceledReason set, automatic collection of its open invoices stops; event subscription.deleted. at=period_end: status unchanged, cancelAt = currentPeriodEnd and canceledReason recorded; event subscription.updated (causes [cancel_scheduled]); the renewal cron finalises it to canceled at the boundary with subscription.deleted, and no renewal invoice is issued. Already canceled or incomplete, or a second period_end request: 409 conflict. reason defaults to user_request.
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
                    "application/json": components["schemas"]["CancelSubscription"];
                };
            };
            responses: {
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Subscription"];
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
                /** @description insufficient_scope */
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
                /** @description conflict, idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invoices, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    subscriptionId?: string;
                    customerId?: string;
                    status?: "draft" | "open" | "paid" | "void" | "uncollectible";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Invoices, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Invoice"][];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an invoice */
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
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Invoice"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/invoices/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry the charge now
         * @description Open invoices only (409 conflict otherwise). Charges the given token (or the subscription's default) at once — a manual attempt that does not use up a dunning retry. Paid: 200 with the paid invoice, settled in the ledger, a past_due subscription becomes active; declined: 402 payment_failed (invoice.payment_failed emitted; dunning continues). paidOutOfBand marks it paid without charging. Idempotency-Key required.
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
                    "application/json": components["schemas"]["PayInvoice"];
                };
            };
            responses: {
                /** @description The paid invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Invoice"];
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
                /** @description payment_failed */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description insufficient_scope */
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
                /** @description conflict, idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an invoice
         * @description open or uncollectible → void (no further charges). Paid or void: 409 conflict. The invoice a past_due subscription is in dunning for cannot be voided (409 conflict): pay it or cancel the subscription. Idempotency-Key required.
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
                /** @description The void invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Invoice"];
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
                /** @description insufficient_scope */
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
                /** @description conflict, idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/adapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Connected adapters, keyed by kind
         * @description An object keyed by kind (gateway_a, gateway_b, gateway_c, manual, managed); kinds never connected are omitted. managed is virtual, derived from the managed sub-account profile. Secrets are never returned; secretKeyLast4 shows the last 4 characters.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Adapters by kind */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "id": "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                             *       "amount": 150000,
                             *       "currency": "IDR",
                             *       "status": "succeeded"
                             *     }
                             */
                            data: {
                                [key: string]: components["schemas"]["Adapter"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/adapters/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Capability matrix: which payment methods each adapter kind can take
         * @description yes / no / depends / select / n/a per method and kind. A charge on a method marked no or n/a for the adapter that would take it is refused before any upstream call (failureCode method_not_supported).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The matrix */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "id": "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                             *       "amount": 150000,
                             *       "currency": "IDR",
                             *       "status": "succeeded"
                             *     }
                             */
                            data: {
                                /**
                                 * @description The adapter kinds, the columns of the matrix
                                 * @example [
                                 *       "managed"
                                 *     ]
                                 */
                                kinds: ("managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual")[];
                                /** @description One row per payment method */
                                methods: {
                                    /**
                                     * @description A payment method
                                     * @example card_visa_mastercard
                                     * @enum {string}
                                     */
                                    method: "card_visa_mastercard" | "card_amex_jcb" | "virtual_account" | "ewallet" | "dynamic_qr" | "static_qr" | "retail_outlet" | "wallet_network" | "device_wallet" | "offline_bank_transfer";
                                    /**
                                     * @description Its name for people
                                     * @example Rekening utama
                                     */
                                    label: string;
                                    /**
                                     * @description Per adapter kind: yes, no, depends (on the provider account), select (chosen per session) or n/a
                                     * @example {
                                     *       "support1": "yes"
                                     *     }
                                     */
                                    support: {
                                        [key: string]: "yes" | "no" | "depends" | "select" | "n/a";
                                    };
                                }[];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
    "/v1/adapters/gateway_a": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect gateway A (own account)
         * @description Body: secretKey (required; must start with xnd_development_ or xnd_production_, else 422 gateway_error), callbackToken (optional, recommended). Checked with GET /balance upstream before anything is stored. publicConfig: callbackTokenFingerprint (first 16 hex of sha-256 of the token, or null). Idempotency-Key required. The first PUT of a kind fires adapter.connected, later ones adapter.updated; a re-PUT refreshes configuredAt and clears lastErrorAt/lastErrorCode. Secrets are stored encrypted and never returned, not even here. There is no DELETE.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutGatewayAAdapter"];
                };
            };
            responses: {
                /** @description The adapter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Adapter"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_conflict (key reused with another body), conflict (adapter disabled by support) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description gateway_error: credentials failed the upstream sanity check; nothing stored */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/adapters/gateway_b": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect gateway B (own account)
         * @description Body: serverKey (required, stored encrypted; SB-Mid-server-… for sandbox, Mid-server-… for production, else 422 gateway_error), clientKey (required, public), merchantId (required), env (sandbox | production, default sandbox). Checked upstream with a status lookup. publicConfig: clientKey, merchantId, env. Idempotency-Key required. The first PUT of a kind fires adapter.connected, later ones adapter.updated; a re-PUT refreshes configuredAt and clears lastErrorAt/lastErrorCode. Secrets are stored encrypted and never returned, not even here. There is no DELETE.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutGatewayBAdapter"];
                };
            };
            responses: {
                /** @description The adapter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Adapter"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_conflict (key reused with another body), conflict (adapter disabled by support) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description gateway_error: credentials failed the upstream sanity check; nothing stored */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/adapters/gateway_c": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect gateway C (own account)
         * @description Body: clientId (required), secret (required, stored encrypted), mode (live | sandbox, default live), webhookId (optional: needed to verify inbound webhooks). Checked with an OAuth client-credentials token upstream. publicConfig: clientId, mode, webhookId. Idempotency-Key required. The first PUT of a kind fires adapter.connected, later ones adapter.updated; a re-PUT refreshes configuredAt and clears lastErrorAt/lastErrorCode. Secrets are stored encrypted and never returned, not even here. There is no DELETE.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutGatewayCAdapter"];
                };
            };
            responses: {
                /** @description The adapter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Adapter"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_conflict (key reused with another body), conflict (adapter disabled by support) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description gateway_error: credentials failed the upstream sanity check; nothing stored */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/adapters/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Configure the manual (offline) adapter
         * @description Body, all optional: bankAccounts (≤ 20; bankName ≤ 60, accountNumber ≤ 40, accountHolder ≤ 80), staticQrImageUrl (≤ 500 or null), instructions (≤ 500 or null). A PUT replaces the whole configuration. No secrets: secretKeyLast4 is null. Idempotency-Key required. The first PUT of a kind fires adapter.connected, later ones adapter.updated; a re-PUT refreshes configuredAt and clears lastErrorAt/lastErrorCode. Secrets are stored encrypted and never returned, not even here. There is no DELETE.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutManualAdapter"];
                };
            };
            responses: {
                /** @description The adapter */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Adapter"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_conflict (key reused with another body), conflict (adapter disabled by support) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description gateway_error: credentials failed the upstream sanity check; nothing stored */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/adapters/managed/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managed-mode onboarding state
         * @description subAccountId (null before provisioning), kybStatus (not_started → invited → registered → live), capabilitiesStatus, payoutsReady, onboardingUrl (null once live).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Onboarding state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ManagedOnboarding"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
         * Start managed-mode provisioning
         * @description Body {email}. Provisions the sub-account if that has not happened (kybStatus not_started → invited, event adapter.managed.kyb_changed) and returns the onboarding state; once provisioned, a later call changes nothing and returns the state as it is.
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
                    "application/json": components["schemas"]["StartManagedOnboarding"];
                };
            };
            responses: {
                /** @description Onboarding state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ManagedOnboarding"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/test-helpers/adapters/managed/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: advance managed onboarding one step (or to kybStatus)
         * @description Simulates the managed provider's onboarding webhook: kybStatus moves forward one step (or to the given later kybStatus); registered makes capabilities pending, live makes them active with payoutsReady. Events adapter.managed.kyb_changed and, when capabilities change, adapter.managed.capabilities_changed. 409 conflict before provisioning or when not moving forward. Test keys only; live keys get 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["AdvanceManagedOnboarding"];
                };
            };
            responses: {
                /** @description Onboarding state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ManagedOnboarding"];
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
                /** @description insufficient_scope */
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
                /** @description conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/callbacks/{kind}/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Inbound provider callback (gateway A, B or C)
         * @description Configure this URL at the provider, with your workspace id. Verified per provider: gateway_a compares the x-callback-token header with the adapter's callbackToken in constant time (no token configured: every callback is refused); gateway_b checks signature_key = sha512(order_id + status_code + gross_amount + serverKey) and then confirms the status with GET /v2/{order_id}/status; gateway_c asks the provider to verify the transmission (needs webhookId on the adapter). Applied once per provider event id: replays answer 200 with duplicate true and change nothing. Moves the matching payout (gateway A disbursements, by reference_id) or payment and its invoice (a charge reported paid after it was pending).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "gateway_a" | "gateway_b" | "gateway_c";
                    accountId: string;
                };
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
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "id": "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
                             *       "amount": 150000,
                             *       "currency": "IDR",
                             *       "status": "succeeded"
                             *     }
                             */
                            data: {
                                /**
                                 * @description Always true: the callback was verified and recorded
                                 * @example true
                                 * @enum {boolean}
                                 */
                                received: true;
                                /**
                                 * @description The provider's event id (or one derived from the payload) the callback is deduplicated on
                                 * @example evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                eventId: string;
                                /**
                                 * @description true when that event id was received before (nothing done again)
                                 * @example false
                                 */
                                duplicate: boolean;
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
                /** @description invalid_signature: the callback could not be verified */
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
    "/v1/portal-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint a customer portal session (15 minutes)
         * @description Body: customerId (a cus_ id of this workspace; another workspace's is 404 not_found), returnUrl (absolute https, ≤ 2,048 characters, no user name or password, no spaces or control characters; http only to a loopback host in local development). Unknown fields are rejected. 201 with the session: url = <base>/portal/<ps_id>?w=<workspace>#token=<signed token>; expiresAt = createdAt + 15 minutes (the test clock in test mode); after that the URL answers 410. Emits no event. There is no GET, list or DELETE.
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
                    "application/json": components["schemas"]["CreatePortalSession"];
                };
            };
            responses: {
                /** @description The portal session */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PortalSession"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Rate limited (mutating_light) */
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
    "/v1/portal-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Portal feature toggles
         * @description cancelSubscription, updatePaymentMethod, viewInvoices, changePlan — all on by default; per workspace (and environment), not per session.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The toggles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PortalSettings"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
        /**
         * Change portal feature toggles
         * @description Any subset of the four booleans; omitted toggles keep their value. Takes effect on the next portal page load of every open session.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutPortalSettings"];
                };
            };
            responses: {
                /** @description The toggles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["PortalSettings"];
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description rate_limited */
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
    "/v1/checkout-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read per-method routing and the hosted pages' brand
         * @description Default: managed for every method managed mode supports (qris, virtual_account, ewallet, card); the others are off until routed. branding.displayName is the workspace name until the merchant sets another.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The routing and brand */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CheckoutSettings"];
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
                /** @description insufficient_scope */
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
                /** @description rate_limited */
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
        /**
         * Change per-method routing and the hosted pages' brand
         * @description Each method is checked against the capability matrix (400 method_not_supported when the adapter cannot take it) and the connected adapters (400 adapter_not_connected; managed is always available). Idempotency-Key required. Both parts are optional (at least one): methods, when sent, replaces the routing; branding fields, when sent, replace that field (null goes back to the default) and fields left out keep their value. branding.displayName 1-80 characters on one line; logoUrl an absolute https URL; brandColor #rrggbb; address 1-300 characters in at most 6 lines; taxId 1-40 characters on one line; timeZone an IANA zone (Asia/Jakarta when null) — anything else is 400 validation_error with param naming the field (e.g. branding.logoUrl). Per workspace and environment, like the routing; hosted pages show it on their next load (storefront pages within a minute, their cache).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutCheckoutSettings"];
                };
            };
            responses: {
                /** @description The routing and brand now in force */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CheckoutSettings"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description validation_error, method_not_supported, adapter_not_connected, idempotency_required */
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List checkout sessions, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "open" | "pending_review" | "completed" | "expired" | "canceled";
                    customerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sessions, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CheckoutSession"][];
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
                /** @description insufficient_scope */
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
        /**
         * Create a checkout session
         * @description amount or lineItems (amount = sum). Methods must be routed (checkout settings) and fit the currency (400 method_not_available). 400 amount_mismatch, invalid_amount, validation_error; 404 customerId of another workspace. Idempotency-Key required (409 idempotency_key_conflict for another body).
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
                    "application/json": components["schemas"]["CreateCheckoutSession"];
                };
            };
            responses: {
                /** @description The open session */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CheckoutSession"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description validation_error, amount_mismatch, invalid_amount, method_not_available, idempotency_required */
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
                /** @description insufficient_scope */
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
                /** @description idempotency_key_conflict */
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
    "/v1/checkout-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a checkout session */
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
                /** @description The session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CheckoutSession"];
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
                /** @description insufficient_scope */
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
    "/v1/checkout-sessions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an open or pending_review session
         * @description A pending payment of the session is canceled with it. 409 invalid_transition otherwise. Idempotency-Key required.
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
                /** @description The canceled session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CheckoutSession"];
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
                /** @description insufficient_scope */
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
                /** @description invalid_transition, idempotency_key_conflict */
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
    "/v1/checkout-sessions/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the offline transfer of a pending_review session
         * @description The merchant saw the money arrive (bank transfer or static QR): the payment succeeds (fee 0; not settled in the ledger, the money went to the merchant directly) and the session completes. 409 invalid_transition in any other state (a second confirm included). Idempotency-Key required.
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
                /** @description The completed session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CheckoutSession"];
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
                /** @description insufficient_scope */
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
                /** @description invalid_transition, idempotency_key_conflict */
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
    "/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payments, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "pending" | "succeeded" | "failed" | "canceled";
                    sessionId?: string;
                    invoiceId?: string;
                    customerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Payments, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payment"][];
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
                /** @description insufficient_scope */
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
    "/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a payment */
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
                /** @description The payment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Payment"];
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
                /** @description insufficient_scope */
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
    "/v1/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List refunds, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    paymentId?: string;
                    status?: "pending" | "succeeded" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refunds, with meta.page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Refund"][];
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
                /** @description insufficient_scope */
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
        /**
         * Refund a succeeded payment
         * @description amount ≤ what is left to refund (400 amount_exceeds_refundable). Above the currency's available balance: 409 insufficient_balance, nothing written (the ledger never lets available go negative). Answered once the provider has: succeeded (ledger debited once, refund.succeeded) or failed (failureReason, refund.failed, the amount becomes refundable again). 409 payment_not_refundable for a payment that did not succeed or an offline transfer. Idempotency-Key required.
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
                    "application/json": components["schemas"]["CreateRefund"];
                };
            };
            responses: {
                /** @description The refund */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Refund"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description validation_error, amount_exceeds_refundable, idempotency_required */
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
                /** @description insufficient_scope */
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
                /** @description insufficient_balance, payment_not_refundable, idempotency_key_conflict */
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
    "/v1/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a refund */
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
                /** @description The refund */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Refund"];
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
                /** @description insufficient_scope */
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CreatedApiKey: components["schemas"]["ApiKey"] & {
            /**
             * @description The plaintext HMAC secret; shown on this response only
             * @example sk_test_7c2f9a4e1b8d3c6f0a5e9b2d7c4f1a8e3b6d9c2f
             */
            key: string;
        };
        ApiKey: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example akey_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The public key id, sent as keyId= in signed requests
             * @example pk_test_3f9a0c1b7e2d
             */
            keyId: string;
            /**
             * @description A label for people, 1-80 characters
             * @example Server produksi
             */
            name: string;
            /**
             * @description full_access: every merchant scope; read_only: every read scope; webhook_management_only: webhook endpoints and events; restricted: exactly its scopes; platform_admin: minted by the admin API, acts for other workspaces
             * @example full_access
             * @enum {string}
             */
            role: "full_access" | "read_only" | "webhook_management_only" | "restricted" | "platform_admin";
            /**
             * @description test keys see test data and the test clock only; live keys live data
             * @example test
             * @enum {string}
             */
            environment: "test" | "live";
            /**
             * @description The scopes of a restricted key; null for other roles
             * @example [
             *       "pay:customer:read"
             *     ]
             */
            scopes: string[] | null;
            /**
             * @description When the key last signed a request; null if never
             * @example 2026-11-20T03:04:05.000Z
             */
            lastUsedAt: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description Populated only when listing (or retrieving) with includeRevoked=true
             * @example 2026-11-20T03:04:05.000Z
             */
            revokedAt: string | null;
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
        CreateApiKey: {
            /**
             * @description A label for people, 1-80 characters (trimmed)
             * @example CI deploys
             */
            name: string;
            /**
             * @description test (default) or live: the data and money the key reaches
             * @default test
             * @example test
             * @enum {string}
             */
            environment?: "test" | "live";
            /**
             * @description full_access (default), read_only, webhook_management_only or restricted (with scopes); never wider than the creating key's
             * @default full_access
             * @example full_access
             * @enum {string}
             */
            role?: "full_access" | "read_only" | "webhook_management_only" | "restricted";
            /**
             * @description role restricted only (and required there): the scopes the key holds, from the scope catalogue
             * @example [
             *       "pay:payout:read"
             *     ]
             */
            scopes?: string[];
        };
        /** @description available = ledgerBalance − locked; locked = pending + in_transit payouts */
        Balance: {
            /**
             * @description Credits minus debits of the ledger, in minor units
             * @example 2500000
             */
            ledgerBalance: number;
            /**
             * @description Held for pending and in_transit payouts, in minor units
             * @example 150000
             */
            locked: number;
            /**
             * @description ledgerBalance − locked: what a payout may take now
             * @example 2500000
             */
            available: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
        };
        /** @description The default destination of payouts and schedules */
        PayoutBankAccount: {
            /**
             * @description The provider's channel code of the bank (e.g. BCA), at most 40; null if none
             * @example 014
             */
            bankCode: string | null;
            /**
             * @description The bank's name, at most 60 characters
             * @example Bank Central Asia
             */
            bankName: string;
            /**
             * @description The account number at that bank, at most 40 characters
             * @example 8730412596
             */
            bankAccountNumber: string;
            /**
             * @description The account holder's name exactly as the bank spells it, at most 80 characters
             * @example PT Kopi Senja Nusantara
             */
            bankAccountHolder: string;
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
        PatchPayoutBankAccount: {
            /**
             * @description The provider's channel code of the bank (e.g. BCA), at most 40; null if none
             * @example 014
             */
            bankCode?: string | null;
            /**
             * @description The bank's name, at most 60 characters; required on the first PATCH
             * @example Bank Central Asia
             */
            bankName?: string;
            /**
             * @description The account number at that bank, at most 40 characters; required on the first PATCH
             * @example 8730412596
             */
            bankAccountNumber?: string;
            /**
             * @description The account holder's name exactly as the bank spells it, at most 80 characters; required on the first PATCH
             * @example PT Kopi Senja Nusantara
             */
            bankAccountHolder?: string;
        };
        PayoutSchedule: {
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description daily, weekly or monthly: one payout of the whole available balance at each period start; manual: off
             * @example daily
             * @enum {string}
             */
            interval: "daily" | "weekly" | "monthly" | "manual";
            /**
             * @description weekly: the day periods start; else null
             * @example sunday
             * @enum {string|null}
             */
            weeklyAnchor: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | null;
            /**
             * @description monthly: the day of month periods start (shorter months: their last day); else null
             * @example 12
             */
            monthlyAnchor: number | null;
            /**
             * @description Periods start at 00:00 on this clock
             * @example Asia/Jakarta
             * @enum {string}
             */
            timezone: "Asia/Jakarta";
            /**
             * @description The next period start; null for manual
             * @example 2026-11-20T03:04:05.000Z
             */
            nextRunAt: string | null;
            /**
             * @description When the schedule last ran; null if never
             * @example 2026-11-20T03:04:05.000Z
             */
            lastRunAt: string | null;
            /**
             * @description WIB date the last run's period started
             * @example 2026-11
             */
            lastPeriod: string | null;
            /**
             * @description What the last run did: made a payout, or skipped (not retried); null if never run
             * @example created
             * @enum {string|null}
             */
            lastOutcome: "created" | "skipped_no_funds" | "skipped_no_bank_account" | null;
            /**
             * @description The payout the last run made; null otherwise
             * @example po_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            lastPayoutId: string | null;
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
        PutPayoutSchedule: {
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD";
            /**
             * @description daily, weekly or monthly: one payout of the whole available balance at each period start; manual: off
             * @example daily
             * @enum {string}
             */
            interval: "daily" | "weekly" | "monthly" | "manual";
            /**
             * @description weekly only: the start day (default monday)
             * @example sunday
             * @enum {string}
             */
            weeklyAnchor?: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
            /**
             * @description monthly only: the start day of month, 1-31 (default 1)
             * @example 12
             */
            monthlyAnchor?: number;
        };
        Payout: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example po_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description Net disbursed amount in minor units
             * @example 150000
             */
            amount: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description pending (amount locked) → in_transit → paid; or failed (lock released) or cancelled (pending only). paid, failed and cancelled are final
             * @example pending
             * @enum {string}
             */
            status: "pending" | "in_transit" | "paid" | "failed" | "cancelled";
            /**
             * @description gateway_a_disbursement when a connected gateway A pays it out, else manual
             * @example manual
             * @enum {string}
             */
            method: "manual" | "gateway_a_disbursement";
            /**
             * @description The provider's channel code of the bank (e.g. BCA), at most 40; null if none
             * @example 014
             */
            bankCode: string | null;
            /**
             * @description The bank's name, at most 60 characters
             * @example Bank Central Asia
             */
            bankName: string;
            /**
             * @description Returned unmasked
             * @example 8730412596
             */
            bankAccountNumber: string;
            /**
             * @description The account holder's name exactly as the bank spells it, at most 80 characters
             * @example PT Kopi Senja Nusantara
             */
            bankAccountHolder: string;
            /**
             * @description A note for people, at most 500 characters; null if none
             * @example Titip di pos satpam
             */
            note: string | null;
            /**
             * @description Upstream disbursement id (sim_… on the simulated test rail)
             * @example TRX-20261120-000042
             */
            reference: string | null;
            /**
             * @description Why the bank or rail refused it; null unless failed
             * @example insufficient_funds
             */
            failureReason: string | null;
            /**
             * @description id (le_) of the payout's ledger entry (code payout, sourceId = the payout id); set when paid
             * @example ltx_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            ledgerTransactionId: string | null;
            /**
             * @description When it went in_transit; null before
             * @example 2026-11-20T03:04:05.000Z
             */
            processedAt: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When it became paid or failed; null before
             * @example 2026-11-20T03:04:05.000Z
             */
            completedAt: string | null;
            /**
             * @description When this object last changed (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        CreatePayout: {
            /**
             * @description Positive integer in minor units; anything else is 400 invalid_amount
             * @example 150000
             */
            amount: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD";
            /**
             * @description The provider's channel code of the bank (e.g. BCA), at most 40; null if none; left out, the bank account on file's
             * @example 014
             */
            bankCode?: string | null;
            /**
             * @description The bank's name, at most 60 characters; left out, the bank account on file's
             * @example Bank Central Asia
             */
            bankName?: string;
            /**
             * @description The account number at that bank, at most 40 characters; left out, the bank account on file's
             * @example 8730412596
             */
            bankAccountNumber?: string;
            /**
             * @description The account holder's name exactly as the bank spells it, at most 80 characters; left out, the bank account on file's
             * @example PT Kopi Senja Nusantara
             */
            bankAccountHolder?: string;
            /**
             * @description A note for people, at most 500 characters; null if none
             * @example Titip di pos satpam
             */
            note?: string | null;
        };
        MarkInTransit: {
            /**
             * @description Bank or provider reference for reconciliation
             * @example TRX-20261120-000042
             */
            reference?: string;
        };
        MarkPaid: {
            /**
             * @description Bank or provider reference for reconciliation
             * @example TRX-20261120-000042
             */
            reference?: string;
        };
        MarkFailed: {
            /**
             * @description Why the bank refused it (1-500 characters)
             * @example insufficient_funds
             */
            failureReason: string;
        };
        LedgerEntry: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example le_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description Entries posted together share it (a payment and its fee); a payment's or refund's ledgerTransactionId. A paid payout's ledgerTransactionId is its entry's id instead
             * @example ltx_01JB4X6N0ZQ8K3C9W2T5V7R1ME
             */
            transactionId: string;
            /**
             * @description payment (credit), fee (debit), refund (debit), refund_failure (credit), payout (debit), payout_reversal (credit)
             * @example payment
             * @enum {string}
             */
            code: "payment" | "fee" | "refund" | "payout" | "payout_reversal" | "refund_failure";
            /**
             * @description credit adds to the balance, debit takes from it
             * @example credit
             * @enum {string}
             */
            direction: "credit" | "debit";
            /**
             * @description Positive, in minor units; direction gives the sign
             * @example 150000
             */
            amount: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description The kind of object that caused the entry
             * @example payment
             * @enum {string}
             */
            sourceType: "payment" | "refund" | "fee" | "payout";
            /**
             * @description That object's id: the payment (payment, fee), refund or payout
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            sourceId: string;
            /**
             * @description Human-readable; may be null
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string | null;
            /**
             * @description When it was posted (the test clock's time in test mode)
             * @example 2026-11-20T03:04:05.000Z
             */
            postedAt: string;
        };
        /** @description ledgerBalance = totalCredits − totalDebits, recomputed from the entries */
        LedgerBalance: {
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description totalCredits − totalDebits, in minor units
             * @example 2500000
             */
            ledgerBalance: number;
            /**
             * @description Sum of credit entries, in minor units
             * @example 2500000
             */
            totalCredits: number;
            /**
             * @description Sum of debit entries, in minor units
             * @example 2500000
             */
            totalDebits: number;
            /**
             * @description Entries in the currency
             * @example 12
             */
            entryCount: number;
        };
        TestSettlementResult: {
            /**
             * @description The payment settled
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId: string;
            /**
             * @description The ledger transaction (ltx_…) of its entries
             * @example ltx_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            transactionId: string;
            /**
             * @description false when this paymentId was settled before (nothing new posted)
             * @example true
             */
            posted: boolean;
            /**
             * @description The ledger entries: the payment credit and the fee debit
             * @example [
             *       {
             *         "id": "le_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
             *         "code": "payment",
             *         "direction": "credit",
             *         "amount": 150000,
             *         "currency": "IDR"
             *       }
             *     ]
             */
            entries: unknown[];
            /** @description The currency's balance object after the settlement */
            balance?: unknown;
        };
        TestSettlement: {
            /**
             * @description The cleared payment's gross amount, in minor units
             * @example 150000
             */
            amount: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD";
            /**
             * @description The fee debited beside it (default 0), at most amount
             * @example 4500
             */
            fee?: number;
            /**
             * @description The payment id to settle under (default: one derived from the Idempotency-Key, else a new pay_…); the same id again posts nothing twice
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId?: string;
        };
        TestClock: {
            /**
             * @description The workspace's test clock after the move (ISO 8601)
             * @example 2026-11-20T03:04:05.000Z
             */
            now: string;
            /**
             * @description How far it now runs ahead of real time, in seconds
             * @example 3600
             */
            offsetSeconds: number;
            /**
             * @description The due-work runners that ran (renewals, schedules, …)
             * @example [
             *       "subscription.renewal"
             *     ]
             */
            ran: string[];
            /**
             * @description Runners that threw (logged); the others still ran
             * @example [
             *       "inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            failed: string[];
        };
        AdvanceClock: {
            /**
             * @description How far to move the workspace's test clock, 1 s to 5 years
             * @example 86400
             */
            seconds: number;
        };
        PayWebhookEndpointWithSecret: components["schemas"]["PayWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e
             */
            secret: string;
        };
        PayWebhookEndpoint: {
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
        PayWebhookEndpointCreate: {
            /**
             * @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "payment.succeeded",
             *       "payout.paid"
             *     ]
             */
            events: string[];
            /**
             * @description A note for people, at most 500 characters
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
        };
        PayWebhookEndpointUpdate: {
            /**
             * @description A new https URL (same rules as on create)
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "payment.succeeded",
             *       "payout.paid"
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
        PayWebhookSecretRotate: {
            /**
             * @description How long the current secret keeps signing next to the new one (0-86400); 0, the default, stops it at once
             * @example 3600
             */
            expiresInSeconds?: number;
        };
        PayWebhookDelivery: {
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
        PayEvent: {
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
            /**
             * @description The full resource object at the time of the event
             * @example {
             *       "id": "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
             *       "amount": 150000,
             *       "currency": "IDR",
             *       "status": "succeeded"
             *     }
             */
            data?: unknown;
        };
        PayTestEvents: {
            /**
             * @description The event type to emit
             * @example payout.initiated
             * @enum {string}
             */
            type: "payout.initiated" | "payout.paid" | "payout.failed" | "subscription.created" | "subscription.updated" | "subscription.deleted" | "subscription.trial_will_end" | "subscription.past_due" | "invoice.created" | "invoice.paid" | "invoice.payment_failed" | "adapter.connected" | "adapter.updated" | "adapter.error" | "adapter.managed.kyb_changed" | "adapter.managed.capabilities_changed" | "checkout_session.completed" | "checkout_session.expired" | "payment.succeeded" | "payment.failed" | "payment.amount_mismatch" | "refund.succeeded" | "refund.failed";
            /**
             * @description The object the events carry as data (default {})
             * @example {
             *       "id": "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
             *       "amount": 150000,
             *       "currency": "IDR",
             *       "status": "succeeded"
             *     }
             */
            data?: {
                [key: string]: unknown;
            };
            /**
             * @description How many events to record, 1-100 (default 1)
             * @example 12
             */
            count?: number;
        };
        Customer: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description Where invoices and receipts go; stored trimmed and lower-cased; null if none
             * @example siti.rahayu@example.com
             */
            email: string | null;
            /**
             * @description The customer's name, at most 200 characters; null if none
             * @example Siti Rahayu
             */
            name: string | null;
            /**
             * @description A phone number (digits, spaces, + ( ) -), at most 32 characters; null if none
             * @example +6281234567890
             */
            phone: string | null;
            /**
             * @description Your own id for this customer
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            externalId: string | null;
            /**
             * @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them.
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata: {
                [key: string]: string;
            } | null;
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
        CreateCustomer: {
            /**
             * @description Where invoices and receipts go; stored trimmed and lower-cased; null if none
             * @example siti.rahayu@example.com
             */
            email?: string | null;
            /**
             * @description The customer's name, at most 200 characters; null if none
             * @example Siti Rahayu
             */
            name?: string | null;
            /**
             * @description A phone number (digits, spaces, + ( ) -), at most 32 characters; null if none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * @description Your own id for this customer, at most 128 characters; null if none
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            externalId?: string | null;
            /**
             * @description Up to 50 string keys (≤ 40 chars, one line, no control characters) with string values (≤ 500; line feed and tab allowed, other control characters refused)
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        UpdateCustomer: {
            /**
             * @description Where invoices and receipts go; stored trimmed and lower-cased; null if none
             * @example siti.rahayu@example.com
             */
            email?: string | null;
            /**
             * @description The customer's name, at most 200 characters; null if none
             * @example Siti Rahayu
             */
            name?: string | null;
            /**
             * @description A phone number (digits, spaces, + ( ) -), at most 32 characters; null if none
             * @example +6281234567890
             */
            phone?: string | null;
            /**
             * @description Your own id for this customer, at most 128 characters; null if none
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            externalId?: string | null;
            /**
             * @description Up to 50 string keys (≤ 40 chars, one line, no control characters) with string values (≤ 500; line feed and tab allowed, other control characters refused)
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        Plan: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The plan's name, shown on invoices and the portal (at most 200 characters)
             * @example Paket Bisnis Bulanan
             */
            name: string;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description The billing period's unit: day, week, month or year
             * @example day
             * @enum {string}
             */
            interval: "day" | "week" | "month" | "year";
            /**
             * @description Periods of that unit per billing period (e.g. 3 months); a period is at most 3 years
             * @example 1
             */
            intervalCount: number;
            /**
             * @description Default trial for new subscriptions (a subscription's trialDays overrides it)
             * @example 14
             */
            trialDays: number;
            /**
             * @description Amount of the default price; 0 = free plan
             * @example 25000
             */
            unitAmount: number;
            /**
             * @description The price new subscriptions get unless they name another
             * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            defaultPriceId: string;
            /**
             * @description false once archived: no new subscriptions, existing ones continue
             * @example true
             */
            active: boolean;
            /**
             * @description When it was archived; null while active
             * @example 2026-11-20T03:04:05.000Z
             */
            archivedAt: string | null;
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
        CreatePlan: {
            /**
             * @description The plan's name, shown on invoices and the portal (at most 200 characters)
             * @example Paket Bisnis Bulanan
             */
            name: string;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD";
            /**
             * @description The billing period's unit: day, week, month or year
             * @example day
             * @enum {string}
             */
            interval: "day" | "week" | "month" | "year";
            /**
             * @description Periods of that unit per billing period (e.g. 3 months); a period is at most 3 years; default 1
             * @default 1
             * @example 1
             */
            intervalCount?: number;
            /**
             * @description Default trial in days for new subscriptions, 0-730
             * @default 0
             * @example 0
             */
            trialDays?: number;
            /**
             * @description Amount of the plan's default price per period, in minor units; 0 = free
             * @example 25000
             */
            unitAmount: number;
        };
        UpdatePlan: {
            /**
             * @description The plan's name, shown on invoices and the portal (at most 200 characters)
             * @example Paket Bisnis Bulanan
             */
            name?: string;
            /**
             * @description Default trial in days for new subscriptions, 0-730; affects new subscriptions only
             * @example 14
             */
            trialDays?: number;
            /**
             * @description A new default price's amount (existing subscriptions keep theirs)
             * @example 25000
             */
            unitAmount?: number;
        };
        Price: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The plan this price belongs to
             * @example pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            planId: string;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description Amount charged per billing period, in minor units
             * @example 25000
             */
            unitAmount: number;
            /**
             * @description Whether new subscriptions may take this price
             * @example true
             */
            active: boolean;
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
        CreatePrice: {
            /**
             * @description Amount per billing period, in minor units
             * @example 25000
             */
            unitAmount: number;
            /**
             * @description Default: the plan's currency
             * @example IDR
             * @enum {string}
             */
            currency?: "IDR" | "USD";
        };
        PaymentToken: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The customer (cus_…) the token belongs to
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The means of payment the token charges
             * @example card
             * @enum {string}
             */
            method: "card" | "ewallet" | "virtual_account" | "qris" | "wallet_network";
            /**
             * @description Cards: the card's brand (e.g. visa), at most 40 characters; null otherwise
             * @example visa
             */
            brand: string | null;
            /**
             * @description Cards: the last four digits of the card number; null otherwise
             * @example 4242
             */
            last4: string | null;
            /**
             * @description A card's expiry month (1-12) when given; null otherwise
             * @example 12
             */
            expMonth: number | null;
            /**
             * @description A card's expiry year when given; null otherwise
             * @example 2029
             */
            expYear: number | null;
            /**
             * @description Other methods: a display label such as a masked account or wallet, at most 80 characters; null for cards
             * @example BCA 8730412596
             */
            accountLabel: string | null;
            /**
             * @description The provider's reference for the stored credential (a generated sim_tok_… when left out)
             * @example TRX-20261120-000042
             */
            providerReference: string;
            /**
             * @description Test mode only (absent for live tokens)
             * @example succeed
             * @enum {string|null}
             */
            testOutcome?: "succeed" | "decline" | "decline_hard" | null;
            /**
             * @description active: can be charged; detached: no longer (DELETE)
             * @example active
             * @enum {string}
             */
            status: "active" | "detached";
            /**
             * @description When it was detached; null while active
             * @example 2026-11-20T03:04:05.000Z
             */
            detachedAt: string | null;
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
        CreatePaymentToken: {
            /**
             * @description The customer (cus_…) the token belongs to
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The means of payment the token charges
             * @example card
             * @enum {string}
             */
            method: "card" | "ewallet" | "virtual_account" | "qris" | "wallet_network";
            /**
             * @description Cards: the card's brand (e.g. visa), at most 40 characters; required for cards
             * @example visa
             */
            brand?: string;
            /**
             * @description Cards: the last four digits of the card number; required for cards
             * @example 4242
             */
            last4?: string;
            /**
             * @description A card's expiry month (1-12), shown in the customer portal; cards only
             * @example 12
             */
            expMonth?: number;
            /**
             * @description A card's expiry year (four digits), with expMonth; cards only
             * @example 2029
             */
            expYear?: number;
            /**
             * @description Other methods: a display label such as a masked account or wallet, at most 80 characters; required for them
             * @example BCA 8730412596
             */
            accountLabel?: string;
            /**
             * @description The provider's reference for the stored credential (a generated sim_tok_… when left out)
             * @example TRX-20261120-000042
             */
            providerReference?: string;
            /**
             * @description Test mode: what the simulated provider answers: succeed, decline (soft, dunning retries) or decline_hard (never retried); default succeed, test keys only
             * @example succeed
             * @enum {string}
             */
            testOutcome?: "succeed" | "decline" | "decline_hard";
        };
        Coupon: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example cpn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description Shown on invoices, at most 200 characters; null if none
             * @example Toko Kopi Senja
             */
            name: string | null;
            /**
             * @description Percent off each discounted invoice, 1-100; null for an amount coupon
             * @example 20
             */
            percentOff: number | null;
            /**
             * @description Amount off each discounted invoice, in minor units of currency; null for a percent coupon
             * @example 15000
             */
            amountOff: number | null;
            /**
             * @description The currency of amountOff; null for a percent coupon
             * @example IDR
             */
            currency: string | null;
            /**
             * @description From the first paid period: once (that invoice), repeating (periods starting within durationInMonths), forever
             * @example once
             * @enum {string}
             */
            duration: "once" | "repeating" | "forever";
            /**
             * @description repeating only: calendar months the discount lasts; null otherwise
             * @example 1
             */
            durationInMonths: number | null;
            /**
             * @description How many subscriptions may redeem it (counted atomically at subscription create); null: unlimited
             * @example 12
             */
            maxRedemptions: number | null;
            /**
             * @description Subscriptions that redeemed it so far
             * @example 12
             */
            timesRedeemed: number;
            /**
             * @description Last moment a subscription may redeem it (ISO 8601); null: no deadline
             * @example 2026-11-20T03:04:05.000Z
             */
            redeemBy: string | null;
            /**
             * @description Can still be redeemed now (before redeemBy and under maxRedemptions)
             * @example true
             */
            valid: boolean;
            /**
             * @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them.
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata: {
                [key: string]: string;
            } | null;
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
        CreateCoupon: {
            /**
             * @description Shown on invoices, at most 200 characters
             * @example Toko Kopi Senja
             */
            name?: string;
            /**
             * @description Percent off each discounted invoice, 1-100; exactly one of percentOff and amountOff
             * @example 20
             */
            percentOff?: number;
            /**
             * @description Amount off each discounted invoice, in minor units of currency; needs currency
             * @example 15000
             */
            amountOff?: number;
            /**
             * @description The currency of amountOff (required with it only)
             * @example IDR
             * @enum {string}
             */
            currency?: "IDR" | "USD";
            /**
             * @description From the first paid period: once (that invoice), repeating (periods starting within durationInMonths), forever
             * @example once
             * @enum {string}
             */
            duration: "once" | "repeating" | "forever";
            /**
             * @description repeating only: calendar months the discount lasts (1-120)
             * @example 1
             */
            durationInMonths?: number;
            /**
             * @description How many subscriptions may redeem it (counted atomically at subscription create)
             * @example 12
             */
            maxRedemptions?: number;
            /**
             * @description Last moment a subscription may redeem it (ISO 8601)
             * @example 2026-12-01T00:00:00Z
             */
            redeemBy?: string;
            /**
             * @description Up to 50 string keys (≤ 40 chars, one line, no control characters) with string values (≤ 500; line feed and tab allowed, other control characters refused)
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        Subscription: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The subscription's resource name: arn:pasar:pay:<environment>:<accountId>:subscription/<id>
             * @example arn:pasar:pay:test:acc_01JB4X6N0ZQ8K3C9W2T5V7R1ME:subscription/sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            arn: string;
            /**
             * @description The workspace (acc_…)
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description The customer billed
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The plan subscribed to
             * @example pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            planId: string;
            /**
             * @description The plan price billed now
             * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            priceId: string | null;
            /**
             * @description A downgrade that takes effect at currentPeriodEnd
             * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            pendingPriceId: string | null;
            /**
             * @description trialing, active, past_due (a charge failed, dunning retries), paused, canceled or incomplete (the first charge was declined); the last two are final
             * @example trialing
             * @enum {string}
             */
            status: "trialing" | "active" | "past_due" | "paused" | "canceled" | "incomplete";
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description Amount billed per period now (the price's amount when applied)
             * @example 25000
             */
            unitAmount: number;
            /**
             * @description Start of the period (or trial) in progress
             * @example 2026-11-20T03:04:05.000Z
             */
            currentPeriodStart: string;
            /**
             * @description Its end: the next renewal (or the trial's end)
             * @example 2026-11-20T03:04:05.000Z
             */
            currentPeriodEnd: string;
            /**
             * @description When the trial ends or ended; null without a trial
             * @example 2026-11-20T03:04:05.000Z
             */
            trialEnd: string | null;
            /**
             * @description A cancellation scheduled for the period end; null if none
             * @example 2026-11-20T03:04:05.000Z
             */
            cancelAt: string | null;
            /**
             * @description When it was canceled; null otherwise
             * @example 2026-11-20T03:04:05.000Z
             */
            canceledAt: string | null;
            /**
             * @description Why it was canceled: customer_portal, merchant, failed_payment (dunning ran out) or user_request; null otherwise
             * @example customer_portal
             * @enum {string|null}
             */
            canceledReason: "customer_portal" | "merchant" | "failed_payment" | "user_request" | null;
            /**
             * @description When it was paused; null unless paused
             * @example 2026-11-20T03:04:05.000Z
             */
            pausedAt: string | null;
            /**
             * @description When a paused subscription resumes by itself; null if not set
             * @example 2026-11-20T03:04:05.000Z
             */
            resumeAt: string | null;
            /**
             * @description The payment token charged for charge_automatically; null for send_invoice
             * @example pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            defaultPaymentTokenId: string | null;
            /**
             * @description The coupon applied; null if none
             * @example cpn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            discountCouponId: string | null;
            /**
             * @description charge_automatically: invoices are charged to the payment token; send_invoice: the customer pays a hosted invoice within 30 days
             * @example charge_automatically
             * @enum {string}
             */
            collectionMethod: "charge_automatically" | "send_invoice";
            /**
             * @description The newest invoice; null before the first
             * @example inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            latestInvoiceId: string | null;
            /**
             * @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them.
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata: {
                [key: string]: string;
            } | null;
            /** @description The customer object, with ?expand=customer */
            customer?: unknown;
            /** @description The plan object, with ?expand=plan */
            plan?: unknown;
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
        CreateSubscription: {
            /**
             * @description The customer to bill (cus_…)
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The plan (pln_…); an archived one is 422
             * @example pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            planId: string;
            /**
             * @description A price of that plan (pr_…)
             * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            priceId: string;
            /**
             * @description The customer's payment token; required for charge_automatically
             * @example pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentTokenId?: string;
            /**
             * @description charge_automatically: invoices are charged to the payment token; send_invoice: the customer pays a hosted invoice within 30 days; default charge_automatically
             * @default charge_automatically
             * @example charge_automatically
             * @enum {string}
             */
            collectionMethod?: "charge_automatically" | "send_invoice";
            /**
             * @description Trial days, 0-730 (default: the plan's; a free price ignores it)
             * @example 14
             */
            trialDays?: number;
            /**
             * @description A redeemable coupon to apply
             * @example cpn_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            couponId?: string | null;
            /**
             * @description A future start (ISO 8601); default now
             * @example 2026-12-01T00:00:00Z
             */
            startAt?: string;
            /**
             * @description Minor units off the first invoice (e.g. the credit of a canceled subscription); default 0
             * @default 0
             * @example 15000
             */
            initialDiscount?: number;
            /**
             * @description Up to 50 string keys (≤ 40 chars, one line, no control characters) with string values (≤ 500; line feed and tab allowed, other control characters refused)
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        UpdateSubscription: {
            /**
             * @description Another price of the same plan and currency: an upgrade prorates at once, a downgrade waits for the period end
             * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            priceId?: string;
            /**
             * @description Another active payment token of the customer, charged from now on
             * @example pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            defaultPaymentTokenId?: string;
            /**
             * @description Up to 50 string keys (≤ 40 chars, one line, no control characters) with string values (≤ 500; line feed and tab allowed, other control characters refused)
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        PauseSubscription: {
            /**
             * @description A future time to resume by itself; omitted: paused until resumed
             * @example 2026-12-01T00:00:00Z
             */
            resumeAt?: string;
        };
        CancelSubscription: {
            /**
             * @description now: canceled at once; period_end: at currentPeriodEnd, with no renewal invoice
             * @example now
             * @enum {string}
             */
            at: "now" | "period_end";
            /**
             * @description Why it was canceled: customer_portal, merchant, failed_payment (dunning ran out) or user_request; default user_request
             * @default user_request
             * @example customer_portal
             * @enum {string}
             */
            reason?: "customer_portal" | "merchant" | "failed_payment" | "user_request";
        };
        Invoice: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The customer billed
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The subscription it bills; null if none
             * @example sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            subscriptionId: string | null;
            /**
             * @description open (issued, unpaid), paid, void (no further charges) or uncollectible (dunning ran out); draft is never used
             * @example draft
             * @enum {string}
             */
            status: "draft" | "open" | "paid" | "void" | "uncollectible";
            /**
             * @description Why it was issued: the first period, a renewal, or an upgrade's proration
             * @example subscription_create
             * @enum {string}
             */
            billingReason: "subscription_create" | "subscription_cycle" | "subscription_update";
            /**
             * @description Sequential number per workspace and mode, for people
             * @example INV-000001
             */
            number: string;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /** @description What it bills */
            lines: {
                /**
                 * @description subscription: a period's price; proration: an upgrade's prorated difference
                 * @example subscription
                 * @enum {string}
                 */
                kind: "subscription" | "proration";
                /**
                 * @description What the line bills, as shown on the invoice
                 * @example Langganan kopi bulanan untuk kantor
                 */
                description: string;
                /**
                 * @description The price billed; null if none
                 * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                priceId: string | null;
                /**
                 * @description Units billed (1 for a subscription)
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description The line's amount, in minor units
                 * @example 150000
                 */
                amount: number;
                /**
                 * @description Start of the period the line covers
                 * @example 2026-11-20T03:04:05.000Z
                 */
                periodStart: string;
                /**
                 * @description End of that period
                 * @example 2026-11-20T03:04:05.000Z
                 */
                periodEnd: string;
            }[];
            /**
             * @description Sum of the lines, in minor units
             * @example 150000
             */
            subtotal: number;
            /**
             * @description Coupon or initial discount taken off, in minor units
             * @example 15000
             */
            discount: number;
            /**
             * @description subtotal − discount; 0 is paid at once without a charge
             * @example 150000
             */
            total: number;
            /**
             * @description What is still to be paid, in minor units
             * @example 150000
             */
            amountDue: number;
            /**
             * @description What was paid, in minor units
             * @example 150000
             */
            amountPaid: number;
            /**
             * @description charge_automatically (charged to a token) or send_invoice (paid on its hosted page)
             * @example charge_automatically
             */
            collectionMethod: string;
            /**
             * @description Charge attempts made so far
             * @example 12
             */
            attemptCount: number;
            /**
             * @description When dunning retries the charge next; null if none is planned
             * @example 2026-11-20T03:04:05.000Z
             */
            nextPaymentAttemptAt: string | null;
            /** @description Why the last charge failed; null if none did */
            lastPaymentError: {
                /**
                 * @description The provider's or Pasar's decline code
                 * @example HEMAT20
                 */
                code: string;
                /**
                 * @description A hard decline is never retried
                 * @example false
                 */
                hardDecline: boolean;
            } | null;
            /**
             * @description send_invoice only: issuedAt + 30 days
             * @example 2026-12-01
             */
            dueDate: string | null;
            /**
             * @description Start of the billed period
             * @example 2026-11-20T03:04:05.000Z
             */
            periodStart: string;
            /**
             * @description End of the billed period
             * @example 2026-11-20T03:04:05.000Z
             */
            periodEnd: string;
            /**
             * @description When it was issued (finalised)
             * @example 2026-11-20T03:04:05.000Z
             */
            issuedAt: string | null;
            /**
             * @description When it was paid; null unless paid
             * @example 2026-11-20T03:04:05.000Z
             */
            paidAt: string | null;
            /**
             * @description When it was voided; null unless void
             * @example 2026-11-20T03:04:05.000Z
             */
            voidedAt: string | null;
            /**
             * @description The pay_ payment that paid it
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId: string | null;
            /**
             * @description send_invoice only: the hosted invoice page, <origin><base>/invoices/<id>/pay?t=<token>&w=<workspace> (absolute, built from this request; the token is an HMAC over the invoice and workspace, which w names). Webhook payloads carry the path without origin or token.
             * @example https://pasar.example.com/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            hostedInvoiceUrl: string | null;
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
        PayInvoice: {
            /**
             * @description Default: the subscription's defaultPaymentTokenId
             * @example pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentTokenId?: string;
            /**
             * @description Record a payment made outside the service (bank transfer to you): no charge, no ledger entry
             * @example true
             * @enum {boolean}
             */
            paidOutOfBand?: true;
        };
        Adapter: {
            /**
             * @description The gateway or mode: gateway_a, gateway_b, gateway_c, manual or managed
             * @example managed
             * @enum {string}
             */
            kind: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual";
            /**
             * @description active; disabled by support; error after the provider refused the credentials
             * @example active
             * @enum {string}
             */
            status: "active" | "disabled" | "error";
            /**
             * @description The secret's last 4 characters; null without one
             * @example 5e9b
             */
            secretKeyLast4: string | null;
            /**
             * @description The non-secret settings of the kind (e.g. clientKey, merchantId, env)
             * @example {
             *       "clientKey": "SB-Mid-client-7c2f9a4e1b8d",
             *       "mode": "sandbox"
             *     }
             */
            publicConfig: {
                [key: string]: unknown;
            };
            /**
             * @description When it was last PUT
             * @example 2026-11-20T03:04:05.000Z
             */
            configuredAt: string;
            /**
             * @description When the provider last refused it; null otherwise
             * @example 2026-11-20T03:04:05.000Z
             */
            lastErrorAt: string | null;
            /**
             * @description The code of that refusal; null otherwise
             * @example invalid_credentials
             */
            lastErrorCode: string | null;
        };
        PutGatewayAAdapter: {
            /**
             * @description Secret API key: xnd_development_… or xnd_production_… (write-only, stored encrypted)
             * @example xnd_development_7c2f9a4e1b8d3c6f0a5e
             */
            secretKey: string;
            /**
             * @description Callback verification token; without it inbound callbacks cannot be verified (write-only, stored encrypted)
             * @example cbtok_4f9a2c7e1b3d8c6f
             */
            callbackToken?: string;
        };
        PutGatewayBAdapter: {
            /**
             * @description Server key: SB-Mid-server-… (sandbox) or Mid-server-… (production) (write-only, stored encrypted)
             * @example SB-Mid-server-9f2c4a7e1b3d
             */
            serverKey: string;
            /**
             * @description The public client key (shown in publicConfig)
             * @example SB-Mid-client-7c2f9a4e1b8d
             */
            clientKey: string;
            /**
             * @description The merchant id at gateway B
             * @example G812345678
             */
            merchantId: string;
            /**
             * @description Which gateway B environment the keys belong to (default sandbox)
             * @default sandbox
             * @example sandbox
             * @enum {string}
             */
            env?: "sandbox" | "production";
        };
        PutGatewayCAdapter: {
            /**
             * @description The app's client id (shown in publicConfig)
             * @example AYx7c2f9a4e1b8d3c6f0a5e9b2
             */
            clientId: string;
            /**
             * @description Client secret (write-only, stored encrypted)
             * @example whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e
             */
            secret: string;
            /**
             * @description live (default) or sandbox
             * @default live
             * @example live
             * @enum {string}
             */
            mode?: "live" | "sandbox";
            /**
             * @description Webhook id of the merchant's app; needed to verify inbound webhooks
             * @example WH-7C2F9A4E1B8D3C6F
             */
            webhookId?: string;
        };
        PutManualAdapter: {
            /** @description Accounts customers may transfer to (at most 20), shown on the hosted checkout */
            bankAccounts?: {
                /**
                 * @description The bank's name, at most 60 characters
                 * @example Bank Central Asia
                 */
                bankName: string;
                /**
                 * @description The account number, at most 40 characters
                 * @example 8730412596
                 */
                accountNumber: string;
                /**
                 * @description The holder's name as the bank spells it
                 * @example PT Kopi Senja Nusantara
                 */
                accountHolder: string;
            }[];
            /**
             * @description URL of a static QR image customers scan to pay; null if none
             * @example https://toko.example.com/img/kopi-susu.png
             */
            staticQrImageUrl?: string | null;
            /**
             * @description Payment instructions shown to customers (at most 500 characters); null if none
             * @example Transfer ke BCA 8730412596 a.n. PT Kopi Senja Nusantara, lalu unggah bukti transfer.
             */
            instructions?: string | null;
        };
        ManagedOnboarding: {
            /**
             * @description The provider sub-account (sacc_…); null before provisioning
             * @example sacc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            subAccountId: string | null;
            /**
             * @description Know-your-business review: not_started → invited → registered → live
             * @example not_started
             * @enum {string}
             */
            kybStatus: "not_started" | "invited" | "registered" | "live";
            /**
             * @description Whether the sub-account may take payments: pending once registered, active when live
             * @example inactive
             * @enum {string}
             */
            capabilitiesStatus: "inactive" | "pending" | "active";
            /**
             * @description true once live: payouts can go out
             * @example true
             */
            payoutsReady: boolean;
            /**
             * @description Where the merchant completes KYB; null before provisioning and once live
             * @example https://pasar.example.com/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            onboardingUrl: string | null;
        };
        StartManagedOnboarding: {
            /**
             * Format: email
             * @description Where the provider sends the KYB invitation
             * @example siti.rahayu@example.com
             */
            email: string;
        };
        AdvanceManagedOnboarding: {
            /**
             * @description Jump to this status; omitted: one step forward
             * @example not_started
             * @enum {string}
             */
            kybStatus?: "not_started" | "invited" | "registered" | "live";
        };
        PortalSession: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example ps_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The session's resource name: arn:pasar:pay:<environment>:<accountId>:portal-session/<id>
             * @example arn:pasar:pay:test:acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            arn: string;
            /**
             * @description The workspace (acc_…)
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description The customer the portal is for
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description Session id in the path, its workspace in ?w=, signed token in the fragment (#token=...)
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Where the portal's back link goes
             * @example https://toko.example.com/akun
             */
            returnUrl: string;
            /**
             * @description createdAt + 15 minutes; the URL answers 410 after it
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        CreatePortalSession: {
            /**
             * @description A customer of this workspace
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * Format: uri
             * @description Absolute https URL, at most 2048 characters, no user name or password, no spaces or control characters (http only to a loopback host in local development)
             * @example https://toko.example/account
             */
            returnUrl: string;
        };
        PortalSettings: {
            /**
             * @description Customers may cancel a subscription at its period end (default true)
             * @example true
             */
            cancelSubscription: boolean;
            /**
             * @description Customers may pick another of their payment tokens as a subscription's default (default true)
             * @example true
             */
            updatePaymentMethod: boolean;
            /**
             * @description Customers may see their invoices (default true)
             * @example true
             */
            viewInvoices: boolean;
            /**
             * @description Customers may move to another active price of their plan, by the API's rules (default true)
             * @example true
             */
            changePlan: boolean;
        };
        PutPortalSettings: {
            /**
             * @description Customers may cancel a subscription at its period end (default true)
             * @example true
             */
            cancelSubscription?: boolean;
            /**
             * @description Customers may pick another of their payment tokens as a subscription's default (default true)
             * @example true
             */
            updatePaymentMethod?: boolean;
            /**
             * @description Customers may see their invoices (default true)
             * @example true
             */
            viewInvoices?: boolean;
            /**
             * @description Customers may move to another active price of their plan, by the API's rules (default true)
             * @example true
             */
            changePlan?: boolean;
        };
        CheckoutSettings: {
            /** @description Adapter kind serving each method, or null when the method is off */
            methods: {
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                qris: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                virtual_account: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                ewallet: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                card: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                retail_outlet: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                wallet_network: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                static_qr: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                bank_transfer_offline: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
            };
            branding: components["schemas"]["CheckoutBranding"];
            /**
             * @description null while the defaults apply
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string | null;
        };
        /** @description The brand every hosted page of the workspace carries */
        CheckoutBranding: {
            /**
             * @description The shop name buyers see on hosted pages: what the merchant set, else the workspace name
             * @example Toko Kopi Budi
             */
            displayName: string;
            /**
             * Format: uri
             * @description https image shown beside the name (with alt text), or null
             * @example https://toko.example.com/img/kopi-susu.png
             */
            logoUrl: string | null;
            /**
             * @description #rrggbb (lower case) of the brand bar and buttons, or null for the neutral default
             * @example #0f766e
             */
            brandColor: string | null;
            /**
             * @description The issuer's postal address printed on hosted invoices and receipts (lines separated by \n), or null
             * @example Jl. Kemang Raya 12
             *     Jakarta Selatan 12730
             */
            address: string | null;
            /**
             * @description The issuer's tax number (NPWP) printed on hosted invoices and receipts, or null
             * @example 01.234.567.8-901.000
             */
            taxId: string | null;
            /**
             * @description IANA time zone every payments hosted page and PDF writes dates in (Asia/Jakarta unless set)
             * @example Asia/Makassar
             */
            timeZone: string;
        };
        PutCheckoutSettings: {
            /** @description Method → adapter kind (managed, gateway_a, gateway_b, gateway_c, manual) or null to turn it off. Methods left out get their default. Left out entirely: the routing stays as it is. */
            methods?: {
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                qris?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                virtual_account?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                ewallet?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                card?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                retail_outlet?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                wallet_network?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                static_qr?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
                /**
                 * @description The adapter kind that serves this method, or null when the method is off
                 * @example managed
                 * @enum {string|null}
                 */
                bank_transfer_offline?: "managed" | "gateway_a" | "gateway_b" | "gateway_c" | "manual" | null;
            };
            /** @description Fields left out keep their value */
            branding?: {
                /**
                 * @description 1-80 characters, one line; null goes back to the workspace name
                 * @example Toko Kopi Senja
                 */
                displayName?: string | null;
                /**
                 * Format: uri
                 * @description Absolute https URL (≤ 2,048 characters, no user name or password); null removes it
                 * @example https://toko.example/logo.png
                 */
                logoUrl?: string | null;
                /**
                 * @description #rrggbb; null goes back to the neutral default
                 * @example #0f766e
                 */
                brandColor?: string | null;
                /**
                 * @description 1-300 characters in at most 6 lines (\n between lines); null removes it
                 * @example Jl. Kemang Raya No. 8, Jakarta Selatan
                 */
                address?: string | null;
                /**
                 * @description Tax number (NPWP), 1-40 characters on one line; null removes it
                 * @example 01.234.567.8-901.000
                 */
                taxId?: string | null;
                /**
                 * @description IANA time zone (e.g. Asia/Makassar); null goes back to Asia/Jakarta
                 * @example Asia/Jakarta
                 */
                timeZone?: string | null;
            };
        };
        CheckoutSession: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The kind of object, always `checkout_session` here (one fixed string per resource).
             * @example checkout_session
             * @enum {string}
             */
            object: "checkout_session";
            /**
             * @description open → completed (paid), expired or canceled; pending_review when an offline method was chosen (the merchant confirms or cancels)
             * @example open
             * @enum {string}
             */
            status: "open" | "pending_review" | "completed" | "expired" | "canceled";
            /**
             * @description The customer paying (cus_…); null if none
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string | null;
            /**
             * @description The buyer's email when there is no customer; null otherwise
             * @example siti.rahayu@example.com
             */
            customerEmail: string | null;
            /**
             * @description The total to pay, in minor units
             * @example 150000
             */
            amount: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD";
            /** @description What is bought; null when only amount was sent */
            lineItems: {
                /**
                 * @description What is bought, shown on the page (1-200)
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description How many, 1-10000
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description Price of one, in minor units
                 * @example 25000
                 */
                unitAmount: number;
            }[] | null;
            /**
             * @description The payment methods the page offers
             * @example [
             *       "qris"
             *     ]
             */
            methods: ("qris" | "virtual_account" | "ewallet" | "card" | "retail_outlet" | "wallet_network" | "static_qr" | "bank_transfer_offline")[];
            /**
             * @description Where the buyer goes after paying
             * @example https://toko.example.com/checkout/sukses
             */
            successUrl: string;
            /**
             * @description Where the page's cancel link goes; null: no link
             * @example https://toko.example.com/keranjang
             */
            cancelUrl: string | null;
            /**
             * @description The hosted checkout page to send the customer to: <base>/checkout/<id>?w=<workspace>
             * @example https://pasar.example.com/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            hostedUrl: string;
            /**
             * @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them.
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description The latest pay_ attempt (the one that paid once completed)
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId: string | null;
            /**
             * @description Set when the hosted invoice page opened this session: its success pays that inv_ invoice
             * @example inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            invoiceId: string | null;
            /**
             * @description When an open session expires (pending_review never does)
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string;
            /**
             * @description When it was paid (or confirmed); null otherwise
             * @example 2026-11-20T03:04:05.000Z
             */
            completedAt: string | null;
            /**
             * @description When it was canceled; null otherwise
             * @example 2026-11-20T03:04:05.000Z
             */
            canceledAt: string | null;
            /**
             * @description When it expired; null otherwise
             * @example 2026-11-20T03:04:05.000Z
             */
            expiredAt: string | null;
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
        CreateCheckoutSession: {
            /**
             * @description cus_ of this workspace (404 otherwise)
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId?: string;
            /**
             * Format: email
             * @description The buyer's email when there is no customer (not with customerId)
             * @example siti.rahayu@example.com
             */
            customerEmail?: string;
            /**
             * @description Minor units; with lineItems it must equal their sum (400 amount_mismatch)
             * @example 150000
             */
            amount?: number;
            /** @description 1-100 items; amount, when sent too, must equal their sum */
            lineItems?: {
                /**
                 * @description What is bought, shown on the page (1-200)
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description How many, 1-10000
                 * @example 2
                 */
                quantity: number;
                /**
                 * @description Price of one, in minor units
                 * @example 25000
                 */
                unitAmount: number;
            }[];
            /**
             * @description USD only through the wallet network
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD";
            /**
             * @description Default: every method routed in checkout settings that fits the currency
             * @example [
             *       "qris"
             *     ]
             */
            methods?: ("qris" | "virtual_account" | "ewallet" | "card" | "retail_outlet" | "wallet_network" | "static_qr" | "bank_transfer_offline")[];
            /**
             * Format: uri
             * @description Where the buyer goes after paying (absolute https)
             * @example https://toko.example/thanks
             */
            successUrl: string;
            /**
             * Format: uri
             * @description Where the page's cancel link goes (absolute https)
             * @example https://toko.example/thanks
             */
            cancelUrl?: string;
            /**
             * @description Seconds until an open session expires, 300-604800 (default 86400)
             * @default 86400
             * @example 86400
             */
            expiresInSec?: number;
            /**
             * @description Up to 50 string keys (≤ 40 chars, one line, no control characters) with string values (≤ 500; line feed and tab allowed, other control characters refused)
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
        };
        Payment: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The kind of object, always `payment` here (one fixed string per resource).
             * @example payment
             * @enum {string}
             */
            object: "payment";
            /**
             * @description The checkout session it pays; null for invoice charges
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            sessionId: string | null;
            /**
             * @description The invoice it pays; null for plain checkouts
             * @example inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            invoiceId: string | null;
            /**
             * @description The paying customer; null if none
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string | null;
            /**
             * @description The amount charged, in minor units
             * @example 150000
             */
            amount: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description The payment method (qris, virtual_account, ewallet, card, …)
             * @example qris
             */
            method: string;
            /**
             * @description managed, gateway_a, gateway_b, gateway_c, manual (invoice charges: the provider name)
             * @example gateway_a
             */
            adapter: string;
            /**
             * @description pending, then succeeded or failed; canceled when its session ended first
             * @example pending
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "canceled";
            /**
             * @description The provider's id for it; null if none
             * @example TRX-20261120-000042
             */
            providerReference: string | null;
            /**
             * @description Pasar's fee for the method, in minor units
             * @example 4500
             */
            fee: number;
            /**
             * @description amount − fee: what reaches the balance
             * @example 2500000
             */
            net: number;
            /**
             * @description The decline code when it failed; null otherwise
             * @example card_declined
             */
            failureCode: string | null;
            /**
             * @description Refunded so far, in minor units
             * @example 150000
             */
            refundedAmount: number;
            /**
             * @description The settlement (payment credit + fee debit); null until settled and for offline transfers
             * @example ltx_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            ledgerTransactionId: string | null;
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
        Refund: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example re_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The kind of object, always `refund` here (one fixed string per resource).
             * @example refund
             * @enum {string}
             */
            object: "refund";
            /**
             * @description The payment refunded
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId: string;
            /**
             * @description The amount refunded, in minor units
             * @example 150000
             */
            amount: number;
            /**
             * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
             * @example IDR
             */
            currency: string;
            /**
             * @description Why: duplicate, fraudulent, requested_by_customer or other
             * @example duplicate
             * @enum {string}
             */
            reason: "duplicate" | "fraudulent" | "requested_by_customer" | "other";
            /**
             * @description pending at the provider, then succeeded or failed (the debit is given back)
             * @example pending
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /**
             * @description Why the provider failed it; null otherwise
             * @example insufficient_funds
             */
            failureReason: string | null;
            /**
             * @description The provider's id for it; null if none
             * @example TRX-20261120-000042
             */
            providerReference: string | null;
            /**
             * @description The refund's ledger transaction (ltx_…); null before
             * @example ltx_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            ledgerTransactionId: string | null;
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
        CreateRefund: {
            /**
             * @description A succeeded payment of this workspace
             * @example pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            paymentId: string;
            /**
             * @description Default: everything left to refund
             * @example 150000
             */
            amount?: number;
            /**
             * @description Why: duplicate, fraudulent, requested_by_customer or other
             * @example duplicate
             * @enum {string}
             */
            reason: "duplicate" | "fraudulent" | "requested_by_customer" | "other";
            /**
             * @description Test mode only: fail makes the simulated provider decline
             * @example succeed
             * @enum {string}
             */
            testOutcome?: "succeed" | "fail";
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
