CREATE TABLE `billing_config` (
	`id` text PRIMARY KEY NOT NULL,
	`pay_account_id` text NOT NULL,
	`environment` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `billing_customers` (
	`account_id` text PRIMARY KEY NOT NULL,
	`pay_customer_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `billing_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`plan` text NOT NULL,
	`pay_subscription_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`paid_at` integer,
	`receipt_url` text,
	`pay_base` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `billing_invoices_account` ON `billing_invoices` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `billing_invoices_subscription` ON `billing_invoices` (`pay_subscription_id`);--> statement-breakpoint
CREATE TABLE `billing_prices` (
	`plan` text NOT NULL,
	`currency` text NOT NULL,
	`pay_plan_id` text NOT NULL,
	`pay_price_id` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`plan`, `currency`)
);
--> statement-breakpoint
CREATE TABLE `billing_subscriptions` (
	`account_id` text PRIMARY KEY NOT NULL,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`pay_subscription_id` text NOT NULL,
	`current_period_start` integer,
	`current_period_end` integer,
	`cancel_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `billing_subscriptions_pay` ON `billing_subscriptions` (`pay_subscription_id`);--> statement-breakpoint
CREATE TABLE `discount_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`code` text NOT NULL,
	`source` text NOT NULL,
	`reward_type` text NOT NULL,
	`value` integer NOT NULL,
	`currency` text NOT NULL,
	`customer_id` text,
	`attribution_id` text,
	`earned_session_id` text,
	`max_uses_total` integer,
	`max_uses_per_customer` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`op_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_codes_code` ON `discount_codes` (`account_id`,`code`);--> statement-breakpoint
CREATE INDEX `discount_codes_customer` ON `discount_codes` (`account_id`,`customer_id`);--> statement-breakpoint
CREATE INDEX `discount_codes_created` ON `discount_codes` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `discount_redemptions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`code_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`checkout_session_id` text NOT NULL,
	`amount` integer NOT NULL,
	`discount_amount` integer NOT NULL,
	`currency` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `discount_redemptions_code` ON `discount_redemptions` (`code_id`,`customer_id`);--> statement-breakpoint
CREATE TABLE `referral_attributions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`program_id` text NOT NULL,
	`link_id` text NOT NULL,
	`referrer_customer_id` text NOT NULL,
	`referee_customer_id` text NOT NULL,
	`referee_email` text NOT NULL,
	`referrer_email` text,
	`external_source` text,
	`external_ref` text NOT NULL,
	`status` text NOT NULL,
	`checkout_session_id` text,
	`expires_at` integer NOT NULL,
	`amount` integer,
	`currency` text,
	`reason` text,
	`referrer_code_id` text,
	`referee_code_id` text,
	`op_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_attributions_referee` ON `referral_attributions` (`account_id`,`referee_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `referral_attributions_session` ON `referral_attributions` (`account_id`,`checkout_session_id`) WHERE checkout_session_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `referral_attributions_pending` ON `referral_attributions` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `referral_attributions_link` ON `referral_attributions` (`account_id`,`link_id`,`status`);--> statement-breakpoint
CREATE TABLE `referral_links` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`program_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`code` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`signups` integer DEFAULT 0 NOT NULL,
	`rewards` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_links_code` ON `referral_links` (`account_id`,`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `referral_links_customer` ON `referral_links` (`account_id`,`customer_id`);--> statement-breakpoint
CREATE TABLE `referral_programs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`enabled` integer NOT NULL,
	`reward_type` text NOT NULL,
	`referrer_value` integer NOT NULL,
	`referee_value` integer NOT NULL,
	`currency` text NOT NULL,
	`min_purchase_amount` integer,
	`reward_expiry_days` integer NOT NULL,
	`attribution_window_days` integer NOT NULL,
	`max_rewards_per_referrer` integer,
	`program_terms` text,
	`marketing_campaign_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_programs_account_id_unique` ON `referral_programs` (`account_id`);--> statement-breakpoint
CREATE TABLE `usage_counters` (
	`account_id` text NOT NULL,
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`account_id`, `month`, `metric`)
);
