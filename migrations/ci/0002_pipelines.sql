CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`project_id` text NOT NULL,
	`name` text NOT NULL,
	`stage` text NOT NULL,
	`status` text NOT NULL,
	`when` text NOT NULL,
	`allow_failure` integer NOT NULL,
	`needs` text,
	`tags` text NOT NULL,
	`attempt` integer NOT NULL,
	`latest` integer NOT NULL,
	`definition` text NOT NULL,
	`runner_id` text,
	`exit_code` integer,
	`failure_reason` text,
	`started_at` integer,
	`finished_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobs_pipeline` ON `jobs` (`pipeline_id`,`latest`);--> statement-breakpoint
CREATE INDEX `jobs_account` ON `jobs` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `pipelines` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`project_id` text NOT NULL,
	`iid` integer NOT NULL,
	`ref` text NOT NULL,
	`sha` text NOT NULL,
	`source` text NOT NULL,
	`status` text NOT NULL,
	`stages` text NOT NULL,
	`config_errors` text NOT NULL,
	`variables` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipelines_iid` ON `pipelines` (`project_id`,`iid`);--> statement-breakpoint
CREATE INDEX `pipelines_account` ON `pipelines` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `pipelines_project` ON `pipelines` (`project_id`,`created_at`,`id`);