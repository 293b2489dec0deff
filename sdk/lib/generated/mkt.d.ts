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
         * @description Upserts on the identity hash (email + phone, normalised) within the workspace: fields sent overwrite, others are kept; 201 either way. email or phone is required. A new contact beyond the plan's contactsLimit is 403 QUOTA_EXCEEDED; updates always pass.
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
         * @description rows: 1-5000 contact bodies, validated whole first (one bad value → 400 VALIDATION, nothing written). Rows without email and phone are skipped with an errors entry {index, reason} (zero-based); with skipExisting, rows whose identity exists are skipped without one. Rows without source get csv_import. listName (1-120) is created if missing; created and updated rows join it. An import that would take the workspace past contactsLimit is refused whole (403 QUOTA_EXCEEDED). One D1 batch: no per-row round trip.
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
         * @description Body: text/csv with a header row (email, phone, firstName, lastName, source, externalRef, tags split on ; or |, subscriptions.<channel>, social.<network>; any other column becomes an attribute). Records that are not valid contacts are reported in the job's errors and skipped; the rest are applied in chunks of 500 through the tasks queue, each chunk all-or-nothing against the contacts cap (a chunk that would cross it stops the job as failed, QUOTA_EXCEEDED). Answers 202 {jobId}; poll GET /contacts/import/jobs/{jobId}.
         */
        post: {
            parameters: {
                query?: {
                    listName?: string;
                    skipExisting?: "0" | "1" | "true" | "false";
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
                            /** @description The result of the operation (null on an error). */
                            data: {
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
                            /** @description The result of the operation (null on an error). */
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                                id: string;
                                /** @enum {string} */
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
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
                            /** @description The result of the operation (null on an error). */
                            data: {
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
                            /** @description The result of the operation (null on an error). */
                            data: {
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
                            /** @description The result of the operation (null on an error). */
                            data: {
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                                id: string;
                                /**
                                 * @description Always true: the object was deleted.
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                count: number;
                                sample: {
                                    /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                                    id: string;
                                    email: string | null;
                                    phone: string | null;
                                    firstName: string | null;
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
                /** @description Missing or invalid credentials */
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
         * @description provider (spec enum), displayName 1-120, externalId ≤ 120 or null, credentials (the provider's keys; a missing one is 400 VALIDATION, extra keys are stored and ignored; URLs follow the webhook target rules), config, scopesGranted. social_v1-v6 connect only through OAuth (400 USE_OAUTH). No upstream call is made. 201 with id, provider, displayName, status (active), externalId, config, createdAt. Credentials are sealed (AES-256-GCM, per-workspace key) and never returned.
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                                id: string;
                                /** @enum {string} */
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                messageId: string;
                                /** @enum {boolean} */
                                queued: true;
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
                            /** @description The result of the operation (null on an error). */
                            data: {
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
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
                                id: string;
                                channelId: string;
                                /** @enum {string} */
                                subscription: "pending";
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
                            /** @description The result of the operation (null on an error). */
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
                            /** @description The result of the operation (null on an error). */
                            data: {
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
                            /** @description The result of the operation (null on an error). */
                            data: {
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
         * @description Opens a hosted checkout for a paid plan (STARTER, GROWTH or SCALE; any case). email defaults to the access token's (a signed key has none: send it). Currency: an explicit IDR or USD wins; otherwise Edge-IPCountry ID, XX, T1 or none bills IDR and any other country USD (in production the edge sets the header, not the client). The first invoice is listed at once (open); the plan changes when payment is confirmed. 503 PLAN_NOT_CONFIGURED before a platform admin has configured billing (PUT /billing/config); 500 CHECKOUT_FAILED when payments refuses (nothing is left billing).
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
                /** @description PLAN_NOT_CONFIGURED */
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
         * @description Any of name, description, price, thumbnail, coverImages, tags, published, licenseEnabled, maxActivations, gtin, googleProductCategory, brand, feedExcluded, metadata → 200 with the full product. Anything else (slug, currency, type, archived, ids, timestamps) → 400 VALIDATION_ERROR. An archived product is 404. store.product.updated.v1 is sent on every successful patch, no-ops included.
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
                        /** Format: binary */
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
                            /** @description The result of the operation (null on an error). */
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
                            /** @description The result of the operation (null on an error). */
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
                            /** @description The result of the operation (null on an error). */
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
                            /** @description The result of the operation (null on an error). */
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
            /** @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page. */
            cursor: string | null;
            /** @description Whether another page follows (then `cursor` is set). */
            hasMore: boolean;
        };
        Contact: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            accountId: string;
            identityHash: string;
            email: string | null;
            phone: string | null;
            firstName: string | null;
            lastName: string | null;
            socialHandles: {
                [key: string]: string;
            };
            subscriptions: {
                [key: string]: string;
            };
            attributes: {
                [key: string]: unknown;
            };
            tags: string[];
            source: string | null;
            externalRef: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
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
        CreateContact: {
            /** @example budi@example.com */
            email?: string;
            /** @example +62 812-3456-7890 */
            phone?: string;
            firstName?: string | null;
            lastName?: string | null;
            /**
             * @example {
             *       "instagram": "@budi"
             *     }
             */
            socialHandles?: {
                [key: string]: string;
            };
            /**
             * @description Per channel (email, sms, whatsapp, ...): subscribed, unsubscribed, pending; absent = subscribed
             * @example {
             *       "email": "subscribed"
             *     }
             */
            subscriptions?: {
                [key: string]: string;
            };
            attributes?: {
                [key: string]: unknown;
            };
            /** @description Extension: at most 50 tags of 1-64 characters (the segment tag rule) */
            tags?: string[];
            source?: string | null;
            externalRef?: string | null;
        };
        ImportResult: {
            created: number;
            updated: number;
            skipped: number;
            errors: {
                index: number;
                reason: string;
            }[];
            listId: string | null;
        };
        ImportContacts: {
            rows: {
                /** @example budi@example.com */
                email?: string;
                /** @example +62 812-3456-7890 */
                phone?: string;
                firstName?: string | null;
                lastName?: string | null;
                /**
                 * @example {
                 *       "instagram": "@budi"
                 *     }
                 */
                socialHandles?: {
                    [key: string]: string;
                };
                /**
                 * @description Per channel (email, sms, whatsapp, ...): subscribed, unsubscribed, pending; absent = subscribed
                 * @example {
                 *       "email": "subscribed"
                 *     }
                 */
                subscriptions?: {
                    [key: string]: string;
                };
                attributes?: {
                    [key: string]: unknown;
                };
                /** @description Extension: at most 50 tags of 1-64 characters (the segment tag rule) */
                tags?: string[];
                source?: string | null;
                externalRef?: string | null;
            }[];
            listName?: string;
            /** @default false */
            skipExisting?: boolean;
        };
        PatchContact: {
            /** @example budi@example.com */
            email?: string;
            /** @example +62 812-3456-7890 */
            phone?: string;
            firstName?: string | null;
            lastName?: string | null;
            /**
             * @example {
             *       "instagram": "@budi"
             *     }
             */
            socialHandles?: {
                [key: string]: string;
            };
            /**
             * @description Per channel (email, sms, whatsapp, ...): subscribed, unsubscribed, pending; absent = subscribed
             * @example {
             *       "email": "subscribed"
             *     }
             */
            subscriptions?: {
                [key: string]: string;
            };
            attributes?: {
                [key: string]: unknown;
            };
            /** @description Extension: at most 50 tags of 1-64 characters (the segment tag rule) */
            tags?: string[];
            source?: string | null;
            externalRef?: string | null;
        };
        ContactList: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            memberCount: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        Segment: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            accountId: string;
            name: string;
            description: string | null;
            filter: components["schemas"]["SegmentFilter"];
            cachedSize: number;
            cachedAt: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        SegmentFilter: {
            /** @enum {string} */
            match: "all" | "any";
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
            field: string;
            /** @enum {string} */
            op: "in" | "not_in" | "eq" | "neq" | "gte" | "lte" | "gt" | "lt";
            value: (string | number | boolean | null)[] | string | number | boolean | null;
        };
        CreateSegment: {
            name: string;
            description?: string | null;
            filter: components["schemas"]["SegmentFilter"];
        };
        PreviewFilter: {
            filter: components["schemas"]["SegmentFilter"];
        };
        PatchSegment: {
            name?: string;
            description?: string | null;
            filter?: components["schemas"]["SegmentFilter"];
        };
        Channel: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            /** @enum {string} */
            provider: "email_v1" | "email_v2" | "email_v3" | "email_v4" | "email_v5" | "sms_v1" | "sms_v2" | "messaging_v1" | "messaging_v2" | "messaging_v3" | "messaging_v4" | "messaging_v5" | "messaging_v6" | "push_v1" | "push_v2" | "social_v1" | "social_v2" | "social_v3" | "social_v4" | "social_v5" | "social_v6" | "social_v7" | "webhook_generic";
            externalId: string | null;
            displayName: string;
            /** @enum {string} */
            status: "pending" | "active" | "expired" | "revoked";
            config: {
                [key: string]: unknown;
            };
            scopesGranted: string[];
            lastSyncedAt: string | null;
            lastError: string | null;
            expiresAt: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        CreatedChannel: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            /** @enum {string} */
            provider: "email_v1" | "email_v2" | "email_v3" | "email_v4" | "email_v5" | "sms_v1" | "sms_v2" | "messaging_v1" | "messaging_v2" | "messaging_v3" | "messaging_v4" | "messaging_v5" | "messaging_v6" | "push_v1" | "push_v2" | "social_v1" | "social_v2" | "social_v3" | "social_v4" | "social_v5" | "social_v6" | "social_v7" | "webhook_generic";
            displayName: string;
            /** @enum {string} */
            status: "pending" | "active" | "expired" | "revoked";
            externalId: string | null;
            config: {
                [key: string]: unknown;
            };
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        CreateChannel: {
            /** @enum {string} */
            provider: "email_v1" | "email_v2" | "email_v3" | "email_v4" | "email_v5" | "sms_v1" | "sms_v2" | "messaging_v1" | "messaging_v2" | "messaging_v3" | "messaging_v4" | "messaging_v5" | "messaging_v6" | "push_v1" | "push_v2" | "social_v1" | "social_v2" | "social_v3" | "social_v4" | "social_v5" | "social_v6" | "social_v7" | "webhook_generic";
            displayName: string;
            externalId?: string | null;
            /** @description Write-only: the provider's keys (spec table); stored encrypted, never returned */
            credentials: {
                [key: string]: string;
            };
            config?: {
                [key: string]: unknown;
            };
            scopesGranted?: string[];
        };
        PatchChannel: {
            displayName?: string;
            config?: {
                [key: string]: unknown;
            };
        };
        ChannelTest: {
            /** @description An address, an E.164 number or a chat id, as the provider takes */
            recipient: string;
        };
        DnsRecords: {
            provider: string;
            domain: string;
            records: {
                /** @enum {string} */
                kind: "SPF" | "DKIM" | "DMARC" | "CNAME";
                name: string;
                value: string;
                hint: string;
            }[];
            providerDashboard?: string;
        };
        ChannelSend: {
            messageId: string;
            recipient: string;
            /** @enum {string} */
            status: "queued" | "sent" | "failed";
            statusCode: number | null;
            error: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            sentAt: string | null;
        };
        ConfirmContact: {
            channelId: string;
        };
        ReferralProgram: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            accountId: string;
            enabled: boolean;
            /** @enum {string} */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            referrerValue: number;
            refereeValue: number;
            currency: string;
            minPurchaseAmount: number | null;
            rewardExpiryDays: number;
            attributionWindowDays: number;
            maxRewardsPerReferrer: number | null;
            programTerms: string | null;
            marketingCampaignId: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        } | null;
        ReferralProgramInput: {
            /** @enum {string} */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            referrerValue: number;
            refereeValue: number;
            currency: string;
            enabled?: boolean;
            rewardExpiryDays?: number;
            attributionWindowDays?: number;
            marketingCampaignId?: string | null;
            minPurchaseAmount?: number | null;
            maxRewardsPerReferrer?: number | null;
            programTerms?: string | null;
        };
        ReferralStats: {
            totalLinks: number;
            totalClicks: number;
            totalSignups: number;
            totalRewards: number;
            attributedRevenue: number;
            conversionRate: number;
        };
        ReferralLink: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            programId: string;
            accountId: string;
            customerId: string;
            code: string;
            clicks: number;
            signups: number;
            rewards: number;
            revenue: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        } | null;
        IssueReferralLink: {
            accountId?: string | null;
            customerId: string;
        };
        ReferralClicked: {
            linkId: string;
            programId: string;
        } | null;
        ReferralClick: {
            accountId?: string | null;
            code: string;
        };
        ReferralReward: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            code: string;
            /** @enum {string} */
            role: "referrer" | "referee";
            /** @enum {string} */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            value: number;
            currency: string;
            expiresAt: string | null;
            usedCount: number;
        };
        ReferralAttribution: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            accountId: string;
            programId: string;
            linkId: string;
            referrerCustomerId: string;
            refereeCustomerId: string;
            refereeEmail: string;
            referrerEmail: string | null;
            externalSource: string | null;
            externalRef: string;
            /** @enum {string} */
            status: "pending" | "rewarded" | "voided" | "expired";
            checkoutSessionId: string | null;
            expiresAt: string;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC); null when it has not changed since it was created. */
            updatedAt: string | null;
        } | null;
        ReferralSignup: {
            accountId?: string | null;
            refereeCustomerId: string;
            refereeEmail: string;
            referrerEmail?: string | null;
            linkCode: string;
            externalSource?: string | null;
            externalRef?: string | null;
        };
        ReferralStamped: {
            stamped: boolean;
            attributionId?: string;
        };
        ReferralCheckoutStart: {
            accountId?: string | null;
            customerId: string;
            checkoutSessionId: string;
        };
        ReferralFulfilled: {
            issued: boolean;
            referrerCodeId?: string;
            refereeCodeId?: string;
            reason?: string;
        };
        ReferralFulfil: {
            accountId?: string | null;
            checkoutSessionId: string;
            status: string;
            currency: string;
            amount: number;
        };
        ReferralVoided: {
            voided: boolean;
            attributionId?: string;
            reason?: string;
        };
        ReferralVoid: {
            accountId?: string | null;
            checkoutSessionId?: string;
            attributionId?: string;
        };
        DiscountCode: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            code: string;
            /** @enum {string} */
            source: "manual" | "referral_referrer" | "referral_referee";
            /** @enum {string} */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            value: number;
            currency: string;
            customerId: string | null;
            maxUsesTotal: number | null;
            maxUsesPerCustomer: number | null;
            usedCount: number;
            expiresAt: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        CreateDiscountCode: {
            code?: string;
            /** @enum {string} */
            rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
            value: number;
            currency: string;
            /** Format: date-time */
            expiresAt?: string;
            maxUsesTotal?: number | null;
            maxUsesPerCustomer?: number | null;
        };
        DiscountCodePage: {
            /** @description The items on this page. */
            data: components["schemas"]["DiscountCode"][];
            /** @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page. */
            cursor: string | null;
            /** @description Whether another page follows (then `cursor` is set). */
            hasMore: boolean;
        };
        DiscountRedeemed: {
            discountCodeId: string;
            discountAmount: number;
        };
        RedeemDiscountCode: {
            code: string;
            customerId: string;
            checkoutSessionId: string;
            amount: number;
            currency: string;
        };
        MktPlanEntry: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            price: number;
            currency: string;
            features: string[];
        };
        MktCurrentPlan: {
            plan: string;
            planName: string;
            isForjioInternal: boolean;
            contactsLimit: number;
            rateLimit: number;
            pixelsEnabled: boolean;
            feedsEnabled: boolean;
            blogPostsLimit: number;
            discountCodesLimit: number;
            referralProgramsLimit: number;
            billingCycleEnd: string | null;
        };
        MktBillingSubscription: {
            plan: string;
            planName: string;
            isForjioInternal: boolean;
            /** @enum {string} */
            status: "active" | "canceling" | "canceled" | "past_due" | "incomplete";
            currentPeriodStart: string | null;
            currentPeriodEnd: string | null;
            cancelAt: string | null;
        };
        MktUsage: {
            plan: string;
            contacts: number;
            contactsLimit: number;
            discountsRedeemed: number;
            remindersSent: number;
            referralAttributions: number;
            blogPostsPublished: number;
            resetAt: string;
        };
        MktInvoicePage: {
            /** @description The items on this page. */
            data: components["schemas"]["MktInvoice"][];
            /** @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page. */
            cursor: string | null;
            /** @description Whether another page follows (then `cursor` is set). */
            hasMore: boolean;
        };
        MktInvoice: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            plan: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            status: "open" | "paid" | "void" | "uncollectible";
            paidAt: string | null;
            receiptUrl: string | null;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        MktCheckoutResult: {
            subscriptionId: string;
            invoiceId: string;
            checkoutSessionId: string;
            checkoutUrl: string;
        };
        MktCheckout: {
            /** @example GROWTH */
            plan: string;
            email?: string;
            name?: string;
            /** @enum {string} */
            currency?: "IDR" | "USD";
        };
        MktBillingConfigResult: {
            accountId: string;
            environment: string;
            prices: {
                plan: string;
                currency: string;
                amount: number;
                payPlanId: string;
                payPriceId: string;
            }[];
        };
        MktBillingConfig: {
            accountId: string;
            /**
             * @default test
             * @enum {string}
             */
            environment?: "test" | "live";
        };
        Product: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            accountId: string;
            name: string;
            slug: string;
            description: string | null;
            price: number;
            /** @enum {string} */
            currency: "IDR" | "USD" | "SGD";
            /** @enum {string} */
            type: "physical" | "digital" | "license";
            thumbnail: string | null;
            coverImages: string[];
            tags: string[];
            aiGenerated: boolean;
            /** @enum {string|null} */
            aiStatus: "generating" | "complete" | "failed" | null;
            licenseEnabled: boolean;
            maxActivations: number;
            weight: number | null;
            length: number | null;
            width: number | null;
            height: number | null;
            originAreaId: string | null;
            requiresInsurance: boolean;
            gtin: string | null;
            googleProductCategory: string | null;
            brand: string | null;
            feedExcluded: boolean;
            published: boolean;
            archived: boolean;
            pageUrl: string | null;
            files: components["schemas"]["ProductFile"][];
            /** @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them. */
            metadata: {
                [key: string]: string;
            };
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        ProductFile: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            name: string;
            size: number;
            contentType: string;
            sha256: string;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
        };
        CreateProduct: {
            name: string;
            description?: string | null;
            price: number;
            /** Format: uri */
            thumbnail?: string | null;
            coverImages?: string[];
            tags?: string[];
            published?: boolean;
            licenseEnabled?: boolean;
            maxActivations?: number;
            gtin?: string | null;
            googleProductCategory?: string | null;
            brand?: string | null;
            feedExcluded?: boolean;
            /** @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them. */
            metadata?: {
                [key: string]: string;
            };
            /** @enum {string} */
            currency: "IDR" | "USD" | "SGD";
            /** @enum {string} */
            type: "physical" | "digital" | "license";
            slug?: string;
            aiGenerate?: boolean;
            weight?: number | null;
            length?: number | null;
            width?: number | null;
            height?: number | null;
            originAreaId?: string | null;
            requiresInsurance?: boolean;
        };
        ProductPage: {
            /** @description The items on this page. */
            data: components["schemas"]["Product"][];
            /** @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page. */
            cursor: string | null;
            /** @description Whether another page follows (then `cursor` is set). */
            hasMore: boolean;
        };
        PatchProduct: {
            name?: string;
            description?: string | null;
            price?: number;
            /** Format: uri */
            thumbnail?: string | null;
            coverImages?: string[];
            tags?: string[];
            published?: boolean;
            licenseEnabled?: boolean;
            maxActivations?: number;
            gtin?: string | null;
            googleProductCategory?: string | null;
            brand?: string | null;
            feedExcluded?: boolean;
            /** @description Your own key-value pairs, stored with the object and returned as given; Pasar never acts on them. */
            metadata?: {
                [key: string]: string;
            };
        };
        Variant: {
            /** @description Identifier of this object, assigned by Pasar when it was created; stable and unique. */
            id: string;
            productId: string;
            title: string;
            sku: string | null;
            options: {
                [key: string]: string;
            };
            priceCents: number;
            /** @description When this object was created (ISO 8601, UTC). */
            createdAt: string;
            /** @description When this object last changed (ISO 8601, UTC). */
            updatedAt: string;
        };
        CreateVariant: {
            productId: string;
            title: string;
            sku?: string | null;
            options?: {
                [key: string]: string;
            };
            priceCents: number;
        };
        VariantPage: {
            /** @description The items on this page. */
            data: components["schemas"]["Variant"][];
            /** @description Opaque cursor of the next page: pass it back as `?cursor=`; null on the last page. */
            cursor: string | null;
            /** @description Whether another page follows (then `cursor` is set). */
            hasMore: boolean;
        };
        PatchVariant: {
            title?: string;
            sku?: string | null;
            options?: {
                [key: string]: string;
            };
            priceCents?: number;
        };
        StoreWebhookDelivery: {
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
        StoreWebhookEndpointWithSecret: components["schemas"]["StoreWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_...
             */
            secret: string;
        };
        StoreWebhookEndpoint: {
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
        StoreWebhookEndpointCreate: {
            /** @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host */
            url: string;
            /** @description Exact event types, prefixes ending in "." (every type under it), or "*" */
            events: string[];
            description?: string | null;
        };
        StoreWebhookEndpointUpdate: {
            url?: string;
            /** @description Exact event types, prefixes ending in "." (every type under it), or "*" */
            events?: string[];
            description?: string | null;
            /** @description false pauses (queued deliveries become failed); true re-enables and clears the failure streak */
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
            /** @example payout.paid */
            type: string;
            occurredAt: string;
            accountId: string;
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
