CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`customer_id` text,
	`customer_email` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`line_items` text,
	`methods` text NOT NULL,
	`status` text NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text,
	`hosted_url` text NOT NULL,
	`metadata` text,
	`payment_id` text,
	`expires_at` integer NOT NULL,
	`completed_at` integer,
	`canceled_at` integer,
	`expired_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_account_created` ON `checkout_sessions` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `checkout_sessions_open_expiry` ON `checkout_sessions` (`account_id`,`environment`,`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `checkout_settings` (
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`routing` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `environment`)
);
--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`payment_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`reason` text NOT NULL,
	`status` text NOT NULL,
	`failure_reason` text,
	`provider_reference` text,
	`ledger_transaction_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `refunds_account_created` ON `refunds` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `refunds_payment` ON `refunds` (`payment_id`);