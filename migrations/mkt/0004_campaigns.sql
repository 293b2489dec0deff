CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`actor` text,
	`request_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_account` ON `audit_log` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `campaign_clicks` (
	`campaign_id` text NOT NULL,
	`link` integer NOT NULL,
	`contact_id` text NOT NULL,
	`account_id` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`first_at` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `link`, `contact_id`)
);
--> statement-breakpoint
CREATE INDEX `campaign_clicks_contact` ON `campaign_clicks` (`account_id`,`contact_id`);--> statement-breakpoint
CREATE TABLE `campaign_recipients` (
	`campaign_id` text NOT NULL,
	`contact_id` text NOT NULL,
	`account_id` text NOT NULL,
	`seq` integer,
	`address` text,
	`status` text NOT NULL,
	`reason` text,
	`message_id` text NOT NULL,
	`provider_message_id` text,
	`claim_id` text,
	`claimed_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`sent_at` integer,
	`delivered_at` integer,
	`bounce_type` text,
	`bounced_at` integer,
	`complained_at` integer,
	`opened_at` integer,
	`opens` integer DEFAULT 0 NOT NULL,
	`clicked_at` integer,
	`clicks` integer DEFAULT 0 NOT NULL,
	`unsubscribed_at` integer,
	`error` text,
	PRIMARY KEY(`campaign_id`, `contact_id`)
);
--> statement-breakpoint
CREATE INDEX `campaign_recipients_seq` ON `campaign_recipients` (`campaign_id`,`seq`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_status` ON `campaign_recipients` (`campaign_id`,`status`,`contact_id`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_provider` ON `campaign_recipients` (`provider_message_id`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_message` ON `campaign_recipients` (`message_id`);--> statement-breakpoint
CREATE INDEX `campaign_recipients_contact` ON `campaign_recipients` (`account_id`,`contact_id`);--> statement-breakpoint
CREATE TABLE `campaign_sends` (
	`account_id` text NOT NULL,
	`month` text NOT NULL,
	`cap` integer NOT NULL,
	`used` integer NOT NULL,
	PRIMARY KEY(`account_id`, `month`),
	CONSTRAINT "campaign_sends_cap" CHECK(cap < 0 OR used <= cap)
);
--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`channel_id` text NOT NULL,
	`audience` text NOT NULL,
	`content` text NOT NULL,
	`send_at` integer,
	`status` text NOT NULL,
	`failure_reason` text,
	`send_op` text,
	`prepared_at` integer,
	`recipients` integer DEFAULT 0 NOT NULL,
	`excluded` text DEFAULT '{}' NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`link_base` text,
	`batches` integer DEFAULT 0 NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`canceled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `campaigns_account_created` ON `campaigns` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_due` ON `campaigns` (`status`,`send_at`);--> statement-breakpoint
CREATE TABLE `erased_contacts` (
	`account_id` text NOT NULL,
	`identity_hash` text NOT NULL,
	`erased_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `identity_hash`)
);
--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`occurred_at` integer NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`data` text NOT NULL,
	`fanned_out_at` integer,
	`fanout_checked_at` integer
);
--> statement-breakpoint
CREATE INDEX `events_account_occurred` ON `events` (`account_id`,`environment`,`occurred_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_type` ON `events` (`account_id`,`environment`,`type`);--> statement-breakpoint
CREATE INDEX `events_fanout_pending` ON `events` (`id`) WHERE fanned_out_at IS NULL;--> statement-breakpoint
CREATE TABLE `suppressions` (
	`account_id` text NOT NULL,
	`address_hash` text NOT NULL,
	`address` text,
	`reason` text NOT NULL,
	`source` text,
	`campaign_id` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `address_hash`)
);
--> statement-breakpoint
CREATE INDEX `suppressions_address` ON `suppressions` (`account_id`,`address`);--> statement-breakpoint
CREATE INDEX `suppressions_created` ON `suppressions` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`endpoint_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer NOT NULL,
	`next_retry_at` integer,
	`body` text NOT NULL,
	`attempt_log` text NOT NULL,
	`failure_reason` text,
	`queue_token` text NOT NULL,
	`lease_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_endpoint_event` ON `webhook_deliveries` (`endpoint_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_created` ON `webhook_deliveries` (`account_id`,`environment`,`endpoint_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_account_created` ON `webhook_deliveries` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_pending_due` ON `webhook_deliveries` (`next_retry_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`environment` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`description` text,
	`active` integer NOT NULL,
	`disabled_reason` text,
	`failure_streak` integer DEFAULT 0 NOT NULL,
	`first_failure_at` integer,
	`secret_salt` text NOT NULL,
	`secret_hash` text NOT NULL,
	`previous_secret_salt` text,
	`previous_secret_hash` text,
	`previous_secret_expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account_created` ON `webhook_endpoints` (`account_id`,`environment`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_endpoints_account_active` ON `webhook_endpoints` (`account_id`,`environment`,`active`);