import type { AuditEntry } from "../../../schema/records/audit";

const ACTION_LABEL: Record<AuditEntry["action"], string> = {
  signin: "Signed in",
  "signin.refused": "Sign-in refused",
  "signin.limit": "Password sign-in paused (too many failures)",
  "user.link-sso": "Linked single sign-on",
  "response.edit": "Edited a response",
  "response.view": "Opened a response",
  "response.download": "Downloaded a respondent's data",
  "response.erase": "Erased a respondent",
  "export.csv": "Exported the CSV",
  "team.export": "Exported a team's CSV",
  "responses.import": "Imported a kiosk file",
  "user.invite": "Invited a user",
  "user.role": "Changed a role",
  "user.remove": "Removed a user",
  "sessions.revoke-all": "Signed everyone out",
  "audit.export": "Downloaded the audit log",
  "retention.delete": "Deleted stale incomplete responses",
  "team.create": "Created a team",
  "team.update": "Changed a team",
  "team.profile.confirm": "Confirmed a team's profile",
  "team.profile.clear": "Cleared a team's profile",
  "response.retest": "Linked a re-test",
  "team.round.open": "Opened a team's next round",
  "team.action.create": "Added a team action",
  "team.action.update": "Changed a team action",
  "sponsor-link.create": "Created a sponsor link",
  "sponsor-link.revoke": "Revoked a sponsor link",
  "sponsor-report.view": "Sponsor report viewed",
  "manager-view.view": "Manager's view viewed",
  "response.manager-share.withdraw": "Withdrew sharing the type with the team's manager",
};

export const actionLabel = (action: string): string =>
  Object.hasOwn(ACTION_LABEL, action) ? ACTION_LABEL[action as AuditEntry["action"]] : action;

const show = (v: unknown): string =>
  v === null || v === undefined || v === "" ? "(empty)" : typeof v === "string" ? v : JSON.stringify(v);

/** One line for the detail column: an edit reads "field: old → new"; anything else its fields. */
export function detailText(entry: Pick<AuditEntry, "action" | "detail">): string {
  const d = entry.detail;
  if (!d) return "";
  if (entry.action === "response.edit" || (entry.action === "team.update" && "field" in d)) {
    if (d.redacted === true) return `${show(d.field)}: values removed at erasure`;
    // A team move the admin confirmed although it shows the member to a second team's sponsor links (decision 063).
    const confirmed = Array.isArray(d.sponsorLinks) ? `, confirmed with ${d.sponsorLinks.length} sponsor links seeing them` : "";
    return `${show(d.field)}: ${show(d.old)} → ${show(d.new)}${confirmed}`;
  }
  if (entry.action === "user.role") return `${show(d.old)} → ${show(d.new)}`;
  // A second profile the admin confirmed although links have seen the members against the first (decision 063).
  if (entry.action === "team.profile.confirm" && Array.isArray(d.sponsorLinks))
    return `responseId: ${show(d.responseId)}, previous: ${show(d.previous)}, confirmed with ${d.sponsorLinks.length} sponsor links seeing them`;
  return Object.entries(d)
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join(", ");
}
