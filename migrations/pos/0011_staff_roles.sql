CREATE TABLE `approval_uses` (
	`nonce` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`used_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `key_roles` (
	`key_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`role` text NOT NULL,
	`staff_id` text
);
--> statement-breakpoint
CREATE TABLE `roles` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`permissions` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roles_name` ON `roles` (`account_id`,`name`);--> statement-breakpoint
CREATE INDEX `roles_account` ON `roles` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `staff` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`outlet_ids` text,
	`pin_hash` text NOT NULL,
	`pin_salt` text NOT NULL,
	`pin_attempts` integer NOT NULL,
	`pin_attempt_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_account` ON `staff` (`account_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `sales` ADD `staff_id` text;--> statement-breakpoint
ALTER TABLE `sales` ADD `voided_by_staff_id` text;--> statement-breakpoint
ALTER TABLE `sales` ADD `approved_by` text;--> statement-breakpoint
ALTER TABLE `shifts` ADD `staff_id` text;--> statement-breakpoint
ALTER TABLE `shifts` ADD `closed_by_staff_id` text;