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
CREATE TABLE `locales` (
	`project_id` text NOT NULL,
	`account_id` text NOT NULL,
	`tag` text NOT NULL,
	`fallback` text,
	`rtl` integer NOT NULL,
	`enabled` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`project_id`, `tag`)
);
--> statement-breakpoint
CREATE TABLE `namespaces` (
	`project_id` text NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`review_policy` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`project_id`, `name`)
);
--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`source_locale` text NOT NULL,
	`mode` text NOT NULL,
	`site_url` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_slug` ON `projects` (`account_id`,`slug`);--> statement-breakpoint
CREATE INDEX `projects_account` ON `projects` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `glossary` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text,
	`scope` text NOT NULL,
	`term` text NOT NULL,
	`term_key` text NOT NULL,
	`locale` text NOT NULL,
	`translation` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `glossary_term` ON `glossary` (`account_id`,`scope`,`locale`,`term_key`);--> statement-breakpoint
CREATE INDEX `glossary_account` ON `glossary` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `memory` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`source_locale` text NOT NULL,
	`target_locale` text NOT NULL,
	`source_hash` text NOT NULL,
	`source` text NOT NULL,
	`target` text NOT NULL,
	`length` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memory_source` ON `memory` (`account_id`,`target_locale`,`source_hash`);--> statement-breakpoint
CREATE INDEX `memory_length` ON `memory` (`account_id`,`target_locale`,`length`);--> statement-breakpoint
CREATE TABLE `memory_trigrams` (
	`account_id` text NOT NULL,
	`target_locale` text NOT NULL,
	`trigram` text NOT NULL,
	`memory_id` text NOT NULL,
	PRIMARY KEY(`account_id`, `target_locale`, `trigram`, `memory_id`)
);
--> statement-breakpoint
CREATE INDEX `memory_trigrams_entry` ON `memory_trigrams` (`memory_id`);--> statement-breakpoint
CREATE TABLE `releases` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`locale` text NOT NULL,
	`content_hash` text NOT NULL,
	`key_count` integer NOT NULL,
	`catalog` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `releases_locale` ON `releases` (`project_id`,`locale`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`namespace` text NOT NULL,
	`name` text NOT NULL,
	`source_text` text NOT NULL,
	`placeholders` text NOT NULL,
	`description` text,
	`max_length` integer,
	`context` text,
	`screenshot_url` text,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `keys_name` ON `keys` (`project_id`,`namespace`,`name`);--> statement-breakpoint
CREATE INDEX `keys_project` ON `keys` (`project_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `translations` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`key_id` text NOT NULL,
	`locale` text NOT NULL,
	`value` text NOT NULL,
	`status` text NOT NULL,
	`length_warning` text,
	`reviewer_by` text,
	`reviewed_at` integer,
	`reject_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `translations_key_locale` ON `translations` (`key_id`,`locale`);--> statement-breakpoint
CREATE INDEX `translations_review` ON `translations` (`project_id`,`locale`,`status`,`updated_at`,`id`);