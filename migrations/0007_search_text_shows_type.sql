-- Issue 11 item 6: the type part of search_text becomes the assigned type as the admin list shows it,
-- "energizer / controller" (worker/db/search-text.ts typeTextOf), taken from final_type as it is when this
-- runs (a null part, "Pending", is empty; both empty is ""). Must run after any migration that changes
-- final_type. The respondent's own fields were lower-cased by the Worker (all of Unicode) and are kept:
-- the old text up to its fourth separator, found from the right (the old type part was two fields, the
-- new one has no separator, so running this twice changes nothing).
-- SQLite's lower() folds ASCII only: exact for the computed types; an admin's type with non-ASCII capitals
-- keeps those until the admin next edits the response.
UPDATE `assessment_responses` SET `search_text` = `n`.`text`
FROM (
  SELECT `id`,
    CASE WHEN `separators` >= 5 THEN rtrim(`before_last`, replace(`before_last`, char(31), ''))
      WHEN `separators` = 4 THEN `up_to_last`
      -- A text not written by the Worker: rebuild the own fields from the columns.
      ELSE lower(`name`) || char(31) || lower(`email`) || char(31) || lower(`job_title`) || char(31) || lower(coalesce(`company_website`, '')) || char(31)
    END
    || CASE WHEN `a` || `b` = '' THEN '' ELSE lower(replace(`a` || ' / ' || `b`, char(31), '')) END AS `text`
  FROM (
    SELECT *, substr(`up_to_last`, 1, length(`up_to_last`) - 1) AS `before_last`
    FROM (
      SELECT `id`, `name`, `email`, `job_title`, `company_website`,
        rtrim(`search_text`, replace(`search_text`, char(31), '')) AS `up_to_last`,
        length(`search_text`) - length(replace(`search_text`, char(31), '')) AS `separators`,
        CASE WHEN json_valid(`final_type`) THEN coalesce(json_extract(`final_type`, '$.intrinsicAttraction'), '') ELSE '' END AS `a`,
        CASE WHEN json_valid(`final_type`) THEN coalesce(json_extract(`final_type`, '$.extrinsicPursuer'), '') ELSE '' END AS `b`
      FROM `assessment_responses`
    )
  )
) AS `n`
WHERE `assessment_responses`.`id` = `n`.`id`;
