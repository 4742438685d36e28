DROP INDEX `fichas_run_category`;--> statement-breakpoint
CREATE INDEX `fichas_run_category_position` ON `fichas` (`run_id`,`category`,`position`);--> statement-breakpoint
CREATE INDEX `fichas_run_position` ON `fichas` (`run_id`,`position`,`question_id`);