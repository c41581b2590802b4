-- Join codes per invite audience (docs/security.md): teams made before keep their one code as the
-- individual contributors' code (the least powerful audience), and get new manager and CEO codes.
-- The DEFAULT '' only lets the NOT NULL columns be added to existing rows; every row is filled below.
ALTER TABLE `teams` ADD `manager_code` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `teams` ADD `ceo_code` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `teams` SET `manager_code` = lower(hex(randomblob(8))), `ceo_code` = lower(hex(randomblob(8)));--> statement-breakpoint
ALTER TABLE `teams` ADD `profile_response_id` text;--> statement-breakpoint
ALTER TABLE `teams` ADD `profile_confirmed_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `teams_manager_code_unique` ON `teams` (`manager_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `teams_ceo_code_unique` ON `teams` (`ceo_code`);--> statement-breakpoint
-- Single sign-on binds an account to the provider's (issuer, subject) on its first sign-in.
ALTER TABLE `users` ADD `oidc_issuer` text;--> statement-breakpoint
ALTER TABLE `users` ADD `oidc_subject` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_idx` ON `users` (`oidc_issuer`,`oidc_subject`);
