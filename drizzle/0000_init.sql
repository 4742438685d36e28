CREATE TABLE `bank_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bank_id` integer NOT NULL,
	`version` integer NOT NULL,
	`content_hash` text NOT NULL,
	`frozen_at` integer,
	`parent_version_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`bank_id`) REFERENCES `banks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_versions_bank_version` ON `bank_versions` (`bank_id`,`version`);--> statement-breakpoint
CREATE TABLE `banks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banks_name_unique` ON `banks` (`name`);--> statement-breakpoint
CREATE TABLE `conditions` (
	`id` text PRIMARY KEY NOT NULL,
	`tutor_id` text NOT NULL,
	`grounding` text NOT NULL,
	`policy` text NOT NULL,
	`seed_name` text,
	`position` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `tutors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conditions_axes` ON `conditions` (`tutor_id`,`grounding`,`policy`);--> statement-breakpoint
CREATE TABLE `fichas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`position` integer NOT NULL,
	`prompt_system` text,
	`prompt_user` text,
	`retrieved` text,
	`answer_text` text,
	`cited_note_id` integer,
	`confidence` real,
	`stop_reason` text,
	`raw_output` text,
	`output_error` text,
	`tokens_in` integer,
	`tokens_out` integer,
	`cost_usd` real,
	`latency_ms` integer,
	`letter` text,
	`grade_source` text,
	`category` text,
	`simulated` integer DEFAULT false NOT NULL,
	`planted` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fichas_run_question` ON `fichas` (`run_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `fichas_run_category` ON `fichas` (`run_id`,`category`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer DEFAULT 5 NOT NULL,
	`lease_owner` text,
	`lease_expires_at` integer,
	`run_id` integer,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_idempotency_key_unique` ON `jobs` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `jobs_status_lease` ON `jobs` (`status`,`lease_expires_at`);--> statement-breakpoint
CREATE TABLE `notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bank_version_id` integer NOT NULL,
	`note_id` integer NOT NULL,
	`tema` text NOT NULL,
	`texto` text NOT NULL,
	FOREIGN KEY (`bank_version_id`) REFERENCES `bank_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notes_version_note` ON `notes` (`bank_version_id`,`note_id`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bank_version_id` integer NOT NULL,
	`position` integer NOT NULL,
	`clave` text NOT NULL,
	`pregunta` text NOT NULL,
	`referencia` text NOT NULL,
	`note_id` integer,
	`tipo` text NOT NULL,
	FOREIGN KEY (`bank_version_id`) REFERENCES `bank_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questions_version_clave` ON `questions` (`bank_version_id`,`clave`);--> statement-breakpoint
CREATE INDEX `questions_version_position` ON `questions` (`bank_version_id`,`position`);--> statement-breakpoint
CREATE TABLE `runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`condition_id` text NOT NULL,
	`bank_version_id` integer NOT NULL,
	`mode` text NOT NULL,
	`seed` integer NOT NULL,
	`repetition` integer NOT NULL,
	`status` text NOT NULL,
	`total` integer NOT NULL,
	`done` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	FOREIGN KEY (`condition_id`) REFERENCES `conditions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_version_id`) REFERENCES `bank_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `runs_condition_repetition` ON `runs` (`condition_id`,`bank_version_id`,`mode`,`repetition`);--> statement-breakpoint
CREATE INDEX `runs_status` ON `runs` (`status`);--> statement-breakpoint
CREATE TABLE `tutors` (
	`id` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`kind` text NOT NULL,
	`model_id` text,
	`position` integer NOT NULL
);
