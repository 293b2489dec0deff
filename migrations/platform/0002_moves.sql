CREATE TABLE `workspace_moves` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`db` text NOT NULL,
	`from_shard` integer NOT NULL,
	`to_shard` integer NOT NULL,
	`phase` text NOT NULL,
	`tables` text NOT NULL,
	`cursor` text NOT NULL,
	`checks` text NOT NULL,
	`copied` integer NOT NULL,
	`attempts` integer NOT NULL,
	`held_at` integer,
	`flipped_at` integer,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workspace_moves_open` ON `workspace_moves` (`workspace_id`,`db`) WHERE phase NOT IN ('done', 'failed');--> statement-breakpoint
CREATE INDEX `workspace_moves_workspace` ON `workspace_moves` (`workspace_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `workspace_shards` ADD `held` integer DEFAULT 0 NOT NULL;