ALTER TABLE `runs` ADD `notice` text;--> statement-breakpoint
ALTER TABLE `runs` ADD `notice_at` integer;