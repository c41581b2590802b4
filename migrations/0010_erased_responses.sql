CREATE TABLE `erased_responses` (
	`id` text PRIMARY KEY NOT NULL,
	`erased_at` integer NOT NULL
);
