import { CULTURE_ANIMALS } from "../../../schema/constants";
import type { CultureScores } from "../../../schema/assessment/scoring";
import { Emblem } from "../../ui/Emblem";
import type { ProfileSource } from "../../../schema/teams/teams";
import type { TeamListItem } from "../../../schema/teams/team-api";
import { outsideAdmins } from "../format/marked-figure";
import { profileSourceText, profileText } from "../format/team";

/**
 * The team profile, with its strongest culture's emblem, and the rule it came from (docs/teams.md#the-rules: the admin can see which source
 * is used). A members' mean is shown to admins however few it rests on, marked where the anonymity floor would hide it (decision 081).
 */
export function ProfileSummary({
  profile,
  source,
  members,
  mark,
}: {
  profile: CultureScores | null;
  source: ProfileSource | null;
  members: number;
  mark: TeamListItem["profileMark"];
}) {
  const note = mark && outsideAdmins(mark);
  return (
    <div>
      <p className="m-0 flex items-center gap-2 font-semibold" data-testid="team-profile">
        {profile && <Emblem name={CULTURE_ANIMALS.reduce((top, a) => (profile[a] > profile[top] ? a : top))} size={28} />}
        {profileText(profile)}
      </p>
      <p className="m-0 text-sm text-slate-700" data-testid="team-profile-source">
        {profileSourceText(source, members)}
      </p>
      {note && (
        <p
          className="mt-1 mb-0 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950"
          data-testid="team-profile-mark"
        >
          {note}
        </p>
      )}
    </div>
  );
}
