CREATE TABLE `device_admissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client` text NOT NULL,
	`admitted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `device_admissions_client_idx` ON `device_admissions` (`client`,`admitted_at`);--> statement-breakpoint
CREATE INDEX `device_admissions_time_idx` ON `device_admissions` (`admitted_at`);--> statement-breakpoint
-- A row without a device key could be taken over by anyone (decision 062): the rows go, and each device's next report (a kiosk's within 30 s) registers it again with its key.
DROP TABLE `device_health`;--> statement-breakpoint
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
	`reported_at` integer NOT NULL,
	`key_hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `device_health_reported_idx` ON `device_health` (`reported_at`);
