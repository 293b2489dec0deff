ALTER TABLE `checkout_sessions` ADD `invoice_id` text;--> statement-breakpoint
CREATE INDEX `checkout_sessions_invoice` ON `checkout_sessions` (`account_id`,`environment`,`invoice_id`);