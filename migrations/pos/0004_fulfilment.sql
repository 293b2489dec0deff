CREATE TABLE `courier_sim_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`waybill_id` text NOT NULL,
	`courier_code` text NOT NULL,
	`courier_service_code` text NOT NULL,
	`price` integer NOT NULL,
	`status` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courier_sim_orders_waybill_id_unique` ON `courier_sim_orders` (`waybill_id`);--> statement-breakpoint
CREATE TABLE `credit_accounts` (
	`account_id` text PRIMARY KEY NOT NULL,
	`balance` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "credit_not_negative" CHECK(balance >= 0)
);
--> statement-breakpoint
CREATE TABLE `credit_topups` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`checkout_session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`paid_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_topups_session` ON `credit_topups` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `credit_topups_account` ON `credit_topups` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `credit_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`type` text NOT NULL,
	`amount` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`shipment_id` text,
	`reason` text,
	`ref` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_transactions_ref` ON `credit_transactions` (`account_id`,`ref`);--> statement-breakpoint
CREATE INDEX `credit_transactions_account` ON `credit_transactions` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`transaction_id` text NOT NULL,
	`kind` text NOT NULL,
	`shipment_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_sale` ON `deliveries` (`account_id`,`transaction_id`);--> statement-breakpoint
CREATE INDEX `deliveries_account` ON `deliveries` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `licenses` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`product_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`transaction_id` text,
	`key_hash` text NOT NULL,
	`key_prefix` text NOT NULL,
	`max_activations` integer NOT NULL,
	`expires_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `licenses_key` ON `licenses` (`account_id`,`key_hash`);--> statement-breakpoint
CREATE INDEX `licenses_account` ON `licenses` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `shipment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`shipment_id` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shipment_events_shipment` ON `shipment_events` (`shipment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `shipments` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`transaction_id` text,
	`customer_id` text,
	`customer_email` text,
	`courier_code` text NOT NULL,
	`courier_service_code` text NOT NULL,
	`courier_type` text,
	`price` integer NOT NULL,
	`insured` integer NOT NULL,
	`insurance` integer NOT NULL,
	`destination` text NOT NULL,
	`items` text NOT NULL,
	`origin` text NOT NULL,
	`status` text NOT NULL,
	`waybill_id` text,
	`upstream_order_id` text,
	`tracking_url` text,
	`booking` integer NOT NULL,
	`charged` integer NOT NULL,
	`cancel_reason` text,
	`op_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shipments_account` ON `shipments` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_sale` ON `shipments` (`account_id`,`transaction_id`) WHERE transaction_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_upstream` ON `shipments` (`upstream_order_id`) WHERE upstream_order_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `shipments_waybill` ON `shipments` (`waybill_id`);--> statement-breakpoint
CREATE TABLE `shipping_origins` (
	`account_id` text PRIMARY KEY NOT NULL,
	`contact_name` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`postal_code` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `warehouse_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`warehouse_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`ref_id` text,
	`balance_after` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `warehouse_movements_account` ON `warehouse_movements` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `warehouse_stock` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`warehouse_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "warehouse_stock_not_negative" CHECK(quantity >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warehouse_stock_key` ON `warehouse_stock` (`warehouse_id`,`variant_id`);--> statement-breakpoint
CREATE INDEX `warehouse_stock_variant` ON `warehouse_stock` (`account_id`,`variant_id`);--> statement-breakpoint
CREATE TABLE `warehouses` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`city` text,
	`postal` text,
	`phone` text,
	`is_default` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `warehouses_account` ON `warehouses` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `warehouses_one_default` ON `warehouses` (`account_id`) WHERE is_default = 1;--> statement-breakpoint
ALTER TABLE `sales` ADD `delivery` text;--> statement-breakpoint
ALTER TABLE `sales` ADD `shipment_id` text;--> statement-breakpoint
ALTER TABLE `sales` ADD `shipment_status` text;