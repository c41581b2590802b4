-- docs/languages.md#stored-and-shown: the language a response was taken in (the last save's). Rows saved
-- before languages stay null: that app was English only, and the admin shows them so (decision 051).
ALTER TABLE `assessment_responses` ADD `language` text;--> statement-breakpoint
-- The list filtered by language, in list order; null counts as English, so the index is on the filter's own
-- expression (drizzle-kit wrote the expression as a quoted column name; written by hand here).
CREATE INDEX `responses_language_idx` ON `assessment_responses` (coalesce("language", 'en'),`completed_at`,`id`);--> statement-breakpoint
-- The language a team's invite links open in (`&lang=`, docs/teams.md); null: the respondent's browser decides.
ALTER TABLE `teams` ADD `language` text;
