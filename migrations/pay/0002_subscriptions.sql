CREATE TABLE `billing_counters` (
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`name` text NOT NULL,
	`value` integer NOT NULL,
	PRIMARY KEY(`account_id`, `environment`, `name`)
);
--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`name` text,
	`percent_off` integer,
	`amount_off` integer,
	`currency` text,
	`duration` text NOT NULL,
	`duration_in_months` integer,
	`max_redemptions` integer,
	`times_redeemed` integer NOT NULL,
	`redeem_by` integer,
	`metadata` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `coupons_account_created` ON `coupons` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`email` text,
	`name` text,
	`phone` text,
	`external_id` text,
	`metadata` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `customers_account_created` ON `customers` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `customers_email` ON `customers` (`account_id`,`environment`,`email`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`customer_id` text NOT NULL,
	`subscription_id` text,
	`dedupe_key` text NOT NULL,
	`billing_reason` text NOT NULL,
	`status` text NOT NULL,
	`number` text NOT NULL,
	`currency` text NOT NULL,
	`lines` text NOT NULL,
	`subtotal` integer NOT NULL,
	`discount` integer NOT NULL,
	`total` integer NOT NULL,
	`amount_due` integer NOT NULL,
	`amount_paid` integer NOT NULL,
	`collection_method` text NOT NULL,
	`attempt_count` integer NOT NULL,
	`next_payment_attempt_at` integer,
	`first_failed_at` integer,
	`auto_retries` integer NOT NULL,
	`hard_declined` integer NOT NULL,
	`last_failure_code` text,
	`exhaust_at` integer,
	`due_date` integer,
	`overdue_at` integer,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`issued_at` integer,
	`paid_at` integer,
	`voided_at` integer,
	`payment_id` text,
	`hosted_invoice_url` text,
	`next_action_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_subscription_dedupe` ON `invoices` (`subscription_id`,`dedupe_key`);--> statement-breakpoint
CREATE INDEX `invoices_account_created` ON `invoices` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_next_action` ON `invoices` (`account_id`,`environment`,`next_action_at`);--> statement-breakpoint
CREATE TABLE `payment_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`customer_id` text NOT NULL,
	`method` text NOT NULL,
	`brand` text,
	`last4` text,
	`account_label` text,
	`provider_reference` text NOT NULL,
	`test_outcome` text,
	`status` text NOT NULL,
	`detached_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_tokens_customer` ON `payment_tokens` (`account_id`,`environment`,`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`invoice_id` text,
	`session_id` text,
	`customer_id` text,
	`payment_token_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`adapter` text NOT NULL,
	`status` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_reference` text,
	`fee` integer NOT NULL,
	`net` integer NOT NULL,
	`failure_code` text,
	`hard_decline` integer NOT NULL,
	`refunded_amount` integer NOT NULL,
	`ledger_transaction_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_idempotency` ON `payments` (`account_id`,`environment`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payments_account_created` ON `payments` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payments_invoice` ON `payments` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `payments_unsettled` ON `payments` (`account_id`,`environment`,`status`,`ledger_transaction_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`name` text NOT NULL,
	`currency` text NOT NULL,
	`interval` text NOT NULL,
	`interval_count` integer NOT NULL,
	`trial_days` integer NOT NULL,
	`unit_amount` integer NOT NULL,
	`default_price_id` text NOT NULL,
	`active` integer NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `plans_account_created` ON `plans` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `prices` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`plan_id` text NOT NULL,
	`currency` text NOT NULL,
	`unit_amount` integer NOT NULL,
	`active` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `prices_plan` ON `prices` (`account_id`,`environment`,`plan_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`customer_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`price_id` text,
	`pending_price_id` text,
	`currency` text NOT NULL,
	`unit_amount` integer NOT NULL,
	`interval` text NOT NULL,
	`interval_count` integer NOT NULL,
	`anchor_day` integer NOT NULL,
	`status` text NOT NULL,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`trial_end` integer,
	`trial_will_end_sent_at` integer,
	`first_invoice_at` integer,
	`cancel_at` integer,
	`canceled_at` integer,
	`canceled_reason` text,
	`paused_at` integer,
	`resume_at` integer,
	`default_payment_token_id` text,
	`discount_coupon_id` text,
	`discount_ends_at` integer,
	`initial_discount` integer NOT NULL,
	`collection_method` text NOT NULL,
	`metadata` text,
	`latest_invoice_id` text,
	`next_action_at` integer,
	`op_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `subscriptions_account_created` ON `subscriptions` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `subscriptions_next_action` ON `subscriptions` (`account_id`,`environment`,`next_action_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_customer` ON `subscriptions` (`account_id`,`environment`,`customer_id`);