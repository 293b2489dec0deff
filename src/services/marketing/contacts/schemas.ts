import { z } from "@hono/zod-openapi";
import { clampedLimit } from "../../../platform/openapi";
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

const EMAIL =
	"Email address, or null for none; trimmed and lowercased, then it must be a valid address (at most 254 characters). With phone it forms the identity the contact is keyed on: email or phone is required (a PATCH may not remove both)";
const PHONE =
	"Phone number, or null for none: 4-40 characters as sent, then every character but + and digits is removed (send E.164, such as +6281234567890). With email it forms the identity the contact is keyed on: email or phone is required";
const FIRST_NAME = `Given name, one line of at most ${NAME_MAX} characters; an empty string is stored as null`;
const LAST_NAME = `Family name, one line of at most ${NAME_MAX} characters; an empty string is stored as null`;
const SOCIAL =
	"Handles per network (telegram, instagram, line, whatsapp, discord, ...; unknown keys kept): a string map of at most 50 entries, keys 1-64, values at most 500 characters";
const SUBSCRIPTIONS =
	"Subscription state per channel kind (email, sms, whatsapp, ...): subscribed, unsubscribed or pending (asked to confirm a double opt-in). A channel kind that is absent counts as subscribed. String map of at most 50 entries";
const ATTRIBUTES = `Your own free-form JSON fields (keys 1-64 characters), at most ${ATTRIBUTES_BYTES_MAX / 1024} KiB as JSON; stored and returned as sent, not interpreted`;
const TAGS = `Tags (extension), matched by the segment tag rule: at most ${TAGS_MAX} tags of 1-${TAG_MAX} characters`;
const SOURCE = `Where the contact came from (for example checkout, signup_form; csv_import for imported rows sent without one), at most ${SOURCE_MAX} characters; an empty string is stored as null`;
const EXTERNAL_REF = `Your own reference for the contact (for example its customer id in your system), at most ${EXTERNAL_REF_MAX} characters; an empty string is stored as null`;

const fields = {
	email: Email.nullable().optional().openapi({ description: EMAIL }),
	phone: Phone.nullable().optional().openapi({ description: PHONE }),
	firstName: singleLine(NAME_MAX, { min: 0 }).nullable().optional().openapi({ description: FIRST_NAME }),
	lastName: singleLine(NAME_MAX, { min: 0 }).nullable().optional().openapi({ description: LAST_NAME }),
	socialHandles: StringMap.optional().openapi({
		description: `${SOCIAL}. When sent it replaces the stored map`,
		example: { instagram: "@budi" },
	}),
	subscriptions: StringMap.optional().openapi({
		description: `${SUBSCRIPTIONS}. When sent it replaces the stored map`,
		example: { email: "subscribed" },
	}),
	attributes: Attributes.optional().openapi({ description: `${ATTRIBUTES}. When sent it replaces the stored object` }),
	tags: z
		.array(singleLine(TAG_MAX))
		.max(TAGS_MAX)
		.optional()
		.openapi({ description: `${TAGS}. When sent it replaces the stored tags` }),
	source: singleLine(SOURCE_MAX, { min: 0 }).nullable().optional().openapi({ description: SOURCE }),
	externalRef: singleLine(EXTERNAL_REF_MAX, { min: 0 }).nullable().optional().openapi({ description: EXTERNAL_REF }),
};

/** A contact body as sent: every field optional (an import row may lack both email and phone). */
export const ContactFields = z.strictObject(fields);
export type ContactInput = z.infer<typeof ContactFields>;

const hasIdentity = (b: ContactInput) => !!b.email || !!b.phone;

const ALLOW_ERASED =
	"true: a contact erased at the workspace's request (POST /contacts/{id}/erase) may be added again, and its tombstone is removed. Omitted or false: an erased identity is refused";

export const CreateContact = ContactFields.extend({
	allowErased: z
		.boolean()
		.optional()
		.openapi({ description: `${ALLOW_ERASED} (409 CONTACT_ERASED)` }),
})
	.refine(hasIdentity, {
		message: "email or phone is required",
		path: ["email"],
	})
	.openapi("CreateContact");

export const PatchContact = ContactFields.openapi("PatchContact");

export const ImportContacts = z
	.strictObject({
		rows: z
			.array(ContactFields)
			.min(1)
			.max(IMPORT_ROWS_MAX)
			.openapi({
				description: `The contacts to create or update, 1-${IMPORT_ROWS_MAX}, each a contact body as POST /contacts takes (email or phone; a row with neither is skipped and reported in errors). The whole body is validated first: one invalid value rejects everything`,
			}),
		listName: singleLine(LIST_NAME_MAX, { trim: true })
			.optional()
			.openapi({
				description: `Name of a contact list (1-${LIST_NAME_MAX} characters) that created and updated rows join; created if the workspace has none of that name. Omitted: no list`,
			}),
		skipExisting: z.boolean().default(false).openapi({
			description:
				"true: rows whose identity already exists are left untouched and counted as skipped (without an errors entry). false (default): they are updated with the fields sent",
		}),
		allowErased: z
			.boolean()
			.default(false)
			.openapi({ description: `${ALLOW_ERASED}: skipped with an errors entry whose reason is "erased"` }),
	})
	.openapi("ImportContacts");

export const Contact = z
	.object({
		id: z.string(),
		accountId: z.string().openapi({ description: "The workspace (acc_…) the contact belongs to" }),
		identityHash: z.string().openapi({
			description:
				'Hex SHA-256 of the normalised email and phone (email + "|" + phone, an absent part as ""); unique per workspace: the key POST /contacts upserts on',
		}),
		email: z.string().nullable().openapi({ description: "Email address, lowercased; null when the contact has none" }),
		phone: z
			.string()
			.nullable()
			.openapi({ description: "Phone number as + and digits only; null when the contact has none" }),
		firstName: z.string().nullable().openapi({ description: "Given name; null when not known" }),
		lastName: z.string().nullable().openapi({ description: "Family name; null when not known" }),
		socialHandles: z.record(z.string(), z.string()).openapi({ description: `${SOCIAL}; empty by default` }),
		subscriptions: z.record(z.string(), z.string()).openapi({ description: `${SUBSCRIPTIONS}; empty by default` }),
		attributes: z.record(z.string(), z.unknown()).openapi({ description: `${ATTRIBUTES}; empty by default` }),
		tags: z.array(z.string()).openapi({ description: `${TAGS}; empty by default` }),
		source: z.string().nullable().openapi({
			description: "Where the contact came from (csv_import for imported rows sent without one); null when not known",
		}),
		externalRef: z
			.string()
			.nullable()
			.openapi({ description: "Your own reference for the contact; null when not set" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Contact");

export const ContactPage = z
	.object({ data: z.array(Contact), cursor: z.string().nullable(), hasMore: z.boolean() })
	.openapi("ContactPage");

export const ImportResult = z
	.object({
		created: z.number().int().openapi({ description: "Rows that created a new contact" }),
		updated: z.number().int().openapi({
			description:
				"Rows that updated an existing contact (a second row with the same identity in one import counts here too)",
		}),
		skipped: z.number().int().openapi({
			description:
				"Rows not written: those without email and phone (each also in errors) plus, with skipExisting, those whose identity exists",
		}),
		errors: z
			.array(
				z.object({
					index: z.number().int().openapi({ description: "Position of the row in rows, zero-based" }),
					reason: z.string().openapi({ description: "Why the row was skipped, in words" }),
				}),
			)
			.openapi({
				description:
					'One entry per row skipped for lacking both email and phone, or (reason "erased") for naming an erased contact without allowErased; empty when none',
			}),
		listId: z
			.string()
			.nullable()
			.openapi({ description: "The list named by listName that the rows joined; null when no listName was sent" }),
	})
	.openapi("ImportResult");

/** limit is clamped, never refused (spec §4): 0 → 1, 500 → 100; a non-number is 400. */
export const ListQuery = z.object({
	limit: clampedLimit(50),
	cursor: z.string().max(500).optional(),
	q: z.string().max(200).optional().openapi({ description: "Case-insensitive contains over email, names and phone" }),
});

export const CREATE_CONTACT_DOC =
	"Upserts on the identity hash (email + phone, normalised) within the workspace: fields sent overwrite, others are kept; 201 either way. email or phone is required. The identity of an erased contact is 409 CONTACT_ERASED unless allowErased is true. A new contact beyond the plan's contactsLimit is 403 QUOTA_EXCEEDED; updates always pass.";
export const IMPORT_DOC =
	'rows: 1-5000 contact bodies, validated whole first (one bad value → 400 VALIDATION, nothing written). Rows without email and phone are skipped with an errors entry {index, reason} (zero-based), and so are rows of erased contacts (reason "erased") unless allowErased is true; with skipExisting, rows whose identity exists are skipped without one. Rows without source get csv_import. listName (1-120) is created if missing; created and updated rows join it. An import that would take the workspace past contactsLimit is refused whole (403 QUOTA_EXCEEDED). One D1 batch: no per-row round trip.';
export const PATCH_CONTACT_DOC =
	"The POST fields, partially. A new email or phone re-keys the contact (a new identity hash); onto an identity another contact holds → 409 IDENTITY_TAKEN. Answers {id}.";
export const DELETE_CONTACT_DOC =
	"Unsubscribes the contact from email, sms and whatsapp (other channels kept); the row stays. Answers {id, status: unsubscribed}.";
