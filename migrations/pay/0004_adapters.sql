CREATE TABLE `adapters` (
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`secret_blob` text,
	`secret_last4` text,
	`public_config` text NOT NULL,
	`configured_at` integer NOT NULL,
	`last_error_at` integer,
	`last_error_code` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `environment`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `managed_accounts` (
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`sub_account_id` text NOT NULL,
	`email` text NOT NULL,
	`kyb_status` text NOT NULL,
	`capabilities_status` text NOT NULL,
	`payouts_ready` integer NOT NULL,
	`onboarding_url` text,
	`last_webhook_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `environment`)
);
--> statement-breakpoint
CREATE TABLE `pay_data_keys` (
	`account_id` text PRIMARY KEY NOT NULL,
	`wrapped_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `portal_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`customer_id` text NOT NULL,
	`return_url` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `portal_sessions_account` ON `portal_sessions` (`account_id`,`environment`,`created_at`);--> statement-breakpoint
CREATE TABLE `portal_settings` (
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`cancel_subscription` integer NOT NULL,
	`update_payment_method` integer NOT NULL,
	`view_invoices` integer NOT NULL,
	`change_plan` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `environment`)
);
--> statement-breakpoint
CREATE TABLE `provider_callbacks` (
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`kind` text NOT NULL,
	`event_id` text NOT NULL,
	`outcome` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `environment`, `kind`, `event_id`)
);
