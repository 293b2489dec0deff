import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_POS staff and roles (issue 43): custom roles, staff members with a PIN, the role of each API key,
// and the approval tokens already spent.

/** Custom roles: a named set of permissions (staff/permissions.ts); built-in roles are not rows. */
export const roles = sqliteTable(
	"roles",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		/** JSON array of permission names. */
		permissions: text("permissions").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [uniqueIndex("roles_name").on(t.accountId, t.name), index("roles_account").on(t.accountId, t.createdAt, t.id)],
);

/**
 * Staff members. The PIN is kept only as PBKDF2-SHA-256 with a per-member salt; pinAttempts counts
 * wrong PINs since the last right one (a try is reserved by a conditional UPDATE before the PIN is
 * checked, so parallel guesses cannot pass the limit), pinAttemptAt is the last try.
 */
export const staff = sqliteTable(
	"staff",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		/** A built-in role name or a custom role's id (role_…). */
		role: text("role").notNull(),
		/** JSON array of outlet ids, or null for every outlet. */
		outletIds: text("outlet_ids"),
		pinHash: text("pin_hash").notNull(),
		pinSalt: text("pin_salt").notNull(),
		pinAttempts: integer("pin_attempts").notNull(),
		pinAttemptAt: integer("pin_attempt_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [index("staff_account").on(t.accountId, t.createdAt, t.id)],
);

/** An API key's role and staff member (issue 43). A key without a row predates roles: an owner key. */
export const keyRoles = sqliteTable("key_roles", {
	keyId: text("key_id").primaryKey(),
	accountId: text("account_id").notNull(),
	role: text("role").notNull(),
	staffId: text("staff_id"),
});

/** Approval tokens already used: inserting the nonce is what spends a token (single use). */
export const approvalUses = sqliteTable("approval_uses", {
	nonce: text("nonce").primaryKey(),
	accountId: text("account_id").notNull(),
	usedAt: integer("used_at").notNull(),
	expiresAt: integer("expires_at").notNull(),
});

/**
 * A staff member's till sign-in (POST /staff/{id}/sign-in with their PIN): a bearer token that acts
 * for the member, 12 hours at most. Only the token's SHA-256 is kept. `issuedBy` is the till credential
 * that signed them in (an API key id or the account's user), recorded as the actor of what the token does.
 */
export const staffSessions = sqliteTable(
	"staff_sessions",
	{
		idHash: text("id_hash").primaryKey(),
		accountId: text("account_id").notNull(),
		staffId: text("staff_id").notNull(),
		issuedBy: text("issued_by").notNull(),
		createdAt: integer("created_at").notNull(),
		expiresAt: integer("expires_at").notNull(),
		endedAt: integer("ended_at"),
	},
	(t) => [index("staff_sessions_member").on(t.accountId, t.staffId)],
);
