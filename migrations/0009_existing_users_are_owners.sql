-- Before roles, every user row was created by the ADMIN_PASSWORD sign-in: the password holder, now the owner.
UPDATE `users` SET `role` = 'owner';--> statement-breakpoint
-- The allow-list compares lower-cased emails (a row whose lower-cased email is taken keeps its own).
UPDATE `users` SET `email` = lower(`email`)
WHERE NOT EXISTS (SELECT 1 FROM `users` AS `other` WHERE `other`.`email` = lower(`users`.`email`) AND `other`.`id` <> `users`.`id`);
