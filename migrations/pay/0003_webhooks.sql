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
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account_created` ON `webhook_endpoints` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account_active` ON `webhook_endpoints` (`account_id`,`environment`,`active`);--> statement-breakpoint
ALTER TABLE `events` ADD `fanned_out_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `fanout_checked_at` integer;--> statement-breakpoint
CREATE INDEX `events_fanout_pending` ON `events` (`id`) WHERE fanned_out_at IS NULL;--> statement-breakpoint
-- Events recorded before the engine existed count as fanned out: endpoints created later do not receive them.
UPDATE `events` SET `fanned_out_at` = `occurred_at` WHERE `fanned_out_at` IS NULL;