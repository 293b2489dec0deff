CREATE TABLE `pages` (
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`path` text NOT NULL,
	`seq` integer NOT NULL,
	`status` text NOT NULL,
	`key_count` integer NOT NULL,
	`last_crawled_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`project_id`, `path`)
);
--> statement-breakpoint
CREATE INDEX `pages_seq` ON `pages` (`project_id`,`seq`);--> statement-breakpoint
CREATE TABLE `preview_usage` (
	`day` text PRIMARY KEY NOT NULL,
	`words` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `previews` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`target_locale` text NOT NULL,
	`source_locale` text,
	`status` text NOT NULL,
	`strings` text NOT NULL,
	`pairs` text,
	`words` integer NOT NULL,
	`day` text NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `previews_created` ON `previews` (`created_at`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `pages_crawled` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `pages_failed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `robots` text;