import { ANIMAL_LABEL, CULTURE_ANIMALS, type Animal, type Audience } from "../../../schema/constants";
import type { Language } from "../../../schema/assessment/languages";
import type { CultureScores } from "../../../schema/assessment/scoring";
import type { ProfileSource } from "../../../schema/teams/teams";

/**
 * docs/teams.md#membership-invite-links-join-codes-and-kiosks invite link: /test/{ceo|manager|ic}?team=CODE on this server, with
 * `&lang=` when the team has a language (docs/languages.md#choosing-the-language).
 */
export function inviteUrl(origin: string, audience: Audience, code: string, language: Language | null = null): string {
  return `${origin}/test/${audience}?team=${encodeURIComponent(code)}${language ? `&lang=${language}` : ""}`;
}

export function profileText(profile: CultureScores | null): string {
  return profile ? CULTURE_ANIMALS.map((a) => `${ANIMAL_LABEL[a]} ${profile[a]}`).join(" · ") : "No profile yet";
}

/** Which rule made the profile, so the admin knows what a match is measured against. */
export function profileSourceText(source: ProfileSource | null, members: number): string {
  if (source === "manager") return "Set by the manager response an admin confirmed";
  if (source === "mean") return `Mean of ${members} completed ${members === 1 ? "member" : "members"} (no manager response confirmed yet)`;
  return "No completed member with culture scores yet";
}

export function matchText(match: number | null): string {
  return match === null ? "—" : `${match}%`;
}

export function addText(add: Animal | null): string {
  return add ? ANIMAL_LABEL[add] : "—";
}

export const DEFINES_PROFILE = "Defines the team profile";
