import type { SaveStatus } from "../api/update-response";

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: "",
  pending: "Saving...",
  success: "All changes saved",
  error: "Failed to save user data",
};

/** A 'Save Changes' button with the save state beside it; one of them announces it. */
export function SaveBar({ status, dirty, announce }: { status: SaveStatus; dirty: boolean; announce: boolean }) {
  const text = status === "idle" && dirty ? "Unsaved changes" : STATUS_TEXT[status];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        className={`m-0 text-sm ${status === "error" ? "text-red-700 font-semibold" : "text-slate-700"}`}
        role={announce ? "status" : undefined}
      >
        {text}
      </p>
      <button type="submit" className="btn-primary" disabled={status === "pending" || !dirty}>
        {status === "pending" ? "Saving..." : "Save Changes"}
      </button>
    </div>
  );
}
