-- An erased id never comes back: an insert of it is skipped (RAISE(IGNORE) abandons the statement
-- without an error, so a batch of other saves still lands); the save path then answers 410.
CREATE TRIGGER `erased_responses_stay_erased` BEFORE INSERT ON `assessment_responses`
WHEN EXISTS (SELECT 1 FROM `erased_responses` WHERE `id` = NEW.`id`)
BEGIN
  SELECT RAISE(IGNORE);
END;
