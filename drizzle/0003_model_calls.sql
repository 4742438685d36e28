CREATE TABLE `prices` (
	`model` text PRIMARY KEY NOT NULL,
	`input` real NOT NULL,
	`output` real NOT NULL
);
--> statement-breakpoint
CREATE TABLE `response_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`model` text NOT NULL,
	`response` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `fichas` ADD `cached` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `retries_used` integer DEFAULT 0 NOT NULL;