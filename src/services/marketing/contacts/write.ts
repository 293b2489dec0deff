import { newId } from "../../../platform/ids";
import { planOf } from "../../admin/public";
import { limitsOf } from "../access/plans";
import type { MktCtx, MktScope } from "../context";
import { identityHash } from "./domain/identity";
import type { ContactInput } from "./schemas";
import { CONTACT_COLUMNS, type ContactField, type ContactWrite } from "./store";

// What every contact write shares: a body becomes stored values, and the plan gives the cap.

const JSON_FIELDS = new Set<ContactField>(["socialHandles", "subscriptions", "attributes", "tags"]);

/** The stored values of the fields a body sent (JSON text for maps and tags); absent fields are absent. */
export function storedValues(b: ContactInput): Partial<Record<ContactField, string | null>> {
	const out: Partial<Record<ContactField, string | null>> = {};
	for (const f of Object.keys(CONTACT_COLUMNS) as ContactField[]) {
		const v = b[f];
		if (v === undefined) continue;
		out[f] = v === null ? null : JSON_FIELDS.has(f) ? JSON.stringify(v) : (v as string);
	}
	// An empty name or reference is no value.
	for (const f of ["firstName", "lastName", "source", "externalRef"] as const) if (out[f] === "") out[f] = null;
	return out;
}

export async function contactWrite(b: ContactInput, now: number, insertDefaults?: ContactWrite["insertDefaults"]) {
	const values = storedValues(b);
	return {
		id: newId("", now).toLowerCase(),
		identityHash: await identityHash(values.email, values.phone),
		values,
		insertDefaults,
	} satisfies ContactWrite;
}

/** The plan's contacts cap (-1: unlimited). */
export const contactsCap = async (ctx: MktCtx, s: MktScope) =>
	limitsOf(await planOf(ctx.env, s.workspaceId, "mkt")).contactsLimit;
