-- Issue 11: response ids are lower case (every save and admin route lower-cases them). Existing
-- rows (docs/decisions/010a-*.md), none deleted:
-- 1. A row whose lower-case id is free and that is the earliest of its case variants (created_at,
--    then id) takes the lower-case id. The variants are read once: a lower(id) lookup per row would
--    scan the table for each.
WITH variants AS MATERIALIZED (
  SELECT id, row_number() OVER (PARTITION BY lower(id) ORDER BY created_at, id) AS nth
  FROM assessment_responses WHERE id <> lower(id)
)
UPDATE assessment_responses
SET id = lower(id)
WHERE id IN (SELECT id FROM variants WHERE nth = 1)
  AND NOT EXISTS (SELECT 1 FROM assessment_responses AS o WHERE o.id = lower(assessment_responses.id));
--> statement-breakpoint
-- 2. Any other case variant (its lower-case twin holds the id) keeps its data under a new random UUID v4.
UPDATE assessment_responses
SET id = lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
  || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))
WHERE id <> lower(id);
