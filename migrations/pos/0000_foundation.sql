CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`source` text NOT NULL,
	`last_used_at` integer,
	`created_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_account` ON `api_keys` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `billing` (
	`account_id` text PRIMARY KEY NOT NULL,
	`tier` text NOT NULL,
	`status` text NOT NULL,
	`current_period_end` integer,
	`cancel_at_period_end` integer NOT NULL,
	`pending_tier` text,
	`checkout_session_id` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name` ON `categories` (`account_id`,`name_key`);--> statement-breakpoint
CREATE INDEX `categories_account` ON `categories` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`email` text,
	`note` text,
	`loyalty_balance` integer NOT NULL,
	`op_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "customers_balance" CHECK(loyalty_balance >= 0)
);
--> statement-breakpoint
CREATE INDEX `customers_account` ON `customers` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`occurred_at` integer NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`data` text NOT NULL,
	`fanned_out_at` integer,
	`fanout_checked_at` integer
);
--> statement-breakpoint
CREATE INDEX `events_account_occurred` ON `events` (`account_id`,`environment`,`occurred_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_type` ON `events` (`account_id`,`environment`,`type`);--> statement-breakpoint
CREATE INDEX `events_fanout_pending` ON `events` (`id`) WHERE fanned_out_at IS NULL;--> statement-breakpoint
CREATE TABLE `loyalty_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`kind` text NOT NULL,
	`points` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `loyalty_customer` ON `loyalty_entries` (`account_id`,`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `modifier_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`min_select` integer NOT NULL,
	`max_select` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `modifier_groups_account` ON `modifier_groups` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `modifiers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`group_id` text NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `modifiers_group` ON `modifiers` (`account_id`,`group_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `outlets` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`phone` text,
	`timezone` text NOT NULL,
	`tax_rate_bps` integer NOT NULL,
	`tax_inclusive` integer NOT NULL,
	`receipt_header` text,
	`receipt_footer` text,
	`is_active` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outlets_account` ON `outlets` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `product_modifier_groups` (
	`account_id` text NOT NULL,
	`product_id` text NOT NULL,
	`group_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`product_id`, `group_id`)
);
--> statement-breakpoint
CREATE INDEX `pmg_group` ON `product_modifier_groups` (`account_id`,`group_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`category_id` text,
	`kind` text NOT NULL,
	`track_stock` integer NOT NULL,
	`requires_batch` integer NOT NULL,
	`image_url` text,
	`is_active` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `products_account` ON `products` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_category` ON `products` (`account_id`,`category_id`);--> statement-breakpoint
CREATE TABLE `recipes` (
	`variant_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`is_composite` integer NOT NULL,
	`components` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`sub` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`business_name` text NOT NULL,
	`business_type` text NOT NULL,
	`currency` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`contact_name` text,
	`phone` text,
	`email` text,
	`address` text,
	`note` text,
	`is_active` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `suppliers_account` ON `suppliers` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `variants` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`product_id` text NOT NULL,
	`name` text NOT NULL,
	`sku` text,
	`barcode` text,
	`price` integer NOT NULL,
	`cost` integer NOT NULL,
	`sort_order` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `variants_sku` ON `variants` (`account_id`,`sku`) WHERE sku IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `variants_barcode` ON `variants` (`account_id`,`barcode`) WHERE barcode IS NOT NULL;--> statement-breakpoint
CREATE INDEX `variants_product` ON `variants` (`account_id`,`product_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`endpoint_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer NOT NULL,
	`next_retry_at` integer,
	`body` text NOT NULL,
	`attempt_log` text NOT NULL,
	`failure_reason` text,
	`queue_token` text NOT NULL,
	`lease_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_endpoint_event` ON `webhook_deliveries` (`endpoint_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_created` ON `webhook_deliveries` (`account_id`,`environment`,`endpoint_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_account_created` ON `webhook_deliveries` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_pending_due` ON `webhook_deliveries` (`next_retry_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`description` text,
	`active` integer NOT NULL,
	`disabled_reason` text,
	`failure_streak` integer DEFAULT 0 NOT NULL,
	`first_failure_at` integer,
	`secret_salt` text NOT NULL,
	`secret_hash` text NOT NULL,
	`previous_secret_salt` text,
	`previous_secret_hash` text,
	`previous_secret_expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account_created` ON `webhook_endpoints` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account_active` ON `webhook_endpoints` (`account_id`,`environment`,`active`);