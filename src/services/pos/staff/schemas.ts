import { z } from "@hono/zod-openapi";
import { singleLine } from "../../../platform/text";
import { PERMISSION_NAMES } from "./permissions";

const ROLE = "A built-in role (owner, manager, cashier, license_validator) or a custom role's id (role_…, POST /roles)";
const PIN = "The member's till PIN, 4–8 digits; stored only as a salted slow hash and never returned";
const OUTLETS = "The outlets this member works at (out_… ids); null or omitted: every outlet";
const PERMS = `Permissions of the role, from the catalogue: ${PERMISSION_NAMES.join(", ")}`;

const pin = z
	.string()
	.regex(/^\d{4,8}$/, "4 to 8 digits")
	.openapi({ description: PIN, example: "4821" });
const role = singleLine(64).openapi({ description: ROLE, example: "cashier" });
const outletIds = z
	.array(z.string().max(64))
	.max(100)
	.nullable()
	.openapi({ description: OUTLETS, example: ["out_01JB4X6N0ZQ8K3C9W2T5V7R1MD"] });
const permissions = z
	.array(z.enum(PERMISSION_NAMES as [string, ...string[]]))
	.max(PERMISSION_NAMES.length)
	.openapi({ description: PERMS, example: ["pos.read", "sales.create", "sales.void"] });
const name = singleLine(120, { trim: true }).openapi({
	description: "Name, one line of 1–120 characters",
	example: "Sari Wulandari",
});

export const CreateStaff = z
	.strictObject({ name, role, pin, outletIds: outletIds.optional() })
	.openapi("PosCreateStaff", { description: "A new staff member with a role and a till PIN" });
export const PatchStaff = z
	.strictObject({ name: name.optional(), role: role.optional(), pin: pin.optional(), outletIds: outletIds.optional() })
	.openapi("PosPatchStaff", { description: "Only the fields sent change; a new pin also clears a PIN lockout" });

export const Staff = z
	.object({
		id: z.string().openapi({ description: "Staff member id (stf_…)", example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		name: z.string().openapi({ description: "Name", example: "Sari Wulandari" }),
		role: z.string().openapi({ description: ROLE, example: "cashier" }),
		outletIds: z.array(z.string()).nullable().openapi({ description: OUTLETS, example: null }),
		pinLocked: z
			.boolean()
			.openapi({ description: "true while too many wrong PINs lock the member (15 minutes)", example: false }),
		createdAt: z.string().openapi({ description: "Created (ISO 8601, UTC)", example: "2026-11-29T08:00:00.000Z" }),
		updatedAt: z.string().openapi({ description: "Last changed (ISO 8601, UTC)", example: "2026-11-29T08:00:00.000Z" }),
	})
	.openapi("PosStaff", { description: "A staff member (ids stf_…); the PIN is never returned" });

export const CreateRole = z
	.strictObject({
		name: singleLine(64, { trim: true }).openapi({
			description: "Role name, unique in the workspace",
			example: "Supervisor",
		}),
		permissions,
	})
	.openapi("PosCreateRole", { description: "A custom role: a named set of permissions" });
export const PatchRole = z
	.strictObject({
		name: singleLine(64, { trim: true })
			.optional()
			.openapi({ description: "Role name, unique in the workspace", example: "Supervisor" }),
		permissions: permissions.optional(),
	})
	.openapi("PosPatchRole", { description: "Only the fields sent change; holders get the new set at once" });

export const Role = z
	.object({
		id: z.string().openapi({
			description: "Role id (role_…; built-in roles are their name)",
			example: "role_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		}),
		name: z.string().openapi({ description: "Role name", example: "Supervisor" }),
		builtIn: z
			.boolean()
			.openapi({ description: "true for owner, manager, cashier and license_validator", example: false }),
		permissions: z
			.array(z.string())
			.openapi({ description: PERMS, example: ["pos.read", "sales.create", "sales.void"] }),
		createdAt: z.string().nullable().openapi({
			description: "Created (ISO 8601, UTC); null for built-in roles",
			example: "2026-11-29T08:00:00.000Z",
		}),
		updatedAt: z.string().nullable().openapi({
			description: "Last changed (ISO 8601, UTC); null for built-in roles",
			example: "2026-11-29T08:00:00.000Z",
		}),
	})
	.openapi("PosRole", { description: "A role: built-in or custom (a named set of permissions)" });

export const CreateApproval = z
	.strictObject({
		staffId: z
			.string()
			.max(64)
			.openapi({ description: "The approving staff member (stf_…)", example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		pin: z
			.string()
			.max(8)
			.openapi({ description: "That member's PIN (wrong PINs count towards the lockout)", example: "4821" }),
		permission: z.string().max(64).openapi({
			description: "The permission approved, e.g. sales.void; the member's role must hold it",
			example: "sales.void",
		}),
		ttlSeconds: z
			.number()
			.int()
			.min(10)
			.max(300)
			.optional()
			.openapi({ description: "How long the token lasts, 10–300 seconds; default 120", example: 120 }),
	})
	.openapi("PosCreateApproval", { description: "A manager's PIN-verified approval of one permission" });

export const ApprovalToken = z
	.object({
		token: z.string().openapi({
			description: "Send as X-Pos-Approval on the one request it approves (single use)",
			example: "eyJ3b3Jrc3BhY2VJZCI6IndzXzEifQ.c2lnbmF0dXJl",
		}),
		permission: z.string().openapi({ description: "The permission it approves", example: "sales.void" }),
		approvedBy: z
			.string()
			.openapi({ description: "The approving staff member (stf_…)", example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		expiresAt: z
			.string()
			.openapi({ description: "When it stops working (ISO 8601, UTC)", example: "2026-11-29T08:02:00.000Z" }),
	})
	.openapi("PosApprovalToken", { description: "A short-lived, single-use approval token" });

export const SignIn = z
	.strictObject({
		pin: z
			.string()
			.max(8)
			.openapi({ description: "The member's PIN (wrong PINs count towards the lockout)", example: "1357" }),
	})
	.openapi("PosStaffSignIn", { description: "A staff member signs in at a till with their PIN" });

export const StaffToken = z
	.object({
		token: z.string().openapi({
			description:
				"Bearer token acting for the member (pst_…), shown once; send it as Authorization: Bearer. 12 hours; POST /staff/sign-out ends it",
			example: "pst_ws_01JB4X6N0ZQ8K3C9W2T5V7R1MD.q7v3Yw0rXg2kP9dN4sLmB8cT1hF6jZ5aE0uWyRtQxIo",
		}),
		staffId: z
			.string()
			.openapi({ description: "The member it acts for (stf_…)", example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		role: z.string().openapi({ description: "The member's role now (it follows later changes)", example: "cashier" }),
		outletIds: z.array(z.string()).nullable().openapi({ description: OUTLETS, example: null }),
		expiresAt: z
			.string()
			.openapi({ description: "When the token stops working (ISO 8601, UTC)", example: "2026-11-29T20:00:00.000Z" }),
	})
	.openapi("PosStaffToken", { description: "A till sign-in: a short-lived token acting for one staff member" });

export const StaffSignIn = z
	.object({
		id: z.string().openapi({
			description: "The sign-in's id (pss_ and a prefix of its token's SHA-256; the token itself is never shown again)",
			example: "pss_3f9a1c07be52d4e8a6b0c913",
		}),
		staffId: z
			.string()
			.openapi({ description: "The member signed in (stf_…)", example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		issuedBy: z.string().openapi({
			description: "The till credential that signed them in (its actor id), recorded on what the token does",
			example: "key_01JB4X6N0ZQ8K3C9W2T5V7R1ME",
		}),
		createdAt: z
			.string()
			.openapi({ description: "When the member signed in (ISO 8601, UTC)", example: "2026-11-29T08:00:00.000Z" }),
		expiresAt: z
			.string()
			.openapi({ description: "When the token stops working (ISO 8601, UTC)", example: "2026-11-29T20:00:00.000Z" }),
	})
	.openapi("PosStaffSignIn", { description: "A member's live till sign-in (not ended, not expired)" });

export const SignInsEnded = z
	.object({
		staffId: z.string().openapi({ description: "The member (stf_…)", example: "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		ended: z.number().int().openapi({
			description:
				"How many live sign-ins ended now (0 when there were none); their tokens are refused from the next request",
			example: 2,
		}),
	})
	.openapi("PosStaffSignInsEnded", { description: "Sign-ins ended from the back office" });
