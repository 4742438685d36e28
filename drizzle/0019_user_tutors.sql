CREATE TABLE `imported_answers` (
	`run_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`texto` text NOT NULL,
	`id_nota` integer,
	`confianza` real NOT NULL,
	`prompt` text,
	`raw` text,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `imported_answers_run_question` ON `imported_answers` (`run_id`,`question_id`);--> statement-breakpoint
ALTER TABLE `tutors` ADD `builtin` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tutors` ADD `config` text;--> statement-breakpoint
UPDATE `tutors` SET `builtin` = 1 WHERE `id` IN ('claude-haiku-5-5', 'claude-sonnet-5-5', 'local-llm', 'extractive', 'always-abstain', 'reference');--> statement-breakpoint
UPDATE `tutors` SET `kind` = 'local-onnx' WHERE `kind` = 'local-llm';
