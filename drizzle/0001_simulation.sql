CREATE TABLE `simulation_profiles` (
	`condition_id` text PRIMARY KEY NOT NULL,
	`profile` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`condition_id`) REFERENCES `conditions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `fichas` ADD `verdict` text;--> statement-breakpoint
ALTER TABLE `fichas` ADD `withheld` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `preset` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `profile` text;