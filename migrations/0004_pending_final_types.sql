-- Issue 11, DESIGN §5: existing rows under the new scoring rules (docs/decisions/010a-*.md).
-- 1. Saves of app versions that never sent an all-not-like-me pursuer ranking (a save of the flow: it
--    has the attraction ranking, is past the pursuer ranking step or completed, has no pursuer ranking
--    and no pursuer statement): store that ranking, as schema/skipped-ranking.ts does for new saves.
UPDATE assessment_responses
SET page_rankings = json_set(page_rankings, '$.pursuerRanking', json('{"yellow":4,"blue":4,"red":4}'))
WHERE json_extract(page_rankings, '$.attractionRanking') IS NOT NULL
  AND json_extract(page_rankings, '$.pursuerRanking') IS NULL
  AND NOT EXISTS (SELECT 1 FROM json_each(assessment_responses.pursuer_responses) AS c, json_each(c.value))
  AND (is_completed = 1 OR last_step IN ('pursuer-ranking-complete', 'culture-compatibility-complete', 'demographic-survey-complete'));
--> statement-breakpoint
-- 2. Recompute the type parts these rules change (never a type set by an admin): null, shown as
--    Pending, for a dataset with neither a ranking nor a statement key, Undetermined for an all-4
--    pursuer ranking. The lower-cased type tail of search_text follows the type.
UPDATE assessment_responses AS r
SET final_type = json_object('intrinsicAttraction', n.intrinsic, 'extrinsicPursuer', n.extrinsic),
    search_text = CASE
      WHEN substr(r.search_text, -length(n.old_tail)) = n.old_tail
        THEN substr(r.search_text, 1, length(r.search_text) - length(n.old_tail)) || lower(coalesce(n.intrinsic, '')) || char(31) || lower(coalesce(n.extrinsic, ''))
      ELSE r.search_text END
FROM (
  SELECT id,
    lower(coalesce(json_extract(final_type, '$.intrinsicAttraction'), '')) || char(31) || lower(coalesce(json_extract(final_type, '$.extrinsicPursuer'), '')) AS old_tail,
    CASE
      WHEN json_extract(page_rankings, '$.attractionRanking') IS NULL
        AND NOT EXISTS (SELECT 1 FROM json_each(s.attraction_responses) AS c, json_each(c.value)) THEN NULL
      ELSE json_extract(final_type, '$.intrinsicAttraction') END AS intrinsic,
    CASE
      WHEN json_extract(page_rankings, '$.pursuerRanking') IS NULL
        AND NOT EXISTS (SELECT 1 FROM json_each(s.pursuer_responses) AS c, json_each(c.value)) THEN NULL
      WHEN json_extract(page_rankings, '$.pursuerRanking') IS NOT NULL
        AND coalesce(json_extract(page_rankings, '$.pursuerRanking.yellow'), 4) NOT BETWEEN 1 AND 3
        AND coalesce(json_extract(page_rankings, '$.pursuerRanking.blue'), 4) NOT BETWEEN 1 AND 3
        AND coalesce(json_extract(page_rankings, '$.pursuerRanking.red'), 4) NOT BETWEEN 1 AND 3 THEN 'Undetermined'
      ELSE json_extract(final_type, '$.extrinsicPursuer') END AS extrinsic
  FROM assessment_responses AS s
  WHERE final_type_overridden = 0 AND final_type IS NOT NULL
) AS n
WHERE r.id = n.id
  AND (n.intrinsic IS NOT json_extract(r.final_type, '$.intrinsicAttraction') OR n.extrinsic IS NOT json_extract(r.final_type, '$.extrinsicPursuer'));
