CREATE TABLE `batch_requests` (
	`custom_id` text PRIMARY KEY NOT NULL,
	`batch_row_id` integer NOT NULL,
	`run_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`cache_key` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`error` text,
	FOREIGN KEY (`batch_row_id`) REFERENCES `message_batches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `batch_requests_batch` ON `batch_requests` (`batch_row_id`);--> statement-breakpoint
CREATE INDEX `batch_requests_run_question` ON `batch_requests` (`run_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `message_batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`api_id` text,
	`status` text NOT NULL,
	`request_count` integer NOT NULL,
	`counts` text,
	`polls` integer DEFAULT 0 NOT NULL,
	`next_poll_at` integer,
	`submit_started_at` integer,
	`submitted_at` integer,
	`ended_at` integer,
	`downloaded_at` integer,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_batches_api_id_unique` ON `message_batches` (`api_id`);--> statement-breakpoint
CREATE INDEX `message_batches_run` ON `message_batches` (`run_id`,`status`);--> statement-breakpoint
ALTER TABLE `fichas` ADD `batch_id` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `not_before` integer;--> statement-breakpoint
ALTER TABLE `runs` ADD `engine` text DEFAULT 'sync' NOT NULL;