CREATE TABLE `channel_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`channel_id` text NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`contact_id` text,
	`status` text NOT NULL,
	`status_code` integer,
	`error` text,
	`provider_message_id` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `channel_sends_channel` ON `channel_sends` (`account_id`,`channel_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `channels` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider` text NOT NULL,
	`external_id` text,
	`display_name` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`config` text DEFAULT '{}' NOT NULL,
	`scopes_granted` text DEFAULT '[]' NOT NULL,
	`credentials` text NOT NULL,
	`origin` text NOT NULL,
	`last_synced_at` integer,
	`last_error` text,
	`expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `channels_account_created` ON `channels` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `channels_oauth_provider` ON `channels` (`account_id`,`provider`) WHERE origin = 'oauth';--> statement-breakpoint
CREATE TABLE `data_keys` (
	`account_id` text PRIMARY KEY NOT NULL,
	`wrapped_key` text NOT NULL,
	`created_at` integer NOT NULL
);
