CREATE TABLE `spend` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`usd` real NOT NULL,
	`model` text NOT NULL,
	`billing` text NOT NULL,
	`job_id` integer
);
--> statement-breakpoint
CREATE INDEX `spend_created` ON `spend` (`created_at`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `reserved_usd` real;