ALTER TABLE `stock_levels` ADD `low_notified` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `stock_levels` SET `low_notified` = 1 WHERE `reorder_point` > 0 AND `quantity` <= `reorder_point`;
