CREATE INDEX `responses_list_idx` ON `assessment_responses` (`completed_at`,`id`,`search_text`,`is_completed`);--> statement-breakpoint
CREATE INDEX `responses_funnel_idx` ON `assessment_responses` (`is_completed`,`last_step`,`user_flow`,`final_type`);--> statement-breakpoint
CREATE INDEX `responses_culture_idx` ON `assessment_responses` (`culture_compatibility_scores`);