ALTER TABLE `webhook_endpoints` ADD `previous_secret_salt` text;--> statement-breakpoint
ALTER TABLE `webhook_endpoints` ADD `previous_secret_hash` text;--> statement-breakpoint
ALTER TABLE `webhook_endpoints` ADD `previous_secret_expires_at` integer;