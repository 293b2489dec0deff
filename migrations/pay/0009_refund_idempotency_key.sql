ALTER TABLE `refunds` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `refunds` ADD `request_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_idempotency_key` ON `refunds` (`account_id`,`environment`,`idempotency_key`);