import { useId, useState } from "react";
import { toast } from "sonner";
import type { Language } from "../../../schema/assessment/languages";
import type { Team } from "../../../schema/teams/team-api";
import { useUpdateTeam } from "../api/update-team";
import { LANGUAGE_OPTIONS } from "../format/language";
import { LanguageSelect } from "../ui/LanguageSelect";

/**
 * The language a team's invite links open in (docs/teams.md): each link and QR code then carries `&lang=`;
 * "Browser's language" leaves the choice to each respondent's browser. Saved as soon as it is chosen.
 */
export function InviteLanguage({ team }: { team: Team }) {
  const id = useId();
  const update = useUpdateTeam();
  // What the admin chose shows until the saved team arrives (the links follow it then); a failure shows the stored one.
  const [chosen, setChosen] = useState<{ value: Language | ""; over: Language | null } | null>(null);
  const shown = chosen && chosen.over === team.language ? chosen.value : (team.language ?? "");

  function choose(value: Language | "") {
    setChosen({ value, over: team.language });
    // Short: the toast sits over the header's middle (docs/admin.md), and the page names the team.
    const name = LANGUAGE_OPTIONS.find((o) => o.value === value)?.label;
    update.mutate(
      { id: team.id, patch: { language: value || null } },
      {
        onSuccess: () => toast.success(name ? `Invite links now open in ${name}` : "Invite links now open in the browser's language"),
        onError: () => setChosen(null),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="font-semibold">
        Invite links open in
      </label>
      <LanguageSelect id={id} value={shown} none="Browser's language" onChange={choose} className="field w-auto" testId="invite-language" />
    </div>
  );
}
