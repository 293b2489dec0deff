export interface paths {
    "/api/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List contacts, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number | null;
                    cursor?: string;
                    /** @description Case-insensitive contains over email, names and phone */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ContactPage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
         * Create or update a contact (upsert on the identity hash)
         * @description Upserts on the identity hash (email + phone, normalised) within the workspace: fields sent overwrite, others are kept; 201 either way. email or phone is required. The identity of an erased contact is 409 CONTACT_ERASED unless allowErased is true. A new contact beyond the plan's contactsLimit is 403 QUOTA_EXCEEDED; updates always pass.
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
                    "application/json": components["schemas"]["CreateContact"];
                };
            };
            responses: {
                /** @description The contact */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Contact"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or QUOTA_EXCEEDED */
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
    "/api/v1/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import up to 5,000 contacts in one request
         * @description rows: 1-5000 contact bodies, validated whole first (one bad value → 400 VALIDATION, nothing written). Rows without email and phone are skipped with an errors entry {index, reason} (zero-based), and so are rows of erased contacts (reason "erased") unless allowErased is true; with skipExisting, rows whose identity exists are skipped without one. Rows without source get csv_import. listName (1-120) is created if missing; created and updated rows join it. An import that would take the workspace past contactsLimit is refused whole (403 QUOTA_EXCEEDED). One D1 batch: no per-row round trip.
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
                    "application/json": components["schemas"]["ImportContacts"];
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
                            data: components["schemas"]["ImportResult"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or QUOTA_EXCEEDED */
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
    "/api/v1/contacts/import/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV file of contacts (extension; processed in the background)
         * @description Body: text/csv with a header row (email, phone, firstName, lastName, source, externalRef, tags split on ; or |, subscriptions.<channel>, social.<network>; any other column becomes an attribute). Records that are not valid contacts are reported in the job's errors and skipped, and so are records of erased contacts (reason "erased") unless the query says allowErased=true (their tombstones are then removed); the rest are applied in chunks of 500 through the tasks queue, each chunk all-or-nothing against the contacts cap (a chunk that would cross it stops the job as failed, QUOTA_EXCEEDED). Answers 202 {jobId}; poll GET /contacts/import/jobs/{jobId}.
         */
        post: {
            parameters: {
                query?: {
                    listName?: string;
                    skipExisting?: "0" | "1" | "true" | "false";
                    allowErased?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "text/csv": string;
                };
            };
            responses: {
                /** @description The job */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description The import job; poll GET /contacts/import/jobs/{jobId} for its progress
                                 * @example job_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                jobId: string;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description Not text/csv */
                415: {
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
    "/api/v1/contacts/import/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of a CSV import job (extension) */
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
                /** @description status, total, processed, counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a contact */
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
                /** @description The contact */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Contact"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /**
         * Unsubscribe a contact
         * @description Unsubscribes the contact from email, sms and whatsapp (other channels kept); the row stays. Answers {id, status: unsubscribed}.
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
                /** @description Unsubscribed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
                                /**
                                 * @description Always unsubscribed: the email, sms and whatsapp subscriptions are now unsubscribed
                                 * @example unsubscribed
                                 * @enum {string}
                                 */
                                status: "unsubscribed";
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /**
         * Update a contact
         * @description The POST fields, partially. A new email or phone re-keys the contact (a new identity hash); onto an identity another contact holds → 409 IDENTITY_TAKEN. Answers {id}.
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
                    "application/json": components["schemas"]["PatchContact"];
                };
            };
            responses: {
                /** @description The id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description IDENTITY_TAKEN */
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
    "/api/v1/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact lists with member counts (extension), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.lists */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /** @description The workspace's contact lists, newest first */
                                lists: components["schemas"]["ContactList"][];
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/audience-segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List segments, most recently updated first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.segments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /** @description The workspace's segments, most recently updated first (at most 500) */
                                segments: components["schemas"]["Segment"][];
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
         * Create a segment (its size is computed in the background)
         * @description Rules: list in/not_in [list ids]; tag in/not_in [tags]; subscription.<channel> eq/neq (absent = subscribed); createdAt gte/lte/gt/lt an ISO 8601 string; source eq/neq/in/not_in. A rule with an unknown field, an operator the field does not take or an unparseable createdAt is dropped and named in meta.warnings; when every rule is dropped the segment matches every contact (fails open). The filter is one SQL WHERE over contacts.
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
                    "application/json": components["schemas"]["CreateSegment"];
                };
            };
            responses: {
                /** @description The segment */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Segment"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description NAME_EXISTS */
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
    "/api/v1/audience-segments/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count the contacts a filter selects */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PreviewFilter"];
                };
            };
            responses: {
                /** @description The count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description How many of the workspace's contacts the filter selects now
                                 * @example 12
                                 */
                                count: number;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/audience-segments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a segment */
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
                /** @description The segment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Segment"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /** Delete a segment */
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
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
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
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /** Update a segment (a filter change re-fires the size refresh) */
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
                    "application/json": components["schemas"]["PatchSegment"];
                };
            };
            responses: {
                /** @description The segment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Segment"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description NAME_EXISTS */
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
    "/api/v1/audience-segments/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a segment's contacts now, with the 20 newest */
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
                /** @description Count and sample */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description How many contacts the segment's filter selects now
                                 * @example 12
                                 */
                                count: number;
                                /** @description The 20 newest matching contacts (fewer when fewer match) */
                                sample: {
                                    /**
                                     * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                                     * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                     */
                                    id: string;
                                    /**
                                     * @description The contact's email address; null when it has none
                                     * @example siti.rahayu@example.com
                                     */
                                    email: string | null;
                                    /**
                                     * @description The contact's phone number; null when it has none
                                     * @example +6281234567890
                                     */
                                    phone: string | null;
                                    /**
                                     * @description The contact's given name; null when not known
                                     * @example Siti
                                     */
                                    firstName: string | null;
                                    /**
                                     * @description The contact's family name; null when not known
                                     * @example Rahayu
                                     */
                                    lastName: string | null;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a dashboard browser session (for the OAuth connect flow)
         * @description Authorization: Bearer <identity-provider token with a merchant role>. 204 with a signed HttpOnly, SameSite=Lax cookie (8 hours) that the OAuth start and callback read. Keys cannot open sessions (a session is a person's).
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
                /** @description Session cookie set */
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
                /** @description UNAUTHORIZED: a browser session needs a person's identity-provider token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/channels/oauth/{provider}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start connecting a social channel (browser; 302 to the provider)
         * @description Needs the dashboard session cookie (POST /api/v1/session): none → 401 UNAUTHORIZED. Unknown provider or one without OAuth → 404 UNKNOWN_PROVIDER; MKT_OAUTH_<PROVIDER>_CLIENT_ID unset → 503 OAUTH_NOT_CONFIGURED. Else 302 to the provider's authorize page with a signed 10-minute state bound to this session.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the provider */
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
                /** @description UNAUTHORIZED: open a dashboard session first (POST /api/v1/session) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UNKNOWN_PROVIDER */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description OAUTH_NOT_CONFIGURED */
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
    "/api/v1/channels/oauth/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider sends the browser back here (code, state)
         * @description Verifies the state against this browser's session, exchanges the code and upserts the workspace's channel for the provider (active, externalId pending, tokens sealed, expiresAt and scopesGranted from the provider); 302 to MKT_DASHBOARD_URL/channels?connected=<provider>. Any failure is a plain-text 400.
         */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    error?: string;
                };
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the dashboard */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description text/plain: why it failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List channels, newest first (credentials never returned) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Channels */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Channel"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
         * Connect a channel with static credentials
         * @description provider (one of the values listed on the field), displayName 1-120, externalId ≤ 120 or null, credentials (the provider's keys; a missing one is 400 VALIDATION, extra keys are stored and ignored; URLs follow the webhook target rules), config, scopesGranted. social_v1-v6 connect only through OAuth (400 USE_OAUTH). No upstream call is made. 201 with id, provider, displayName, status (active), externalId, config, createdAt. Credentials are sealed (AES-256-GCM, per-workspace key) and never returned.
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
                    "application/json": components["schemas"]["CreateChannel"];
                };
            };
            responses: {
                /** @description The channel */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CreatedChannel"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION, USE_OAUTH */
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a channel */
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
                /** @description The channel */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Channel"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /**
         * Revoke a channel
         * @description Only the status changes (revoked); the credentials stay stored. Campaign sends then answer 400 NO_CHANNEL and test sends 409 BAD_STATE. Reconnect with POST /channels or the OAuth flow; rotate credentials by connecting a new channel and revoking the old one.
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
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
                                /**
                                 * @description Always revoked: the channel no longer sends (its credentials stay stored; reconnect by POST or OAuth)
                                 * @example revoked
                                 * @enum {string}
                                 */
                                status: "revoked";
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /**
         * Rename a channel or change its config
         * @description displayName and config only; any other key is stripped and ignored (status cannot change here). Answers {id}.
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
                    "application/json": components["schemas"]["PatchChannel"];
                };
            };
            responses: {
                /** @description The id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/channels/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message (asynchronous)
         * @description recipient is checked for the provider (email address; E.164 for SMS, WhatsApp; a chat id for Telegram; a LINE id; any text for webhooks). 409 BAD_STATE unless the channel is active. Answers at once {messageId, queued: true, hint}; the tasks queue sends it once (GET /channels/{id}/sends shows the outcome).
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
                    "application/json": components["schemas"]["ChannelTest"];
                };
            };
            responses: {
                /** @description Queued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description The send's id (msg_…); GET /channels/{id}/sends shows its outcome
                                 * @example msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                messageId: string;
                                /**
                                 * @description Always true: the message is queued and sent once in the background, not yet delivered
                                 * @example true
                                 * @enum {boolean}
                                 */
                                queued: true;
                                /**
                                 * @description What to check if the message does not arrive, for this kind of provider, in words
                                 * @example Check the channel's sends for the outcome
                                 */
                                hint: string;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description BAD_STATE */
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
    "/api/v1/channels/{id}/dns-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DNS records to authenticate an email channel's sending domain (static guidance) */
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
                /** @description Records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["DnsRecords"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description NOT_EMAIL, NO_FROM_EMAIL */
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
    "/api/v1/channels/{id}/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The channel's test sends and their outcome, newest first (extension) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /** @description The channel's sends, newest first (at most limit) */
                                data: components["schemas"]["ChannelSend"][];
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/contacts/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Double opt-in: ask a contact to confirm through a channel (extension)
         * @description Body {channelId} of an active email, SMS or WhatsApp channel. The contact's subscription to that kind (email, sms, whatsapp) becomes pending and the channel sends a link (<base>/c/<token>, 7 days) whose page sets it to subscribed; emails also carry List-Unsubscribe. Answers {id, channelId, subscription: pending, messageId}; the send shows in GET /channels/{id}/sends.
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
                    "application/json": components["schemas"]["ConfirmContact"];
                };
            };
            responses: {
                /** @description Asked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
                                /**
                                 * @description The channel that sends the confirmation link
                                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                channelId: string;
                                /**
                                 * @description Always pending: the contact's subscription for the channel's kind (email, sms or whatsapp) awaits confirmation; the link's page sets it to subscribed
                                 * @example pending
                                 * @enum {string}
                                 */
                                subscription: "pending";
                                /**
                                 * @description The send carrying the link (msg_…); GET /channels/{id}/sends shows its outcome
                                 * @example msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                messageId: string;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description BAD_STATE */
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
    "/api/v1/referrals/program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The program (JSON null until one is set) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The program or null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralProgram"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /**
         * Create or replace the program
         * @description Creates or replaces the workspace's one program. Always required: rewardType, referrerValue, refereeValue, currency. Patch-style (omitted keeps the stored value): enabled (false on create), rewardExpiryDays (1-365, default 90), attributionWindowDays (1-180, default 30), marketingCampaignId. Reset-style (omitted → null): minPurchaseAmount, maxRewardsPerReferrer, programTerms (≤ 5000). Percent values outside 1-100 and day counts out of range → 400 INVALID_VALUE. Disabling always succeeds and never blocks pending attributions.
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
                    "application/json": components["schemas"]["ReferralProgramInput"];
                };
            };
            responses: {
                /** @description The program */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralProgram"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION, INVALID_VALUE */
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/referrals/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals over every link, computed live */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Totals; conversionRate = totalRewards / totalClicks (0 without clicks) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralStats"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/referrals/links/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer's share link (signed partner call; idempotent per customer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["IssueReferralLink"];
                };
            };
            responses: {
                /** @description data.link, null without an enabled program */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                link: components["schemas"]["ReferralLink"];
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
                /** @description FORBIDDEN, NO_ACCOUNT or FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH */
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
    "/api/v1/referrals/links/{accountId}/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link by code (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralLink"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
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
    "/api/v1/referrals/links/click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a click (signed partner call) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferralClick"];
                };
            };
            responses: {
                /** @description linkId and programId, or null (unknown code, program off) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralClicked"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH */
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
    "/api/v1/referrals/rewards/{accountId}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's reward codes (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.rewards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /** @description The referral codes minted for the customer, as referrer or referee, newest first; empty when none */
                                rewards: components["schemas"]["ReferralReward"][];
                            };
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
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
    "/api/v1/referrals/sweeps/expire-pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Expire pending attributions past their window (mkt:platform:admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many expired */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
                                /**
                                 * @description Pending attributions, in every workspace, whose window was over and that this run expired (at most 10,000 a run; the minute cron goes on)
                                 * @example 12
                                 */
                                expired: number;
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/referrals/attributions/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attribute a referee (pending), or null when not eligible
         * @description null for an unknown code, a disabled or absent program, a self-referral (the referrer's own customer id, or referrerEmail equal to refereeEmail ignoring case) and a replay (one attribution per referee). externalRef defaults to refereeCustomerId.
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
                    "application/json": components["schemas"]["ReferralSignup"];
                };
            };
            responses: {
                /** @description The attribution or null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralAttribution"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH */
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
    "/api/v1/referrals/attributions/checkout-start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stamp a checkout session on the customer's pending attribution */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferralCheckoutStart"];
                };
            };
            responses: {
                /** @description stamped, and the attribution id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralStamped"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH */
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
    "/api/v1/referrals/attributions/fulfill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reward a completed checkout (mints the two codes once)
         * @description A paid checkout's outcome. issued true with the two new dc_ codes (REF-XXXX-YYYY for the referrer, WELCOME-XXXXXX for the referee; the program's type, values and rewardExpiryDays; single use) — once, however many fulfils race. Otherwise issued false with reason: session_not_completed, no_attribution, already_fulfilled (a retry; no ids), currency_mismatch (voids it), below_minimum (stays pending), referrer_cap_reached (voids it), expired (window over; expires it); an attribution voided or expired earlier repeats its reason (refunded for a void).
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
                    "application/json": components["schemas"]["ReferralFulfil"];
                };
            };
            responses: {
                /** @description issued, the code ids or the reason */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralFulfilled"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH */
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
    "/api/v1/referrals/attributions/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a pending attribution (a refund), by checkout session or attribution id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferralVoid"];
                };
            };
            responses: {
                /** @description voided, or reason no_attribution | not_pending */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ReferralVoided"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH */
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
    "/api/v1/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List discount codes, newest first (manual and referral) */
        get: {
            parameters: {
                query?: {
                    limit?: number | null;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["DiscountCodePage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
         * Create a discount code
         * @description A manual code (source manual). code defaults to 8 random capitals and digits and is stored uppercase; it is unique in the workspace (409 CODE_EXISTS). value: whole percent 1-100 for percent types (else 400 INVALID_VALUE), minor units for fixed types. Manual codes count against the plan's discountCodesLimit (403 QUOTA_EXCEEDED; referral codes are not counted). maxUsesTotal and maxUsesPerCustomer default to unlimited.
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
                    "application/json": components["schemas"]["CreateDiscountCode"];
                };
            };
            responses: {
                /** @description The code */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["DiscountCode"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT or FORBIDDEN, NO_ACCOUNT, QUOTA_EXCEEDED */
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
                /** @description CODE_EXISTS */
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
    "/api/v1/discount-codes/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a code on a purchase
         * @description Applies a code to a purchase: percent types give that percent of amount rounded down, fixed types their value capped at amount (shipping types: the same on the shipping amount sent). One use is counted atomically (20 racing redemptions of a single-use code: one wins). 409 CODE_NOT_USABLE when expired, used up, for another customer, a fixed value in another currency, or a referral welcome code on the purchase that earned it; 404 NOT_FOUND for an unknown code. Repeating a redemption for the same session and customer returns the first one. Counts discountsRedeemed in usage.
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
                    "application/json": components["schemas"]["RedeemDiscountCode"];
                };
            };
            responses: {
                /** @description The discount */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["DiscountRedeemed"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description CODE_NOT_USABLE */
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
    "/api/v1/billing/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan catalogue (public; IDR a month) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plans, free first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["MktPlanEntry"][];
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
    "/api/v1/billing/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan in force and its limits (-1 unlimited) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The current plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["MktCurrentPlan"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's subscription (no subscription: free and active) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
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
                            data: components["schemas"]["MktBillingSubscription"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/billing/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contacts now and this month's counters (UTC; reset at resetAt) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Usage */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["MktUsage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plan invoices, newest first (limit default 20, at most 50) */
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
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["MktInvoicePage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /**
         * Open a checkout for a paid plan
         * @description Opens a hosted checkout for a paid plan (STARTER, GROWTH or SCALE; any case). email defaults to the access token's (a signed key has none: send it). Currency: an explicit IDR or USD wins; otherwise Edge-IPCountry ID, XX, T1 or none bills IDR and any other country USD (in production the edge sets the header, not the client). The first invoice is listed at once (open); the plan changes when payment is confirmed. 503 PLAN_NOT_CONFIGURED before a platform admin has configured billing (PUT /billing/config); 503 CURRENCY_NOT_ROUTED when the billing workspace routes no payment method for the currency (USD needs the wallet network, gateway C); 502 PAYMENTS_REFUSED when payments refuses otherwise; 500 CHECKOUT_FAILED only for an unexpected fault. After any of them nothing is left billing.
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
                    "application/json": components["schemas"]["MktCheckout"];
                };
            };
            responses: {
                /** @description The checkout to send the merchant to */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["MktCheckoutResult"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description RATE_LIMITED */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CHECKOUT_FAILED */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description PAYMENTS_REFUSED */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description PLAN_NOT_CONFIGURED, CURRENCY_NOT_ROUTED */
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
        /** Cancel at the period end (active → canceling) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The subscription, canceling */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["MktBillingSubscription"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description BAD_STATE */
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
                /** @description CANCEL_FAILED */
                500: {
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
    "/api/v1/billing/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Point plan billing at a payments workspace (extension; mkt:platform:admin)
         * @description Names the payments workspace (and environment) whose plans bill marketing subscriptions and creates there, once, a monthly plan per paid plan and currency (IDR 299000/799000/2499000, USD 1900/4900/15900 cents). Re-running keeps what exists. npm start does this for the local billing workspace.
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
                    "application/json": components["schemas"]["MktBillingConfig"];
                };
            };
            responses: {
                /** @description The configuration and its prices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["MktBillingConfigResult"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List campaigns, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number | null;
                    cursor?: string;
                    status?: "draft" | "scheduled" | "sending" | "sent" | "canceled" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CampaignPage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
         * Create a draft campaign
         * @description The channel must be this workspace's and able to address contacts (email, SMS, WhatsApp, Telegram, LINE, push); a revoked one is 400 NO_CHANNEL. Personalisation fields are checked now (an unknown one is 400 naming it). States draft → scheduled → sending → sent | canceled | failed; a move from any other state is 409 BAD_STATE.
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
                    "application/json": components["schemas"]["CreateCampaign"];
                };
            };
            responses: {
                /** @description The draft */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Campaign"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION, NO_CHANNEL */
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a campaign */
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
                /** @description The campaign */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Campaign"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        /** Delete a campaign that never sent (draft or scheduled) */
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
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
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
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description BAD_STATE */
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
        /** Edit a draft or scheduled campaign */
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
                    "application/json": components["schemas"]["PatchCampaign"];
                };
            };
            responses: {
                /** @description The campaign */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Campaign"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION, NO_CHANNEL */
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description BAD_STATE */
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
    "/api/v1/campaigns/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule a draft to send at sendAt (the minute cron starts it) */
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
                    "application/json": components["schemas"]["ScheduleCampaign"];
                };
            };
            responses: {
                /** @description The scheduled campaign */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Campaign"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION, NO_CHANNEL */
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
                /** @description FORBIDDEN, NO_ACCOUNT or QUOTA_EXCEEDED */
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
                /** @description BAD_STATE, NO_FROM_EMAIL */
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
    "/api/v1/campaigns/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send now
         * @description Freezes the audience (each contact once; contacts not subscribed on the channel's kind, suppressed or without the address are excluded and counted by reason), counts the recipients against the month's plan (403 QUOTA_EXCEEDED with the numbers, before anything goes out), and queues the send. Of racing calls one starts the send; the others are 409 BAD_STATE.
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
                /** @description The campaign, sending */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Campaign"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION, NO_CHANNEL */
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
                /** @description FORBIDDEN, NO_ACCOUNT or QUOTA_EXCEEDED */
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
                /** @description BAD_STATE, NO_FROM_EMAIL */
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
    "/api/v1/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel before or during a send (what has not gone out stays unsent) */
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
                /** @description The canceled campaign */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Campaign"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
                /** @description BAD_STATE */
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
    "/api/v1/campaigns/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the campaign's content to up to five addresses now (not counted) */
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
                    "application/json": components["schemas"]["TestCampaign"];
                };
            };
            responses: {
                /** @description The provider's answer per address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CampaignTestResult"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION, NO_CHANNEL */
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
                /** @description FORBIDDEN, NO_ACCOUNT or QUOTA_EXCEEDED */
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
                /** @description BAD_STATE, NO_FROM_EMAIL */
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
    "/api/v1/campaigns/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render the content for one contact */
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
                    "application/json": components["schemas"]["PreviewCampaign"];
                };
            };
            responses: {
                /** @description The rendered message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CampaignPreview"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description VALIDATION */
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/campaigns/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the campaign did: counts by status, exclusions by reason, opens, clicks per link, timing */
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
                            data: components["schemas"]["CampaignReport"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign's recipients (frozen at send start), in contact-id order */
        get: {
            parameters: {
                query?: {
                    limit?: number | null;
                    cursor?: string;
                    status?: "queued" | "sending" | "sent" | "failed" | "skipped" | "canceled" | "excluded";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CampaignRecipientPage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event-types": {
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
                            data: components["schemas"]["MktEventType"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["MktWebhookDelivery"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["MktWebhookEndpoint"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
         *     **Receiving deliveries.** Each event is sent as `POST <url>` with `Content-Type: application/json`, `User-Agent: Pasar-Webhooks/1.0`, `Mkt-Signature: t=<Unix seconds>,v1=<hex>` and the body `{"id":"evt_…","type":"…","occurredAt":"…","accountId":"acc_…","environment":"test","data":{…}}`, where `data` is the resource as it was when the event happened. A 2xx answer within 10 seconds is success (redirects are not followed); otherwise it is tried again after 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h, then the delivery is failed. A delivery can arrive more than once and in any order: deduplicate on the event `id`.
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
                    "application/json": components["schemas"]["MktWebhookEndpointCreate"];
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
                            data: components["schemas"]["MktWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["MktWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                    "application/json": components["schemas"]["MktWebhookEndpointUpdate"];
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
                            data: components["schemas"]["MktWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                    "application/json": components["schemas"]["MktWebhookSecretRotate"];
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
                            data: components["schemas"]["MktWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["MktWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["MktWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["MktEvent"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["MktEvent"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List suppressed addresses, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number | null;
                    cursor?: string;
                    /** @description Only suppressions with this reason */
                    reason?: "hard_bounce" | "complaint" | "manual";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SuppressionPage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
         * Suppress an address
         * @description Adds an address to the workspace's suppression list: no campaign sends to it until it is removed. 201 with the new entry; an address already on the list (by its normalised form, whatever the reason) answers 200 with the entry as it is, nothing changed. An address that is neither a valid email nor an E.164 phone number is 400 VALIDATION.
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
                    "application/json": components["schemas"]["CreateSuppression"];
                };
            };
            responses: {
                /** @description Already on the list: the entry as it is */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Suppression"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description The new entry */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Suppression"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/suppressions/{address}": {
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
         * Remove an address from the list
         * @description Removes the address (normalised as on POST) from the list, whatever the reason it was added for: later campaigns send to it again. A bounce or complaint reported afterwards suppresses it anew. 404 NOT_FOUND when it is not on the list.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The address, URL-encoded */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example {
                             *       "status": "running",
                             *       "processed": 1200,
                             *       "total": 5000
                             *     }
                             */
                            data: {
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
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/contacts/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything held about a contact (extension)
         * @description Everything the marketing service holds about the contact: the contact, its lists, subscriptions, the campaigns it was sent (delivery, opens, clicks, bounces), its clicks per link, referral attributions (by email, or by externalRef as the customer id), discount redemptions (externalRef as the customer id), and the suppression entries of its addresses. Each list holds at most 1000 entries, newest first; truncated flags the lists that had more. Recorded in the audit log (contact.export). Another workspace's contact is 404.
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
                /** @description The contact's data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ContactExport"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a contact's personal data (extension)
         * @description Removes the contact's personal data from the marketing service in one atomic step: the contact and its list memberships are deleted; its campaign recipient rows and clicks stay (so campaign counts do not change) under an opaque id, without the address; suppression entries keep only the address's hash; referral attributions keep their rows with the email replaced by "erased"; confirmation messages, pending CSV import rows, import errors, events and webhook bodies lose the address. A tombstone (the identity hash) makes imports skip the contact and POST /contacts refuse it (409 CONTACT_ERASED) unless allowErased is sent. Recorded in the audit log (contact.erase). An unknown or already erased contact is 404.
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
                /** @description Erased */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ContactErased"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN, NO_ACCOUNT */
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
    "/api/v1/storefront/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List non-archived products, newest first
         * @description limit default 50, clamped 1-100; published and type filter. Publishable keys see published products only.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number | null;
                    cursor?: string;
                    published?: string;
                    type?: "physical" | "digital" | "license";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ProductPage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
         * Create a product (a draft)
         * @description A draft (published false unless sent). slug (2-80, ^[a-z0-9-]+$) defaults to the name (lowercase, hyphenated, other characters dropped); a taken slug gets a base-36 timestamp suffix. price is in the currency's smallest unit (IDR whole rupiah, USD and SGD cents). Unknown or server-managed fields → 400 VALIDATION_ERROR. Beyond the plan's product cap (free 10, starter 100 non-archived) → 403 QUOTA_EXCEEDED. aiGenerate true starts an AI fill (aiStatus generating; counts against the monthly AI quota).
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
                    "application/json": components["schemas"]["CreateProduct"];
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
                            data: components["schemas"]["Product"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN or FORBIDDEN, QUOTA_EXCEEDED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
    "/api/v1/storefront/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a product with its files (archived ones too; drafts are 404 to publishable keys) */
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
                            data: components["schemas"]["Product"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
        /** Archive a product (204; again: 204) */
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
                /** @description Archived */
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
        /**
         * Update a product
         * @description Any of name, description, price, thumbnail, coverImages, tags, published, licenseEnabled, maxActivations, gtin, googleProductCategory, brand, feedExcluded, metadata → 200 with the full product. archived false restores an archived product as a draft (it takes a product slot: 403 QUOTA_EXCEEDED on a full plan); archived true is 400 (archive with DELETE). Anything else (slug, currency, type, ids, timestamps) → 400 VALIDATION_ERROR. Any other patch of an archived product is 404. store.product.updated.v1 is sent on every successful patch, no-ops included.
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
                    "application/json": components["schemas"]["PatchProduct"];
                };
            };
            responses: {
                /** @description The full product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Product"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
    "/api/v1/storefront/products/{id}/ai-generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fill description and tags with AI (202; poll aiStatus) */
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
                /** @description Started */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description That the AI fill started, in words; poll GET /storefront/products/{id} until aiStatus is complete or failed
                                 * @example Pembayaran berhasil diterima
                                 */
                                message: string;
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
                /** @description FORBIDDEN or FORBIDDEN, QUOTA_EXCEEDED */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
    "/api/v1/storefront/products/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a file (digital and license products; multipart `file`, at most 100 MB) */
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
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The file's bytes, 1 byte to 100 MB; its name and Content-Type are kept (digital and license products only)
                         * @example ebook-resep-kopi.pdf
                         */
                        file?: string;
                    };
                };
            };
            responses: {
                /** @description The file (sha256 of its bytes) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["ProductFile"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
    "/api/v1/storefront/products/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a file (204) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    fileId: string;
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
                /** @description Missing or invalid credentials */
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
                /** @description RESOURCE_NOT_FOUND */
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
    "/api/v1/inventory/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List variants, newest first (?productId= for one product's) */
        get: {
            parameters: {
                query?: {
                    productId?: string;
                    limit?: number | null;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description data.data, data.cursor, data.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["VariantPage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
         * Create a variant
         * @description A variant of a live product in this workspace (else 404 RESOURCE_NOT_FOUND): title 1-200, sku at most 64 and unique in the workspace (409 SKU_TAKEN), options a string map, priceCents the variant's absolute price in the product currency's smallest unit. Events store.variant.created.v1 / updated.v1 (the variant) and archived.v1 ({id, productId}) on delete.
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
                    "application/json": components["schemas"]["CreateVariant"];
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
                            data: components["schemas"]["Variant"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description SKU_TAKEN */
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
    "/api/v1/inventory/variants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a variant */
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
                /** @description The variant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["Variant"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
        /** Delete a variant (204) */
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
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
        /** Update a variant */
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
                    "application/json": components["schemas"]["PatchVariant"];
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
                            data: components["schemas"]["Variant"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                /** @description FORBIDDEN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description RESOURCE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description SKU_TAKEN */
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
    "/api/v1/storefront/event-types": {
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
                /** @description Every event type */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The result of the operation (null on an error).
                             * @example [
                             *       "store.product.created.v1",
                             *       "store.product.updated.v1"
                             *     ]
                             */
                            data: string[];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/webhook-deliveries": {
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
                            /**
                             * @description The result of the operation (null on an error).
                             * @example [
                             *       "store.product.created.v1",
                             *       "store.product.updated.v1"
                             *     ]
                             */
                            data: components["schemas"]["StoreWebhookDelivery"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/webhook-endpoints": {
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
                            /**
                             * @description The result of the operation (null on an error).
                             * @example [
                             *       "store.product.created.v1",
                             *       "store.product.updated.v1"
                             *     ]
                             */
                            data: components["schemas"]["StoreWebhookEndpoint"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
         *     **Receiving deliveries.** Each event is sent as `POST <url>` with `Content-Type: application/json`, `User-Agent: Pasar-Webhooks/1.0`, `Store-Signature: t=<Unix seconds>,v1=<hex>` and the body `{"id":"evt_…","type":"…","occurredAt":"…","accountId":"acc_…","environment":"test","data":{…}}`, where `data` is the resource as it was when the event happened. A 2xx answer within 10 seconds is success (redirects are not followed); otherwise it is tried again after 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h, then the delivery is failed. A delivery can arrive more than once and in any order: deduplicate on the event `id`.
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
                    "application/json": components["schemas"]["StoreWebhookEndpointCreate"];
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
                            data: components["schemas"]["StoreWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/webhook-endpoints/{id}": {
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
                            data: components["schemas"]["StoreWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                    "application/json": components["schemas"]["StoreWebhookEndpointUpdate"];
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
                            data: components["schemas"]["StoreWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/webhook-endpoints/{id}/rotate-secret": {
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
                    "application/json": components["schemas"]["StoreWebhookSecretRotate"];
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
                            data: components["schemas"]["StoreWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/webhook-deliveries/{id}": {
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
                            data: components["schemas"]["StoreWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/webhook-deliveries/{id}/retry": {
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
                            data: components["schemas"]["StoreWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/events": {
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
                            /**
                             * @description The result of the operation (null on an error).
                             * @example [
                             *       "store.product.created.v1",
                             *       "store.product.updated.v1"
                             *     ]
                             */
                            data: components["schemas"]["StoreEvent"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/storefront/events/{id}": {
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
                            data: components["schemas"]["StoreEvent"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ContactPage: {
            /** @description The items on this page. */
            data: components["schemas"]["Contact"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        Contact: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The workspace (acc_…) the contact belongs to
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description Hex SHA-256 of the normalised email and phone (email + "|" + phone, an absent part as ""); unique per workspace: the key POST /contacts upserts on
             * @example b1946ac92492d2347c6235b4d2611184
             */
            identityHash: string;
            /**
             * @description Email address, lowercased; null when the contact has none
             * @example siti.rahayu@example.com
             */
            email: string | null;
            /**
             * @description Phone number as + and digits only; null when the contact has none
             * @example +6281234567890
             */
            phone: string | null;
            /**
             * @description Given name; null when not known
             * @example Siti
             */
            firstName: string | null;
            /**
             * @description Family name; null when not known
             * @example Rahayu
             */
            lastName: string | null;
            /**
             * @description Handles per network (telegram, instagram, line, whatsapp, discord, ...; unknown keys kept): a string map of at most 50 entries, keys 1-64, values at most 500 characters; empty by default
             * @example {
             *       "instagram": "@tokokopisenja",
             *       "tiktok": "@tokokopisenja"
             *     }
             */
            socialHandles: {
                [key: string]: string;
            };
            /**
             * @description Subscription state per channel kind (email, sms, whatsapp, ...): subscribed, unsubscribed or pending (asked to confirm a double opt-in). A channel kind that is absent counts as subscribed. String map of at most 50 entries; empty by default
             * @example {
             *       "email": "subscribed",
             *       "whatsapp": "unsubscribed"
             *     }
             */
            subscriptions: {
                [key: string]: string;
            };
            /**
             * @description Your own free-form JSON fields (keys 1-64 characters), at most 16 KiB as JSON; stored and returned as sent, not interpreted; empty by default
             * @example {
             *       "kota": "Jakarta Selatan",
             *       "tier": "gold"
             *     }
             */
            attributes: {
                [key: string]: unknown;
            };
            /**
             * @description Tags (extension), matched by the segment tag rule: at most 50 tags of 1-64 characters; empty by default
             * @example [
             *       "kopi"
             *     ]
             */
            tags: string[];
            /**
             * @description Where the contact came from (csv_import for imported rows sent without one); null when not known
             * @example checkout
             */
            source: string | null;
            /**
             * @description Your own reference for the contact; null when not set
             * @example ORD-2026-0042
             */
            externalRef: string | null;
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
        CreateContact: {
            /**
             * @description Email address, or null for none; trimmed and lowercased, then it must be a valid address (at most 254 characters). With phone it forms the identity the contact is keyed on: email or phone is required (a PATCH may not remove both)
             * @example budi@example.com
             */
            email?: string;
            /**
             * @description Phone number, or null for none: 4-40 characters as sent, then every character but + and digits is removed (send E.164, such as +6281234567890). With email it forms the identity the contact is keyed on: email or phone is required
             * @example +62 812-3456-7890
             */
            phone?: string;
            /**
             * @description Given name, one line of at most 120 characters; an empty string is stored as null
             * @example Siti
             */
            firstName?: string | null;
            /**
             * @description Family name, one line of at most 120 characters; an empty string is stored as null
             * @example Rahayu
             */
            lastName?: string | null;
            /**
             * @description Handles per network (telegram, instagram, line, whatsapp, discord, ...; unknown keys kept): a string map of at most 50 entries, keys 1-64, values at most 500 characters. When sent it replaces the stored map
             * @example {
             *       "instagram": "@budi"
             *     }
             */
            socialHandles?: {
                [key: string]: string;
            };
            /**
             * @description Subscription state per channel kind (email, sms, whatsapp, ...): subscribed, unsubscribed or pending (asked to confirm a double opt-in). A channel kind that is absent counts as subscribed. String map of at most 50 entries. When sent it replaces the stored map
             * @example {
             *       "email": "subscribed"
             *     }
             */
            subscriptions?: {
                [key: string]: string;
            };
            /**
             * @description Your own free-form JSON fields (keys 1-64 characters), at most 16 KiB as JSON; stored and returned as sent, not interpreted. When sent it replaces the stored object
             * @example {
             *       "kota": "Jakarta Selatan",
             *       "tier": "gold"
             *     }
             */
            attributes?: {
                [key: string]: unknown;
            };
            /**
             * @description Tags (extension), matched by the segment tag rule: at most 50 tags of 1-64 characters. When sent it replaces the stored tags
             * @example [
             *       "kopi"
             *     ]
             */
            tags?: string[];
            /**
             * @description Where the contact came from (for example checkout, signup_form; csv_import for imported rows sent without one), at most 120 characters; an empty string is stored as null
             * @example checkout
             */
            source?: string | null;
            /**
             * @description Your own reference for the contact (for example its customer id in your system), at most 200 characters; an empty string is stored as null
             * @example ORD-2026-0042
             */
            externalRef?: string | null;
            /**
             * @description true: a contact erased at the workspace's request (POST /contacts/{id}/erase) may be added again, and its tombstone is removed. Omitted or false: an erased identity is refused (409 CONTACT_ERASED)
             * @example false
             */
            allowErased?: boolean;
        };
        ImportResult: {
            /**
             * @description Rows that created a new contact
             * @example 12
             */
            created: number;
            /**
             * @description Rows that updated an existing contact (a second row with the same identity in one import counts here too)
             * @example 12
             */
            updated: number;
            /**
             * @description Rows not written: those without email and phone (each also in errors) plus, with skipExisting, those whose identity exists
             * @example 12
             */
            skipped: number;
            /** @description One entry per row skipped for lacking both email and phone, or (reason "erased") for naming an erased contact without allowErased; empty when none */
            errors: {
                /**
                 * @description Position of the row in rows, zero-based
                 * @example 42
                 */
                index: number;
                /**
                 * @description Why the row was skipped, in words
                 * @example requested_by_customer
                 */
                reason: string;
            }[];
            /**
             * @description The list named by listName that the rows joined; null when no listName was sent
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            listId: string | null;
        };
        ImportContacts: {
            /** @description The contacts to create or update, 1-5000, each a contact body as POST /contacts takes (email or phone; a row with neither is skipped and reported in errors). The whole body is validated first: one invalid value rejects everything */
            rows: {
                /**
                 * @description Email address, or null for none; trimmed and lowercased, then it must be a valid address (at most 254 characters). With phone it forms the identity the contact is keyed on: email or phone is required (a PATCH may not remove both)
                 * @example budi@example.com
                 */
                email?: string;
                /**
                 * @description Phone number, or null for none: 4-40 characters as sent, then every character but + and digits is removed (send E.164, such as +6281234567890). With email it forms the identity the contact is keyed on: email or phone is required
                 * @example +62 812-3456-7890
                 */
                phone?: string;
                /**
                 * @description Given name, one line of at most 120 characters; an empty string is stored as null
                 * @example Siti
                 */
                firstName?: string | null;
                /**
                 * @description Family name, one line of at most 120 characters; an empty string is stored as null
                 * @example Rahayu
                 */
                lastName?: string | null;
                /**
                 * @description Handles per network (telegram, instagram, line, whatsapp, discord, ...; unknown keys kept): a string map of at most 50 entries, keys 1-64, values at most 500 characters. When sent it replaces the stored map
                 * @example {
                 *       "instagram": "@budi"
                 *     }
                 */
                socialHandles?: {
                    [key: string]: string;
                };
                /**
                 * @description Subscription state per channel kind (email, sms, whatsapp, ...): subscribed, unsubscribed or pending (asked to confirm a double opt-in). A channel kind that is absent counts as subscribed. String map of at most 50 entries. When sent it replaces the stored map
                 * @example {
                 *       "email": "subscribed"
                 *     }
                 */
                subscriptions?: {
                    [key: string]: string;
                };
                /**
                 * @description Your own free-form JSON fields (keys 1-64 characters), at most 16 KiB as JSON; stored and returned as sent, not interpreted. When sent it replaces the stored object
                 * @example {
                 *       "kota": "Jakarta Selatan",
                 *       "tier": "gold"
                 *     }
                 */
                attributes?: {
                    [key: string]: unknown;
                };
                /**
                 * @description Tags (extension), matched by the segment tag rule: at most 50 tags of 1-64 characters. When sent it replaces the stored tags
                 * @example [
                 *       "kopi"
                 *     ]
                 */
                tags?: string[];
                /**
                 * @description Where the contact came from (for example checkout, signup_form; csv_import for imported rows sent without one), at most 120 characters; an empty string is stored as null
                 * @example checkout
                 */
                source?: string | null;
                /**
                 * @description Your own reference for the contact (for example its customer id in your system), at most 200 characters; an empty string is stored as null
                 * @example ORD-2026-0042
                 */
                externalRef?: string | null;
            }[];
            /**
             * @description Name of a contact list (1-120 characters) that created and updated rows join; created if the workspace has none of that name. Omitted: no list
             * @example Pelanggan newsletter
             */
            listName?: string;
            /**
             * @description true: rows whose identity already exists are left untouched and counted as skipped (without an errors entry). false (default): they are updated with the fields sent
             * @default false
             * @example false
             */
            skipExisting?: boolean;
            /**
             * @description true: a contact erased at the workspace's request (POST /contacts/{id}/erase) may be added again, and its tombstone is removed. Omitted or false: an erased identity is refused: skipped with an errors entry whose reason is "erased"
             * @default false
             * @example false
             */
            allowErased?: boolean;
        };
        PatchContact: {
            /**
             * @description Email address, or null for none; trimmed and lowercased, then it must be a valid address (at most 254 characters). With phone it forms the identity the contact is keyed on: email or phone is required (a PATCH may not remove both)
             * @example budi@example.com
             */
            email?: string;
            /**
             * @description Phone number, or null for none: 4-40 characters as sent, then every character but + and digits is removed (send E.164, such as +6281234567890). With email it forms the identity the contact is keyed on: email or phone is required
             * @example +62 812-3456-7890
             */
            phone?: string;
            /**
             * @description Given name, one line of at most 120 characters; an empty string is stored as null
             * @example Siti
             */
            firstName?: string | null;
            /**
             * @description Family name, one line of at most 120 characters; an empty string is stored as null
             * @example Rahayu
             */
            lastName?: string | null;
            /**
             * @description Handles per network (telegram, instagram, line, whatsapp, discord, ...; unknown keys kept): a string map of at most 50 entries, keys 1-64, values at most 500 characters. When sent it replaces the stored map
             * @example {
             *       "instagram": "@budi"
             *     }
             */
            socialHandles?: {
                [key: string]: string;
            };
            /**
             * @description Subscription state per channel kind (email, sms, whatsapp, ...): subscribed, unsubscribed or pending (asked to confirm a double opt-in). A channel kind that is absent counts as subscribed. String map of at most 50 entries. When sent it replaces the stored map
             * @example {
             *       "email": "subscribed"
             *     }
             */
            subscriptions?: {
                [key: string]: string;
            };
            /**
             * @description Your own free-form JSON fields (keys 1-64 characters), at most 16 KiB as JSON; stored and returned as sent, not interpreted. When sent it replaces the stored object
             * @example {
             *       "kota": "Jakarta Selatan",
             *       "tier": "gold"
             *     }
             */
            attributes?: {
                [key: string]: unknown;
            };
            /**
             * @description Tags (extension), matched by the segment tag rule: at most 50 tags of 1-64 characters. When sent it replaces the stored tags
             * @example [
             *       "kopi"
             *     ]
             */
            tags?: string[];
            /**
             * @description Where the contact came from (for example checkout, signup_form; csv_import for imported rows sent without one), at most 120 characters; an empty string is stored as null
             * @example checkout
             */
            source?: string | null;
            /**
             * @description Your own reference for the contact (for example its customer id in your system), at most 200 characters; an empty string is stored as null
             * @example ORD-2026-0042
             */
            externalRef?: string | null;
        };
        ContactList: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The list's name (1-120 characters), as an import's listName gave it
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description How many contacts are on the list now
             * @example 12
             */
            memberCount: number;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        Segment: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The workspace (acc_…) the segment belongs to
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description The segment's name, unique in the workspace
             * @example Pelanggan setia Jakarta
             */
            name: string;
            /**
             * @description What the segment is for; null when none was given
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string | null;
            filter: components["schemas"]["SegmentFilter"];
            /**
             * @description Member count when last computed (0 until the first computation); refreshed in the background within seconds of a create or filter change and hourly after that. The preview endpoint counts live
             * @example 12
             */
            cachedSize: number;
            /**
             * @description When cachedSize was computed (ISO 8601, UTC); null until it first has been
             * @example 2026-11-20T03:04:05.000Z
             */
            cachedAt: string | null;
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
        /** @description Which contacts belong to a segment, evaluated live whenever it is used: rules combined by match. A filter is stored as sent (a rule that is dropped stays stored) */
        SegmentFilter: {
            /**
             * @description How the rules combine: all (a contact must match every rule, AND) or any (at least one, OR)
             * @example all
             * @enum {string}
             */
            match: "all" | "any";
            /** @description At most 20 rules. A rule the server does not recognise is dropped and named in meta.warnings; with no rules left the segment matches every contact in the workspace */
            rules: components["schemas"]["SegmentRule"][];
        };
        /**
         * @example {
         *       "field": "subscription.email",
         *       "op": "eq",
         *       "value": "subscribed"
         *     }
         */
        SegmentRule: {
            /**
             * @description What the rule tests (1-80 characters): list (list ids), tag (tag names), subscription.<channel> (for example subscription.email), createdAt or source. A field not in this set makes the rule be dropped
             * @example city
             */
            field: string;
            /**
             * @description Comparison: in / not_in (value is an array: list, tag, source), eq / neq (a single value: subscription.<channel>, source), gte / lte / gt / lt (createdAt). An operator the field does not take drops the rule
             * @example in
             * @enum {string}
             */
            op: "in" | "not_in" | "eq" | "neq" | "gte" | "lte" | "gt" | "lt";
            /**
             * @description The operand: an array of at most 1000 values for in and not_in, a single string, number, boolean or null otherwise. createdAt takes an ISO 8601 string (offsets honoured; a bare date is midnight UTC); subscription.<channel> usually subscribed or unsubscribed (an absent subscription counts as subscribed)
             * @example [
             *       "Jakarta Selatan"
             *     ]
             */
            value: (string | number | boolean | null)[] | string | number | boolean | null;
        };
        CreateSegment: {
            /**
             * @description The segment's name, one line of 1-120 characters (trimmed); unique in the workspace (409 NAME_EXISTS)
             * @example Pelanggan setia Jakarta
             */
            name: string;
            /**
             * @description What the segment is for, at most 500 characters; null for none
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            filter: components["schemas"]["SegmentFilter"];
        };
        PreviewFilter: {
            filter: components["schemas"]["SegmentFilter"];
        };
        PatchSegment: {
            /**
             * @description The segment's name, one line of 1-120 characters (trimmed); unique in the workspace (409 NAME_EXISTS). Omitted: unchanged
             * @example Pelanggan setia Jakarta
             */
            name?: string;
            /**
             * @description What the segment is for, at most 500 characters; null for none. Omitted: unchanged
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            filter?: components["schemas"]["SegmentFilter"];
        };
        Channel: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The delivery provider: email_v1-email_v5 (email), sms_v1-sms_v2 (SMS), messaging_v1-messaging_v6 (messaging apps; v5 and v6 are incoming webhooks), push_v1-push_v2 (push), social_v1-social_v7 (social networks; v1-v6 connect through OAuth only, v7 usually) or webhook_generic (a signed JSON POST to your URL). Vendors: email_v1 Resend, email_v2 SendGrid, email_v3 Mailgun, email_v4 Postmark, email_v5 Amazon SES; sms_v1 Twilio, sms_v2 Vonage; messaging_v1 WhatsApp Cloud API, messaging_v2 Twilio WhatsApp, messaging_v3 Telegram, messaging_v4 LINE, messaging_v5 a Slack-style and messaging_v6 a Discord-style incoming webhook; push_v1 OneSignal, push_v2 Firebase Cloud Messaging; social_v1-social_v7 Facebook Pages, Instagram, TikTok, X, LinkedIn, YouTube, Threads
             * @example email_v1
             * @enum {string}
             */
            provider: "email_v1" | "email_v2" | "email_v3" | "email_v4" | "email_v5" | "sms_v1" | "sms_v2" | "messaging_v1" | "messaging_v2" | "messaging_v3" | "messaging_v4" | "messaging_v5" | "messaging_v6" | "push_v1" | "push_v2" | "social_v1" | "social_v2" | "social_v3" | "social_v4" | "social_v5" | "social_v6" | "social_v7" | "webhook_generic";
            /**
             * @description The provider-side identifier of the sending asset (a phone number id, a page id, ...); the literal pending on an OAuth-connected channel until its asset is chosen; null when not applicable
             * @example 109876543210
             */
            externalId: string | null;
            /**
             * @description Your name for the channel
             * @example Toko Kopi Senja
             */
            displayName: string;
            /**
             * @description pending: not yet connected; active: connected and able to send (POST /channels and a successful OAuth connect set it); expired: reserved, nothing sets it yet; revoked: disconnected by DELETE (sends are refused; reconnect by POST or OAuth)
             * @example pending
             * @enum {string}
             */
            status: "pending" | "active" | "expired" | "revoked";
            /**
             * @description Provider settings, free-form per provider (at most 8 KiB as JSON): email uses fromEmail, fromName, replyTo; messaging_v1 templateNamespace; messaging_v2 content.contentSid with content.contentVariables, or content.text, and fromNumber; push_v1 appName
             * @example {
             *       "fromEmail": "halo@tokokopisenja.example.com",
             *       "fromName": "Toko Kopi Senja"
             *     }
             */
            config: {
                [key: string]: unknown;
            };
            /**
             * @description The OAuth scopes the provider granted; kept for audit only; empty for static-credential channels
             * @example [
             *       "pages_manage_posts",
             *       "pages_read_engagement"
             *     ]
             */
            scopesGranted: string[];
            /**
             * @description When the channel was last connected, by POST /channels or an OAuth connect (ISO 8601, UTC); null if it never was
             * @example 2026-11-20T03:04:05.000Z
             */
            lastSyncedAt: string | null;
            /**
             * @description Reserved for the last provider error; always null
             * @example Connection refused by the receiver
             */
            lastError: string | null;
            /**
             * @description When the OAuth access token expires (ISO 8601, UTC), from the provider's answer; null for static credentials or tokens without an expiry
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        CreatedChannel: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The delivery provider: email_v1-email_v5 (email), sms_v1-sms_v2 (SMS), messaging_v1-messaging_v6 (messaging apps; v5 and v6 are incoming webhooks), push_v1-push_v2 (push), social_v1-social_v7 (social networks; v1-v6 connect through OAuth only, v7 usually) or webhook_generic (a signed JSON POST to your URL). Vendors: email_v1 Resend, email_v2 SendGrid, email_v3 Mailgun, email_v4 Postmark, email_v5 Amazon SES; sms_v1 Twilio, sms_v2 Vonage; messaging_v1 WhatsApp Cloud API, messaging_v2 Twilio WhatsApp, messaging_v3 Telegram, messaging_v4 LINE, messaging_v5 a Slack-style and messaging_v6 a Discord-style incoming webhook; push_v1 OneSignal, push_v2 Firebase Cloud Messaging; social_v1-social_v7 Facebook Pages, Instagram, TikTok, X, LinkedIn, YouTube, Threads
             * @example email_v1
             * @enum {string}
             */
            provider: "email_v1" | "email_v2" | "email_v3" | "email_v4" | "email_v5" | "sms_v1" | "sms_v2" | "messaging_v1" | "messaging_v2" | "messaging_v3" | "messaging_v4" | "messaging_v5" | "messaging_v6" | "push_v1" | "push_v2" | "social_v1" | "social_v2" | "social_v3" | "social_v4" | "social_v5" | "social_v6" | "social_v7" | "webhook_generic";
            /**
             * @description Your name for the channel
             * @example Toko Kopi Senja
             */
            displayName: string;
            /**
             * @description pending: not yet connected; active: connected and able to send (POST /channels and a successful OAuth connect set it); expired: reserved, nothing sets it yet; revoked: disconnected by DELETE (sends are refused; reconnect by POST or OAuth)
             * @example pending
             * @enum {string}
             */
            status: "pending" | "active" | "expired" | "revoked";
            /**
             * @description The provider-side identifier of the sending asset (a phone number id, a page id, ...); the literal pending on an OAuth-connected channel until its asset is chosen; null when not applicable
             * @example 109876543210
             */
            externalId: string | null;
            /**
             * @description Provider settings, free-form per provider (at most 8 KiB as JSON): email uses fromEmail, fromName, replyTo; messaging_v1 templateNamespace; messaging_v2 content.contentSid with content.contentVariables, or content.text, and fromNumber; push_v1 appName
             * @example {
             *       "fromEmail": "halo@tokokopisenja.example.com",
             *       "fromName": "Toko Kopi Senja"
             *     }
             */
            config: {
                [key: string]: unknown;
            };
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        CreateChannel: {
            /**
             * @description The delivery provider: email_v1-email_v5 (email), sms_v1-sms_v2 (SMS), messaging_v1-messaging_v6 (messaging apps; v5 and v6 are incoming webhooks), push_v1-push_v2 (push), social_v1-social_v7 (social networks; v1-v6 connect through OAuth only, v7 usually) or webhook_generic (a signed JSON POST to your URL). Vendors: email_v1 Resend, email_v2 SendGrid, email_v3 Mailgun, email_v4 Postmark, email_v5 Amazon SES; sms_v1 Twilio, sms_v2 Vonage; messaging_v1 WhatsApp Cloud API, messaging_v2 Twilio WhatsApp, messaging_v3 Telegram, messaging_v4 LINE, messaging_v5 a Slack-style and messaging_v6 a Discord-style incoming webhook; push_v1 OneSignal, push_v2 Firebase Cloud Messaging; social_v1-social_v7 Facebook Pages, Instagram, TikTok, X, LinkedIn, YouTube, Threads. social_v1-social_v6 are refused here (400 USE_OAUTH): connect them through GET /channels/oauth/{provider}/start
             * @example email_v1
             * @enum {string}
             */
            provider: "email_v1" | "email_v2" | "email_v3" | "email_v4" | "email_v5" | "sms_v1" | "sms_v2" | "messaging_v1" | "messaging_v2" | "messaging_v3" | "messaging_v4" | "messaging_v5" | "messaging_v6" | "push_v1" | "push_v2" | "social_v1" | "social_v2" | "social_v3" | "social_v4" | "social_v5" | "social_v6" | "social_v7" | "webhook_generic";
            /**
             * @description Your name for the channel, one line of 1-120 characters (trimmed)
             * @example Toko Kopi Senja
             */
            displayName: string;
            /**
             * @description The provider-side identifier of the sending asset (for messaging_v1 its phone number id), at most 120 characters; null or omitted when not applicable
             * @example 109876543210
             */
            externalId?: string | null;
            /**
             * @description Write-only: the provider's keys, stored encrypted and never returned. Required per provider: email_v1 apiKey; email_v2 apiKey; email_v3 apiKey + domain; email_v4 serverToken; email_v5 accessKeyId + secretAccessKey + region; sms_v1 accountSid + authToken; sms_v2 apiKey + apiSecret; messaging_v1 accessToken + phoneNumberId; messaging_v2 accountSid + authToken + fromNumber; messaging_v3 botToken; messaging_v4 channelAccessToken + channelSecret; messaging_v5 webhookUrl; messaging_v6 webhookUrl; push_v1 appId + apiKey; push_v2 serverKey or serviceAccountJson; social_v1 accessToken; social_v2 accessToken; social_v3 accessToken; social_v4 accessToken; social_v5 accessToken; social_v6 accessToken; social_v7 accessToken; webhook_generic url
             * @example {
             *       "apiKey": "re_7c2f9a4e1b8d3c6f0a5e9b2d"
             *     }
             */
            credentials: {
                [key: string]: string;
            };
            /**
             * @description Provider settings, free-form per provider (at most 8 KiB as JSON): email uses fromEmail, fromName, replyTo; messaging_v1 templateNamespace; messaging_v2 content.contentSid with content.contentVariables, or content.text, and fromNumber; push_v1 appName. Omitted: empty
             * @example {
             *       "fromEmail": "halo@tokokopisenja.example.com",
             *       "fromName": "Toko Kopi Senja"
             *     }
             */
            config?: {
                [key: string]: unknown;
            };
            /**
             * @description The OAuth scopes the provider granted; kept for audit only: at most 50 scope names of 1-200 characters. Omitted: empty
             * @example [
             *       "pages_manage_posts",
             *       "pages_read_engagement"
             *     ]
             */
            scopesGranted?: string[];
        };
        PatchChannel: {
            /**
             * @description Your name for the channel, one line of 1-120 characters (trimmed). Omitted: unchanged
             * @example Toko Kopi Senja
             */
            displayName?: string;
            /**
             * @description Provider settings, free-form per provider (at most 8 KiB as JSON): email uses fromEmail, fromName, replyTo; messaging_v1 templateNamespace; messaging_v2 content.contentSid with content.contentVariables, or content.text, and fromNumber; push_v1 appName. Replaces the stored config whole; omitted: unchanged
             * @example {
             *       "fromEmail": "halo@tokokopisenja.example.com",
             *       "fromName": "Toko Kopi Senja"
             *     }
             */
            config?: {
                [key: string]: unknown;
            };
        };
        ChannelTest: {
            /**
             * @description An address, an E.164 number or a chat id, as the provider takes
             * @example siti.rahayu@example.com
             */
            recipient: string;
        };
        DnsRecords: {
            /**
             * @description The channel's email provider (email_v1-email_v5)
             * @example email_v1
             */
            provider: string;
            /**
             * @description The sending domain: the domain of the channel's config.fromEmail
             * @example mail.tokokopisenja.example.com
             */
            domain: string;
            /** @description The records to publish, as static guidance: DNS is never looked up or checked */
            records: {
                /**
                 * @description What the record is for: SPF (authorised senders), DKIM (signing key), DMARC (policy) or CNAME (the vendor's tracking or return-path host)
                 * @example SPF
                 * @enum {string}
                 */
                kind: "SPF" | "DKIM" | "DMARC" | "CNAME";
                /**
                 * @description The host name to create the record at; <placeholders> stand for values the vendor's dashboard shows
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description The record's value; <placeholders> stand for values the vendor's dashboard shows
                 * @example Jakarta Selatan
                 */
                value: string;
                /**
                 * @description The DNS record type and how to fill it in, in words
                 * @example Check the channel's sends for the outcome
                 */
                hint: string;
            }[];
            /**
             * @description URL of the vendor's page where the domain is added and its exact records shown
             * @example https://resend.com/domains
             */
            providerDashboard?: string;
        };
        ChannelSend: {
            /**
             * @description The send's id (msg_…), as POST /channels/{id}/test answered it
             * @example msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            messageId: string;
            /**
             * @description Where the message went, as sent (trimmed)
             * @example siti.rahayu@example.com
             */
            recipient: string;
            /**
             * @description queued: waiting for its one attempt; sent: the provider accepted it; failed: the provider refused it or could not be reached (see error)
             * @example queued
             * @enum {string}
             */
            status: "queued" | "sent" | "failed";
            /**
             * @description The provider's HTTP status of the attempt; null while queued or when no answer came
             * @example 200
             */
            statusCode: number | null;
            /**
             * @description Why the send failed, in the provider's own words (at most 500 characters, never a credential); null otherwise
             * @example Connection refused by the receiver
             */
            error: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When the attempt finished (ISO 8601, UTC), sent or failed; null while queued
             * @example 2026-11-20T03:04:05.000Z
             */
            sentAt: string | null;
        };
        ConfirmContact: {
            /**
             * @description The active email, SMS or WhatsApp channel (messaging_v1 or messaging_v2) that sends the confirmation link; the contact needs that kind of address
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            channelId: string;
        };
        ReferralProgram: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example rp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The workspace (acc_…) running the program; one program per workspace
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description Whether new links are issued and new referees attributed. Disabling never blocks attributions already pending: they still stamp, fulfil and void
             * @example true
             */
            enabled: boolean;
            /**
             * @description What the two discount codes take off: percent (a whole percent of the purchase), fixed (an amount in minor units), shipping_percent or shipping_fixed (the same, off the shipping cost)
             * @example percent
             * @enum {string}
             */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            /**
             * @description The referrer's reward: a whole percent 1-100 for the percent types, or an amount in the program currency's minor units (at least 1; IDR has no decimals) for the fixed types
             * @example 150000
             */
            referrerValue: number;
            /**
             * @description The referee's reward: a whole percent 1-100 for the percent types, or an amount in the program currency's minor units (at least 1; IDR has no decimals) for the fixed types
             * @example 150000
             */
            refereeValue: number;
            /**
             * @description The program currency (ISO 4217, upper case): fixed values and minPurchaseAmount are in it, and only purchases in it earn rewards
             * @example IDR
             */
            currency: string;
            /**
             * @description The smallest purchase amount (minor units of the program currency) that earns rewards; a smaller one leaves the attribution pending. null: any amount
             * @example 150000
             */
            minPurchaseAmount: number | null;
            /**
             * @description Days a minted reward code stays valid, 1-365 (default 90)
             * @example 30
             */
            rewardExpiryDays: number;
            /**
             * @description Days after a referee's signup within which a paid purchase earns the rewards, 1-180 (default 30)
             * @example 30
             */
            attributionWindowDays: number;
            /**
             * @description How many rewarded referrals one referrer may earn; the next is voided. null: unlimited
             * @example 12
             */
            maxRewardsPerReferrer: number | null;
            /**
             * @description The program's terms for customers, Markdown of at most 5000 characters; null for none
             * @example Ajak teman belanja pertama, kalian berdua dapat diskon 20%.
             */
            programTerms: string | null;
            /**
             * @description A marketing campaign of the workspace the program belongs to; null for none
             * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            marketingCampaignId: string | null;
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
        ReferralProgramInput: {
            /**
             * @description What the two discount codes take off: percent (a whole percent of the purchase), fixed (an amount in minor units), shipping_percent or shipping_fixed (the same, off the shipping cost). Required
             * @example percent
             * @enum {string}
             */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            /**
             * @description The referrer's reward: a whole percent 1-100 for the percent types, or an amount in the program currency's minor units (at least 1; IDR has no decimals) for the fixed types. Required
             * @example 150000
             */
            referrerValue: number;
            /**
             * @description The referee's reward: a whole percent 1-100 for the percent types, or an amount in the program currency's minor units (at least 1; IDR has no decimals) for the fixed types. Required
             * @example 150000
             */
            refereeValue: number;
            /**
             * @description The program currency, an ISO 4217 code of 3 letters (stored upper case, e.g. IDR): fixed values and minPurchaseAmount are in it, and only purchases in it earn rewards. Required
             * @example IDR
             */
            currency: string;
            /**
             * @description Whether new links are issued and new referees attributed. Disabling never blocks attributions already pending: they still stamp, fulfil and void. Omitted: unchanged (false on create)
             * @example true
             */
            enabled?: boolean;
            /**
             * @description Days a minted reward code stays valid, 1-365 (default 90); outside the range is 400 INVALID_VALUE. Omitted: unchanged
             * @example 30
             */
            rewardExpiryDays?: number;
            /**
             * @description Days after a referee's signup within which a paid purchase earns the rewards, 1-180 (default 30); outside the range is 400 INVALID_VALUE. Omitted: unchanged
             * @example 30
             */
            attributionWindowDays?: number;
            /**
             * @description A marketing campaign of the workspace the program belongs to; null for none: the id (cmp_…) of one of the workspace's campaigns, else 400 VALIDATION naming this field; null clears it. Omitted: unchanged
             * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            marketingCampaignId?: string | null;
            /**
             * @description The smallest purchase amount (minor units of the program currency) that earns rewards; a smaller one leaves the attribution pending. null: any amount. Omitted: reset to null
             * @example 150000
             */
            minPurchaseAmount?: number | null;
            /**
             * @description How many rewarded referrals one referrer may earn; the next is voided. null: unlimited (at least 1 when set). Omitted: reset to null
             * @example 12
             */
            maxRewardsPerReferrer?: number | null;
            /**
             * @description The program's terms for customers, Markdown of at most 5000 characters; null for none. Omitted: reset to null
             * @example Ajak teman belanja pertama, kalian berdua dapat diskon 20%.
             */
            programTerms?: string | null;
        };
        ReferralStats: {
            /**
             * @description Links issued in the workspace
             * @example 150000
             */
            totalLinks: number;
            /**
             * @description Clicks over all links
             * @example 150000
             */
            totalClicks: number;
            /**
             * @description Referees attributed over all links
             * @example 150000
             */
            totalSignups: number;
            /**
             * @description Referrals rewarded over all links
             * @example 150000
             */
            totalRewards: number;
            /**
             * @description Sum of the rewarded purchases' amounts, in minor units of the program currency
             * @example 2500000
             */
            attributedRevenue: number;
            /**
             * @description totalRewards / totalClicks, a fraction from 0 (0 when there are no clicks)
             * @example 20
             */
            conversionRate: number;
        };
        /** @description A customer's referral link: the code they share and its counters. One link per customer, issued by POST /referrals/links/issue */
        ReferralLink: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example rl_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The workspace's referral program the link belongs to
             * @example rp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            programId: string;
            /**
             * @description The workspace (acc_…)
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description The referrer: your customer the link was issued for (one link per customer)
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The share code: 8 characters of abcdefghjkmnpqrstuvwxyz23456789, unique in the workspace. There is no URL field: share <storefront>/r/<code>
             * @example HEMAT20
             */
            code: string;
            /**
             * @description Clicks counted by POST /referrals/links/click
             * @example 12
             */
            clicks: number;
            /**
             * @description Referees attributed to the link (attributions/signup)
             * @example 12
             */
            signups: number;
            /**
             * @description Referrals that earned the rewards (fulfilled)
             * @example 12
             */
            rewards: number;
            /**
             * @description Sum of the rewarded purchases' amounts, in minor units of the program currency
             * @example 2500000
             */
            revenue: number;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        } | null;
        IssueReferralLink: {
            /**
             * @description Optional: the workspace (acc_…). The signed key's workspace is always the one used; a different value is 403 ACCOUNT_MISMATCH
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId?: string | null;
            /**
             * @description The referrer: your customer id (1-128 characters); issuing again returns the same link
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
        };
        ReferralClicked: {
            /**
             * @description The link whose clicks were counted
             * @example rl_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            linkId: string;
            /**
             * @description The program of the link
             * @example rp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            programId: string;
        } | null;
        ReferralClick: {
            /**
             * @description Optional: the workspace (acc_…). The signed key's workspace is always the one used; a different value is 403 ACCOUNT_MISMATCH
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId?: string | null;
            /**
             * @description The link code from the shared URL
             * @example HEMAT20
             */
            code: string;
        };
        ReferralReward: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The discount code to enter at checkout (REF-XXXX-YYYY or WELCOME-XXXXXX)
             * @example HEMAT20
             */
            code: string;
            /**
             * @description referrer: earned by referring someone; referee: the welcome code for being referred
             * @example referrer
             * @enum {string}
             */
            role: "referrer" | "referee";
            /**
             * @description What the two discount codes take off: percent (a whole percent of the purchase), fixed (an amount in minor units), shipping_percent or shipping_fixed (the same, off the shipping cost)
             * @example percent
             * @enum {string}
             */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            /**
             * @description A whole percent for the percent types, an amount in minor units of currency for the fixed types
             * @example 150000
             */
            value: number;
            /**
             * @description The currency of a fixed value: the program currency (ISO 4217)
             * @example IDR
             */
            currency: string;
            /**
             * @description When the code stops being usable (ISO 8601, UTC); null: never
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string | null;
            /**
             * @description Times the code has been redeemed (reward codes are single use)
             * @example 12
             */
            usedCount: number;
        };
        ReferralAttribution: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example rat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The workspace (acc_…)
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description The referral program
             * @example rp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            programId: string;
            /**
             * @description The referrer's link the referee came through
             * @example rl_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            linkId: string;
            /**
             * @description The referrer: the customer the link belongs to
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            referrerCustomerId: string;
            /**
             * @description The referee: the new customer
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            refereeCustomerId: string;
            /**
             * @description The referee's email address, as sent at signup
             * @example siti.rahayu@example.com
             */
            refereeEmail: string;
            /**
             * @description The referrer's email address as sent at signup; null when not sent
             * @example budi.santoso@example.com
             */
            referrerEmail: string | null;
            /**
             * @description Where the signup happened, as sent; null when not sent
             * @example shopify
             */
            externalSource: string | null;
            /**
             * @description Your reference for the signup (refereeCustomerId when none was sent)
             * @example ORD-2026-0042
             */
            externalRef: string;
            /**
             * @description pending: waiting for a paid purchase within the window; rewarded: both codes minted; voided: refunded, another currency or the referrer's cap reached; expired: the window passed without a reward
             * @example pending
             * @enum {string}
             */
            status: "pending" | "rewarded" | "voided" | "expired";
            /**
             * @description The checkout session stamped by checkout-start (the latest one); null until one is
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutSessionId: string | null;
            /**
             * @description End of the attribution window (ISO 8601, UTC): signup time plus the program's attributionWindowDays
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description When this object last changed (ISO 8601, UTC); null when it has not changed since it was created.
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string | null;
        } | null;
        ReferralSignup: {
            /**
             * @description Optional: the workspace (acc_…). The signed key's workspace is always the one used; a different value is 403 ACCOUNT_MISMATCH
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId?: string | null;
            /**
             * @description The new customer who followed the link (your id, 1-128 characters); attributed at most once, ever
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            refereeCustomerId: string;
            /**
             * @description The referee's email address (compared with referrerEmail to refuse self-referrals)
             * @example siti.rahayu@example.com
             */
            refereeEmail: string;
            /**
             * @description The referrer's email address, when known: equal to refereeEmail (ignoring case and spaces) means a self-referral, answered null
             * @example budi.santoso@example.com
             */
            referrerEmail?: string | null;
            /**
             * @description The code of the link the referee came through
             * @example SITI-K7Q2
             */
            linkCode: string;
            /**
             * @description Where the signup happened in your system (free text, at most 100 characters)
             * @example shopify
             */
            externalSource?: string | null;
            /**
             * @description Your reference for the signup, at most 200 characters; defaults to refereeCustomerId
             * @example ORD-2026-0042
             */
            externalRef?: string | null;
        };
        ReferralStamped: {
            /**
             * @description true: the session is stamped on the customer's pending attribution. false: no pending attribution in its window, or the session is already stamped on another attribution
             * @example true
             */
            stamped: boolean;
            /**
             * @description The attribution (rat_…) holding the session: this customer's when stamped, the other one when already stamped elsewhere; absent otherwise
             * @example rat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            attributionId?: string;
        };
        ReferralCheckoutStart: {
            /**
             * @description Optional: the workspace (acc_…). The signed key's workspace is always the one used; a different value is 403 ACCOUNT_MISMATCH
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId?: string | null;
            /**
             * @description The referee customer starting a checkout
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The payments checkout session to stamp on the customer's pending attribution (replaces an earlier one)
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutSessionId: string;
        };
        ReferralFulfilled: {
            /**
             * @description Whether this call minted the two reward codes
             * @example true
             */
            issued: boolean;
            /**
             * @description The referrer's new discount code (dc_…, REF-XXXX-YYYY); only when issued
             * @example dc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            referrerCodeId?: string;
            /**
             * @description The referee's new welcome code (dc_…, WELCOME-XXXXXX); only when issued
             * @example dc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            refereeCodeId?: string;
            /**
             * @description Why nothing was issued, only when issued is false: session_not_completed, no_attribution, already_fulfilled (a retry), currency_mismatch, below_minimum (stays pending), referrer_cap_reached, expired, or the stored reason of an attribution closed earlier (refunded after a void)
             * @example requested_by_customer
             */
            reason?: string;
        };
        ReferralFulfil: {
            /**
             * @description Optional: the workspace (acc_…). The signed key's workspace is always the one used; a different value is 403 ACCOUNT_MISMATCH
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId?: string | null;
            /**
             * @description The checkout session stamped by checkout-start
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutSessionId: string;
            /**
             * @description The checkout session's status; only completed can issue the rewards (anything else: session_not_completed)
             * @example active
             */
            status: string;
            /**
             * @description The purchase currency, 3 letters (any case); another currency than the program's voids the attribution (currency_mismatch)
             * @example IDR
             */
            currency: string;
            /**
             * @description The cart subtotal in minor units of currency (IDR has no decimals), compared with minPurchaseAmount and added to the link's revenue
             * @example 150000
             */
            amount: number;
        };
        ReferralVoided: {
            /**
             * @description Whether this call voided a pending attribution
             * @example false
             */
            voided: boolean;
            /**
             * @description The attribution voided; only when voided
             * @example rat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            attributionId?: string;
            /**
             * @description Why nothing was voided, only when voided is false: no_attribution or not_pending (a rewarded attribution is not clawed back)
             * @example requested_by_customer
             */
            reason?: string;
        };
        ReferralVoid: {
            /**
             * @description Optional: the workspace (acc_…). The signed key's workspace is always the one used; a different value is 403 ACCOUNT_MISMATCH
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId?: string | null;
            /**
             * @description The refunded checkout session stamped on the attribution; send this or attributionId, not both
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutSessionId?: string;
            /**
             * @description The attribution (rat_…) to void; send this or checkoutSessionId, not both
             * @example rat_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            attributionId?: string;
        };
        DiscountCode: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example dc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The code customers enter, upper case
             * @example HEMAT20
             */
            code: string;
            /**
             * @description manual: made with POST /discount-codes (counts against discountCodesLimit); referral_referrer: a referrer's reward (REF-XXXX-YYYY); referral_referee: a referee's welcome code (WELCOME-XXXXXX)
             * @example manual
             * @enum {string}
             */
            source: "manual" | "referral_referrer" | "referral_referee";
            /**
             * @description What the code takes off: percent (a whole percent of the amount), fixed (an amount in minor units, at most the amount), shipping_percent or shipping_fixed (the same, off the shipping cost)
             * @example percent
             * @enum {string}
             */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            /**
             * @description A whole percent 1-100 for the percent types, or an amount in minor units of currency for the fixed types (IDR has no decimals)
             * @example 150000
             */
            value: number;
            /**
             * @description The currency of a fixed value (ISO 4217); a fixed code is only usable on purchases in it
             * @example IDR
             */
            currency: string;
            /**
             * @description The only customer who may redeem it (referral codes); null: any customer (manual codes)
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string | null;
            /**
             * @description How many redemptions the code allows in all; null: unlimited
             * @example 12
             */
            maxUsesTotal: number | null;
            /**
             * @description How many redemptions one customer may make; null: unlimited
             * @example 12
             */
            maxUsesPerCustomer: number | null;
            /**
             * @description Redemptions so far
             * @example 12
             */
            usedCount: number;
            /**
             * @description When the code stops being usable (ISO 8601, UTC); null: never
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        CreateDiscountCode: {
            /**
             * @description The code customers enter: 3-32 letters, digits, - and _, stored and matched upper case; unique in the workspace (409 CODE_EXISTS). Omitted: 8 random capitals and digits
             * @example HEMAT20
             */
            code?: string;
            /**
             * @description What the code takes off: percent (a whole percent of the amount), fixed (an amount in minor units, at most the amount), shipping_percent or shipping_fixed (the same, off the shipping cost)
             * @example percent
             * @enum {string}
             */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            /**
             * @description A whole percent 1-100 for the percent types, or an amount in minor units of currency for the fixed types (IDR has no decimals); a percent outside 1-100 is 400 INVALID_VALUE
             * @example 150000
             */
            value: number;
            /**
             * @description The currency of a fixed value, an ISO 4217 code in capitals (e.g. IDR); a fixed code is only usable on purchases in it. Required
             * @example IDR
             */
            currency: string;
            /**
             * Format: date-time
             * @description When the code stops being usable: an ISO 8601 date-time in the future (offsets honoured). Omitted: never
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt?: string;
            /**
             * @description How many redemptions the code allows in all; null: unlimited (at least 1 when set). Omitted: unlimited
             * @example 12
             */
            maxUsesTotal?: number | null;
            /**
             * @description How many redemptions one customer may make; null: unlimited (at least 1 when set). Omitted: unlimited
             * @example 12
             */
            maxUsesPerCustomer?: number | null;
        };
        DiscountCodePage: {
            /** @description The items on this page. */
            data: components["schemas"]["DiscountCode"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        DiscountRedeemed: {
            /**
             * @description The code redeemed (dc_…)
             * @example dc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            discountCodeId: string;
            /**
             * @description The discount to take off, in minor units of currency: the percent of amount rounded down, or the fixed value capped at amount
             * @example 15000
             */
            discountAmount: number;
        };
        RedeemDiscountCode: {
            /**
             * @description The code the customer entered (any case; at most 32 characters)
             * @example HEMAT20
             */
            code: string;
            /**
             * @description The customer redeeming it (your id, 1-128 characters); checked against the code's customer and per-customer limit
             * @example cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            customerId: string;
            /**
             * @description The purchase the code is applied to (1-128 characters); repeating a redemption for the same code, customer and session returns the first answer
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutSessionId: string;
            /**
             * @description The amount the discount applies to, in minor units of currency: the order subtotal, or the shipping cost for the shipping types
             * @example 150000
             */
            amount: number;
            /**
             * @description The purchase currency, an ISO 4217 code in capitals; a fixed-value code in another currency is not usable (409 CODE_NOT_USABLE)
             * @example IDR
             */
            currency: string;
        };
        MktPlanEntry: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The plan's display name
             * @example Paket Bisnis Bulanan
             */
            name: string;
            /**
             * @description The monthly list price in minor units of currency (IDR, which has no decimals: 299000 is Rp 299.000); 0 for free. USD prices are chosen at checkout
             * @example 25000
             */
            price: number;
            /**
             * @description The currency of price: always IDR here (ISO 4217)
             * @example IDR
             */
            currency: string;
            /**
             * @description What the plan includes, in words, those of the plans below it included (500 contacts, Product feeds, ...)
             * @example [
             *       "Campaigns",
             *       "Referral programme"
             *     ]
             */
            features: string[];
        };
        MktCurrentPlan: {
            /**
             * @description The plan: free, starter, growth or scale; forjio_internal for an internal workspace (every limit lifted); the platform plan setting (default free)
             * @example growth
             */
            plan: string;
            /**
             * @description The plan's display name (Free, Starter, Growth, Scale, Internal)
             * @example Growth
             */
            planName: string;
            /**
             * @description true for an internal workspace: plan forjio_internal, every limit lifted
             * @example false
             */
            isForjioInternal: boolean;
            /**
             * @description How many contacts the workspace may hold (free 500, starter 10000, growth 50000) (-1: unlimited); creating one more is 403 QUOTA_EXCEEDED
             * @example 1000
             */
            contactsLimit: number;
            /**
             * @description API requests per workspace per minute (free 300, starter 600, growth 1200, scale 3000) (-1: unlimited)
             * @example 1000
             */
            rateLimit: number;
            /**
             * @description Whether pixels and the conversion API are included (starter and up)
             * @example true
             */
            pixelsEnabled: boolean;
            /**
             * @description Whether product feeds are included (growth and up)
             * @example true
             */
            feedsEnabled: boolean;
            /**
             * @description Blog posts a month (free 1, starter 25) (-1: unlimited)
             * @example 1000
             */
            blogPostsLimit: number;
            /**
             * @description Manual discount codes the workspace may hold (free 1) (-1: unlimited); referral codes are not counted
             * @example 1000
             */
            discountCodesLimit: number;
            /**
             * @description Campaign recipients a UTC month (free 1000, starter 20000, growth 100000, scale 500000) (-1: unlimited); a send that would pass it is 403 QUOTA_EXCEEDED before anything goes out
             * @example 1000
             */
            campaignSendsLimit: number;
            /**
             * @description Referral programs the plan allows (free and starter 1, growth 5) (-1: unlimited); reported only: a workspace has one program
             * @example 1000
             */
            referralProgramsLimit: number;
            /**
             * @description End of the current paid billing period (ISO 8601, UTC); null without a subscription or once it is canceled
             * @example 2026-11-20T03:04:05.000Z
             */
            billingCycleEnd: string | null;
        };
        MktBillingSubscription: {
            /**
             * @description The plan: free, starter, growth or scale; forjio_internal for an internal workspace (every limit lifted); free when the workspace has no subscription
             * @example growth
             */
            plan: string;
            /**
             * @description The plan's display name (Free, Starter, Growth, Scale, Internal)
             * @example Growth
             */
            planName: string;
            /**
             * @description true for an internal workspace: plan forjio_internal, every limit lifted
             * @example false
             */
            isForjioInternal: boolean;
            /**
             * @description active: in force (also when there is no subscription); canceling: canceled at the period end, access continues until currentPeriodEnd; canceled: ended, the plan fell back to free; past_due: a renewal is unpaid; incomplete: the first payment has not completed
             * @example active
             * @enum {string}
             */
            status: "active" | "canceling" | "canceled" | "past_due" | "incomplete";
            /**
             * @description Start of the current billing period (ISO 8601, UTC); null without a subscription
             * @example 2026-11-20T03:04:05.000Z
             */
            currentPeriodStart: string | null;
            /**
             * @description End of the current billing period, when it renews or a cancellation takes effect (ISO 8601, UTC); null without a subscription
             * @example 2026-11-20T03:04:05.000Z
             */
            currentPeriodEnd: string | null;
            /**
             * @description Reserved for the date a scheduled cancellation takes effect; null (a canceling subscription ends at currentPeriodEnd)
             * @example 2026-11-20T03:04:05.000Z
             */
            cancelAt: string | null;
        };
        MktUsage: {
            /**
             * @description The plan: free, starter, growth or scale; forjio_internal for an internal workspace (every limit lifted)
             * @example growth
             */
            plan: string;
            /**
             * @description Contacts the workspace holds now
             * @example 12
             */
            contacts: number;
            /**
             * @description The plan's contact cap (-1: unlimited)
             * @example 1000
             */
            contactsLimit: number;
            /**
             * @description Discount-code redemptions this UTC month
             * @example 12
             */
            discountsRedeemed: number;
            /**
             * @description Reminders (such as abandoned-cart messages) sent this UTC month
             * @example 12
             */
            remindersSent: number;
            /**
             * @description Referees attributed (referral signups) this UTC month
             * @example 12
             */
            referralAttributions: number;
            /**
             * @description Blog posts published this UTC month
             * @example 12
             */
            blogPostsPublished: number;
            /**
             * @description Campaign recipients this UTC month: counted when a send starts, given back for those a cancel or failure left unsent
             * @example 12
             */
            campaignSends: number;
            /**
             * @description The plan's monthly campaign recipients (-1: unlimited)
             * @example 1000
             */
            campaignSendsLimit: number;
            /**
             * @description When the monthly counters start again from 0: the first instant of next month (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            resetAt: string;
        };
        MktInvoicePage: {
            /** @description The items on this page. */
            data: components["schemas"]["MktInvoice"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        MktInvoice: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The paid plan billed: starter, growth or scale
             * @example growth
             */
            plan: string;
            /**
             * @description The amount billed for the month, in minor units of currency (IDR has no decimals; USD in cents)
             * @example 150000
             */
            amount: number;
            /**
             * @description The currency billed, IDR or USD (ISO 4217), as chosen at checkout
             * @example IDR
             */
            currency: string;
            /**
             * @description open: awaiting payment (the first invoice is listed open at checkout); paid: settled; void and uncollectible: closed unpaid
             * @example open
             * @enum {string}
             */
            status: "open" | "paid" | "void" | "uncollectible";
            /**
             * @description When it was paid (ISO 8601, UTC); null until paid
             * @example 2026-11-20T03:04:05.000Z
             */
            paidAt: string | null;
            /**
             * @description The hosted invoice page, which shows it paid; null until paid
             * @example https://hooks.example.com/pasar
             */
            receiptUrl: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        MktCheckoutResult: {
            /**
             * @description The payments subscription made for the plan (not in force until paid)
             * @example sub_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            subscriptionId: string;
            /**
             * @description Its first invoice, listed at once as open in GET /billing/invoices
             * @example inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            invoiceId: string;
            /**
             * @description The hosted checkout session that pays the invoice
             * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutSessionId: string;
            /**
             * @description Where to send the merchant to pay; the plan changes once the payment is confirmed
             * @example https://pasar.example.com/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            checkoutUrl: string;
        };
        MktCheckout: {
            /**
             * @description The paid plan to subscribe to: STARTER, GROWTH or SCALE (any case). Required
             * @example GROWTH
             */
            plan: string;
            /**
             * @description The billing email the invoice goes to. Omitted: the access token's email (a signed key has none: then it is required, else 400 VALIDATION)
             * @example siti.rahayu@example.com
             */
            email?: string;
            /**
             * @description The billing name on the invoice, one line of 1-200 characters; used when the billing customer is first made
             * @example Toko Kopi Senja
             */
            name?: string;
            /**
             * @description IDR or USD. Omitted: the client country header Edge-IPCountry decides (ID, XX, T1 or none bills IDR; any other country USD)
             * @example IDR
             * @enum {string}
             */
            currency?: "IDR" | "USD";
        };
        MktBillingConfigResult: {
            /**
             * @description The payments workspace (acc_…) that bills marketing plans
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description Its environment: test or live
             * @example test
             */
            environment: string;
            /** @description One monthly price per paid plan and currency (six in all) */
            prices: {
                /**
                 * @description The marketing plan: starter, growth or scale
                 * @example growth
                 */
                plan: string;
                /**
                 * @description The price's currency: IDR or USD
                 * @example IDR
                 */
                currency: string;
                /**
                 * @description The monthly price in minor units of currency (IDR 299000 / 799000 / 2499000; USD cents 1900 / 4900 / 15900)
                 * @example 150000
                 */
                amount: number;
                /**
                 * @description The payments plan created for it
                 * @example pln_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                payPlanId: string;
                /**
                 * @description The payments price of that plan checkouts subscribe to
                 * @example pr_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                payPriceId: string;
            }[];
        };
        MktBillingConfig: {
            /**
             * @description The payments workspace (acc_…) whose plans bill marketing subscriptions; naming another one makes a fresh set of plans
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description The payments environment billed in: test (default) or live
             * @default test
             * @example test
             * @enum {string}
             */
            environment?: "test" | "live";
        };
        CampaignPage: {
            /** @description The items on this page. */
            data: components["schemas"]["Campaign"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        Campaign: {
            /**
             * @description cmp_ id
             * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The campaign's name
             * @example Promo Gajian November
             */
            name: string;
            /**
             * @description The channel it sends through
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            channelId: string;
            /** @description Who it is for (the union, each contact once) */
            audience: {
                /**
                 * @description Segments whose members it is for
                 * @example [
                 *       "01JB4X6N0ZQ8K3C9W2T5V7R1MD"
                 *     ]
                 */
                segmentIds: string[];
                /**
                 * @description Lists whose members it is for
                 * @example [
                 *       "01JB4X6N0ZQ8K3C9W2T5V7R1MD"
                 *     ]
                 */
                listIds: string[];
                /**
                 * @description Contacts named one by one
                 * @example [
                 *       "01JB4X6N0ZQ8K3C9W2T5V7R1MD"
                 *     ]
                 */
                contactIds: string[];
            };
            /**
             * @description The content as stored (a derived text part included)
             * @example {
             *       "subject": "Promo Gajian: diskon 20% untuk semua kopi",
             *       "html": "<p>Halo {firstName}!</p>"
             *     }
             */
            content: {
                [key: string]: unknown;
            };
            /**
             * @description When the schedule sends it (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            sendAt: string | null;
            /**
             * @description draft, scheduled, sending, sent, canceled or failed
             * @example draft
             * @enum {string}
             */
            status: "draft" | "scheduled" | "sending" | "sent" | "canceled" | "failed";
            /**
             * @description Why a failed campaign stopped (a revoked channel, ...)
             * @example Connection refused by the receiver
             */
            failureReason: string | null;
            /**
             * @description Eligible recipients frozen at send start (0 before)
             * @example 12
             */
            recipients: number;
            /**
             * @description When the send started (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            startedAt: string | null;
            /**
             * @description When it was sent, canceled or failed (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            finishedAt: string | null;
            /**
             * @description When it was canceled (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            canceledAt: string | null;
            /**
             * @description Created (ISO 8601)
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description Last changed, or last progress while sending (ISO 8601)
             * @example 2026-11-20T03:04:05.000Z
             */
            updatedAt: string;
        };
        CreateCampaign: {
            /**
             * @description 1-120 characters, one line
             * @example Promo Gajian November
             */
            name: string;
            /**
             * @description An active channel of this workspace that sends campaigns (not a webhook or social channel)
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            channelId: string;
            audience: components["schemas"]["CampaignAudience"];
            content: components["schemas"]["CampaignContent"];
            /**
             * @description When POST /schedule sends it (at least a minute ahead, within a year)
             * @example 2026-12-01T09:00:00+07:00
             */
            sendAt?: string | null;
        };
        /** @description Who the campaign is for: the union of the segments' members, the lists' members and the contacts named, each contact once. Resolved when the send starts; a segment deleted by then contributes no one. */
        CampaignAudience: {
            /**
             * @description At most 10 segment ids of this workspace
             * @example [
             *       "01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            segmentIds?: string[];
            /**
             * @description At most 20 list ids of this workspace
             * @example [
             *       "01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            listIds?: string[];
            /**
             * @description At most 1000 contact ids of this workspace
             * @example [
             *       "01JB4X6N0ZQ8K3C9W2T5V7R1MD"
             *     ]
             */
            contactIds?: string[];
        };
        /** @description What to send, by the channel's kind; {firstName}, {attributes.city} … personalise it */
        CampaignContent: {
            /**
             * @description Email subject (ICU personalisation).
             * @example Promo Gajian: diskon 20% untuk semua kopi
             */
            subject?: string;
            /**
             * @description Email preview text shown after the subject.
             * @example Hanya sampai Minggu ini
             */
            preheader?: string;
            /**
             * @description Email HTML part; tags are not ICU syntax.
             * @example <p>Halo {firstName}, kopi favoritmu diskon 20% sampai Minggu!</p>
             */
            html?: string;
            /**
             * @description Email text part, or the SMS / chat / WhatsApp text.
             * @example Halo {firstName}, kopi favoritmu diskon 20% sampai Minggu!
             */
            text?: string;
            /** @description A WhatsApp approved template (WhatsApp Cloud API). */
            template?: {
                /**
                 * @description The approved template's name (a-z, 0-9 and _)
                 * @example promo_november
                 */
                name: string;
                /**
                 * @description The template language code ("id", "en_US")
                 * @example id
                 */
                language: string;
                /**
                 * @description The body parameters in order, each personalised like the text (at most 20)
                 * @default []
                 * @example [
                 *       "{firstName}",
                 *       "20%"
                 *     ]
                 */
                parameters?: string[];
            };
            /**
             * @description Push title.
             * @example Promo Gajian November
             */
            title?: string;
            /**
             * @description Push body.
             * @example {"id":"evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD","type":"payment.succeeded","occurredAt":"2026-11-20T03:04:05.000Z","accountId":"acc_01JB4X5Y2R8T1E7W3Q9M0N6B4C","environment":"test","data":{"id":"pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD","amount":150000,"currency":"IDR","status":"succeeded"}}
             */
            body?: string;
            /**
             * @description Push: the https URL opened on tap.
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Per-argument text used when a contact lacks the value.
             * @example {
             *       "firstName": "Kak"
             *     }
             */
            fallbacks?: {
                [key: string]: string;
            };
            /**
             * @description BCP 47; plural, number and date formatting.
             * @example id-ID
             */
            locale?: string;
        };
        PatchCampaign: {
            /**
             * @description 1-120 characters, one line
             * @example Promo Gajian November
             */
            name?: string;
            /**
             * @description Another channel of this workspace; the content is checked again for its kind
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            channelId?: string;
            audience?: components["schemas"]["CampaignAudience"];
            /**
             * @example {
             *       "subject": "Promo Gajian: diskon 20% untuk semua kopi",
             *       "html": "<p>Halo {firstName}!</p>"
             *     }
             */
            content?: components["schemas"]["CampaignContent"] & unknown;
            /**
             * @description When POST /schedule sends it; null clears it
             * @example 2026-12-01T09:00:00+07:00
             */
            sendAt?: string | null;
        };
        ScheduleCampaign: {
            /**
             * @description Overrides the stored sendAt
             * @example 2026-12-01T09:00:00+07:00
             */
            sendAt?: string;
        };
        CampaignTestResult: {
            /** @description One per address, in order */
            messages: {
                /**
                 * @description The address
                 * @example siti.rahayu@example.com
                 */
                recipient: string;
                /**
                 * @description Whether the provider accepted it
                 * @example sent
                 * @enum {string}
                 */
                status: "sent" | "failed";
                /**
                 * @description The provider's id when accepted
                 * @example msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                providerMessageId: string | null;
                /**
                 * @description The provider's words when refused
                 * @example Connection refused by the receiver
                 */
                error: string | null;
            }[];
        };
        TestCampaign: {
            /**
             * @description Addresses of the channel's kind (email, E.164 number, chat id, device token)
             * @example [
             *       "siti.rahayu@example.com"
             *     ]
             */
            recipients: string[];
            /**
             * @description Personalise the test as this contact (else every field uses its fallback)
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            contactId?: string;
        };
        CampaignPreview: {
            /**
             * @description Email subject, or push title
             * @example Promo Gajian: diskon 20% untuk semua kopi
             */
            subject: string | null;
            /**
             * @description Email preheader
             * @example Hanya sampai Minggu ini
             */
            preheader: string | null;
            /**
             * @description The text part (email), or the message text
             * @example Halo {firstName}, kopi favoritmu diskon 20% sampai Minggu!
             */
            text: string | null;
            /**
             * @description The HTML part (email)
             * @example <p>Halo {firstName}, kopi favoritmu diskon 20% sampai Minggu!</p>
             */
            html: string | null;
            /**
             * @description Push title
             * @example Promo Gajian November
             */
            title: string | null;
            /**
             * @description Push URL
             * @example https://hooks.example.com/pasar
             */
            url: string | null;
            /** @description A WhatsApp template message, or null */
            template: {
                /**
                 * @description Template name
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description Template language
                 * @example id
                 */
                language: string;
                /**
                 * @description Rendered parameters
                 * @example [
                 *       "{firstName}",
                 *       "20%"
                 *     ]
                 */
                parameters: string[];
            } | null;
        };
        PreviewCampaign: {
            /**
             * @description A contact of this workspace to render the content for
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            contactId: string;
        };
        CampaignReport: {
            /**
             * @description The campaign
             * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            campaignId: string;
            /**
             * @description The campaign's state
             * @example draft
             * @enum {string}
             */
            status: "draft" | "scheduled" | "sending" | "sent" | "canceled" | "failed";
            /**
             * @description Eligible recipients frozen at send start
             * @example 12
             */
            recipients: number;
            /** @description Recipients by delivery state, and by what happened after */
            counts: {
                /**
                 * @description Waiting for their batch
                 * @example 12
                 */
                queued: number;
                /**
                 * @description With a consumer now (or an attempt whose answer was lost, within its lease)
                 * @example 12
                 */
                sending: number;
                /**
                 * @description Accepted by the provider
                 * @example 12
                 */
                sent: number;
                /**
                 * @description Refused by the provider, or an outcome lost with a provider without idempotency keys
                 * @example 12
                 */
                failed: number;
                /**
                 * @description Left out when their batch ran (unsubscribed, suppressed or erased since the freeze)
                 * @example 12
                 */
                skipped: number;
                /**
                 * @description Not sent because the campaign was canceled or failed first
                 * @example 12
                 */
                canceled: number;
                /**
                 * @description Reported delivered by the provider
                 * @example 12
                 */
                delivered: number;
                /**
                 * @description Opened at least once
                 * @example 12
                 */
                opened: number;
                /**
                 * @description Clicked at least once
                 * @example 12
                 */
                clicked: number;
                /**
                 * @description Bounced (hard or soft)
                 * @example 12
                 */
                bounced: number;
                /**
                 * @description Marked as spam
                 * @example 12
                 */
                complained: number;
                /**
                 * @description Unsubscribed through this campaign's link
                 * @example 12
                 */
                unsubscribed: number;
            };
            /**
             * @description Contacts left out at the freeze, by reason
             * @example {
             *       "excluded1": 12
             *     }
             */
            excluded: {
                [key: string]: number;
            };
            /**
             * @description Recipients skipped when their batch ran, by reason
             * @example {
             *       "skipped1": 12
             *     }
             */
            skipped: {
                [key: string]: number;
            };
            /**
             * @description Recipients who opened
             * @example 12
             */
            uniqueOpens: number;
            /**
             * @description Opens, all
             * @example 12
             */
            opens: number;
            /**
             * @description Recipients who clicked
             * @example 12
             */
            uniqueClicks: number;
            /**
             * @description Clicks, all
             * @example 12
             */
            clicks: number;
            /** @description Per tracked link, in the order of the content */
            links: {
                /**
                 * @description A link of the content
                 * @example https://hooks.example.com/pasar
                 */
                url: string;
                /**
                 * @description Clicks on it
                 * @example 12
                 */
                clicks: number;
                /**
                 * @description Recipients who clicked it
                 * @example 12
                 */
                uniqueClicks: number;
            }[];
            /**
             * @description When the send started (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            startedAt: string | null;
            /**
             * @description When it was sent, canceled or failed (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            finishedAt: string | null;
        };
        CampaignRecipientPage: {
            /** @description The items on this page. */
            data: components["schemas"]["CampaignRecipient"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        CampaignRecipient: {
            /**
             * @description The contact (an opaque erased_ id once the contact is erased)
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            contactId: string;
            /**
             * @description The address sent to; null when the contact had none, or was erased
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address: string | null;
            /**
             * @description queued, sending, sent, failed, skipped, canceled or excluded
             * @example queued
             * @enum {string}
             */
            status: "queued" | "sending" | "sent" | "failed" | "skipped" | "canceled" | "excluded";
            /**
             * @description Why excluded, skipped or failed
             * @example requested_by_customer
             */
            reason: string | null;
            /**
             * @description Our message id, the provider's idempotency key where it takes one
             * @example msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            messageId: string;
            /**
             * @description The provider's id of the accepted message
             * @example msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            providerMessageId: string | null;
            /**
             * @description Claims taken on this recipient (a retry after a 429 or a lost answer adds one)
             * @example 1
             */
            attempts: number;
            /**
             * @description When the provider accepted it (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            sentAt: string | null;
            /**
             * @description When the provider reported delivery (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            deliveredAt: string | null;
            /**
             * @description First open (pixel, or implied by a click) (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            openedAt: string | null;
            /**
             * @description Opens counted
             * @example 12
             */
            opens: number;
            /**
             * @description First click (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            clickedAt: string | null;
            /**
             * @description Clicks counted
             * @example 12
             */
            clicks: number;
            /**
             * @description hard or soft, from the provider's bounce event
             * @example hard
             */
            bounceType: string | null;
            /**
             * @description When it bounced (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            bouncedAt: string | null;
            /**
             * @description When the recipient marked it as spam (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            complainedAt: string | null;
            /**
             * @description When the recipient unsubscribed through this campaign's link (ISO 8601), or null
             * @example 2026-11-20T03:04:05.000Z
             */
            unsubscribedAt: string | null;
            /**
             * @description The provider's words for a failure
             * @example Connection refused by the receiver
             */
            error: string | null;
        };
        MktEventType: {
            /**
             * @description The event type
             * @example mkt.contact.created.v1
             */
            type: string;
            /**
             * @description When it is emitted and what its data holds
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string;
        };
        MktWebhookDelivery: {
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
        MktWebhookEndpointWithSecret: components["schemas"]["MktWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e
             */
            secret: string;
        };
        MktWebhookEndpoint: {
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
        MktWebhookEndpointCreate: {
            /**
             * @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "mkt.campaign.sent.v1",
             *       "mkt.campaign.finished.v1"
             *     ]
             */
            events: string[];
            /**
             * @description A note for people, at most 500 characters
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
        };
        MktWebhookEndpointUpdate: {
            /**
             * @description A new https URL (same rules as on create)
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "mkt.campaign.sent.v1",
             *       "mkt.campaign.finished.v1"
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
        MktWebhookSecretRotate: {
            /**
             * @description How long the current secret keeps signing next to the new one (0-86400); 0, the default, stops it at once
             * @example 3600
             */
            expiresInSeconds?: number;
        };
        MktEvent: {
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
             *       "status": "running",
             *       "processed": 1200,
             *       "total": 5000
             *     }
             */
            data?: unknown;
        };
        SuppressionPage: {
            /** @description The items on this page. */
            data: components["schemas"]["Suppression"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        Suppression: {
            /**
             * @description The suppressed address, normalised (an email lowercased, a phone as + and digits); null once its contact was erased — the suppression still holds by its hash
             * @example Jl. Kemang Raya No. 8, Jakarta Selatan
             */
            address: string | null;
            /**
             * @description Hex SHA-256 of the normalised address: the key of the list
             * @example b1946ac92492d2347c6235b4d2611184
             */
            addressHash: string;
            /**
             * @description hard_bounce or complaint (from the provider's delivery feedback), or manual (added through this API)
             * @example hard_bounce
             * @enum {string}
             */
            reason: "hard_bounce" | "complaint" | "manual";
            /**
             * @description Who added it: the provider whose feedback did, or the API key or user
             * @example checkout
             */
            source: string | null;
            /**
             * @description The campaign whose send bounced or was complained about
             * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            campaignId: string | null;
            /**
             * @description When the address was first suppressed (ISO 8601)
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        CreateSuppression: {
            /**
             * @description An email (trimmed and lowercased, then RFC-valid) or a phone number (spaces, dots, dashes and brackets removed, then E.164 such as +6281234567890)
             * @example budi@example.com
             */
            address: string;
            /**
             * @description Only manual: bounces and complaints come from the providers' feedback
             * @default manual
             * @example manual
             * @enum {string}
             */
            reason?: "manual";
        };
        ContactExport: {
            contact: components["schemas"]["Contact"] & unknown;
            /** @description The lists the contact is on, newest first, at most 1000 (truncated says whether there were more) */
            lists: {
                /**
                 * @description The list (GET /lists)
                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                listId: string;
                /**
                 * @description The list's name
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description When the contact joined the list
                 * @example 2026-11-20T03:04:05.000Z
                 */
                joinedAt: string;
            }[];
            /**
             * @description Subscription state per channel kind (as in contact.subscriptions)
             * @example {
             *       "email": "subscribed",
             *       "whatsapp": "unsubscribed"
             *     }
             */
            subscriptions: {
                [key: string]: string;
            };
            /** @description The campaigns the contact was a recipient of, newest first, at most 1000 (truncated says whether there were more) */
            campaigns: {
                /**
                 * @description The campaign
                 * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                campaignId: string;
                /**
                 * @description The campaign's name
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description The contact's delivery as a recipient of the campaign (queued, sending, sent, failed, skipped, canceled, excluded)
                 * @example queued
                 * @enum {string}
                 */
                status: "queued" | "sending" | "sent" | "failed" | "skipped" | "canceled" | "excluded";
                /**
                 * @description The email, number, chat id or device token sent to
                 * @example Jl. Kemang Raya No. 8, Jakarta Selatan
                 */
                address: string | null;
                /**
                 * @description When the provider accepted the message; null when it did not happen
                 * @example 2026-11-20T03:04:05.000Z
                 */
                sentAt: string | null;
                /**
                 * @description When the provider reported it delivered; null when it did not happen
                 * @example 2026-11-20T03:04:05.000Z
                 */
                deliveredAt: string | null;
                /**
                 * @description First open; null when it did not happen
                 * @example 2026-11-20T03:04:05.000Z
                 */
                openedAt: string | null;
                /**
                 * @description How often the contact opened it (tracked opens)
                 * @example 12
                 */
                opens: number;
                /**
                 * @description First click; null when it did not happen
                 * @example 2026-11-20T03:04:05.000Z
                 */
                clickedAt: string | null;
                /**
                 * @description How often the contact clicked its tracked links
                 * @example 12
                 */
                clicks: number;
                /**
                 * @description When it bounced; null when it did not happen
                 * @example 2026-11-20T03:04:05.000Z
                 */
                bouncedAt: string | null;
                /**
                 * @description When the contact reported it as spam; null when it did not happen
                 * @example 2026-11-20T03:04:05.000Z
                 */
                complainedAt: string | null;
                /**
                 * @description When the contact unsubscribed through it; null when it did not happen
                 * @example 2026-11-20T03:04:05.000Z
                 */
                unsubscribedAt: string | null;
            }[];
            /** @description The contact's clicks per tracked link, newest first, at most 1000 (truncated says whether there were more) */
            clicks: {
                /**
                 * @description The campaign the link was in
                 * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                campaignId: string;
                /**
                 * @description The tracked link clicked
                 * @example https://hooks.example.com/pasar
                 */
                url: string | null;
                /**
                 * @description How often the contact clicked it
                 * @example 12
                 */
                count: number;
                /**
                 * @description The first click
                 * @example 2026-11-20T03:04:05.000Z
                 */
                firstAt: string;
            }[];
            /** @description Referral attributions where the contact is the referee or the referrer: matched by its email (refereeEmail, referrerEmail) or by its externalRef as the customer id (refereeCustomerId, referrerCustomerId), newest first, at most 1000 (truncated says whether there were more) */
            referrals: (components["schemas"]["ReferralAttribution"] & {
                /**
                 * @description Which side of the referral the contact is
                 * @example referee
                 * @enum {string}
                 */
                role: "referee" | "referrer";
            })[];
            /** @description Discount code redemptions of the customer whose id is the contact's externalRef, newest first, at most 1000 (truncated says whether there were more) */
            discountRedemptions: {
                /**
                 * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
                 * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description The discount code (dc_…)
                 * @example dc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                codeId: string;
                /**
                 * @description The discount code redeemed
                 * @example HEMAT20
                 */
                code: string | null;
                /**
                 * @description The checkout session it was redeemed on
                 * @example cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                checkoutSessionId: string;
                /**
                 * @description The purchase amount, minor units
                 * @example 150000
                 */
                amount: number;
                /**
                 * @description The discount taken off, minor units
                 * @example 15000
                 */
                discountAmount: number;
                /**
                 * @description Three-letter ISO 4217 currency code, upper case (e.g. IDR).
                 * @example IDR
                 */
                currency: string;
                /**
                 * @description When this object was created (ISO 8601, UTC).
                 * @example 2026-11-20T03:04:05.000Z
                 */
                createdAt: string;
            }[];
            /** @description Suppression list entries of the contact's addresses, newest first, at most 1000 (truncated says whether there were more) */
            suppressions: {
                /**
                 * @description The suppressed address; null once its contact was erased
                 * @example Jl. Kemang Raya No. 8, Jakarta Selatan
                 */
                address: string | null;
                /**
                 * @description Why: a hard bounce, a spam complaint, or added by hand
                 * @example hard_bounce
                 * @enum {string}
                 */
                reason: "hard_bounce" | "complaint" | "manual";
                /**
                 * @description The provider or API key that added it
                 * @example checkout
                 */
                source: string | null;
                /**
                 * @description The campaign whose send bounced or was complained about
                 * @example cmp_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                campaignId: string | null;
                /**
                 * @description When this object was created (ISO 8601, UTC).
                 * @example 2026-11-20T03:04:05.000Z
                 */
                createdAt: string;
            }[];
            /** @description Per list: whether it was cut at the cap */
            truncated: {
                /**
                 * @description true: lists had more than 1000 entries
                 * @example true
                 */
                lists: boolean;
                /**
                 * @description true: campaigns had more than 1000 entries
                 * @example true
                 */
                campaigns: boolean;
                /**
                 * @description true: clicks had more than 1000 entries
                 * @example true
                 */
                clicks: boolean;
                /**
                 * @description true: referrals had more than 1000 entries
                 * @example true
                 */
                referrals: boolean;
                /**
                 * @description true: discountRedemptions had more than 1000 entries
                 * @example true
                 */
                discountRedemptions: boolean;
                /**
                 * @description true: suppressions had more than 1000 entries
                 * @example true
                 */
                suppressions: boolean;
            };
            /**
             * @description When this export was made
             * @example 2026-11-20T03:04:05.000Z
             */
            exportedAt: string;
        };
        ContactErased: {
            /**
             * @description Always true
             * @example true
             * @enum {boolean}
             */
            erased: true;
            /**
             * @description The erased contact's id (it no longer exists)
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            contactId: string;
            /**
             * @description When it was erased
             * @example 2026-11-20T03:04:05.000Z
             */
            erasedAt: string;
        };
        Product: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example prod_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The workspace (acc_…) whose catalogue holds the product
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description The product's name
             * @example Kopi Susu Gula Aren 250 ml
             */
            name: string;
            /**
             * @description The product's address part in the shop (…/p/<slug>), unique in the workspace
             * @example kopi-susu-gula-aren-250-ml
             */
            slug: string;
            /**
             * @description The description, Markdown; null for none
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string | null;
            /**
             * @description The price as an integer in the currency's smallest unit: whole rupiah for IDR (no decimals: 150000 is Rp 150.000), cents for USD and SGD
             * @example 25000
             */
            price: number;
            /**
             * @description The currency of price: IDR, USD or SGD (ISO 4217)
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD" | "SGD";
            /**
             * @description physical (shipped goods), digital (files to download) or license (a licence key)
             * @example physical
             * @enum {string}
             */
            type: "physical" | "digital" | "license";
            /**
             * @description URL of the main image; null for none
             * @example https://toko.example.com/img/kopi-susu.png
             */
            thumbnail: string | null;
            /**
             * @description URLs of the gallery images, in order; empty for none
             * @example [
             *       "https://toko.example.com/img/kopi-susu.png"
             *     ]
             */
            coverImages: string[];
            /**
             * @description Tags; empty for none
             * @example [
             *       "kopi"
             *     ]
             */
            tags: string[];
            /**
             * @description Whether an AI fill was ever started for the product
             * @example true
             */
            aiGenerated: boolean;
            /**
             * @description The latest AI fill: generating (in progress), complete (description and tags written) or failed (both left as they were); null if AI fill was never used
             * @example generating
             * @enum {string|null}
             */
            aiStatus: "generating" | "complete" | "failed" | null;
            /**
             * @description Whether a licence key is issued with each purchase (for license products)
             * @example true
             */
            licenseEnabled: boolean;
            /**
             * @description How many activations one licence key allows (default 1)
             * @example 12
             */
            maxActivations: number;
            /**
             * @description The weight in grams (an integer) for shipping rates; null when not set
             * @example 1200
             */
            weight: number | null;
            /**
             * @description The length in millimetres (an integer) for shipping rates; null when not set
             * @example 42
             */
            length: number | null;
            /**
             * @description The width in millimetres (an integer) for shipping rates; null when not set
             * @example 80
             */
            width: number | null;
            /**
             * @description The height in millimetres (an integer) for shipping rates; null when not set
             * @example 600
             */
            height: number | null;
            /**
             * @description The shipping origin area; null when not set
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            originAreaId: string | null;
            /**
             * @description Whether shipments of the product must be insured
             * @example true
             */
            requiresInsurance: boolean;
            /**
             * @description Global Trade Item Number (8-14 digits) for product feeds; null for none
             * @example 08991234567890
             */
            gtin: string | null;
            /**
             * @description The Google product category for product feeds; null for none
             * @example Food, Beverages & Tobacco > Beverages > Coffee
             */
            googleProductCategory: string | null;
            /**
             * @description The brand for product feeds; null for none
             * @example visa
             */
            brand: string | null;
            /**
             * @description Whether the product is left out of product feeds
             * @example false
             */
            feedExcluded: boolean;
            /**
             * @description Whether the product is live (true) or a draft (false)
             * @example true
             */
            published: boolean;
            /**
             * @description Whether the product was deleted (archived): then it is unpublished, left out of lists and pages, still readable by id, and refuses writes
             * @example false
             */
            archived: boolean;
            /**
             * @description The absolute address of the product's hosted page (…/<workspace slug>/p/<slug>); null when the workspace has no slug
             * @example https://toko.example.com/produk/kopi-susu
             */
            pageUrl: string | null;
            /** @description Files attached for buyers to download (POST …/files); always empty for physical products */
            files: components["schemas"]["ProductFile"][];
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
        ProductFile: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example file_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The file name as uploaded (at most 255 characters; control characters and / \ become _)
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description Size in bytes (1 byte to 100 MB)
             * @example 20480
             */
            size: number;
            /**
             * @description The media type the upload declared (application/octet-stream when none)
             * @example application/pdf
             */
            contentType: string;
            /**
             * @description Hex SHA-256 of the file's bytes, to check a download against
             * @example e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
             */
            sha256: string;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        CreateProduct: {
            /**
             * @description The product's name, one line of 1-200 characters (trimmed). Required
             * @example Kopi Susu Gula Aren 250 ml
             */
            name: string;
            /**
             * @description The product description, Markdown of at most 10,000 characters (shown as text on the product page); null for none
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description The price as an integer in the currency's smallest unit: whole rupiah for IDR (no decimals: 150000 is Rp 150.000), cents for USD and SGD; at least 0. Required
             * @example 25000
             */
            price: number;
            /**
             * Format: uri
             * @description URL (http or https, at most 2048 characters) of the main image; null for none
             * @example https://toko.example.com/img/kopi-susu.png
             */
            thumbnail?: string | null;
            /**
             * @description URLs (http or https) of the gallery images, in order; at most 20. Omitted: none
             * @example [
             *       "https://toko.example.com/img/kopi-susu.png"
             *     ]
             */
            coverImages?: string[];
            /**
             * @description Tags, at most 50 of 1-50 characters (trimmed); there is no tag search. Omitted: none
             * @example [
             *       "kopi"
             *     ]
             */
            tags?: string[];
            /**
             * @description Whether the product is live: shown on the hosted shop pages and to publishable keys. false is a draft. Default false (a draft)
             * @example true
             */
            published?: boolean;
            /**
             * @description Whether a licence key is issued with each purchase (for license products). Default false
             * @example true
             */
            licenseEnabled?: boolean;
            /**
             * @description How many activations one licence key allows, 1-1,000,000 (default 1)
             * @example 12
             */
            maxActivations?: number;
            /**
             * @description Global Trade Item Number (the barcode: EAN, UPC, ISBN), 8-14 digits, for product feeds; null for none
             * @example 08991234567890
             */
            gtin?: string | null;
            /**
             * @description The Google product category (name or id in Google's taxonomy), at most 250 characters, for product feeds; null for none
             * @example Food, Beverages & Tobacco > Beverages > Coffee
             */
            googleProductCategory?: string | null;
            /**
             * @description The brand, at most 120 characters, for product feeds; null for none
             * @example visa
             */
            brand?: string | null;
            /**
             * @description Whether the product is left out of product feeds. Default false
             * @example false
             */
            feedExcluded?: boolean;
            /**
             * @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them.
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
            /**
             * @description The currency of price: IDR, USD or SGD (ISO 4217); fixed at creation. Required
             * @example IDR
             * @enum {string}
             */
            currency: "IDR" | "USD" | "SGD";
            /**
             * @description physical (shipped goods), digital (files to download) or license (a licence key, possibly with files); fixed at creation. Only digital and license products take files. Required
             * @example physical
             * @enum {string}
             */
            type: "physical" | "digital" | "license";
            /**
             * @description The product's address part in the shop (…/p/<slug>): 2-80 of a-z, 0-9 and -, unique in the workspace; fixed at creation. Omitted: derived from the name (lowercase, hyphenated, other characters dropped); a taken slug gets a -<base-36 time> suffix
             * @example kopi-susu-gula-aren-250-ml
             */
            slug?: string;
            /**
             * @description true: write description and tags with AI in the background (aiStatus generating, then complete or failed); counts one run of the monthly AI quota. Default false
             * @example true
             */
            aiGenerate?: boolean;
            /**
             * @description The weight in grams (an integer) for shipping rates; null when not set
             * @example 1200
             */
            weight?: number | null;
            /**
             * @description The length in millimetres (an integer) for shipping rates; null when not set
             * @example 42
             */
            length?: number | null;
            /**
             * @description The width in millimetres (an integer) for shipping rates; null when not set
             * @example 80
             */
            width?: number | null;
            /**
             * @description The height in millimetres (an integer) for shipping rates; null when not set
             * @example 600
             */
            height?: number | null;
            /**
             * @description The shipping origin area (where the product ships from), for shipping rates; at most 100 characters; null when not set
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            originAreaId?: string | null;
            /**
             * @description Whether shipments of the product must be insured. Default false
             * @example true
             */
            requiresInsurance?: boolean;
        };
        ProductPage: {
            /**
             * @description The items on this page.
             * @example [
             *       "store.product.created.v1",
             *       "store.product.updated.v1"
             *     ]
             */
            data: components["schemas"]["Product"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        PatchProduct: {
            /**
             * @description The product's name, one line of 1-200 characters (trimmed). Omitted: unchanged
             * @example Kopi Susu Gula Aren 250 ml
             */
            name?: string;
            /**
             * @description The product description, Markdown of at most 10,000 characters (shown as text on the product page); null for none. Omitted: unchanged
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
            /**
             * @description The price as an integer in the currency's smallest unit: whole rupiah for IDR (no decimals: 150000 is Rp 150.000), cents for USD and SGD. Omitted: unchanged
             * @example 25000
             */
            price?: number;
            /**
             * Format: uri
             * @description URL (http or https, at most 2048 characters) of the main image; null for none. Omitted: unchanged
             * @example https://toko.example.com/img/kopi-susu.png
             */
            thumbnail?: string | null;
            /**
             * @description URLs (http or https) of the gallery images, in order; at most 20. Omitted: unchanged
             * @example [
             *       "https://toko.example.com/img/kopi-susu.png"
             *     ]
             */
            coverImages?: string[];
            /**
             * @description Tags, at most 50 of 1-50 characters (trimmed); there is no tag search. Omitted: unchanged
             * @example [
             *       "kopi"
             *     ]
             */
            tags?: string[];
            /**
             * @description Whether the product is live: shown on the hosted shop pages and to publishable keys. false is a draft. Omitted: unchanged
             * @example true
             */
            published?: boolean;
            /**
             * @description Whether a licence key is issued with each purchase (for license products). Omitted: unchanged
             * @example true
             */
            licenseEnabled?: boolean;
            /**
             * @description How many activations one licence key allows, 1-1,000,000 (default 1). Omitted: unchanged
             * @example 12
             */
            maxActivations?: number;
            /**
             * @description Global Trade Item Number (the barcode: EAN, UPC, ISBN), 8-14 digits, for product feeds; null for none. Omitted: unchanged
             * @example 08991234567890
             */
            gtin?: string | null;
            /**
             * @description The Google product category (name or id in Google's taxonomy), at most 250 characters, for product feeds; null for none. Omitted: unchanged
             * @example Food, Beverages & Tobacco > Beverages > Coffee
             */
            googleProductCategory?: string | null;
            /**
             * @description The brand, at most 120 characters, for product feeds; null for none. Omitted: unchanged
             * @example visa
             */
            brand?: string | null;
            /**
             * @description Whether the product is left out of product feeds. Omitted: unchanged
             * @example false
             */
            feedExcluded?: boolean;
            /**
             * @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them.
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
            /**
             * @description false restores an archived product: it is live again as a draft (published false unless sent), and takes a product slot of the plan (403 QUOTA_EXCEEDED when none is free). On a live product false changes nothing; true is 400 (archive with DELETE)
             * @example false
             * @enum {boolean}
             */
            archived?: false;
        };
        Variant: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The product (prod_…) the variant belongs to
             * @example prod_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            productId: string;
            /**
             * @description The variant's name
             * @example Kopi Susu Gula Aren 250 ml
             */
            title: string;
            /**
             * @description Stock keeping unit, unique in the workspace; null for none
             * @example KSGA-250
             */
            sku: string | null;
            /**
             * @description The option values that set this variant apart; empty for none
             * @example {
             *       "ukuran": "250 ml",
             *       "rasa": "Gula aren"
             *     }
             */
            options: {
                [key: string]: string;
            };
            /**
             * @description The variant's own absolute price (not a difference from the product's), in the product currency's smallest unit: whole rupiah for IDR (no decimals), cents for USD and SGD
             * @example 25000
             */
            priceCents: number;
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
        CreateVariant: {
            /**
             * @description The product (prod_…) the variant belongs to; it must be a non-archived product of this workspace
             * @example prod_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            productId: string;
            /**
             * @description The variant's name, one line of 1-200 characters (trimmed), for example Large / Red
             * @example Kopi Susu Gula Aren 250 ml
             */
            title: string;
            /**
             * @description Stock keeping unit, at most 64 characters (trimmed), unique in the workspace (409 SKU_TAKEN); null for none. Omitted: none
             * @example KSGA-250
             */
            sku?: string | null;
            /**
             * @description The option values that set this variant apart, as a string map (for example {size: L, colour: red}): at most 20 keys of 1-40 characters, values at most 100. Omitted: empty
             * @example {
             *       "ukuran": "250 ml",
             *       "rasa": "Gula aren"
             *     }
             */
            options?: {
                [key: string]: string;
            };
            /**
             * @description The variant's own absolute price (not a difference from the product's), in the product currency's smallest unit: whole rupiah for IDR (no decimals), cents for USD and SGD; at least 0. Required
             * @example 25000
             */
            priceCents: number;
        };
        VariantPage: {
            /**
             * @description The items on this page.
             * @example [
             *       "store.product.created.v1",
             *       "store.product.updated.v1"
             *     ]
             */
            data: components["schemas"]["Variant"][];
            /**
             * @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page.
             * @example eyJ0IjoxNzY3MjI1NjAwMDAwLCJpZCI6IjAxSkI0WDZOMFpROEszQzlXMlQ1VjdSMU1EIn0
             */
            cursor: string | null;
            /**
             * @description Whether another page follows (then `cursor` is set).
             * @example true
             */
            hasMore: boolean;
        };
        PatchVariant: {
            /**
             * @description The variant's name, one line of 1-200 characters (trimmed), for example Large / Red. Omitted: unchanged
             * @example Kopi Susu Gula Aren 250 ml
             */
            title?: string;
            /**
             * @description Stock keeping unit, at most 64 characters (trimmed), unique in the workspace (409 SKU_TAKEN); null for none. Omitted: unchanged
             * @example KSGA-250
             */
            sku?: string | null;
            /**
             * @description The option values that set this variant apart, as a string map (for example {size: L, colour: red}): at most 20 keys of 1-40 characters, values at most 100; replaces the stored map. Omitted: unchanged
             * @example {
             *       "ukuran": "250 ml",
             *       "rasa": "Gula aren"
             *     }
             */
            options?: {
                [key: string]: string;
            };
            /**
             * @description The variant's own absolute price (not a difference from the product's), in the product currency's smallest unit: whole rupiah for IDR (no decimals), cents for USD and SGD. Omitted: unchanged
             * @example 25000
             */
            priceCents?: number;
        };
        StoreWebhookDelivery: {
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
        StoreWebhookEndpointWithSecret: components["schemas"]["StoreWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e
             */
            secret: string;
        };
        StoreWebhookEndpoint: {
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
        StoreWebhookEndpointCreate: {
            /**
             * @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "store.product.created.v1",
             *       "store.product.updated.v1"
             *     ]
             */
            events: string[];
            /**
             * @description A note for people, at most 500 characters
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
        };
        StoreWebhookEndpointUpdate: {
            /**
             * @description A new https URL (same rules as on create)
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "store.product.created.v1",
             *       "store.product.updated.v1"
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
        StoreWebhookSecretRotate: {
            /**
             * @description How long the current secret keeps signing next to the new one (0-86400); 0, the default, stops it at once
             * @example 3600
             */
            expiresInSeconds?: number;
        };
        StoreEvent: {
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
             * @example [
             *       "store.product.created.v1",
             *       "store.product.updated.v1"
             *     ]
             */
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
