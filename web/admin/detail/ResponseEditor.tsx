import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import type { ResponseDetail } from "../../../schema/records/admin";
import { hasStatus } from "../api/http";
import { useUpdateResponse } from "../api/update-response";
import { audienceLabel } from "../format/person";
import { formatDate } from "../format/date";
import { useLeaveGuard } from "../router/use-leave-guard";
import { useCan } from "../session/admin-user";
import { AssessmentResponsesCard } from "./AssessmentResponsesCard";
import { CultureCard } from "./CultureCard";
import { DemographicsCard } from "./DemographicsCard";
import { DemographicsHiddenCard } from "./DemographicsHiddenCard";
import { changesOf, draftFrom, fieldId, validateUpdate, type Draft, type FieldErrors } from "./draft";
import { FinalTypeCard } from "./FinalTypeCard";
import { LanguageLine } from "./LanguageLine";
import { PageRankingsCard } from "./PageRankingsCard";
import { ProfileCard } from "./ProfileCard";
import { SaveBar } from "./SaveBar";
import { ScoresOverviewCard } from "./ScoresOverviewCard";

export const SAVE_TOASTS = {
  success: { title: "Success", description: "User data updated successfully" },
  error: { title: "Error", description: "Failed to update user data" },
} as const;

/**
 * One form for the whole record: every 'Save Changes' button submits it (docs/product.md#screens-and-routes,
 * docs/product.md#states-and-transitions Saving).
 */
export function ResponseEditor({ record }: { record: ResponseDetail }) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, save, reset } = useUpdateResponse(record.id);
  const update = useMemo(() => changesOf(record, draft), [record, draft]);
  const dirty = Object.keys(update).length > 0;
  const canEdit = useCan("edit");
  // Unsaved edits never vanish: leaving the detail asks first and keeps the draft if the person stays (docs/admin.md#unsaved-changes).
  useLeaveGuard(dirty && canEdit);

  function edit(change: (d: Draft) => Draft) {
    setDraft(change);
    if (status === "success" || status === "error") reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || status === "pending") return;
    const checked = validateUpdate(update);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    const result = await save(checked.data);
    if (result.ok) {
      setDraft(draftFrom(result.record));
      toast.success(SAVE_TOASTS.success.title, { description: SAVE_TOASTS.success.description });
    } else if (!hasStatus(result.error, 401, 403)) {
      // 401 and 403 have their own toasts (session expired, access denied).
      toast.error(SAVE_TOASTS.error.title, { description: SAVE_TOASTS.error.description });
    }
  }

  // Viewers read only (docs/admin.md#roles): no Save buttons, and the editable fields are disabled.
  const saveBar = (where: "top" | "final-type" | "bottom") =>
    canEdit ? <SaveBar status={status} dirty={dirty} announce={where === "top"} /> : null;
  const editable = (card: ReactNode) => (
    <fieldset disabled={!canEdit} className="contents">
      {card}
    </fieldset>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-labelledby="detail-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="detail-heading" className="text-3xl font-bold m-0">
            {record.name}
          </h1>
          <p className="text-slate-700 mt-1 mb-0">
            {record.email} · {audienceLabel(record.userFlow)} ·{" "}
            {record.isCompleted ? `Completed ${formatDate(record.completedAt)}` : "In progress"}
          </p>
          <LanguageLine language={record.language} />
        </div>
        {saveBar("top")}
      </div>
      <PageRankingsCard record={record} />
      <ScoresOverviewCard record={record} />
      {editable(
        <FinalTypeCard
          value={draft.finalType}
          stored={record.finalType}
          overridden={record.finalTypeOverridden}
          errors={errors}
          onChange={(finalType) => edit((d) => ({ ...d, finalType }))}
          saveBar={saveBar("final-type")}
        />,
      )}
      <AssessmentResponsesCard record={record} />
      {editable(<ProfileCard value={draft.profile} errors={errors} onChange={(profile) => edit((d) => ({ ...d, profile }))} />)}
      <CultureCard record={record} />
      {/* The server leaves the demographics out for roles that may not read them (schema/identity/roles.ts). */}
      {record.demographicData === undefined ? (
        <DemographicsHiddenCard />
      ) : (
        editable(
          <DemographicsCard
            value={draft.demographics}
            saved={record.demographicData}
            consent={record.demographicConsent}
            errors={errors}
            onChange={(demographics) => edit((d) => ({ ...d, demographics }))}
          />,
        )
      )}
      {canEdit && <div className="flex justify-end">{saveBar("bottom")}</div>}
    </form>
  );
}
