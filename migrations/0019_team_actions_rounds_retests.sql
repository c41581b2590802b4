CREATE TABLE `response_links` (
	`response_id` text PRIMARY KEY NOT NULL,
	`previous_id` text NOT NULL,
	`linked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `response_links_previous_id_unique` ON `response_links` (`previous_id`);--> statement-breakpoint
CREATE TABLE `team_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`round` integer NOT NULL,
	`what` text NOT NULL,
	`owner` text NOT NULL,
	`due` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `team_actions_team_idx` ON `team_actions` (`team_id`,`round`,`created_at`);--> statement-breakpoint
CREATE TABLE `team_rounds` (
	`team_id` text NOT NULL,
	`round` integer NOT NULL,
	`opened_at` integer NOT NULL,
	PRIMARY KEY(`team_id`, `round`)
);
--> statement-breakpoint
ALTER TABLE `teams` ADD `current_round` integer DEFAULT 1 NOT NULL;