import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { webhookTables } from "../../platform/webhooks/tables";

// DB_STORE (spec 001 part B). Every row carries account_id (the workspace); test and live keys
// share one catalogue per workspace. Times are epoch ms; arrays and maps are JSON text.

/** Bearer keys: sk_test_ / sk_live_ (secret) and pk_test_ / pk_live_ (publishable); only the SHA-256 is kept. */
export const apiKeys = sqliteTable(
	"api_keys",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		environment: text("environment", { enum: ["test", "live"] }).notNull(),
		role: text("role", { enum: ["secret", "publishable"] }).notNull(),
		name: text("name"),
		keyHash: text("key_hash").notNull(),
		createdAt: integer("created_at").notNull(),
		revokedAt: integer("revoked_at"),
	},
	(t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_account").on(t.accountId)],
);

export const products = sqliteTable(
	"products",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		slug: text("slug").notNull(),
		description: text("description"),
		price: integer("price").notNull(),
		currency: text("currency").notNull(),
		type: text("type", { enum: ["physical", "digital", "license"] }).notNull(),
		thumbnail: text("thumbnail"),
		coverImages: text("cover_images").notNull(),
		tags: text("tags").notNull(),
		aiGenerated: integer("ai_generated").notNull(),
		aiStatus: text("ai_status", { enum: ["generating", "complete", "failed"] }),
		licenseEnabled: integer("license_enabled").notNull(),
		maxActivations: integer("max_activations").notNull(),
		weight: integer("weight"),
		length: integer("length"),
		width: integer("width"),
		height: integer("height"),
		originAreaId: text("origin_area_id"),
		requiresInsurance: integer("requires_insurance").notNull(),
		gtin: text("gtin"),
		googleProductCategory: text("google_product_category"),
		brand: text("brand"),
		feedExcluded: integer("feed_excluded").notNull(),
		published: integer("published").notNull(),
		archived: integer("archived").notNull(),
		metadata: text("metadata").notNull(),
		/** Bumped by every AI run: a late result of an older run is dropped. */
		aiRun: integer("ai_run").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("products_slug").on(t.accountId, t.slug),
		index("products_list").on(t.accountId, t.archived, t.createdAt, t.id),
	],
);

/** Files of digital and license products; the bytes live in R2 under `r2_key`. */
export const productFiles = sqliteTable(
	"product_files",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		productId: text("product_id").notNull(),
		name: text("name").notNull(),
		size: integer("size").notNull(),
		contentType: text("content_type").notNull(),
		sha256: text("sha256").notNull(),
		r2Key: text("r2_key").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("product_files_product").on(t.accountId, t.productId, t.createdAt)],
);

export const variants = sqliteTable(
	"variants",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		productId: text("product_id").notNull(),
		title: text("title").notNull(),
		sku: text("sku"),
		options: text("options").notNull(),
		priceCents: integer("price_cents").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("variants_sku").on(t.accountId, t.sku).where(sql`sku IS NOT NULL`),
		index("variants_product").on(t.accountId, t.productId, t.createdAt, t.id),
	],
);

/** AI fills per workspace and UTC month ("YYYY-MM"); the increment is the quota check. */
export const aiUsage = sqliteTable(
	"ai_usage",
	{
		accountId: text("account_id").notNull(),
		month: text("month").notNull(),
		count: integer("count").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.month] })],
);

export const { events, webhookEndpoints, webhookDeliveries } = webhookTables("");
