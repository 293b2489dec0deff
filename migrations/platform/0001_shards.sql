CREATE TABLE `locators` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`workspace_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `key`)
);
--> statement-breakpoint
CREATE INDEX `locators_workspace` ON `locators` (`workspace_id`);--> statement-breakpoint
CREATE TABLE `shard_fill` (
	`db` text NOT NULL,
	`shard` integer NOT NULL,
	`workspaces` integer NOT NULL,
	PRIMARY KEY(`db`, `shard`)
);
--> statement-breakpoint
CREATE TABLE `workspace_shards` (
	`workspace_id` text NOT NULL,
	`db` text NOT NULL,
	`shard` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `db`)
);
