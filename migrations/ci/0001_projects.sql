CREATE TABLE `data_keys` (
	`account_id` text PRIMARY KEY NOT NULL,
	`wrapped_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`repo_full_name` text NOT NULL,
	`name` text NOT NULL,
	`default_branch` text NOT NULL,
	`config_path` text NOT NULL,
	`clone_token` text,
	`webhook_secret_salt` text NOT NULL,
	`webhook_registered` integer NOT NULL,
	`webhook_error` text,
	`hook_id` integer,
	`badge_token` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_repo` ON `projects` (`account_id`,`repo_full_name`);--> statement-breakpoint
CREATE UNIQUE INDEX `projects_badge` ON `projects` (`badge_token`);--> statement-breakpoint
CREATE INDEX `projects_account` ON `projects` (`account_id`,`created_at`,`id`);