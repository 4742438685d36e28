PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_batch_requests` (
	`custom_id` text PRIMARY KEY NOT NULL,
	`batch_row_id` integer NOT NULL,
	`run_id` integer,
	`question_id` integer,
	`cache_key` text NOT NULL,
	`model` text,
	`params` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`error` text,
	FOREIGN KEY (`batch_row_id`) REFERENCES `message_batches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_batch_requests`("custom_id", "batch_row_id", "run_id", "question_id", "cache_key", "model", "params", "state", "error") SELECT "custom_id", "batch_row_id", "run_id", "question_id", "cache_key", NULL, NULL, "state", "error" FROM `batch_requests`;--> statement-breakpoint
DROP TABLE `batch_requests`;--> statement-breakpoint
ALTER TABLE `__new_batch_requests` RENAME TO `batch_requests`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `batch_requests_batch` ON `batch_requests` (`batch_row_id`);--> statement-breakpoint
CREATE INDEX `batch_requests_run_question` ON `batch_requests` (`run_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `__new_message_batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer,
	`purpose` text DEFAULT 'run' NOT NULL,
	`owner_key` text,
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
INSERT INTO `__new_message_batches`("id", "run_id", "purpose", "owner_key", "api_id", "status", "request_count", "counts", "polls", "next_poll_at", "submit_started_at", "submitted_at", "ended_at", "downloaded_at", "error", "created_at") SELECT "id", "run_id", 'run', NULL, "api_id", "status", "request_count", "counts", "polls", "next_poll_at", "submit_started_at", "submitted_at", "ended_at", "downloaded_at", "error", "created_at" FROM `message_batches`;--> statement-breakpoint
DROP TABLE `message_batches`;--> statement-breakpoint
ALTER TABLE `__new_message_batches` RENAME TO `message_batches`;--> statement-breakpoint
CREATE UNIQUE INDEX `message_batches_api_id_unique` ON `message_batches` (`api_id`);--> statement-breakpoint
CREATE INDEX `message_batches_run` ON `message_batches` (`run_id`,`status`);--> statement-breakpoint
CREATE INDEX `message_batches_owner` ON `message_batches` (`owner_key`,`status`);