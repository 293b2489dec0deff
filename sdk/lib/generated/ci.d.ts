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
                                 * @description database, tasksQueue, webhooksQueue: ok, error or missing
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
                            data: components["schemas"]["CiApiKey"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
        /** Create a key (shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CiCreateApiKey"];
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
                            data: components["schemas"]["CiNewApiKey"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
                            data: components["schemas"]["CiProject"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
         * Create a project from a repository and register its hook at the code host
         * @description 201 with webhookSecret (only here). A hook the code host refuses leaves the project with webhookRegistered false and webhookError; POST /projects/{id}/webhook tries again. A repoFullName this workspace already has → 409.
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
                    "application/json": components["schemas"]["CiCreateProject"];
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
                            data: components["schemas"]["CiNewProject"];
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
    "/api/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project */
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
                            data: components["schemas"]["CiProject"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
        /** Delete a project (its pipelines, jobs, schedules and badge go with it) */
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
        /** Change a project's settings (visibility of its pipeline and job pages) */
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
                    "application/json": components["schemas"]["CiUpdateProject"];
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
                            data: components["schemas"]["CiProject"];
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
        trace?: never;
    };
    "/api/v1/projects/{id}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register the project's hook again (idempotent: the existing hook is updated, never duplicated) */
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
                /** @description The project */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiProject"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/projects/{id}/variables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's variables, newest first (previews only) */
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
                /** @description Variables */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiVariable"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
         * Create a project variable (value sealed at rest, never returned)
         * @description Unknown fields, a key not matching ^[A-Za-z_][A-Za-z0-9_]*$ (at most 255), a value over 10,000 characters or a masked value that cannot be masked → 400 VALIDATION_ERROR naming the field. Answers never hold the value, only valuePreview. A key the project already has, or a project holding 200 variables → 409 CONFLICT.
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
                    "application/json": components["schemas"]["CiCreateVariable"];
                };
            };
            responses: {
                /** @description The variable */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiVariable"];
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
    "/api/v1/projects/{id}/variables/{varId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a project variable */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    varId: string;
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
        /**
         * Change a project variable
         * @description Unknown fields, a key not matching ^[A-Za-z_][A-Za-z0-9_]*$ (at most 255), a value over 10,000 characters or a masked value that cannot be masked → 400 VALIDATION_ERROR naming the field. Answers never hold the value, only valuePreview. When value or masked changes, the value the variable ends up with must meet the masked rule. A key another variable of the project has → 409 CONFLICT.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    varId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CiUpdateVariable"];
                };
            };
            responses: {
                /** @description The variable */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiVariable"];
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
        trace?: never;
    };
    "/api/v1/projects/{id}/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's pipelines, newest first */
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
                /** @description Pipelines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
         * Run a pipeline for a ref (source manual)
         * @description Unknown ref → 400; no config at the ref, workflow rules excluding the run or rules leaving no job → 422 PIPELINE_NOT_CREATED; code host down or repository unknown → 502. A config that does not parse still makes the pipeline: failed, no jobs, configErrors.
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
                    "application/json": components["schemas"]["CiRunPipeline"];
                };
            };
            responses: {
                /** @description The pipeline */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
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
                /** @description PIPELINE_NOT_CREATED */
                422: {
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
    "/api/v1/projects/{id}/pipelines/{iid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pipeline by its project-local number */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    iid: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pipeline */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/pipelines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pipeline by id */
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
                /** @description The pipeline */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/pipelines/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pipeline: its unfinished jobs become canceled (nothing unfinished → 409) */
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
                /** @description The pipeline */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/projects/{id}/pipelines/{iid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pipeline: its unfinished jobs become canceled (nothing unfinished → 409); by the project-local number */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    iid: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pipeline */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/pipelines/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a pipeline: new attempts of its failed and canceled jobs (none → 409) */
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
                /** @description The pipeline */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/projects/{id}/pipelines/{iid}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a pipeline: new attempts of its failed and canceled jobs (none → 409); by the project-local number */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    iid: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pipeline */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/projects/{id}/lint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a .pasar-ci.yml without running it: errors with line and column, its stages and jobs
         * @description The parser and limits of a run. A config with errors is 200 with valid: false; a malformed request body is 400. 60 lints a minute per workspace (429 RATE_LIMITED).
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
                    "application/json": components["schemas"]["CiLintRequest"];
                };
            };
            responses: {
                /** @description The lint answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiLintAnswer"];
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
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job (any attempt), with its artifacts */
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
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/jobs/{id}/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play a manual job: it becomes pending (other statuses → 409) */
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
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an unfinished job (created, pending, running, manual); the jobs waiting on it are skipped */
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
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a success, failed or canceled job: 201 with the new attempt (attempt + 1) */
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
                /** @description The job */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/jobs/{id}/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job's log: up to 500 chunks after from; complete once the job has finished and none is left */
        get: {
            parameters: {
                query?: {
                    /** @description Chunks after this seq */
                    from?: number | null;
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
                /** @description Chunks after from */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiJobLog"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/jobs/{id}/log/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job's log as server-sent events: replay after from (or Last-Event-ID), live chunks, done */
        get: {
            parameters: {
                query?: {
                    /** @description Replay chunks after this seq */
                    from?: number | null;
                };
                header?: {
                    /** @description Last-Event-ID: resume after this seq (wins over from) */
                    "last-event-id"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/event-stream: `event: chunk` (id = seq, data {seq, content}) for each chunk after from, live ones as they come, `: ping` every 10 s, then `event: done` (data {status}) when the job ends, and close. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
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
    "/api/v1/jobs/{id}/artifacts/{artId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a job's artifacts (.tar.gz); expired or unknown → 404 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    artId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The archive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/gzip": string;
                    };
                };
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
    "/api/v1/runners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's runners and the shared ones (shared first, then newest first; cursor paging) */
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
                /** @description Runners */
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
        put?: never;
        /**
         * Register a runner for this workspace (its cirt_ token is shown only here)
         * @description At most 100 per workspace → 409 CONFLICT.
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
                    "application/json": components["schemas"]["CiCreateRunner"];
                };
            };
            responses: {
                /** @description The runner */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiNewRunner"];
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
    "/api/v1/runners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a runner: its token stops working at once */
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
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runners/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a runner: it takes no jobs */
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
                /** @description The runner */
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runners/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused runner */
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
                /** @description The runner */
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runner/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runner: say who it is (runner token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CiRunnerRegister"];
                };
            };
            responses: {
                /** @description The runner */
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
                                 * @example runner_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                id: string;
                                /**
                                 * @description What the runner is, for people
                                 * @example Langganan kopi bulanan untuk kantor
                                 */
                                description: string;
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
    "/api/v1/runner/jobs/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runner: long-poll for a job (201 with the job, 204 when none came within wait)
         * @description Only jobs whose tags the runner all has (untagged ones need runUntagged), oldest first; racing requests never share a job; a paused runner gets 204 at once. The job becomes running (ci.job.started.v1).
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
                    "application/json": components["schemas"]["CiJobRequest"];
                };
            };
            responses: {
                /** @description A job */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiRunnerJob"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description No job */
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runner/jobs/{id}/trace": {
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
         * Runner: append to the job's log (Content-Range: start-end, inclusive; job token)
         * @description 202 with Range: 0-<stored length> and Job-Status; a start other than the stored length → 416 with that Range, nothing appended.
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
            requestBody?: never;
            responses: {
                /** @description Appended */
                202: {
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
                /** @description RANGE_NOT_SATISFIABLE */
                416: {
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
    "/api/v1/runner/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Runner: keep-alive (state running) or the result (success, failed; job token) */
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
                    "application/json": components["schemas"]["CiJobUpdate"];
                };
            };
            responses: {
                /** @description The job's status */
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
                                 * @description The job's status after the update (also in Job-Status)
                                 * @example active
                                 */
                                status: string;
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
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runner/jobs/{id}/artifacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runner: upload the job's artifacts, one .tar.gz ≤ 100 MiB (job token) */
        post: {
            parameters: {
                query?: {
                    fileName?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The artifact */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiArtifact"];
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
                /** @description PAYLOAD_TOO_LARGE */
                413: {
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
    "/api/v1/runner/jobs/{id}/artifacts/{artId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runner: download an artifact of the job's pipeline (its dependencies; job token) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    artId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The archive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/gzip": string;
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
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compute minutes used this calendar month (Asia/Jakarta) */
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
                            data: components["schemas"]["CiUsage"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/public/badges/{badgeToken}/pipeline.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's pipeline badge (SVG, public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    badgeToken: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The badge */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
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
    "/api/v1/projects/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's schedules, newest first */
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
                /** @description Schedules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiSchedule"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
         * Create a schedule (cron in Asia/Jakarta time)
         * @description A cron croner cannot read, with 6 fields (seconds), an unknown nickname or one that never fires → 400 VALIDATION_ERROR, param cron. A project holds at most 50 schedules → 409 CONFLICT.
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
                    "application/json": components["schemas"]["CiCreateSchedule"];
                };
            };
            responses: {
                /** @description The schedule */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiSchedule"];
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
    "/api/v1/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every schedule of the workspace, newest first */
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
                /** @description Schedules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiSchedule"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
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
    "/api/v1/projects/{id}/schedules/{schedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a schedule (the pipelines it made stay) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    schedId: string;
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
        /**
         * Change a schedule (nextRunAt is computed again when cron or active changes)
         * @description A cron croner cannot read, with 6 fields (seconds), an unknown nickname or one that never fires → 400 VALIDATION_ERROR, param cron. variables replaces the whole map; active false sets nextRunAt null.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    schedId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CiUpdateSchedule"];
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
                            data: components["schemas"]["CiSchedule"];
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
        trace?: never;
    };
    "/api/v1/projects/{id}/schedules/{schedId}/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a schedule now (source schedule; nextRunAt unchanged)
         * @description Runs like a manual pipeline, with the schedule's ref and variables, active or not. Unknown ref → 400; no config or rules leaving no job → 422 PIPELINE_NOT_CREATED; code host down → 502.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    schedId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pipeline */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiPipeline"];
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
                /** @description PIPELINE_NOT_CREATED */
                422: {
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
    "/api/v1/webhooks/scm/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Code host webhook intake (GitHub push, pull_request, ping)
         * @description Called by the code host, not by API clients. X-Hub-Signature-256: sha256=<hex HMAC-SHA256(webhookSecret, raw body)>; missing or wrong → 401 and nothing is recorded, checked before anything else (a signed body that is not application/json → 415). push (branches and tags; not deletions or [skip ci] head commits) and pull_request (opened, synchronize, reopened) → 202, then a pipeline through the tasks queue; ping → 200; other events → 202 ignored; a repeated X-GitHub-Delivery makes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-github-event"?: string;
                    "x-github-delivery"?: string;
                    "x-hub-signature-256"?: string;
                };
                path: {
                    projectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ping */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description Always true: the hook reaches the intake
                                 * @example true
                                 * @enum {boolean}
                                 */
                                pong: true;
                                /**
                                 * @description The project the hook belongs to
                                 * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                projectId: string;
                            };
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Accepted (or ignored) */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: {
                                /**
                                 * @description true when a pipeline run was queued
                                 * @example true
                                 */
                                accepted: boolean;
                                /**
                                 * @description true when the delivery makes no pipeline
                                 * @example false
                                 */
                                ignored: boolean;
                                /**
                                 * @description Why nothing runs (deleted ref, [skip ci], other events)
                                 * @example requested_by_customer
                                 */
                                reason?: string;
                                /**
                                 * @description This X-GitHub-Delivery was received before
                                 * @example false
                                 */
                                duplicate?: boolean;
                                /**
                                 * @description The X-GitHub-Delivery queued, when accepted
                                 * @example whd_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                                 */
                                deliveryId?: string;
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
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description UPSTREAM_ERROR */
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
                            data: components["schemas"]["CiEventType"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
                            data: components["schemas"]["CiWebhookDelivery"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
                            data: components["schemas"]["CiWebhookEndpoint"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
         *     **Receiving deliveries.** Each event is sent as `POST <url>` with `Content-Type: application/json`, `User-Agent: Pasar-Webhooks/1.0`, `Ci-Signature: t=<Unix seconds>,v1=<hex>` and the body `{"id":"evt_…","type":"…","occurredAt":"…","accountId":"acc_…","environment":"test","data":{…}}`, where `data` is the resource as it was when the event happened. A 2xx answer within 10 seconds is success (redirects are not followed); otherwise it is tried again after 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h, then the delivery is failed. A delivery can arrive more than once and in any order: deduplicate on the event `id`.
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
                    "application/json": components["schemas"]["CiWebhookEndpointCreate"];
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
                            data: components["schemas"]["CiWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
                            data: components["schemas"]["CiWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
                    "application/json": components["schemas"]["CiWebhookEndpointUpdate"];
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
                            data: components["schemas"]["CiWebhookEndpoint"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
                    "application/json": components["schemas"]["CiWebhookSecretRotate"];
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
                            data: components["schemas"]["CiWebhookEndpointWithSecret"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
                            data: components["schemas"]["CiWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
                            data: components["schemas"]["CiWebhookDelivery"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
    "/api/v1/pipelines/{id}/view-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived signed link to the pipeline's page (for private projects)
         * @description Anyone holding the link may see this project's pipeline and job pages, their live logs and artifacts until expiresAt; a link for one project never opens another's. Nothing is stored: it cannot be revoked, so keep it short. Public projects' pages need no link.
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
                    "application/json": components["schemas"]["CiViewLinkRequest"];
                };
            };
            responses: {
                /** @description The link */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["CiViewLink"];
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
        CiApiKey: {
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
        CiNewApiKey: components["schemas"]["CiApiKey"] & {
            /**
             * @description The key; shown only here
             * @example DEPLOY_TOKEN
             */
            key: string;
        };
        CiCreateApiKey: {
            /**
             * @description A label for people (where the key is used), one line of at most 120 characters.
             * @example Server produksi
             */
            name: string;
        };
        CiNewProject: components["schemas"]["CiProject"] & {
            /**
             * @description Signs the code host's deliveries; shown only here
             * @example 7c2f9a4e1b8d3c6f0a5e9b2d7c4f1a8e
             */
            webhookSecret: string;
        };
        CiProject: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The repository at the code host, owner/name; unique among the workspace's projects
             * @example toko-kopi/kasir
             */
            repoFullName: string;
            /**
             * @description Display name, one line of at most 100 characters
             * @example kasir-web
             */
            name: string;
            /**
             * @description The branch protected variables and the badge follow (default main)
             * @example main
             */
            defaultBranch: string;
            /**
             * @description Path of the pipeline config inside the repository (default .pasar-ci.yml)
             * @example .pasar-ci.yml
             */
            configPath: string;
            /**
             * @description Whether a clone token is stored (it is never returned)
             * @example true
             */
            hasCloneToken: boolean;
            /**
             * @description Whether the push + pull_request hook is registered at the code host (else see webhookError)
             * @example true
             */
            webhookRegistered: boolean;
            /**
             * @description Why the code host refused the hook, or null
             * @example Connection refused by the receiver
             */
            webhookError: string | null;
            /**
             * @description The intake the code host posts push and pull_request events to
             * @example https://hooks.example.com/pasar
             */
            webhookUrl: string;
            /**
             * @description The unguessable token in the public badge's URL
             * @example bdg_7f3a9c2e1b4d8f60
             */
            badgeToken: string;
            /**
             * @description The public SVG badge of the default branch's newest pipeline
             * @example https://pasar.example.com/ci/api/v1/public/badges/bdg_7f3a9c2e/pipeline.svg
             */
            badgeUrl: string;
            /**
             * @description Where the badge links to: the page of the default branch's newest pipeline (302 from …/pipelines/latest)
             * @example https://pasar.example.com/ci/api/v1/public/badges/bdg_7f3a9c2e/pipeline.svg
             */
            badgeLinkUrl: string;
            /**
             * @description A README snippet: the badge image linking to badgeLinkUrl
             * @example [![pipeline](https://ci.example.com/api/v1/public/badges/Qm9rYVd4bEJhZGdlVG9rZW4x/pipeline.svg)](https://ci.example.com/p/proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD/pipelines/latest)
             */
            badgeMarkdown: string;
            /**
             * @description Who may open the pipeline and job pages: public (anyone, the badge's audience) or private (only holders of a view link, POST /pipelines/{id}/view-link)
             * @example private
             * @enum {string}
             */
            visibility: "private" | "public";
            /** @description The newest pipeline (any ref), or null */
            latestPipeline: {
                /**
                 * @description The pipeline's id (pipe_…)
                 * @example pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                id: string;
                /**
                 * @description Its number in the project (1, 2, 3…)
                 * @example 42
                 */
                iid: number;
                /**
                 * @description The branch or tag it ran for
                 * @example main
                 */
                ref: string;
                /**
                 * @description The commit it ran
                 * @example 9fceb02d0ae598e95dc970b74767f19372d61af8
                 */
                sha: string;
                /**
                 * @description push, pull_request, manual or schedule
                 * @example push
                 */
                source: string;
                /**
                 * @description The pipeline's status
                 * @example active
                 */
                status: string;
                /**
                 * @description When it was created (ISO 8601, UTC)
                 * @example 2026-11-20T03:04:05.000Z
                 */
                createdAt: string;
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
        CiCreateProject: {
            /**
             * @description The repository at the code host, owner/name; unique among the workspace's projects
             * @example toko-maju/kasir
             */
            repoFullName: string;
            /**
             * @description Display name, one line of at most 100 characters
             * @example kasir-web
             */
            name: string;
            /**
             * @description The branch protected variables and the badge follow (default main)
             * @default main
             * @example main
             */
            defaultBranch?: string;
            /**
             * @description Path of the pipeline config inside the repository (default .pasar-ci.yml)
             * @default .pasar-ci.yml
             * @example .pasar-ci.yml
             */
            configPath?: string;
            /**
             * @description For private repositories; sealed at rest and never returned
             * @example glpat-7c2f9a4e1b8d3c6f0a5e
             */
            cloneToken?: string | null;
            /**
             * @description Who may open the pipeline and job pages: public (anyone, the badge's audience) or private (only holders of a view link, POST /pipelines/{id}/view-link)
             * @default private
             * @example private
             * @enum {string}
             */
            visibility?: "private" | "public";
        };
        /** @description The fields to change; omitted ones keep their value */
        CiUpdateProject: {
            /**
             * @description Who may open the pipeline and job pages: public (anyone, the badge's audience) or private (only holders of a view link, POST /pipelines/{id}/view-link)
             * @example private
             * @enum {string}
             */
            visibility?: "private" | "public";
        };
        CiVariable: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example var_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The project the variable belongs to
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The variable's name
             * @example DEPLOY_TOKEN
             */
            key: string;
            /**
             * @description **** and the value's last 4 characters (**** alone for a value of 4 characters or fewer)
             * @example ****a9Xz
             */
            valuePreview: string;
            /**
             * @description The runner replaces the value with [MASKED] in the log. A masked value is at least 8 characters, one line, of the base64 alphabet (A-Z a-z 0-9 + / = - _) plus @ : . ~
             * @example true
             */
            masked: boolean;
            /**
             * @description Only pipelines of the project's default branch get it (never pull_request pipelines), in rules and in jobs
             * @example true
             */
            protected: boolean;
            /**
             * @description The runner writes the value to a file and sets the variable to that file's path
             * @example true
             */
            fileType: boolean;
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
        CiCreateVariable: {
            /**
             * @description The variable's name, unique in the project: a letter or _, then letters, digits or _
             * @example DEPLOY_TOKEN
             */
            key: string;
            /**
             * @description At most 10000 characters; sealed at rest and never returned (answers show valuePreview)
             * @example glpat-7c2f9a4e1b8d3c6f0a5e
             */
            value: string;
            /**
             * @description The runner replaces the value with [MASKED] in the log. A masked value is at least 8 characters, one line, of the base64 alphabet (A-Z a-z 0-9 + / = - _) plus @ : . ~
             * @default false
             * @example false
             */
            masked?: boolean;
            /**
             * @description Only pipelines of the project's default branch get it (never pull_request pipelines), in rules and in jobs
             * @default false
             * @example false
             */
            protected?: boolean;
            /**
             * @description The runner writes the value to a file and sets the variable to that file's path
             * @default false
             * @example false
             */
            fileType?: boolean;
        };
        CiUpdateVariable: {
            /**
             * @description The variable's name, unique in the project: a letter or _, then letters, digits or _
             * @example DEPLOY_TOKEN
             */
            key?: string;
            /**
             * @description At most 10000 characters; sealed at rest and never returned (answers show valuePreview)
             * @example glpat-7c2f9a4e1b8d3c6f0a5e
             */
            value?: string;
            /**
             * @description The runner replaces the value with [MASKED] in the log. A masked value is at least 8 characters, one line, of the base64 alphabet (A-Z a-z 0-9 + / = - _) plus @ : . ~
             * @example true
             */
            masked?: boolean;
            /**
             * @description Only pipelines of the project's default branch get it (never pull_request pipelines), in rules and in jobs
             * @example true
             */
            protected?: boolean;
            /**
             * @description The runner writes the value to a file and sets the variable to that file's path
             * @example true
             */
            fileType?: boolean;
        };
        CiPipeline: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description 1, 2, 3… per project
             * @example 42
             */
            iid: number;
            /**
             * @description The project
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The branch or tag the pipeline ran for (short name)
             * @example main
             */
            ref: string;
            /**
             * @description The commit it ran
             * @example 9fceb02d0ae598e95dc970b74767f19372d61af8
             */
            sha: string;
            /**
             * @description What started it: a push, a pull request, a manual run or a schedule
             * @example push
             * @enum {string}
             */
            source: "push" | "pull_request" | "manual" | "schedule";
            /**
             * @description Derived from the latest job attempts: skipped, running, pending, manual, failed, canceled or success
             * @example active
             */
            status: string;
            /**
             * @description The config's stages, in order
             * @example [
             *       "test"
             *     ]
             */
            stages: string[];
            /** @description The latest attempt of each job */
            jobs: components["schemas"]["CiJob"][];
            /** @description Why the config did not parse (the pipeline is failed with no jobs); [] otherwise */
            configErrors: {
                /**
                 * @description What is wrong with the config
                 * @example Pembayaran berhasil diterima
                 */
                message: string;
                /**
                 * @description 1-based line in the config file
                 * @example 12
                 */
                line: number;
                /**
                 * @description 1-based column
                 * @example 5
                 */
                column: number;
            }[];
            /**
             * @description The variables the run or schedule was given
             * @example {
             *       "DEPLOY_ENV": "staging"
             *     }
             */
            variables: {
                [key: string]: string;
            };
            commitStatus: components["schemas"]["CiCommitStatus"];
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
             * @description When it finished; null while unfinished
             * @example 2026-11-20T03:04:05.000Z
             */
            finishedAt: string | null;
        };
        CiJob: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example job_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The pipeline the job belongs to
             * @example pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            pipelineId: string;
            /**
             * @description The job's name in the config
             * @example test:unit
             */
            name: string;
            /**
             * @description The stage it runs in
             * @example test
             */
            stage: string;
            /**
             * @description created, pending or manual, running, then success, failed or canceled; or skipped
             * @example active
             */
            status: string;
            /**
             * @description The config's when: on_success, manual or always
             * @example on_success
             */
            when: string;
            /**
             * @description A failure of this job does not fail the pipeline
             * @example true
             */
            allowFailure: boolean;
            /**
             * @description Jobs it waits for; null: every job of the earlier stages; []: none
             * @example [
             *       "build"
             *     ]
             */
            needs: string[] | null;
            /**
             * @description A runner must have every one of these tags to take it
             * @example [
             *       "docker"
             *     ]
             */
            tags: string[];
            /**
             * @description 1 for the first run, +1 for each retry
             * @example 1
             */
            attempt: number;
            /**
             * @description The runner that took it; null before
             * @example runner_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            runnerId: string | null;
            /**
             * @description The script's exit code; null until it finished
             * @example 12
             */
            exitCode: number | null;
            /**
             * @description Why it failed: script_failure, job_execution_timeout, runner_system_failure, runner_lost or unknown_failure; null otherwise
             * @example Connection refused by the receiver
             */
            failureReason: string | null;
            /**
             * @description When a runner took it; null before
             * @example 2026-11-20T03:04:05.000Z
             */
            startedAt: string | null;
            /**
             * @description When it finished; null before
             * @example 2026-11-20T03:04:05.000Z
             */
            finishedAt: string | null;
            /**
             * @description Its unexpired artifacts (CiArtifact)
             * @example [
             *       {
             *         "id": "art_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
             *         "fileName": "dist.tar.gz",
             *         "size": 20480,
             *         "expireAt": "2026-11-27T03:04:05.000Z"
             *       }
             *     ]
             */
            artifacts: unknown[];
        };
        /** @description The pipeline's commit status on the code host, context pasar-ci/<project name>, target_url the pipeline's page */
        CiCommitStatus: {
            /**
             * @description The last commit status the code host accepted for this pipeline: pending (created, pending, running or waiting for a manual job), success (also a skipped pipeline), failure, or error (canceled; GitHub has no canceled state). null before any was accepted
             * @example success
             * @enum {string|null}
             */
            state: "pending" | "success" | "failure" | "error" | null;
            /**
             * @description Why the last report was not accepted: the code host's refusal (its status and message), the code host unreachable after every retry, or the project having no clone token; null when the last report was accepted. A refusal never fails the pipeline
             * @example null
             */
            error: string | null;
            /**
             * @description When the code host last answered a report (accepted or refused); null before the first
             * @example 2026-11-29T08:15:02.000Z
             */
            reportedAt: string | null;
        };
        CiRunPipeline: {
            /**
             * @description A branch, tag or commit sha
             * @example main
             */
            ref: string;
            /**
             * @description Up to 100 variables for this run's jobs; they win over project and config variables
             * @example {
             *       "DEPLOY_ENV": "staging"
             *     }
             */
            variables?: {
                [key: string]: string;
            };
        };
        CiLintAnswer: {
            /**
             * @description true: a run would accept this config (errors is empty)
             * @example true
             */
            valid: boolean;
            /** @description Every problem found, by line; [] when valid */
            errors: components["schemas"]["CiLintError"][];
            /**
             * @description The config's stages in order ([] when it does not parse)
             * @example [
             *       "build",
             *       "test",
             *       "deploy"
             *     ]
             */
            stages: string[];
            /** @description The jobs it defines, in file order ([] when it does not parse) */
            jobs: components["schemas"]["CiLintJob"][];
            dryRun: components["schemas"]["CiLintDryRun"];
        };
        /** @description A problem the parser (or the dry run's rules) found */
        CiLintError: {
            /**
             * @description 1-based line in the config
             * @example 4
             */
            line: number;
            /**
             * @description 1-based column
             * @example 3
             */
            column: number;
            /**
             * @description What is wrong, naming the key (job:key)
             * @example build: unknown key "scripts"
             */
            message: string;
        };
        /** @description A job the config defines, with extends: and default: merged in */
        CiLintJob: {
            /**
             * @description The job's key in the config
             * @example test
             */
            name: string;
            /**
             * @description Its stage (default test)
             * @example test
             */
            stage: string;
            /**
             * @description The job's when: on_success, manual or always
             * @example on_success
             */
            when: string;
            /**
             * @description Whether a failure leaves the pipeline green (true by default for when: manual)
             * @example true
             */
            allowFailure: boolean;
            /**
             * @description The jobs it waits for; null: every job of the earlier stages; []: none
             * @example [
             *       "build"
             *     ]
             */
            needs: {
                /**
                 * @description The job waited for
                 * @example build
                 */
                job: string;
                /**
                 * @description optional: true — fine when that job is not in the run
                 * @example true
                 */
                optional: boolean;
            }[] | null;
            /** @description Its rules: in order; null: no rules (the job is always in the pipeline) */
            rules: components["schemas"]["CiLintRule"][] | null;
            /**
             * @description Runner tags it needs
             * @example [
             *       "linux"
             *     ]
             */
            tags: string[];
            /**
             * @description The line of the job's key
             * @example 5
             */
            line: number;
        };
        /** @description One entry of a job's rules:, first match wins */
        CiLintRule: {
            /**
             * @description The rule's if: expression as the parser read it (normalised); null: none
             * @example $CI_COMMIT_BRANCH == "main"
             */
            if: string | null;
            /**
             * @description changes: globs as written; null: none
             * @example [
             *       "src/**\/*"
             *     ]
             */
            changes: string[] | null;
            /**
             * @description on_success, manual, always or never; null: the job's own
             * @example manual
             */
            when: string | null;
            /**
             * @description The rule's allow_failure; null: not set
             * @example true
             */
            allowFailure: boolean | null;
        };
        /** @description The plan at ref; null when the config does not parse */
        CiLintDryRun: {
            /**
             * @description The branch planned for
             * @example main
             */
            ref: string;
            /**
             * @description Whether a push to the ref would make a pipeline (workflow and job rules)
             * @example true
             */
            created: boolean;
            /**
             * @description Why it would not (created false); null otherwise
             * @example no job's rules matched this run
             */
            reason: string | null;
            /** @description The jobs the pipeline would have, in config order */
            jobs: {
                /**
                 * @description The job
                 * @example build
                 */
                name: string;
                /**
                 * @description Its stage
                 * @example build
                 */
                stage: string;
                /**
                 * @description The when its first matching rule gives
                 * @example on_success
                 */
                when: string;
                /**
                 * @description Whether its failure is allowed in this run
                 * @example true
                 */
                allowFailure: boolean;
                /**
                 * @description Needs of jobs in this run; null: every earlier stage
                 * @example [
                 *       "build"
                 *     ]
                 */
                needs: string[] | null;
            }[];
        } | null;
        CiLintRequest: {
            /**
             * @description The .pasar-ci.yml text. Over 256 KiB (UTF-8) it is answered valid: false with the error a run at such a commit records
             * @example stages: [build, test]
             *     build:
             *       stage: build
             *       script: [npm ci, npm run build]
             */
            content: string;
            /**
             * @description The branch the dry run plans for, as a push to it (rules, workflow, protected variables); default: the project's default branch
             * @example main
             */
            ref?: string;
        };
        CiJobLog: {
            /** @description Chunks after from, oldest first, at most limit */
            chunks: components["schemas"]["CiLogChunk"][];
            /**
             * @description The job has finished and no chunk follows these
             * @example true
             */
            complete: boolean;
            /**
             * @description The last returned seq (or from): the next from
             * @example 42
             */
            lastSeq: number;
        };
        CiLogChunk: {
            /**
             * @description The chunk's number, 1, 2, 3… in order
             * @example 1
             */
            seq: number;
            /**
             * @description Log text as the runner sent it
             * @example $ make test
             */
            content: string;
            /**
             * @description When it was appended (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            at: string;
        };
        CiNewRunner: components["schemas"]["CiRunner"] & {
            /**
             * @description cirt_…: the runner's token, shown only here
             * @example cirt_7c2f9a4e1b8d3c6f0a5e9b2d
             */
            token: string;
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
        CiCreateRunner: {
            /**
             * @description What the runner is, for people
             * @example build box 1
             */
            description: string;
            /**
             * @description The runner takes jobs whose tags are all among these
             * @default []
             * @example [
             *       "linux",
             *       "docker"
             *     ]
             */
            tags?: string[];
            /**
             * @description Take jobs without tags
             * @default true
             * @example true
             */
            runUntagged?: boolean;
        };
        CiRunnerRegister: {
            /**
             * @description The runner's name, shown on GET /runners (at most 200 characters)
             * @example Toko Kopi Senja
             */
            name?: string | null;
            /**
             * @description The runner's version, shown on GET /runners (at most 200 characters)
             * @example 1.4.2
             */
            version?: string | null;
            /**
             * @description The runner's platform (OS and architecture), shown on GET /runners (at most 200 characters)
             * @example linux/amd64
             */
            platform?: string | null;
        };
        CiRunnerJob: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example job_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description cijt_…: this job's token for trace, state and artifacts
             * @example cirt_7c2f9a4e1b8d3c6f0a5e9b2d
             */
            token: string;
            /**
             * @description The job's name
             * @example Toko Kopi Senja
             */
            name: string;
            /**
             * @description Its stage
             * @example test
             */
            stage: string;
            /**
             * @description Its pipeline
             * @example pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            pipelineId: string;
            /**
             * @description Its project
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /** @description What to fetch and check out */
            git: {
                /**
                 * @description Clone URL, with the project's clone token when it has one
                 * @example https://git.example.com/toko-kopi/kasir.git
                 */
                repoUrl: string;
                /**
                 * @description The branch or tag
                 * @example main
                 */
                ref: string;
                /**
                 * @description The commit to check out
                 * @example 9fceb02d0ae598e95dc970b74767f19372d61af8
                 */
                sha: string;
            };
            /** @description predefined < config < project < pipeline, one per key */
            variables: {
                /**
                 * @description The variable's name
                 * @example DEPLOY_TOKEN
                 */
                key: string;
                /**
                 * @description Its value, in clear for the runner
                 * @example glpat-7c2f9a4e1b8d3c6f0a5e
                 */
                value: string;
                /**
                 * @description Replace the value with [MASKED] in the log
                 * @example true
                 */
                masked: boolean;
                /**
                 * @description Write the value to a file and set the variable to its path
                 * @example true
                 */
                fileType: boolean;
            }[];
            /** @description What to run, in order */
            steps: {
                /**
                 * @description script: before_script + script in one shell; after_script runs apart
                 * @example script
                 * @enum {string}
                 */
                name: "script" | "after_script";
                /**
                 * @description Shell lines, run in order
                 * @example [
                 *       "npm test"
                 *     ]
                 */
                script: string[];
                /**
                 * @description The step's time limit in seconds
                 * @example 3600
                 */
                timeoutSeconds: number;
            }[];
            /** @description What to upload when the job succeeds; null: nothing */
            artifacts: {
                /**
                 * @description Globs of the files to upload after success
                 * @example [
                 *       "dist/"
                 *     ]
                 */
                paths: string[];
                /**
                 * @description The config's expire_in (e.g. 30 days, never)
                 * @example 7 days
                 */
                expireIn: string;
            } | null;
            /** @description Artifacts of the jobs this one waits on, to unpack before the script */
            dependencies: {
                /**
                 * @description The job that made the artifact
                 * @example job_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                jobId: string;
                /**
                 * @description That job's name
                 * @example Toko Kopi Senja
                 */
                name: string;
                /**
                 * @description The artifact (art_…)
                 * @example art_01JB4X6N0ZQ8K3C9W2T5V7R1MD
                 */
                artifactId: string;
                /**
                 * @description GET it with this job's token
                 * @example https://pasar.example.com/ci/api/v1/jobs/job_01JB4X6N0ZQ8K3C9W2T5V7R1MD/artifacts/art_01JB4X6N0ZQ8K3C9W2T5V7R1MD/download
                 */
                downloadUrl: string;
            }[];
        };
        CiJobRequest: {
            /**
             * @description Seconds to wait for a job (0–30)
             * @default 30
             * @example 30
             */
            wait?: number;
        };
        CiJobUpdate: {
            /**
             * @description A keep-alive: the job is still running
             * @example running
             * @enum {string}
             */
            state: "running";
        } | {
            /**
             * @description The attempt's result; it finishes the job
             * @example success
             * @enum {string}
             */
            state: "success" | "failed";
            /**
             * @description The script's exit code (-1 when it did not run to an exit)
             * @example 12
             */
            exitCode?: number | null;
            /**
             * @description Why it failed (default script_failure for failed)
             * @example script_failure
             * @enum {string|null}
             */
            failureReason?: "script_failure" | "job_execution_timeout" | "runner_system_failure" | "runner_lost" | "unknown_failure" | null;
        };
        CiArtifact: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example art_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The .tar.gz's file name as uploaded
             * @example dist.tar.gz
             */
            fileName: string;
            /**
             * @description Size in bytes
             * @example 20480
             */
            size: number;
            /**
             * @description Hex SHA-256 of the file
             * @example e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
             */
            sha256: string;
            /**
             * @description null: kept (expire_in: never)
             * @example 2026-11-20T03:04:05.000Z
             */
            expireAt: string | null;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        CiUsage: {
            /**
             * @description The workspace (acc_…)
             * @example acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            accountId: string;
            /**
             * @description 00:00 Asia/Jakarta on the month's 1st (ISO 8601)
             * @example 2026-11-20T03:04:05.000Z
             */
            periodStart: string;
            /**
             * @description Shared-runner minutes this month (each job rounded up)
             * @example 12
             */
            minutesUsed: number;
            /**
             * @description The CI plan (free until the operator sets one)
             * @example free
             */
            tier: string;
            /**
             * @description Shared-runner minutes a month the plan includes
             * @example 1000
             */
            minutesLimit: number;
            /**
             * @description minutesUsed ≥ 80 % of the limit
             * @example false
             */
            softWarn: boolean;
            /**
             * @description minutesUsed ≥ the limit: shared runners skip this workspace
             * @example false
             */
            exhausted: boolean;
        };
        CiSchedule: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example sched_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The project it runs
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description A note for people
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string;
            /**
             * @description The cron expression as sent (5 fields or a nickname)
             * @example 0 2 * * *
             */
            cron: string;
            /**
             * @description The wall clock the cron is read on (always Asia/Jakarta)
             * @example Asia/Jakarta
             * @enum {string}
             */
            timezone: "Asia/Jakarta";
            /**
             * @description The branch, tag or sha it runs, resolved when it fires
             * @example main
             */
            ref: string;
            /**
             * @description An inactive schedule does not fire (nextRunAt null)
             * @example true
             */
            active: boolean;
            /**
             * @description Variables for the pipelines it makes (up to 100)
             * @example {
             *       "DEPLOY_ENV": "staging"
             *     }
             */
            variables: {
                [key: string]: string;
            };
            /**
             * @description When the tick runs it next; null while inactive
             * @example 2026-11-20T03:04:05.000Z
             */
            nextRunAt: string | null;
            /**
             * @description When it last fired (tick or play), whether or not that made a pipeline
             * @example 2026-11-20T03:04:05.000Z
             */
            lastRunAt: string | null;
            /**
             * @description The pipeline that firing made; null when the run was refused (or before the first)
             * @example pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            lastPipelineId: string | null;
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
        CiCreateSchedule: {
            /**
             * @description 5 fields (minute hour day-of-month month day-of-week) in Asia/Jakarta time: numbers, *, lists, ranges, *\/n and a-b/n steps, JAN–DEC and SUN–SAT; or @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly
             * @example 0 2 * * 1-5
             */
            cron: string;
            /**
             * @description A branch, tag or commit sha
             * @example main
             */
            ref: string;
            /**
             * @description An inactive schedule does not fire (nextRunAt null)
             * @default true
             * @example true
             */
            active?: boolean;
            /**
             * @description Variables for the pipelines it makes (up to 100)
             * @default {}
             * @example {}
             */
            variables?: {
                [key: string]: string;
            };
            /**
             * @description A note for people, one line (0–255)
             * @default
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string;
        };
        CiUpdateSchedule: {
            /**
             * @description 5 fields (minute hour day-of-month month day-of-week) in Asia/Jakarta time: numbers, *, lists, ranges, *\/n and a-b/n steps, JAN–DEC and SUN–SAT; or @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly
             * @example 0 2 * * 1-5
             */
            cron?: string;
            /**
             * @description A branch, tag or commit sha
             * @example main
             */
            ref?: string;
            /**
             * @description An inactive schedule does not fire (nextRunAt null)
             * @example true
             */
            active?: boolean;
            /**
             * @description Replaces the whole map
             * @example {
             *       "DEPLOY_ENV": "staging"
             *     }
             */
            variables?: {
                [key: string]: string;
            };
            /**
             * @description A note for people, one line (0–255)
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string;
        };
        CiEventType: {
            /**
             * @description The event type
             * @example ci.pipeline.created.v1
             */
            type: string;
            /**
             * @description When it is emitted and what its data holds
             * @example Langganan kopi bulanan untuk kantor
             */
            description: string;
        };
        CiWebhookDelivery: {
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
        CiWebhookEndpointWithSecret: components["schemas"]["CiWebhookEndpoint"] & {
            /**
             * @description The signing secret (whsec_...); returned on create and rotate-secret only
             * @example whsec_9f2c4a7e1b3d8c6f0a5e2b7d4c1f8a3e
             */
            secret: string;
        };
        CiWebhookEndpoint: {
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
        CiWebhookEndpointCreate: {
            /**
             * @description https URL, at most 2000 characters (http:// for test-mode endpoints); no private, loopback or link-local host
             * @example https://hooks.example.com/pasar
             */
            url: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"; default ["*"]
             * @example [
             *       "ci.pipeline.finished.v1",
             *       "ci.job.finished.v1"
             *     ]
             */
            events?: string[];
            /**
             * @description A note for people, at most 500 characters
             * @example Langganan kopi bulanan untuk kantor
             */
            description?: string | null;
        };
        CiWebhookEndpointUpdate: {
            /**
             * @description A new https URL (same rules as on create)
             * @example https://hooks.example.com/pasar
             */
            url?: string;
            /**
             * @description Exact event types, prefixes ending in "." (every type under it), or "*"
             * @example [
             *       "ci.pipeline.finished.v1",
             *       "ci.job.finished.v1"
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
        CiWebhookSecretRotate: {
            /**
             * @description How long the current secret keeps signing next to the new one (0-86400); 0, the default, stops it at once
             * @example 3600
             */
            expiresInSeconds?: number;
        };
        CiViewLink: {
            /**
             * @description The pipeline page with ?view=<signed token>: opening it starts a view session for the project's pipeline and job pages (an HttpOnly cookie) and drops the token from the address
             * @example https://ci.example.com/p/proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD/pipelines/pipe_01JB4X7C2H5M8Q1R4T6W9Y2B3D?view=1764403200.kP3x9vQ2mZ8rT1yW5nB7cD4fG6hJ0lA
             */
            url: string;
            /**
             * @description When the link and its view session end (ISO 8601, UTC)
             * @example 2026-11-20T03:04:05.000Z
             */
            expiresAt: string;
            /**
             * @description The project whose pages the link opens (proj_…)
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The pipeline the link points at (pipe_…)
             * @example pipe_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            pipelineId: string;
        };
        CiViewLinkRequest: {
            /**
             * @description How long the link (and the view session it starts) lives: 1 s to 24 h, default 1 h
             * @default 3600
             * @example 3600
             */
            expiresInSeconds?: number;
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
