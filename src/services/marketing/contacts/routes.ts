import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { sha256Hex } from "../../../platform/crypto";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { ApiError, notFound } from "../../../platform/errors";
import { queryOf, withQuery } from "../../../platform/idempotency";
import { jsonBody, jsonResponse, queryBoolean } from "../../../platform/openapi";
import { singleLine } from "../../../platform/text";
import { ctxOf, IdParam, mkErrors, mktIdempotency, scopeOf } from "../context";
import { deleteContact } from "./delete-contact";
import { importContacts } from "./import-contacts";
import { importJobView, startCsvImport } from "./import-csv";
import {
	Contact,
	ContactPage,
	CREATE_CONTACT_DOC,
	CreateContact,
	DELETE_CONTACT_DOC,
	IMPORT_DOC,
	ImportContacts,
	ImportResult,
	LIST_NAME_MAX,
	ListQuery,
	PATCH_CONTACT_DOC,
	PatchContact,
} from "./schemas";
import { contactView, getContact, listContacts, listLists } from "./store";
import { updateContact } from "./update-contact";
import { upsertContact } from "./upsert-contact";

// Spec 001 §4 "Contacts" (merchant role), plus the extensions: lists, CSV upload with progress.

const app = router();

/**
 * An import's Idempotency-Key with the SHA-256 of its raw body and query (the CSV's listName): what
 * the import names its write (or job) by, so the same request run again — its first answer lost when
 * the process died — comes out the same. Undefined without a key.
 */
async function writeKey(c: Context<AppEnv>) {
	const key = c.req.header("Idempotency-Key");
	if (!key) return undefined;
	return `${key}:${await withQuery(await sha256Hex(new Uint8Array(await c.req.arrayBuffer())), queryOf(c.req.url))}`;
}

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/contacts",
		summary: "List contacts, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(ContactPage, "data.data, data.cursor, data.hasMore"), ...mkErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = q.q ?? "";
		const rows = await listContacts(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor, filterKey), q.q);
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), filterKey);
		return ok(c, { data: p.items.map(contactView), cursor: p.nextCursor, hasMore: p.hasMore });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/contacts",
		summary: "Create or update a contact (upsert on the identity hash)",
		description: CREATE_CONTACT_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(CreateContact),
		responses: { 201: jsonResponse(Contact, "The contact"), ...mkErrors([403, "QUOTA_EXCEEDED"]) },
	}),
	async (c) => ok(c, await upsertContact(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/contacts/import",
		summary: "Import up to 5,000 contacts in one request",
		description: IMPORT_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(ImportContacts),
		responses: { 200: jsonResponse(ImportResult, "Counts"), ...mkErrors([403, "QUOTA_EXCEEDED"]) },
	}),
	async (c) => ok(c, await importContacts(ctxOf(c), scopeOf(c), c.req.valid("json"), undefined, await writeKey(c))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/contacts/import/csv",
		summary: "Upload a CSV file of contacts (extension; processed in the background)",
		description:
			'Body: text/csv with a header row (email, phone, firstName, lastName, source, externalRef, tags split on ; or |, subscriptions.<channel>, social.<network>; any other column becomes an attribute). Records that are not valid contacts are reported in the job\'s errors and skipped, and so are records of erased contacts (reason "erased") unless the query says allowErased=true (their tombstones are then removed); the rest are applied in chunks of 500 through the tasks queue, each chunk all-or-nothing against the contacts cap (a chunk that would cross it stops the job as failed, QUOTA_EXCEEDED). Answers 202 {jobId}; poll GET /contacts/import/jobs/{jobId}.',
		middleware: [mktIdempotency()] as const,
		request: {
			query: z.object({
				listName: singleLine(LIST_NAME_MAX, { trim: true }).optional(),
				skipExisting: queryBoolean,
				allowErased: queryBoolean,
			}),
			body: { content: { "text/csv": { schema: z.string() } }, required: true },
		},
		responses: {
			202: jsonResponse(
				z.object({
					jobId: z
						.string()
						.openapi({ description: "The import job; poll GET /contacts/import/jobs/{jobId} for its progress" }),
				}),
				"The job",
			),
			...mkErrors([415, "Not text/csv"]),
		},
	}),
	async (c) => {
		if (!/^text\/csv\b/i.test(c.req.header("Content-Type") ?? ""))
			throw new ApiError(415, "unsupported_media_type", "Send the file as Content-Type: text/csv", "Content-Type");
		const { listName, skipExisting, allowErased } = c.req.valid("query");
		const csv = await c.req.text();
		const input = { csv, listName, skipExisting: !!skipExisting, allowErased: !!allowErased };
		return ok(c, await startCsvImport(ctxOf(c), scopeOf(c), input, await writeKey(c)), 202);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/contacts/import/jobs/{jobId}",
		summary: "Progress of a CSV import job (extension)",
		request: { params: z.object({ jobId: z.string().min(1).max(64) }) },
		responses: {
			200: jsonResponse(z.record(z.string(), z.unknown()), "status, total, processed, counts"),
			...mkErrors(),
		},
	}),
	async (c) => ok(c, await importJobView(ctxOf(c), scopeOf(c), c.req.valid("param").jobId)),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/contacts/{id}",
		summary: "Retrieve a contact",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Contact, "The contact"), ...mkErrors() },
	}),
	async (c) => {
		const row = await getContact(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("contact");
		return ok(c, contactView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/api/v1/contacts/{id}",
		summary: "Update a contact",
		description: PATCH_CONTACT_DOC,
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam, ...jsonBody(PatchContact) },
		responses: { 200: jsonResponse(z.object({ id: z.string() }), "The id"), ...mkErrors([409, "IDENTITY_TAKEN"]) },
	}),
	async (c) => ok(c, await updateContact(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/contacts/{id}",
		summary: "Unsubscribe a contact",
		description: DELETE_CONTACT_DOC,
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(
				z.object({
					id: z.string(),
					status: z.literal("unsubscribed").openapi({
						description: "Always unsubscribed: the email, sms and whatsapp subscriptions are now unsubscribed",
					}),
				}),
				"Unsubscribed",
			),
			...mkErrors(),
		},
	}),
	async (c) => ok(c, await deleteContact(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

const ListEntry = z
	.object({
		id: z.string(),
		name: z.string().openapi({ description: "The list's name (1-120 characters), as an import's listName gave it" }),
		memberCount: z.number().int().openapi({ description: "How many contacts are on the list now" }),
		createdAt: z.string(),
	})
	.openapi("ContactList");

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/lists",
		summary: "Contact lists with member counts (extension), newest first",
		responses: {
			200: jsonResponse(
				z.object({ lists: z.array(ListEntry).openapi({ description: "The workspace's contact lists, newest first" }) }),
				"data.lists",
			),
			...mkErrors(),
		},
	}),
	async (c) => {
		const rows = await listLists(c.env, scopeOf(c));
		return ok(c, { lists: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })) });
	},
);

export default app;
