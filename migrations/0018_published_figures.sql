CREATE TABLE `published_figures` (
	`audience` text NOT NULL,
	`figure_key` text NOT NULL,
	`figure` text NOT NULL,
	`version` integer NOT NULL,
	`published_at` integer NOT NULL,
	PRIMARY KEY(`audience`, `figure_key`)
);
