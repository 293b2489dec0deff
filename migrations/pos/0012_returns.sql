CREATE TABLE `return_guards` (
	`code` text NOT NULL,
	CONSTRAINT "guard_over_returned" CHECK(code <> 'over_returned'),
	CONSTRAINT "guard_over_refunded" CHECK(code <> 'over_refunded'),
	CONSTRAINT "guard_has_returns" CHECK(code <> 'has_returns'),
	CONSTRAINT "guard_return_any" CHECK(code IN ('over_returned', 'over_refunded', 'has_returns'))
);
--> statement-breakpoint
CREATE TABLE `sale_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`return_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`shift_id` text,
	`position` integer NOT NULL,
	`payment_position` integer NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`payment_id` text,
	`payments_refund_id` text,
	`status` text NOT NULL,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sale_refunds_return` ON `sale_refunds` (`return_id`,`position`);--> statement-breakpoint
CREATE INDEX `sale_refunds_sale` ON `sale_refunds` (`sale_id`,`payment_position`);--> statement-breakpoint
CREATE INDEX `sale_refunds_shift` ON `sale_refunds` (`shift_id`,`method`) WHERE shift_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `sale_refunds_pending` ON `sale_refunds` (`status`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `sale_return_items` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`return_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`sale_item_id` text NOT NULL,
	`position` integer NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	`restock` integer NOT NULL,
	`reason` text,
	`total` integer NOT NULL,
	`order_discount_share` integer NOT NULL,
	`service_charge` integer NOT NULL,
	`taxable` integer NOT NULL,
	`tax` integer NOT NULL,
	`refund` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sale_return_items_return` ON `sale_return_items` (`return_id`,`position`);--> statement-breakpoint
CREATE INDEX `sale_return_items_report` ON `sale_return_items` (`account_id`,`variant_id`);--> statement-breakpoint
CREATE TABLE `sale_returns` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`shift_id` text,
	`subtotal` integer NOT NULL,
	`order_discount` integer NOT NULL,
	`service_charge` integer NOT NULL,
	`tax_total` integer NOT NULL,
	`total` integer NOT NULL,
	`taxes` text NOT NULL,
	`points_taken` integer NOT NULL,
	`note` text,
	`staff_id` text,
	`approved_by` text,
	`idempotency_key` text,
	`request_hash` text,
	`created_at` integer NOT NULL,
	`return_date` text NOT NULL,
	`created_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sale_returns_idempotency` ON `sale_returns` (`account_id`,`idempotency_key`) WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX `sale_returns_sale` ON `sale_returns` (`sale_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sale_returns_report` ON `sale_returns` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `sale_returns_shift` ON `sale_returns` (`shift_id`) WHERE shift_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE `outlets` ADD `return_window_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `settings` ADD `discount_approval_threshold` integer;--> statement-breakpoint
ALTER TABLE `settings` ADD `return_approval_threshold` integer;--> statement-breakpoint
ALTER TABLE `sale_items` ADD `returned_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sale_payments` ADD `payment_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `sale_payments_payment` ON `sale_payments` (`account_id`,`payment_id`) WHERE payment_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `returned_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `return_count` integer DEFAULT 0 NOT NULL;