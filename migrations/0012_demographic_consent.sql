ALTER TABLE `assessment_responses` ADD `demographic_consent_at` integer;--> statement-breakpoint
ALTER TABLE `assessment_responses` ADD `demographic_consent_version` text;