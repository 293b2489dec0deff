import type { Env } from "../env";
import type { Casing } from "./errors";
import type { DocsAuth } from "./openapi-auth";
import type { DocsTag } from "./openapi-tags";

export type ServiceName = "pay" | "mkt" | "store" | "pos" | "ci" | "loc" | "secrets" | "admin" | "pages";

export interface ServiceConfig {
	name: ServiceName;
	title: string;
	casing: Casing;
	/** Path prefix of the documented API inside the service (for OpenAPI servers). */
	apiPrefix: string;
	description?: string;
	/**
	 * Codes this service's spec names differently from the platform's (lower_snake, before casing):
	 * marketing answers bad input with VALIDATION, not VALIDATION_ERROR.
	 */
	codes?: Record<string, string>;
	/** API paths whose bodies are not JSON (a CSV upload); the route checks its own media type. */
	nonJsonPaths?: RegExp;
	/** Largest request body accepted, in bytes (413 payload_too_large above it); default 1 MiB. */
	maxBodyBytes?: number;
	/**
	 * API paths whose bodies are left as a stream for the route (a CI artifact upload of up to 100
	 * MiB goes straight to R2): the gate neither buffers nor caps them, so the route must enforce
	 * its own limit while it reads. They are non-JSON paths too.
	 */
	streamedBodyPaths?: RegExp;
	/**
	 * Other apps served on the same base whose routes this service's /openapi.json and /docs also
	 * list (marketing documents the storefront catalogue, which shares its base URL).
	 */
	extraDocs?: () => Array<{
		getOpenAPI31Document: (c: { openapi: string; info: { title: string; version: string } }) => unknown;
	}>;
	/**
	 * How the API reference states authentication: security schemes, public operations, the
	 * bearer scheme "try it" uses, and for signed services the signing recipe and snippets.
	 */
	docsAuth?: DocsAuth;
	/** The reference's tags: every documented operation gets the one whose path prefix covers it (openapi-tags.ts). */
	docsTags?: DocsTag[];
}

/** Per-request variables every service app carries. */
export interface AppVariables {
	requestId: string;
	service: ServiceConfig;
	/** Local prefix the dispatcher stripped ("/pay"), or "" under a production host. */
	base: string;
	workspaceId?: string;
	environment?: "test" | "live";
	/** Who acts, for logs and audit (key id, JWT sub). */
	actor?: string;
	[key: string]: unknown;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
