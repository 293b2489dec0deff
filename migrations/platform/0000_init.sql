CREATE TABLE `allowlists` (
	`workspace_id` text NOT NULL,
	`service` text NOT NULL,
	`allowed` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `service`)
);
--> statement-breakpoint
CREATE TABLE `workspace_plans` (
	`workspace_id` text NOT NULL,
	`service` text NOT NULL,
	`plan` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `service`)
);
--> statement-breakpoint
CREATE TABLE `workspaces` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workspaces_slug` ON `workspaces` (`slug`);