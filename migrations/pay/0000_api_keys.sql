CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`key_id` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`scopes` text,
	`salt` text NOT NULL,
	`secret_hash` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_id` ON `api_keys` (`key_id`);--> statement-breakpoint
CREATE INDEX `api_keys_account_created` ON `api_keys` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `api_keys_account_env_active` ON `api_keys` (`account_id`,`environment`,`revoked_at`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`actor` text NOT NULL,
	`actor_account_id` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`details` text,
	`request_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_account_created` ON `audit_log` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_target` ON `audit_log` (`target_id`);