CREATE TABLE `courier_sim_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`order_id` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `shipments` ADD `upstream_draft_id` text;--> statement-breakpoint
ALTER TABLE `shipments` ADD `checked_at` integer;