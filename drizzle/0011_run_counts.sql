CREATE TABLE `run_counts` (
	`run_id` integer NOT NULL,
	`category` text NOT NULL,
	`tipo` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`run_id`, `category`, `tipo`),
	FOREIGN KEY (`run_id`) REFERENCES `runs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `runs` ADD `cost_usd` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `tokens_in` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `tokens_out` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `runs` ADD `cached_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO `run_counts` (`run_id`, `category`, `tipo`, `n`)
	SELECT f.`run_id`, coalesce(f.`category`, ''), q.`tipo`, count(*) FROM `fichas` f JOIN `questions` q ON q.`id` = f.`question_id`
	GROUP BY f.`run_id`, coalesce(f.`category`, ''), q.`tipo`;
--> statement-breakpoint
UPDATE `runs` SET
	`cost_usd` = (SELECT coalesce(sum(`cost_usd`), 0) FROM `fichas` WHERE `run_id` = `runs`.`id`),
	`tokens_in` = (SELECT coalesce(sum(`tokens_in`), 0) FROM `fichas` WHERE `run_id` = `runs`.`id`),
	`tokens_out` = (SELECT coalesce(sum(`tokens_out`), 0) FROM `fichas` WHERE `run_id` = `runs`.`id`),
	`cached_count` = (SELECT coalesce(sum(`cached`), 0) FROM `fichas` WHERE `run_id` = `runs`.`id`);
--> statement-breakpoint
CREATE TRIGGER `fichas_run_counts_insert` AFTER INSERT ON `fichas` BEGIN
	UPDATE `runs` SET `cost_usd` = `cost_usd` + coalesce(NEW.`cost_usd`, 0), `tokens_in` = `tokens_in` + coalesce(NEW.`tokens_in`, 0),
		`tokens_out` = `tokens_out` + coalesce(NEW.`tokens_out`, 0), `cached_count` = `cached_count` + NEW.`cached` WHERE `id` = NEW.`run_id`;
	INSERT OR IGNORE INTO `run_counts` (`run_id`, `category`, `tipo`, `n`) VALUES (NEW.`run_id`, coalesce(NEW.`category`, ''), (SELECT `tipo` FROM `questions` WHERE `id` = NEW.`question_id`), 0);
	UPDATE `run_counts` SET `n` = `n` + 1 WHERE `run_id` = NEW.`run_id` AND `category` = coalesce(NEW.`category`, '') AND `tipo` = (SELECT `tipo` FROM `questions` WHERE `id` = NEW.`question_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `fichas_run_counts_update` AFTER UPDATE OF `category`, `run_id`, `question_id` ON `fichas` BEGIN
	UPDATE `run_counts` SET `n` = `n` - 1 WHERE `run_id` = OLD.`run_id` AND `category` = coalesce(OLD.`category`, '') AND `tipo` = (SELECT `tipo` FROM `questions` WHERE `id` = OLD.`question_id`);
	INSERT OR IGNORE INTO `run_counts` (`run_id`, `category`, `tipo`, `n`) VALUES (NEW.`run_id`, coalesce(NEW.`category`, ''), (SELECT `tipo` FROM `questions` WHERE `id` = NEW.`question_id`), 0);
	UPDATE `run_counts` SET `n` = `n` + 1 WHERE `run_id` = NEW.`run_id` AND `category` = coalesce(NEW.`category`, '') AND `tipo` = (SELECT `tipo` FROM `questions` WHERE `id` = NEW.`question_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `fichas_run_counts_delete` AFTER DELETE ON `fichas` BEGIN
	UPDATE `runs` SET `cost_usd` = `cost_usd` - coalesce(OLD.`cost_usd`, 0), `tokens_in` = `tokens_in` - coalesce(OLD.`tokens_in`, 0),
		`tokens_out` = `tokens_out` - coalesce(OLD.`tokens_out`, 0), `cached_count` = `cached_count` - OLD.`cached` WHERE `id` = OLD.`run_id`;
	UPDATE `run_counts` SET `n` = `n` - 1 WHERE `run_id` = OLD.`run_id` AND `category` = coalesce(OLD.`category`, '') AND `tipo` = (SELECT `tipo` FROM `questions` WHERE `id` = OLD.`question_id`);
END;
