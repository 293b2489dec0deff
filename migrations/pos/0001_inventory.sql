CREATE TABLE `stock_levels` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`reorder_point` integer NOT NULL,
	`reorder_qty` integer,
	`op_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_levels_key` ON `stock_levels` (`outlet_id`,`variant_id`);--> statement-breakpoint
CREATE INDEX `stock_levels_account` ON `stock_levels` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `stock_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`ref_id` text,
	`note` text,
	`balance_after` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stock_movements_account` ON `stock_movements` (`account_id`,`created_at`,`id`);