CREATE TABLE `bias_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`experiment_id` integer NOT NULL,
	`template` integer NOT NULL,
	`variant` text NOT NULL,
	`repetition` integer NOT NULL,
	`note` text NOT NULL,
	`card` text NOT NULL,
	`planted_tone` integer,
	`auto_tone` integer NOT NULL,
	`human_tone` integer,
	`human_at` integer,
	FOREIGN KEY (`experiment_id`) REFERENCES `bias_experiments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bias_cards_cell` ON `bias_cards` (`experiment_id`,`template`,`variant`,`repetition`);--> statement-breakpoint
CREATE TABLE `bias_experiments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`design` text NOT NULL,
	`design_hash` text NOT NULL,
	`generator` text NOT NULL,
	`favoured` text,
	`effect` real,
	`noise_sd` real,
	`seed` integer NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
