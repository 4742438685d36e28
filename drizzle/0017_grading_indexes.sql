CREATE INDEX `fichas_shuffle` ON `fichas` (("id" * 2654435761) % 4294967296,`id`);--> statement-breakpoint
CREATE INDEX `grades_source` ON `grades` (`source`,`undone`,`ficha_id`);