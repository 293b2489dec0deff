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
CREATE INDEX `webhook_endpoints_account_active` ON `webhook_endpoints` (`account_id`,`environment`,`active`);--> statement-breakpoint
CREATE INDEX `translations_approved_at` ON `translations` (`reviewed_at`) WHERE status = 'approved';