ALTER TABLE `pipelines` ADD `commit_status_state` text;--> statement-breakpoint
ALTER TABLE `pipelines` ADD `commit_status_error` text;--> statement-breakpoint
ALTER TABLE `pipelines` ADD `commit_status_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `visibility` text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `public_base` text;