import type { ResponseDetail } from "../../../schema/records/admin";
import { ANIMAL_LABEL, CULTURE_ANIMALS, CULTURE_STATEMENT_COUNT } from "../../../schema/constants";
import { Card } from "../ui/Card";

export const CULTURE_NOT_TAKEN = {
  title: "Culture Compatibility Assessment Not Taken",
  description: "This user has not completed the Culture Compatibility assessment",
};

export function CultureCard({ record }: { record: ResponseDetail }) {
  const scores = record.cultureCompatibilityScores;
  const answered = Object.keys(record.cultureCompatibilityResponses ?? {}).length;
  return (
    <Card title="Culture Compatibility Assessment">
      {scores ? (
        <>
          <p className="mt-0">
            Total responses: {answered} / {CULTURE_STATEMENT_COUNT}
          </p>
          <dl className="grid grid-cols-3 gap-4 m-0">
            {CULTURE_ANIMALS.map((a) => (
              <div key={a} className="rounded-lg bg-slate-100 p-4 text-center">
                <dt className="text-sm font-semibold text-slate-700">{ANIMAL_LABEL[a]}</dt>
                <dd className="m-0 text-2xl font-bold tabular-nums">{scores[a]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <div className="rounded-lg bg-slate-100 p-4">
          <p className="font-semibold m-0">{CULTURE_NOT_TAKEN.title}</p>
          <p className="text-slate-700 mt-1 mb-0">{CULTURE_NOT_TAKEN.description}</p>
        </div>
      )}
    </Card>
  );
}
