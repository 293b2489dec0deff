CREATE TABLE `tax_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`rate_bps` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tax_rates_account` ON `tax_rates` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_rates_name` ON `tax_rates` (`account_id`,`name_key`);--> statement-breakpoint
ALTER TABLE `outlets` ADD `service_charge_bps` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `outlets` ADD `service_charge_taxable` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `outlets` ADD `service_charge_base` text DEFAULT 'pre_tax' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `tax_category` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
CREATE INDEX `products_tax_category` ON `products` (`account_id`,`tax_category`);--> statement-breakpoint
ALTER TABLE `sale_items` ADD `order_discount_share` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sale_items` ADD `service_charge` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sale_items` ADD `taxable` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sale_items` ADD `tax` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sale_items` ADD `tax_category` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `sale_items` ADD `tax_name` text DEFAULT 'PPN' NOT NULL;--> statement-breakpoint
ALTER TABLE `sale_items` ADD `tax_rate_bps` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `service_charge_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `service_charge_bps` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `service_charge_taxable` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `service_charge_base` text DEFAULT 'pre_tax' NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `taxes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): a sale rung before line-level tax had one rate, the outlet's; its taxes
-- entry is exact (total − tax_total is the taxable amount for inclusive and exclusive sales alike).
-- Its lines get the sale's rate; their amounts stay 0 (the sale's totals are the record).
UPDATE `sales` SET `taxes` = json_array(json_object('category', 'standard', 'name', 'PPN', 'rateBps', `tax_rate_bps`, 'taxable', `total` - `tax_total`, 'amount', `tax_total`));--> statement-breakpoint
UPDATE `sale_items` SET `tax_rate_bps` = (SELECT s.`tax_rate_bps` FROM `sales` s WHERE s.`id` = `sale_items`.`sale_id`);
