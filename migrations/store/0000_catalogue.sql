CREATE TABLE `ai_usage` (
	`account_id` text NOT NULL,
	`month` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`account_id`, `month`)
);
--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`role` text NOT NULL,
	`name` text,
	`key_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_account` ON `api_keys` (`account_id`);--> statement-breakpoint
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
CREATE TABLE `product_files` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`product_id` text NOT NULL,
	`name` text NOT NULL,
	`size` integer NOT NULL,
	`content_type` text NOT NULL,
	`sha256` text NOT NULL,
	`r2_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `product_files_product` ON `product_files` (`account_id`,`product_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`price` integer NOT NULL,
	`currency` text NOT NULL,
	`type` text NOT NULL,
	`thumbnail` text,
	`cover_images` text NOT NULL,
	`tags` text NOT NULL,
	`ai_generated` integer NOT NULL,
	`ai_status` text,
	`license_enabled` integer NOT NULL,
	`max_activations` integer NOT NULL,
	`weight` integer,
	`length` integer,
	`width` integer,
	`height` integer,
	`origin_area_id` text,
	`requires_insurance` integer NOT NULL,
	`gtin` text,
	`google_product_category` text,
	`brand` text,
	`feed_excluded` integer NOT NULL,
	`published` integer NOT NULL,
	`archived` integer NOT NULL,
	`metadata` text NOT NULL,
	`ai_run` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug` ON `products` (`account_id`,`slug`);--> statement-breakpoint
CREATE INDEX `products_list` ON `products` (`account_id`,`archived`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `variants` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`product_id` text NOT NULL,
	`title` text NOT NULL,
	`sku` text,
	`options` text NOT NULL,
	`price_cents` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `variants_sku` ON `variants` (`account_id`,`sku`) WHERE sku IS NOT NULL;--> statement-breakpoint
CREATE INDEX `variants_product` ON `variants` (`account_id`,`product_id`,`created_at`,`id`);--> statement-breakpoint
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