CREATE TABLE `grades` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ficha_id` integer NOT NULL,
	`letter` text NOT NULL,
	`source` text NOT NULL,
	`grader` text NOT NULL,
	`reason` text,
	`undone` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`ficha_id`) REFERENCES `fichas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `grades_ficha_source` ON `grades` (`ficha_id`,`source`);