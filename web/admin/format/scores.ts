import { answeredCount } from "../../../schema/records/response-facts";
import { CATEGORIES, CATEGORY_LABEL, type CategoryId } from "../../../schema/constants";
import { categoryScore, type DatasetResponses } from "../../../schema/assessment/scoring";

export type CategoryOverview = { category: CategoryId; colour: string; score: number | null; answered: number; total: number };

export { answeredCount };

export function scoresOverview(responses: DatasetResponses | null | undefined): CategoryOverview[] {
  return CATEGORIES.map((category) => {
    const r = responses?.[category];
    return {
      category,
      colour: CATEGORY_LABEL[category],
      score: categoryScore(r),
      answered: answeredCount(r),
      total: Object.keys(r ?? {}).length,
    };
  });
}
