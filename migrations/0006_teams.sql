CREATE TABLE `sponsor_link_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_id` text NOT NULL,
	`viewed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sponsor_link_views_link_idx` ON `sponsor_link_views` (`link_id`,`viewed_at`);--> statement-breakpoint
CREATE TABLE `sponsor_links` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sponsor_links_token_hash_unique` ON `sponsor_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sponsor_links_team_idx` ON `sponsor_links` (`team_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`organisation` text,
	`code` text NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `teams_code_unique` ON `teams` (`code`);--> statement-breakpoint
ALTER TABLE `assessment_responses` ADD `team_id` text;--> statement-breakpoint
ALTER TABLE `assessment_responses` ADD `team_code` text;--> statement-breakpoint
CREATE INDEX `responses_team_idx` ON `assessment_responses` (`team_id`,`completed_at`,`id`,`is_completed`) WHERE "assessment_responses"."team_id" IS NOT NULL;