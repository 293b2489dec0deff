CREATE TABLE `artifacts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`job_id` text NOT NULL,
	`file_name` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`r2_key` text NOT NULL,
	`expire_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `artifacts_job` ON `artifacts` (`job_id`);--> statement-breakpoint
CREATE INDEX `artifacts_expiry` ON `artifacts` (`expire_at`);--> statement-breakpoint
CREATE TABLE `runners` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text,
	`description` text NOT NULL,
	`tags` text NOT NULL,
	`run_untagged` integer NOT NULL,
	`paused` integer NOT NULL,
	`token_hash` text NOT NULL,
	`name` text,
	`version` text,
	`platform` text,
	`contacted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `runners_token` ON `runners` (`token_hash`);--> statement-breakpoint
CREATE INDEX `runners_account` ON `runners` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `usage` (
	`account_id` text NOT NULL,
	`period_start` integer NOT NULL,
	`minutes_used` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `period_start`)
);
--> statement-breakpoint
CREATE TABLE `variables` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`value_preview` text NOT NULL,
	`masked` integer NOT NULL,
	`protected` integer NOT NULL,
	`file_type` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `variables_key` ON `variables` (`project_id`,`key`);--> statement-breakpoint
CREATE INDEX `variables_account` ON `variables` (`account_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `runner_shared` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `token_hash` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `last_seen_at` integer;--> statement-breakpoint
CREATE INDEX `jobs_queue` ON `jobs` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_token` ON `jobs` (`token_hash`);--> statement-breakpoint
ALTER TABLE `pipelines` ADD `ref_kind` text DEFAULT 'branch' NOT NULL;