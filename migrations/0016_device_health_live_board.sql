CREATE TABLE `device_health` (
	`device_id` text PRIMARY KEY NOT NULL,
	`label` text,
	`team_code` text,
	`kiosk` integer NOT NULL,
	`pending` integer NOT NULL,
	`failed` integer NOT NULL,
	`oldest_pending_at` integer,
	`app_version` text NOT NULL,
	`persisted` integer,
	`storage_usage` integer,
	`storage_quota` integer,
	`last_error` text,
	`reported_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `device_health_reported_idx` ON `device_health` (`reported_at`);--> statement-breakpoint
CREATE INDEX `responses_created_idx` ON `assessment_responses` (`created_at`,`team_id`);