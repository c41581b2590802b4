import type { CultureScores } from "../../../schema/scoring";
import type { ProfileSource } from "../../../schema/teams";
import { profileSourceText, profileText } from "../format/team";

/** The team profile and the rule it came from (docs/teams.md#the-rules: the admin can see which source is used). */
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
      <p className="m-0 font-semibold" data-testid="team-profile">
        {profileText(profile)}
      </p>
      <p className="m-0 text-sm text-slate-700" data-testid="team-profile-source">
        {profileSourceText(source, members)}
      </p>
    </div>
  );
}
