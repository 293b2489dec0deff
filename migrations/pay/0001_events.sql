CREATE TABLE `due_work` (
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`runner` text NOT NULL,
	`due_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `environment`, `runner`)
);
--> statement-breakpoint
CREATE INDEX `due_work_due` ON `due_work` (`due_at`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`occurred_at` integer NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_account_occurred` ON `events` (`account_id`,`environment`,`occurred_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_type` ON `events` (`account_id`,`environment`,`type`);