import { clampedLimit } from "../../../platform/openapi";
import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { EMAIL_MAX, isValidEmail, normaliseEmail, normalisePhone } from "./domain/identity";

// Spec 001 §2 "Contact", §4 "Contacts", §8: validation, types and reference text in one place.

export const NAME_MAX = 120;
export const SOURCE_MAX = 120;
export const EXTERNAL_REF_MAX = 200;
export const TAGS_MAX = 50;
export const TAG_MAX = 64;
export const MAP_ENTRIES_MAX = 50;
export const MAP_VALUE_MAX = 500;
/** attributes as stored JSON; a bound keeps one contact from holding megabytes. */
export const ATTRIBUTES_BYTES_MAX = 16 * 1024;
export const IMPORT_ROWS_MAX = 5000;
export const LIST_NAME_MAX = 120;

const Email = z
	.string()
	.max(EMAIL_MAX + 64, `email is at most ${EMAIL_MAX} characters`)
	.transform(normaliseEmail)
	.refine(isValidEmail, "email must be a valid address (local@domain.tld)")
	.openapi({ type: "string", example: "budi@example.com" });

const Phone = z
	.string()
	.min(4, "phone is 4-40 characters")
	.max(40, "phone is 4-40 characters")
	.transform((v, ctx) => {
		const p = normalisePhone(v);
		if (p == null) ctx.addIssue({ code: "custom", message: "phone must contain a digit" });
		return p ?? "";
	})
	.openapi({ type: "string", example: "+62 812-3456-7890" });

const StringMap = z
	.record(z.string().min(1).max(64), z.string().max(MAP_VALUE_MAX))
	.refine((m) => Object.keys(m).length <= MAP_ENTRIES_MAX, `at most ${MAP_ENTRIES_MAX} entries`);

const Attributes = z
	.record(z.string().min(1).max(64), z.unknown())
	.refine(
		(m) => new TextEncoder().encode(JSON.stringify(m)).length <= ATTRIBUTES_BYTES_MAX,
		`attributes is at most ${ATTRIBUTES_BYTES_MAX} bytes as JSON`,
	);

const fields = {
	email: Email.nullable().optional(),
	phone: Phone.nullable().optional(),
	firstName: singleLine(NAME_MAX, { min: 0 }).nullable().optional(),
	lastName: singleLine(NAME_MAX, { min: 0 }).nullable().optional(),
	socialHandles: StringMap.optional().openapi({ example: { instagram: "@budi" } }),
	subscriptions: StringMap.optional().openapi({
		description: "Per channel (email, sms, whatsapp, ...): subscribed, unsubscribed, pending; absent = subscribed",
		example: { email: "subscribed" },
	}),
	attributes: Attributes.optional(),
	tags: z
		.array(singleLine(TAG_MAX))
		.max(TAGS_MAX)
		.optional()
		.openapi({ description: `Extension: at most ${TAGS_MAX} tags of 1-${TAG_MAX} characters (the segment tag rule)` }),
	source: singleLine(SOURCE_MAX, { min: 0 }).nullable().optional(),
	externalRef: singleLine(EXTERNAL_REF_MAX, { min: 0 }).nullable().optional(),
};

/** A contact body as sent: every field optional (an import row may lack both email and phone). */
export const ContactFields = z.strictObject(fields);
export type ContactInput = z.infer<typeof ContactFields>;

const hasIdentity = (b: ContactInput) => !!b.email || !!b.phone;

export const CreateContact = ContactFields.refine(hasIdentity, {
	message: "email or phone is required",
	path: ["email"],
}).openapi("CreateContact");

export const PatchContact = ContactFields.openapi("PatchContact");

export const ImportContacts = z
	.strictObject({
		rows: z.array(ContactFields).min(1).max(IMPORT_ROWS_MAX),
		listName: singleLine(LIST_NAME_MAX, { trim: true }).optional(),
		skipExisting: z.boolean().default(false),
	})
	.openapi("ImportContacts");

export const Contact = z
	.object({
		id: z.string(),
		accountId: z.string(),
		identityHash: z.string(),
		email: z.string().nullable(),
		phone: z.string().nullable(),
		firstName: z.string().nullable(),
		lastName: z.string().nullable(),
		socialHandles: z.record(z.string(), z.string()),
		subscriptions: z.record(z.string(), z.string()),
		attributes: z.record(z.string(), z.unknown()),
		tags: z.array(z.string()),
		source: z.string().nullable(),
		externalRef: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Contact");

export const ContactPage = z
	.object({ data: z.array(Contact), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("ContactPage");

export const ImportResult = z
	.object({
		created: z.number().int(),
		updated: z.number().int(),
		skipped: z.number().int(),
		errors: z.array(z.object({ index: z.number().int(), reason: z.string() })),
		listId: z.string().nullable(),
	})
	.openapi("ImportResult");

/** limit is clamped, never refused (spec §4): 0 → 1, 500 → 100; a non-number is 400. */
export const ListQuery = z.object({
	limit: clampedLimit(50),
	cursor: z.string().max(500).optional(),
	q: z.string().max(200).optional().openapi({ description: "Case-insensitive contains over email, names and phone" }),
});

export const CREATE_CONTACT_DOC =
	"Upserts on the identity hash (email + phone, normalised) within the workspace: fields sent overwrite, others are kept; 201 either way. email or phone is required. A new contact beyond the plan's contactsLimit is 403 QUOTA_EXCEEDED; updates always pass.";
export const IMPORT_DOC =
	"rows: 1-5000 contact bodies, validated whole first (one bad value → 400 VALIDATION, nothing written). Rows without email and phone are skipped with an errors entry {index, reason} (zero-based); with skipExisting, rows whose identity exists are skipped without one. Rows without source get csv_import. listName (1-120) is created if missing; created and updated rows join it. An import that would take the workspace past contactsLimit is refused whole (403 QUOTA_EXCEEDED). One D1 batch: no per-row round trip.";
export const PATCH_CONTACT_DOC =
	"The POST fields, partially. A new email or phone re-keys the contact (a new identity hash); onto an identity another contact holds → 409 IDENTITY_TAKEN. Answers {id}.";
export const DELETE_CONTACT_DOC =
	"Unsubscribes the contact from email, sms and whatsapp (other channels kept); the row stays. Answers {id, status: unsubscribed}.";
