CREATE TABLE `assessment_responses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text,
	`job_title` text NOT NULL,
	`company_website` text,
	`linkedin_profile` text NOT NULL,
	`user_flow` text NOT NULL,
	`attraction_responses` text NOT NULL,
	`pursuer_responses` text NOT NULL,
	`page_rankings` text,
	`demographic_data` text,
	`final_type` text,
	`culture_compatibility_responses` text,
	`culture_compatibility_scores` text,
	`completion_time_seconds` text,
	`is_completed` integer DEFAULT false NOT NULL,
	`completed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`revision` integer NOT NULL,
	`write_token_hash` text NOT NULL,
	`last_step` text NOT NULL,
	`device_id` text,
	`schema_version` integer DEFAULT 1 NOT NULL,
	`final_type_overridden` integer DEFAULT false NOT NULL,
	`search_text` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `responses_completed_at_idx` ON `assessment_responses` (`completed_at`,`id`);--> statement-breakpoint
CREATE INDEX `responses_device_idx` ON `assessment_responses` (`device_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);