CREATE TABLE `batch_guards` (
	`code` text NOT NULL,
	CONSTRAINT "guard_insufficient_stock" CHECK(code <> 'insufficient_stock'),
	CONSTRAINT "guard_state_changed" CHECK(code <> 'state_changed'),
	CONSTRAINT "guard_shift_closed" CHECK(code <> 'shift_closed'),
	CONSTRAINT "guard_batch_expiry" CHECK(code <> 'batch_expiry'),
	CONSTRAINT "guard_any" CHECK(code IN ('insufficient_stock', 'state_changed', 'shift_closed', 'batch_expiry'))
);
--> statement-breakpoint
CREATE TABLE `inventory_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`batch_number` text NOT NULL,
	`expires_at` integer NOT NULL,
	`quantity` integer NOT NULL,
	`received_quantity` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "inventory_batches_quantity" CHECK(quantity >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inventory_batches_key` ON `inventory_batches` (`outlet_id`,`variant_id`,`batch_number`);--> statement-breakpoint
CREATE INDEX `inventory_batches_fifo` ON `inventory_batches` (`outlet_id`,`variant_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `inventory_batches_account` ON `inventory_batches` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `inventory_batches_expiry` ON `inventory_batches` (`account_id`,`expires_at`);--> statement-breakpoint
CREATE TABLE `purchase_order_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`purchase_order_id` text NOT NULL,
	`position` integer NOT NULL,
	`variant_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`cost` integer NOT NULL,
	`received` integer NOT NULL,
	CONSTRAINT "purchase_order_lines_over_receive" CHECK(received <= quantity)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_order_lines_variant` ON `purchase_order_lines` (`purchase_order_id`,`variant_id`);--> statement-breakpoint
CREATE TABLE `purchase_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`supplier_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`total` integer NOT NULL,
	`op_id` text,
	`ordered_at` integer,
	`received_at` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `purchase_orders_account` ON `purchase_orders` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `sale_items` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`position` integer NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`name` text NOT NULL,
	`sku` text,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`modifiers` text NOT NULL,
	`unit` integer NOT NULL,
	`discount` integer NOT NULL,
	`total` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sale_items_sale` ON `sale_items` (`sale_id`,`position`);--> statement-breakpoint
CREATE INDEX `sale_items_report` ON `sale_items` (`account_id`,`variant_id`);--> statement-breakpoint
CREATE TABLE `sale_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`position` integer NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`tendered` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sale_payments_sale` ON `sale_payments` (`sale_id`,`position`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`shift_id` text,
	`customer_id` text,
	`status` text NOT NULL,
	`note` text,
	`subtotal` integer NOT NULL,
	`order_discount` integer NOT NULL,
	`discount_total` integer NOT NULL,
	`tax_total` integer NOT NULL,
	`total` integer NOT NULL,
	`change_total` integer NOT NULL,
	`cash_total` integer NOT NULL,
	`tax_rate_bps` integer NOT NULL,
	`tax_inclusive` integer NOT NULL,
	`points_earned` integer NOT NULL,
	`idempotency_key` text,
	`request_hash` text,
	`sold_at` integer NOT NULL,
	`sold_date` text NOT NULL,
	`completed_at` integer,
	`voided_at` integer,
	`void_reason` text,
	`void_shift_id` text,
	`op_id` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_idempotency` ON `sales` (`account_id`,`idempotency_key`) WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX `sales_account` ON `sales` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `sales_outlet` ON `sales` (`account_id`,`outlet_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sales_shift` ON `sales` (`shift_id`);--> statement-breakpoint
CREATE INDEX `sales_void_shift` ON `sales` (`void_shift_id`) WHERE void_shift_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `sales_report` ON `sales` (`account_id`,`status`,`sold_at`);--> statement-breakpoint
CREATE INDEX `sales_report_day` ON `sales` (`account_id`,`status`,`sold_date`);--> statement-breakpoint
CREATE TABLE `stock_takes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`ref_id` text NOT NULL,
	`outlet_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`batch_id` text,
	`quantity` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stock_takes_ref` ON `stock_takes` (`ref_id`,`variant_id`);