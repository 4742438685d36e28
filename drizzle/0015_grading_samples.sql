CREATE TABLE `grading_sample_items` (
	`sample_id` integer NOT NULL,
	`position` integer NOT NULL,
	`ficha_id` integer NOT NULL,
	PRIMARY KEY(`sample_id`, `position`),
	FOREIGN KEY (`sample_id`) REFERENCES `grading_samples`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ficha_id`) REFERENCES `fichas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `grading_sample_items_ficha` ON `grading_sample_items` (`ficha_id`);--> statement-breakpoint
CREATE TABLE `grading_samples` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bank_version_id` integer NOT NULL,
	`run_ids` text NOT NULL,
	`seed` integer NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`bank_version_id`) REFERENCES `bank_versions`(`id`) ON UPDATE no action ON DELETE no action
);
