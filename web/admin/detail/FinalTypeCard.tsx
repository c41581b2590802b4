import type { ReactNode } from "react";
import { PENDING, type FinalType } from "../../../schema/assessment/scoring";
import { assignedType } from "../format/assigned-type";
import { Card } from "../ui/Card";
import { TextField } from "../ui/TextField";
import { fieldId, type Draft, type FieldErrors } from "./draft";

type Props = {
  value: Draft["finalType"];
  /** The stored type: a null part is Pending (the respondent has not reached that part, docs/architecture.md#scoring). */
  stored: FinalType | null;
  overridden: boolean;
  errors: FieldErrors;
  onChange: (value: Draft["finalType"]) => void;
  saveBar: ReactNode;
};

export function FinalTypeCard({ value, stored, overridden, errors, onChange, saveBar }: Props) {
  return (
    <Card title="Final Type Assignment">
      <p className="text-sm text-slate-700 mt-0 mb-2">
        {overridden
          ? "Set by an administrator: later saves by the respondent keep this type."
          : "Computed from the respondent's answers. Editing it keeps your choice from now on."}
      </p>
      <p className="mt-0 mb-4" data-testid="final-type-assigned">
        Assigned type: <strong>{assignedType(stored)}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId("finalType.intrinsicAttraction")}
          label="Intrinsic Attraction"
          value={value.intrinsicAttraction}
          placeholder={PENDING}
          error={errors["finalType.intrinsicAttraction"]}
          onChange={(intrinsicAttraction) => onChange({ ...value, intrinsicAttraction })}
        />
        <TextField
          id={fieldId("finalType.extrinsicPursuer")}
          label="Extrinsic Pursuer"
          value={value.extrinsicPursuer}
          placeholder={PENDING}
          error={errors["finalType.extrinsicPursuer"]}
          onChange={(extrinsicPursuer) => onChange({ ...value, extrinsicPursuer })}
        />
      </div>
      <div className="mt-4 flex justify-end">{saveBar}</div>
    </Card>
  );
}
