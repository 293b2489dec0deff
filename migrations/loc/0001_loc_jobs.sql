CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`type` text NOT NULL,
	`locale` text NOT NULL,
	`source_locale` text NOT NULL,
	`status` text NOT NULL,
	`estimated_keys` integer NOT NULL,
	`estimated_words` integer NOT NULL,
	`memory_hits` integer NOT NULL,
	`done_keys` integer NOT NULL,
	`failed_keys` integer NOT NULL,
	`reserved_words` integer NOT NULL,
	`used_words` integer NOT NULL,
	`period` text NOT NULL,
	`cursor` text NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_active` ON `jobs` (`project_id`,`locale`,`type`) WHERE status IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX `jobs_project` ON `jobs` (`project_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `word_usage` (
	`account_id` text NOT NULL,
	`period` text NOT NULL,
	`words` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `period`)
);
