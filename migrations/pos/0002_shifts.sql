CREATE TABLE `shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`status` text NOT NULL,
	`opening_float` integer NOT NULL,
	`expected_cash` integer,
	`counted_cash` integer,
	`difference` integer,
	`notes` text,
	`opened_by` text NOT NULL,
	`closed_by` text,
	`opened_at` integer NOT NULL,
	`closed_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shifts_one_open` ON `shifts` (`outlet_id`) WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX `shifts_account` ON `shifts` (`account_id`,`created_at`,`id`);