CREATE TABLE `staff_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`issued_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_member` ON `staff_sessions` (`account_id`,`staff_id`);