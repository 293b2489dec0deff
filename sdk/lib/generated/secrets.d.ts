export interface paths {
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List projects, newest first */
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
                /** @description Projects; meta.cursor and meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SecretsProject"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
        /** Create a project (slug derived from the name, unique in the workspace) */
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
                         * @description Display name, one line of at most 100 characters (trimmed); the slug is derived from it.
                         * @example kasir-web
                         */
                        name: string;
                    };
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
                            data: components["schemas"]["SecretsProject"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN: not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT: the slug is already taken */
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
    "/api/v1/projects/{projectId}/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a project's environments, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    projectId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Environments; meta.cursor and meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SecretsEnvironment"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
        /** Create an environment in a project (slug unique in the project) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    projectId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Display name, one line of at most 100 characters (trimmed); the slug is derived from it.
                         * @example production
                         */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The environment */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SecretsEnvironment"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FORBIDDEN: not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description CONFLICT: the slug is already taken */
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
    "/api/v1/environments/{envId}/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an environment's secrets, newest first (keys and versions only, never values) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    envId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Secrets; meta.cursor and meta.hasMore */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SecretListEntry"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
        /** Write a secret: creates the key at version 1 (201) or mints the next immutable version (200) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    envId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description The secret's name: a letter or underscore, then letters, digits or underscores (at most 256). A new key starts at version 1; an existing one gets its next version.
                         * @example DATABASE_URL
                         */
                        key: string;
                        /**
                         * @description The value, at most 64 KiB as UTF-8. Stored encrypted; only an audited reveal returns it.
                         * @example postgres://kasir:s3cr3t@db.example.com:5432/kasir
                         */
                        value: string;
                    };
                };
            };
            responses: {
                /** @description A new version of an existing key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SecretWrite"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description The key was created at version 1 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SecretWrite"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description IDEMPOTENCY_KEY_IN_USE (the key reused with another body), or DECRYPTION_FAILED (the project key cannot be opened) */
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
    "/api/v1/secrets/{secretId}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal a value (current version, or ?version=n); every reveal is audited
         * @description Idempotency-Key is accepted and ignored here: replaying would mean storing the plaintext response, and a reveal changes nothing but the audit log.
         */
        post: {
            parameters: {
                query?: {
                    version?: number;
                };
                header?: never;
                path: {
                    secretId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The value */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["SecretReveal"];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found, or another workspace's */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description DECRYPTION_FAILED: the stored ciphertext failed its integrity check */
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
    "/api/v1/secrets/{secretId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a secret and every one of its versions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    secretId: string;
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
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
    "/api/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's audit log, newest first (reveals, writes, deletes, project and environment creation) */
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
                /** @description Entries; limit caps the number returned */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The result of the operation (null on an error). */
                            data: components["schemas"]["AuditEntry"][];
                            /** @description Always null on success. */
                            error: null;
                            meta: components["schemas"]["Meta"];
                        };
                    };
                };
                /** @description Validation failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Missing or invalid credentials */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not on the private-beta allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
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
        SecretsProject: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The project's name as given when it was created.
             * @example kasir-web
             */
            name: string;
            /**
             * @description URL-safe name derived from `name` (at most 60 characters), unique in the workspace.
             * @example kasir-web
             */
            slug: string;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
            /**
             * @description API key id or JWT sub
             * @example user_7c2f9a4e1b8d
             */
            createdBy: string;
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
        SecretsEnvironment: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example env_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The project this environment belongs to.
             * @example proj_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            projectId: string;
            /**
             * @description The environment's name as given (e.g. Production).
             * @example production
             */
            name: string;
            /**
             * @description URL-safe name derived from `name` (at most 60 characters), unique in the project.
             * @example kasir-web
             */
            slug: string;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        SecretWrite: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The secret's name, an environment-variable name unique in its environment.
             * @example DATABASE_URL
             */
            key: string;
            /**
             * @description The version this write created (1 when the key is new).
             * @example 3
             */
            version: number;
        };
        SecretListEntry: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example 01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description The secret's name, an environment-variable name unique in its environment.
             * @example DATABASE_URL
             */
            key: string;
            /**
             * @description The newest version (1 for a new key; each write adds one, old versions stay).
             * @example 12
             */
            currentVersion: number;
            /**
             * @description When this object was created (ISO 8601, UTC).
             * @example 2026-11-20T03:04:05.000Z
             */
            createdAt: string;
        };
        SecretReveal: {
            /**
             * @description The secret's name, an environment-variable name unique in its environment.
             * @example DATABASE_URL
             */
            key: string;
            /**
             * @description The version revealed: the current one unless ?version= named another.
             * @example 3
             */
            version: number;
            /**
             * @description The decrypted value. Every reveal is written to the audit log.
             * @example postgres://kasir:s3cr3t@db.example.com:5432/kasir
             */
            value: string;
        };
        AuditEntry: {
            /**
             * @description Identifier of this object, assigned by Pasar when it was created; stable and unique.
             * @example aud_01JB4X6N0ZQ8K3C9W2T5V7R1MD
             */
            id: string;
            /**
             * @description What was done: a secret written, revealed or deleted, or a project or environment created.
             * @example secret.write
             * @enum {string}
             */
            action: "secret.write" | "secret.reveal" | "secret.delete" | "project.create" | "environment.create";
            /**
             * @description API key id (skey_...) or identity-provider sub
             * @example user_7c2f9a4e1b8d
             */
            actorSub: string;
            /**
             * @description The secret, project or environment id
             * @example DATABASE_URL
             */
            target: string;
            /**
             * @description key and version (secrets), name and slug (projects, environments); never a value
             * @example {
             *       "orderId": "ORD-2026-0042"
             *     }
             */
            metadata: {
                [key: string]: string | number;
            };
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
