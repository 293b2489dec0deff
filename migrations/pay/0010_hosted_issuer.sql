ALTER TABLE `payment_tokens` ADD `exp_month` integer;--> statement-breakpoint
ALTER TABLE `payment_tokens` ADD `exp_year` integer;--> statement-breakpoint
ALTER TABLE `checkout_settings` ADD `address` text;--> statement-breakpoint
ALTER TABLE `checkout_settings` ADD `tax_id` text;--> statement-breakpoint
ALTER TABLE `checkout_settings` ADD `time_zone` text;