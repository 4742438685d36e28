CREATE TABLE `ece_intervals` (
	`key` text PRIMARY KEY NOT NULL,
	`low` real NOT NULL,
	`high` real NOT NULL,
	`resamples` integer NOT NULL,
	`seed` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
