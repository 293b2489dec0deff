CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`role` text NOT NULL,
	`name` text,
	`salt` text NOT NULL,
	`secret_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `api_keys_account` ON `api_keys` (`account_id`);--> statement-breakpoint
CREATE TABLE `contact_quota` (
	`account_id` text PRIMARY KEY NOT NULL,
	`cap` integer NOT NULL,
	`before` integer NOT NULL,
	`total` integer NOT NULL,
	CONSTRAINT "contact_quota_cap" CHECK(cap < 0 OR total <= cap OR total <= before)
);
--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`identity_hash` text NOT NULL,
	`email` text,
	`phone` text,
	`first_name` text,
	`last_name` text,
	`social_handles` text DEFAULT '{}' NOT NULL,
	`subscriptions` text DEFAULT '{}' NOT NULL,
	`attributes` text DEFAULT '{}' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`source` text,
	`external_ref` text,
	`created_by` text,
	`last_write_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_identity` ON `contacts` (`account_id`,`identity_hash`);--> statement-breakpoint
CREATE INDEX `contacts_account_created` ON `contacts` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_account_write` ON `contacts` (`account_id`,`last_write_id`);--> statement-breakpoint
CREATE TABLE `import_chunks` (
	`job_id` text NOT NULL,
	`seq` integer NOT NULL,
	`offset` integer NOT NULL,
	`rows` text NOT NULL,
	`done_at` integer,
	PRIMARY KEY(`job_id`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `import_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`status` text NOT NULL,
	`list_name` text,
	`list_id` text,
	`skip_existing` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`chunks` integer NOT NULL,
	`chunks_done` integer DEFAULT 0 NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`error_count` integer DEFAULT 0 NOT NULL,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer
);
--> statement-breakpoint
CREATE INDEX `import_jobs_account` ON `import_jobs` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `list_members` (
	`list_id` text NOT NULL,
	`contact_id` text NOT NULL,
	`account_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`list_id`, `contact_id`)
);
--> statement-breakpoint
CREATE INDEX `list_members_contact` ON `list_members` (`contact_id`);--> statement-breakpoint
CREATE TABLE `lists` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lists_account_name` ON `lists` (`account_id`,`name`);--> statement-breakpoint
CREATE TABLE `segments` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`filter` text NOT NULL,
	`filter_version` integer DEFAULT 1 NOT NULL,
	`cached_size` integer DEFAULT 0 NOT NULL,
	`cached_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `segments_account_name` ON `segments` (`account_id`,`name`);--> statement-breakpoint
CREATE INDEX `segments_account_updated` ON `segments` (`account_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `segments_cached` ON `segments` (`cached_at`);