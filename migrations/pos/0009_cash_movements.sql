CREATE TABLE `cash_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`shift_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`type` text NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`actor` text NOT NULL,
	`staff_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cash_movements_shift` ON `cash_movements` (`shift_id`,`created_at`,`id`);