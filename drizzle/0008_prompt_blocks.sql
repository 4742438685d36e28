CREATE TABLE `prompt_blocks` (
	`hash` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL
);
