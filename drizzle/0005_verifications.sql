CREATE TABLE `verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ficha_id` integer NOT NULL,
	`judge` text NOT NULL,
	`claim_mode` integer DEFAULT false NOT NULL,
	`layer1` text NOT NULL,
	`layer2` text,
	`final` text NOT NULL,
	`probability` real,
	`fragment` text,
	`motivo` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`ficha_id`) REFERENCES `fichas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verifications_ficha_judge_mode` ON `verifications` (`ficha_id`,`judge`,`claim_mode`);