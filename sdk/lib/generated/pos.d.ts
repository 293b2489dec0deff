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
                                status: string;
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
            };
        };
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
                                outletId: string;
                                variantId: string;
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
                    reason?: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import" | "sale" | "sale_void" | "purchase_receive";
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
            };
        };
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
         * @description COMPLETED sales rung (soldAt) in the window: from/to as ISO 8601 datetimes or YYYY-MM-DD local days (the outlet's timezone, Asia/Jakarta without outletId); default the last 30 local days, today included; from after to or over 366 days → 400. voidedCount: sales in the window completed and later voided (a discarded parked bill is not a sale).
         */
        get: {
            parameters: {
                query?: {
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    from?: string;
                    /** @description ISO 8601 datetime (with offset), or YYYY-MM-DD meaning that whole day in the outlet's timezone (Asia/Jakarta without outletId) */
                    to?: string;
                    outletId?: string;
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
                                tier: string;
                                checkoutUrl: string;
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
         * @description Debits price (+ insurance when insured) from the shipping credit; too little credit → 409 and nothing booked; not a draft → 409; the aggregator refusing → 502 and the debit given back.
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
         * @description Debits price (+ insurance when insured) from the shipping credit; too little credit → 409 and nothing booked; not a draft → 409; the aggregator refusing → 502 and the debit given back.
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
         * @description Send the secret COURIER_WEBHOOK_SECRET as X-Courier-Secret or ?token=. An order this platform does not know is acknowledged and ignored (so the aggregator stops retrying).
         */
        post: {
            parameters: {
                query?: never;
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
                                received: boolean;
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
         * @description Courier and service, the waybill (Code 128 and text), recipient (name, phone, address, postal code, note) and sender (the shipment's origin), then per flag the shipping price, the insurance and the contents. The page is exactly the size asked. 409 CONFLICT while the shipment has no waybill (never booked, a draft after rebook) or is cancelled. Cached in R2 under a key that changes with the shipment, the size and the flags; X-Label-Cache says hit or miss. Cache-Control: private, no-store.
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
        /** @description Facts about the response itself, the same on every answer. */
        Meta: {
            /**
             * @description This request's id (req_…), also in the X-Request-Id header; quote it to support.
             * @example req_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            requestId: string;
            /** @description When the response was made (ISO 8601, UTC). */
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
            /** @description Machine-readable error code, stable across releases: lower snake case in payments and admin, UPPER_SNAKE elsewhere. Each operation lists its codes under its responses. */
            code: string;
            /** @description Human-readable explanation; wording may change, match on `code`. */
            message: string;
            /** @description The request field the error is about, when there is one. */
            param?: string;
        };
        PosApiKey: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example key_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            name: string;
            /** @description The key's first 12 characters, to tell keys apart */
            prefix: string;
            lastUsedAt: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        PosNewApiKey: components["schemas"]["PosApiKey"] & {
            /** @description The key; shown only here */
            key: string;
        };
        PosCreateApiKey: {
            name: string;
        };
        PosOutlet: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            address: string | null;
            phone: string | null;
            timezone: string;
            taxRateBps: number;
            taxInclusive: boolean;
            receiptHeader: string | null;
            receiptFooter: string | null;
            isActive: boolean;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosCreateOutlet: {
            name: string;
            address?: string | null;
            phone?: string | null;
            /** @default Asia/Jakarta */
            timezone?: string;
            /** @default 0 */
            taxRateBps?: number;
            /** @default false */
            taxInclusive?: boolean;
            receiptHeader?: string | null;
            receiptFooter?: string | null;
        };
        PosPatchOutlet: {
            name?: string;
            address?: string | null;
            phone?: string | null;
            timezone?: string;
            taxRateBps?: number;
            taxInclusive?: boolean;
            receiptHeader?: string | null;
            receiptFooter?: string | null;
            isActive?: boolean;
        };
        PosCategory: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosCategoryBody: {
            name: string;
        };
        PosLookupMatch: {
            product: components["schemas"]["PosProduct"];
            variant: components["schemas"]["PosVariant"];
        };
        PosProduct: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            description: string | null;
            categoryId: string | null;
            /** @enum {string} */
            kind: "GOODS" | "SERVICE";
            trackStock: boolean;
            requiresBatch: boolean;
            imageUrl: string | null;
            isActive: boolean;
            variants: components["schemas"]["PosVariant"][];
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosVariant: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            productId: string;
            name: string;
            sku: string | null;
            barcode: string | null;
            price: number;
            cost: number;
            sortOrder: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosVariantInput: {
            /** @default Default */
            name?: string;
            sku?: string | null;
            barcode?: string | null;
            price: number;
            /** @default 0 */
            cost?: number;
            /** @default 0 */
            sortOrder?: number;
        };
        PosPatchVariant: {
            name?: string;
            sku?: string | null;
            barcode?: string | null;
            price?: number;
            cost?: number;
            sortOrder?: number;
        };
        PosRecipe: {
            isComposite: boolean;
            components: {
                variantId: string;
                quantity: number;
            }[];
        };
        PosPutRecipe: {
            isComposite: boolean;
            /** @default [] */
            components?: {
                variantId: string;
                quantity: number;
            }[];
        };
        PosCreateProduct: {
            name: string;
            description?: string | null;
            categoryId?: string | null;
            /**
             * @default GOODS
             * @enum {string}
             */
            kind?: "GOODS" | "SERVICE";
            /** @default false */
            trackStock?: boolean;
            /** @default false */
            requiresBatch?: boolean;
            imageUrl?: string | null;
            /** @default true */
            isActive?: boolean;
            variants: components["schemas"]["PosVariantInput"][];
        };
        PosBulkCategory: {
            productIds: string[];
            categoryId: string | null;
        };
        PosPatchProduct: {
            name?: string;
            description?: string | null;
            categoryId?: string | null;
            /** @enum {string} */
            kind?: "GOODS" | "SERVICE";
            trackStock?: boolean;
            requiresBatch?: boolean;
            imageUrl?: string | null;
            isActive?: boolean;
        };
        PosModifierGroup: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            minSelect: number;
            maxSelect: number;
            modifiers: components["schemas"]["PosModifier"][];
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosModifier: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            groupId: string;
            name: string;
            price: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosAttachModifierGroups: {
            groupIds: string[];
        };
        PosCreateModifierGroup: {
            name: string;
            /** @default 0 */
            minSelect?: number;
            /** @default 1 */
            maxSelect?: number;
            /** @default [] */
            modifiers?: components["schemas"]["PosModifierInput"][];
        };
        PosModifierInput: {
            name: string;
            price: number;
        };
        PosPatchModifierGroup: {
            name?: string;
            minSelect?: number;
            maxSelect?: number;
        };
        PosPatchModifier: {
            name?: string;
            price?: number;
        };
        PosSupplier: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            contactName: string | null;
            phone: string | null;
            email: string | null;
            address: string | null;
            note: string | null;
            isActive: boolean;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosCreateSupplier: {
            name: string;
            contactName?: string | null;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            address?: string | null;
            note?: string | null;
            isActive?: boolean;
        };
        PosPatchSupplier: {
            name?: string;
            contactName?: string | null;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            address?: string | null;
            note?: string | null;
            isActive?: boolean;
        };
        PosCustomer: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            phone: string | null;
            email: string | null;
            note: string | null;
            loyaltyBalance: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosCreateCustomer: {
            name: string;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            note?: string | null;
        };
        PosPatchCustomer: {
            name?: string;
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            note?: string | null;
        };
        PosLoyalty: {
            balance: number;
            entries: components["schemas"]["PosLoyaltyEntry"][];
        };
        PosLoyaltyEntry: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            /** @enum {string} */
            kind: "adjust" | "redeem" | "earn";
            points: number;
            balanceAfter: number;
            reason: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        PosLoyaltyBalance: {
            balance: number;
        };
        PosLoyaltyAdjust: {
            points: number;
            reason: string;
        };
        PosLoyaltyRedeem: {
            points: number;
            note?: string;
        };
        PosSettings: {
            businessName: string;
            /** @enum {string} */
            businessType: "retail" | "fnb" | "pharmacy" | "service" | "other";
            /** @enum {string} */
            currency: "IDR";
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosPutSettings: {
            businessName: string;
            /** @enum {string} */
            businessType: "retail" | "fnb" | "pharmacy" | "service" | "other";
            /** @enum {string} */
            currency: "IDR";
        };
        PosStockLevel: {
            outletId: string;
            variantId: string;
            quantity: number;
            reorderPoint: number;
            reorderQty: number | null;
        };
        PosStockAdjust: {
            outletId: string;
            variantId: string;
            delta: number;
            /** @enum {string} */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import";
            note?: string;
        };
        PosReorder: {
            outletId: string;
            variantId: string;
            reorderPoint: number;
            reorderQty?: number | null;
        };
        PosStockMovement: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            outletId: string;
            variantId: string;
            delta: number;
            /** @enum {string} */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import" | "sale" | "sale_void" | "purchase_receive";
            refId: string | null;
            note: string | null;
            balanceAfter: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        PosStockTransferResult: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            fromOutletId: string;
            toOutletId: string;
            items: {
                variantId: string;
                quantity: number;
                /** @description The source level after the transfer */
                fromQuantity: number;
                /** @description The destination level after the transfer */
                toQuantity: number;
            }[];
        };
        PosStockTransfer: {
            fromOutletId: string;
            toOutletId: string;
            items: {
                variantId: string;
                quantity: number;
            }[];
            note?: string;
        };
        PosInventoryBatch: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            outletId: string;
            variantId: string;
            batchNumber: string;
            expiresAt: string;
            quantity: number;
            receivedQuantity: number;
            expired: boolean;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        PosCreateBatch: {
            outletId: string;
            variantId: string;
            batchNumber: string;
            /**
             * @description ISO 8601 datetime, or a date alone (YYYY-MM-DD) meaning 00:00 UTC of that day
             * @example 2026-12-31
             */
            expiresAt: string;
            quantity: number;
        };
        PosShift: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            outletId: string;
            /** @enum {string} */
            status: "OPEN" | "CLOSED";
            openingFloat: number;
            expectedCash: number | null;
            countedCash: number | null;
            difference: number | null;
            notes: string | null;
            openedAt: string;
            closedAt: string | null;
        };
        PosOpenShift: {
            outletId: string;
            openingFloat: number;
        };
        PosCloseShift: {
            countedCash: number;
            notes?: string | null;
        };
        PosPurchaseOrder: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            supplierId: string;
            outletId: string;
            /** @enum {string} */
            status: "DRAFT" | "ORDERED" | "PARTIALLY_RECEIVED" | "RECEIVED" | "CANCELLED";
            note: string | null;
            /** @description Σ quantity × cost, whole IDR */
            total: number;
            lines: {
                variantId: string;
                quantity: number;
                cost: number;
                received: number;
                outstanding: number;
            }[];
            orderedAt: string | null;
            receivedAt: string | null;
            cancelledAt: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosCreatePurchaseOrder: {
            supplierId: string;
            outletId: string;
            lines: {
                variantId: string;
                quantity: number;
                /** @description Unit cost, whole IDR */
                cost: number;
            }[];
            note?: string | null;
        };
        PosPatchPurchaseOrder: {
            supplierId?: string;
            outletId?: string;
            /** @description Replaces every line */
            lines?: {
                variantId: string;
                quantity: number;
                /** @description Unit cost, whole IDR */
                cost: number;
            }[];
            note?: string | null;
        };
        PosReceivePurchaseOrder: {
            lines: {
                variantId: string;
                quantity: number;
                /** @description Required for requiresBatch products, refused for others */
                batchNumber?: string;
                /**
                 * @description ISO 8601 (or YYYY-MM-DD, 00:00 UTC), in the future; required with batchNumber
                 * @example 2026-12-31
                 */
                expiresAt?: string;
            }[];
        };
        PosSale: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            outletId: string;
            shiftId: string | null;
            customerId: string | null;
            customer?: {
                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                id: string;
                name: string;
                phone: string | null;
                email: string | null;
            } | null;
            /** @enum {string} */
            status: "COMPLETED" | "PARKED" | "VOIDED";
            note: string | null;
            items: components["schemas"]["PosSaleItem"][];
            payments: components["schemas"]["PosSalePayment"][];
            subtotal: number;
            orderDiscount: number;
            discountTotal: number;
            taxTotal: number;
            total: number;
            changeTotal: number;
            taxRateBps: number;
            taxInclusive: boolean;
            pointsEarned: number;
            soldAt: string;
            completedAt: string | null;
            voidedAt: string | null;
            voidReason: string | null;
            delivery: components["schemas"]["PosDeliveryDraft"];
            /** @description The sale's shipment once dispatched */
            shipmentId: string | null;
            /** @description That shipment's status, kept current */
            shipmentStatus: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosSaleItem: {
            productId: string;
            variantId: string;
            name: string;
            sku: string | null;
            quantity: number;
            unitPrice: number;
            modifiers: {
                name: string;
                price: number;
            }[];
            /** @description unitPrice + modifier prices */
            unit: number;
            discount: number;
            /** @description unit × quantity − discount */
            total: number;
        };
        PosSalePayment: {
            /** @enum {string} */
            method: "CASH" | "QRIS" | "CARD" | "OTHER";
            amount: number;
            tendered: number;
            change: number;
        };
        /** @description The delivery draft sent with the sale, or null */
        PosDeliveryDraft: {
            destination: components["schemas"]["PosShippingDestination"];
            courierCode: string;
            courierServiceCode: string;
            courierType?: string | null;
            insured?: boolean;
            insurance?: number;
            /** @description Grams per unit sold, for the parcel list (default 1,000; the catalogue keeps no weights) */
            itemWeight?: number;
        } | null;
        PosShippingDestination: {
            name: string;
            /** @example +62 812 3456 7890 */
            phone: string;
            address: string;
            /** @example 12440 */
            postalCode: string;
            /** Format: email */
            email?: string | null;
            note?: string | null;
        };
        PosCreateSale: {
            outletId: string;
            shiftId?: string | null;
            customerId?: string | null;
            items: components["schemas"]["PosSaleItemInput"][];
            orderDiscount?: number;
            payments?: components["schemas"]["PosSalePaymentInput"][];
            /**
             * @default COMPLETED
             * @enum {string}
             */
            status?: "COMPLETED" | "PARKED";
            note?: string | null;
            /**
             * Format: date-time
             * @description When an offline till rang it: not in the future, at most 72 h ago
             */
            soldAt?: string;
            delivery?: components["schemas"]["PosDeliveryDraft"];
        };
        PosSaleItemInput: {
            variantId: string;
            quantity: number;
            /** @description Default: the variant's catalogue price */
            unitPrice?: number;
            discount?: number;
            modifiers?: components["schemas"]["PosSaleModifier"][];
        };
        PosSaleModifier: {
            name: string;
            price: number;
        };
        PosSalePaymentInput: {
            /** @enum {string} */
            method: "CASH" | "QRIS" | "CARD" | "OTHER";
            amount: number;
            /** @description CASH only; at least amount; default amount */
            tendered?: number;
        };
        PosCompleteSale: {
            payments: components["schemas"]["PosSalePaymentInput"][];
        };
        PosVoidSale: {
            reason?: string | null;
        };
        PosReportSummary: {
            /** @description First instant counted (ISO 8601) */
            from: string;
            /** @description Last instant counted (ISO 8601) */
            to: string;
            timezone: string;
            salesCount: number;
            subtotal: number;
            discountTotal: number;
            taxTotal: number;
            total: number;
            /** @description Sales rung in the window, completed and later voided */
            voidedCount: number;
            /** @description Every method, payments count and Σ amount; the amounts add up to total */
            byMethod: {
                CASH: components["schemas"]["PosReportMethodTotal"];
                QRIS: components["schemas"]["PosReportMethodTotal"];
                CARD: components["schemas"]["PosReportMethodTotal"];
                OTHER: components["schemas"]["PosReportMethodTotal"];
            };
        };
        PosReportMethodTotal: {
            count: number;
            amount: number;
        };
        PosReportTopProduct: {
            productId: string;
            variantId: string;
            /** @description As last rung */
            name: string;
            quantity: number;
            total: number;
        };
        PosReportDay: {
            /** @example 2026-05-01 */
            date: string;
            salesCount: number;
            total: number;
        };
        PosTier: {
            /** @enum {string} */
            tier: "free" | "starter" | "growth" | "business";
            name: string;
            price: number;
            /** @enum {string} */
            currency: "IDR";
            limits: {
                outlets: number | null;
                seats: number | null;
                products: number | null;
            };
        };
        PosBilling: {
            tier: string;
            status: string;
            currentPeriodEnd: string | null;
            cancelAtPeriodEnd: boolean;
            limits: {
                outlets: number | null;
                seats: number | null;
                products: number | null;
            };
            usage: {
                outlets: number;
                seats: number;
                products: number;
            };
        };
        PosCheckout: {
            /** @enum {string} */
            tier: "free" | "starter" | "growth" | "business";
        };
        PosEventType: {
            /** @example pos.sale.completed.v1 */
            type: string;
            description: string;
        };
        PosWebhookDelivery: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example whd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            endpointId: string;
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            nextRetryAt: string | null;
            /** @enum {string|null} */
            failureReason: "attempts_exhausted" | "endpoint_disabled" | "endpoint_deleted" | "dead_lettered" | null;
            /** @description The exact JSON body sent (and re-sent) to the endpoint */
            body: string;
            attemptLog: {
                at: string;
                statusCode: number | null;
                durationMs: number;
                error: string | null;
            }[];
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosWebhookEndpointWithSecret: components["schemas"]["PosWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_...
             */
            secret: string;
        };
        PosWebhookEndpoint: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example whep_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /** @example https://hooks.example.com/pasar */
            url: string;
            /**
             * @example [
             *       "payout.paid",
             *       "subscription."
             *     ]
             */
            events: string[];
            description: string | null;
            active: boolean;
            /** @description Why the service switched the endpoint off (15 failed deliveries in a row, or 3 days failing); null otherwise */
            disabledReason: string | null;
            /** @description Consecutive deliveries that ended failed; a success or PATCH active=true resets it */
            failureStreak: number;
            /** @description While a rolled secret (rotate-secret with expiresInSeconds) still signs next to the current one: when it stops; null otherwise */
            previousSecretExpiresAt: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosWebhookEndpointCreate: {
            /** @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host */
            url: string;
            /** @description Exact event types, or the single entry "*" for every type */
            events: string[];
            description?: string | null;
        };
        PosWebhookEndpointUpdate: {
            url?: string;
            /** @description Exact event types, or the single entry "*" for every type */
            events?: string[];
            description?: string | null;
            /** @description false pauses (queued deliveries become failed); true re-enables and clears the failure streak */
            active?: boolean;
        };
        PosWebhookSecretRotate: {
            /**
             * @description How long the current secret keeps signing next to the new one (0-86400); 0, the default, stops it at once
             * @example 3600
             */
            expiresInSeconds?: number;
        };
        PosWarehouse: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example wh_01J9Z3T8M2Q4X6A8C0E2G4J6K8
             */
            id: string;
            name: string;
            address: string | null;
            city: string | null;
            postal: string | null;
            phone: string | null;
            isDefault: boolean;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosCreateWarehouse: {
            name: string;
            address?: string | null;
            city?: string | null;
            postal?: string | null;
            phone?: string | null;
            /** @description true makes this the workspace's default (the old one stops being it); false on the default is 409, as there is always one */
            isDefault?: boolean;
        };
        PosPatchWarehouse: {
            name?: string;
            address?: string | null;
            city?: string | null;
            postal?: string | null;
            phone?: string | null;
            /** @description true makes this the workspace's default (the old one stops being it); false on the default is 409, as there is always one */
            isDefault?: boolean;
        };
        PosWarehouseAdjustResult: {
            stock: components["schemas"]["PosWarehouseStock"];
            movement: components["schemas"]["PosWarehouseMovement"];
        };
        PosWarehouseStock: {
            warehouseId: string;
            variantId: string;
            quantity: number;
        };
        PosWarehouseMovement: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            warehouseId: string;
            variantId: string;
            delta: number;
            /** @enum {string} */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import";
            note: string | null;
            refId: string | null;
            balanceAfter: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        PosWarehouseStockAdjust: {
            variantId: string;
            warehouseId: string;
            delta: number;
            /** @enum {string} */
            reason: "manual_adjust" | "refund_restock" | "transfer_in" | "transfer_out" | "damaged" | "returned_to_supplier" | "initial_stock" | "import";
            note?: string | null;
        };
        PosStockedProduct: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            isActive: boolean;
            variants: {
                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                id: string;
                name: string;
                sku: string | null;
                stock: {
                    warehouseId: string;
                    quantity: number;
                }[];
                /** @description Σ quantity over every warehouse */
                total: number;
            }[];
        };
        PosLicense: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example lic_01J9Z3T8M2Q4X6A8C0E2G4J6K8
             */
            id: string;
            productId: string;
            customerId: string;
            transactionId: string | null;
            /**
             * @description The key's first group; never the key
             * @example PASAR-7K3QD
             */
            keyPrefix: string;
            maxActivations: number;
            /** @enum {string} */
            status: "active" | "revoked" | "expired";
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosNewLicense: components["schemas"]["PosLicense"] & {
            /**
             * @description Shown in this answer only
             * @example PASAR-7K3QD-M2X9A-0TWZB-4NC8E
             */
            key: string;
        };
        PosCreateLicense: {
            productId: string;
            customerId: string;
            maxActivations: number;
            /**
             * Format: date-time
             * @description ISO 8601 datetime in the future; null or omitted: never expires
             */
            expiresAt?: string | null;
            /** @description A COMPLETED sale the licence was sold with; records the sale's delivery as licences */
            transactionId?: string;
        };
        PosLicenseValidity: {
            valid: boolean;
            /** @enum {string|null} */
            reason: "not_found" | "revoked" | "expired" | "product_mismatch" | null;
        };
        PosCourier: {
            courierCode: string;
            courierServiceCode: string;
            /** @description standard, overnight, same_day or instant */
            courierType: string;
            names: {
                courier: string;
                service: string;
            };
        };
        PosShippingOrigin: {
            /** @description false until the first PATCH; the four fields are then null */
            configured: boolean;
            contactName: string | null;
            phone: string | null;
            address: string | null;
            postalCode: string | null;
            /** @description When this object last changed (ISO 8601, UTC); null when it has not changed since it was created. */
            updatedAt: string | null;
        };
        /** @description The first PATCH needs all four fields; later ones any of them */
        PosShippingOriginPatch: {
            contactName?: string;
            /** @example +62 812 3456 7890 */
            phone?: string;
            address?: string;
            /** @example 12440 */
            postalCode?: string;
        };
        PosShippingRate: {
            courierCode: string;
            courierServiceCode: string;
            courierType: string;
            price: number;
            /** @example 1 - 2 days */
            duration: string;
        };
        PosShippingRatesRequest: {
            /** @description Only postalCode is priced; omitted: quoted to the origin's own postal code */
            destination?: {
                name?: string;
                /** @example +62 812 3456 7890 */
                phone?: string;
                address?: string;
                /** @example 12440 */
                postalCode: string;
                /** Format: email */
                email?: string | null;
                note?: string | null;
            };
            /** @description Insured value, default 0 */
            insurance?: number;
            /** @description Default: one 1 kg parcel of no declared value */
            items?: components["schemas"]["PosParcelItem"][];
        };
        PosParcelItem: {
            name: string;
            value: number;
            /** @description grams, per unit */
            weight: number;
            quantity: number;
            description?: string | null;
            sku?: string | null;
        };
        PosShippingCreditBalance: {
            /** @description Whole IDR; never below zero */
            balance: number;
        };
        PosShippingCreditTopup: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            /** @enum {string} */
            status: "pending" | "paid" | "expired";
            amount: number;
            /** @description The payments hosted checkout; credited once it is paid */
            checkoutUrl: string;
        };
        PosShippingCreditTopupRequest: {
            /**
             * @description Whole IDR, 10,000–10,000,000
             * @example 100000
             */
            amount: number;
        };
        PosShippingCreditTransaction: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            /** @enum {string} */
            type: "topup" | "grant" | "debit" | "refund";
            /** @description Signed whole IDR: a debit is negative */
            amount: number;
            balanceAfter: number;
            shipmentId: string | null;
            reason: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        PosShipment: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example shp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            transactionId: string | null;
            customerId: string | null;
            customerEmail: string | null;
            courierCode: string;
            courierServiceCode: string;
            courierType: string | null;
            price: number;
            insured: boolean;
            insurance: number;
            /** @description Shipping credit the current booking took (0 when none) */
            charged: number;
            destination: components["schemas"]["PosShippingDestination"];
            items: components["schemas"]["PosParcelItem"][];
            origin: {
                contactName: string;
                phone: string;
                address: string;
                postalCode: string;
            };
            /** @enum {string} */
            status: "draft" | "confirmed" | "allocated" | "picking_up" | "picked" | "dropping_off" | "delivered" | "cancelled" | "rejected" | "returned";
            waybillId: string | null;
            trackingUrl: string | null;
            cancelReason: string | null;
            /** @description Every status reached (GET one only) */
            history?: {
                status: string;
                note: string | null;
                at: string;
            }[];
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        PosCreateShipment: {
            courierCode: string;
            courierServiceCode: string;
            courierType?: string | null;
            /** @description The courier's quote; omitted → the quote, a different amount → 409 (the quote moved) */
            price?: number;
            insured?: boolean;
            /** @description The insurance fee, charged at confirm-pickup when insured */
            insurance?: number;
            destination: components["schemas"]["PosShippingDestination"];
            items: components["schemas"]["PosParcelItem"][];
            /** @description The sale this ships (one shipment per sale) */
            transactionId?: string | null;
            customerId?: string | null;
            /** Format: email */
            customerEmail?: string | null;
        };
        PosCancelShipment: {
            reason?: string | null;
        };
        PosRebookShipment: {
            courierCode?: string;
            courierServiceCode?: string;
            courierType?: string | null;
            /** @description The courier's quote; omitted → the quote, a different amount → 409 (the quote moved) */
            price?: number;
            insured?: boolean;
            /** @description The insurance fee, charged at confirm-pickup when insured */
            insurance?: number;
        };
        PosDelivery: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example dlv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            transactionId: string;
            /** @enum {string} */
            kind: "shipment" | "licenses";
            /** @description The shipment's status; for licences issued, revoked or expired */
            status: string;
            shipment: {
                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                id: string;
                status: string | null;
                courierCode: string | null;
                courierServiceCode: string | null;
                waybillId: string | null;
            } | null;
            licenses: {
                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                id: string;
                productId: string;
                keyPrefix: string;
                status: string;
            }[];
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
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
