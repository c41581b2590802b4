import { CULTURE_ANIMALS } from "../../../schema/constants";
import type { CultureScores } from "../../../schema/assessment/scoring";
import { Emblem } from "../../ui/Emblem";
import type { ProfileSource } from "../../../schema/teams/teams";
import { profileSourceText, profileText } from "../format/team";

/**
 * The team profile, with its strongest culture's emblem, and the rule it came from (docs/teams.md#the-rules: the admin can see which source
 * is used).
 */
export function ProfileSummary({
  profile,
  source,
  members,
}: {
  profile: CultureScores | null;
  source: ProfileSource | null;
  members: number;
}) {
  return (
    <div>
      <p className="m-0 flex items-center gap-2 font-semibold" data-testid="team-profile">
        {profile && <Emblem name={CULTURE_ANIMALS.reduce((top, a) => (profile[a] > profile[top] ? a : top))} size={28} />}
        {profileText(profile)}
      </p>
      <p className="m-0 text-sm text-slate-700" data-testid="team-profile-source">
        {profileSourceText(source, members)}
      </p>
    </div>
  );
}
