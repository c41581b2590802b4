ALTER TABLE `assessment_responses` ADD `manager_share_at` integer;--> statement-breakpoint
ALTER TABLE `assessment_responses` ADD `manager_share_version` text;--> statement-breakpoint
ALTER TABLE `sponsor_links` ADD `kind` text DEFAULT 'sponsor' NOT NULL;