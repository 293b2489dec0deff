ALTER TABLE `stock_movements` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `stock_movements` ADD `request_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `stock_movements_idempotency` ON `stock_movements` (`account_id`,`idempotency_key`);