ALTER TABLE `checkout_settings` ADD `display_name` text;--> statement-breakpoint
ALTER TABLE `checkout_settings` ADD `logo_url` text;--> statement-breakpoint
ALTER TABLE `checkout_settings` ADD `brand_color` text;