CREATE TABLE `grader_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ficha_id` integer NOT NULL,
	`grader` text NOT NULL,
	`reason` text NOT NULL,
	`raw` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`ficha_id`) REFERENCES `fichas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `grader_failures_ficha_grader` ON `grader_failures` (`ficha_id`,`grader`);