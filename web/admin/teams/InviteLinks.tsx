import { AUDIENCES, type Audience } from "../../../schema/constants";
import type { Team } from "../../../schema/teams/team-api";
import { audienceLabel } from "../format/person";
import { inviteUrl } from "../format/team";
import { CopyButton } from "../ui/CopyButton";
import { usePrint } from "../ui/print";
import { QrCode } from "../ui/QrCode";

// The card's title already says these are invite links: each heading names only its audience.
export const INVITE_HEADING: Record<Audience, string> = { ceo: "CEOs", manager: "Managers", ic: "Individual contributors" };
const AS_ONE: Record<Audience, string> = { ceo: "a CEO", manager: "a manager", ic: "an individual contributor" };

/**
 * Per audience: its own invite link (each audience has its own join code, docs/teams.md), a copy button,
 * its QR code and a printable sheet of it. `level` is the headings' level under the surrounding heading.
 */
export function InviteLinks({ team, level }: { team: Team; level: 3 | 4 }) {
  const print = usePrint();
  if (team.archived)
    return (
      <p className="m-0 text-slate-700">This team is archived: its invite links no longer add members. Restore it to use them again.</p>
    );
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ul className="list-none m-0 p-0 grid gap-4 md:grid-cols-3">
      {AUDIENCES.map((audience) => {
        const url = inviteUrl(window.location.origin, audience, team.codes[audience], team.language);
        const fieldId = `invite-${team.id}-${audience}`;
        const qrLabel = `QR code: ${team.name}, invite link for ${INVITE_HEADING[audience]}`;
        return (
          <li key={audience} className="rounded-lg border border-slate-200 p-4 flex flex-col gap-2" data-testid={`invite-${audience}`}>
            <Heading className="text-base font-semibold m-0">{INVITE_HEADING[audience]}</Heading>
            <label htmlFor={fieldId} className="sr-only">
              Invite link for {INVITE_HEADING[audience]}
            </label>
            {/* The whole link, wrapped, not cut at the field's edge (e2e/respondent/layout.test.ts holds it); the title repeats it
                on hover. */}
            <textarea
              id={fieldId}
              className="field text-sm resize-none break-all [field-sizing:content]"
              rows={2}
              readOnly
              title={url}
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="flex flex-wrap items-center gap-2">
              <CopyButton text={url} label={`Copy ${audienceLabel(audience)} invite link`} fieldId={fieldId} />
              <button
                type="button"
                className="btn-secondary"
                aria-label={`Print QR code for ${audienceLabel(audience)}`}
                onClick={() => print(<InviteSheet team={team} audience={audience} url={url} />)}
              >
                Print QR code
              </button>
            </div>
            <QrCode text={url} label={qrLabel} className="w-36 h-36 self-center" />
          </li>
        );
      })}
    </ul>
  );
}

/** The printed page: big enough to scan across a room, with the link for those who type it. */
function InviteSheet({ team, audience, url }: { team: Team; audience: Audience; url: string }) {
  return (
    <div className="text-center p-8">
      <h1 className="text-4xl font-bold m-0">{team.name}</h1>
      {team.organisation && <p className="text-xl mt-2 mb-0">{team.organisation}</p>}
      <p className="text-2xl mt-6">Scan to take the assessment as {AS_ONE[audience]}</p>
      <QrCode text={url} label={`QR code for ${url}`} className="w-[12cm] h-[12cm]" />
      <p className="text-lg break-all mt-4">{url}</p>
    </div>
  );
}
