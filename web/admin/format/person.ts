import type { AuthUser } from "../../../schema/records/admin";
import type { Audience } from "../../../schema/constants";

/** docs/product.md#screens-and-routes: the admin is greeted by first name, or by email without one. */
export function displayName(user: Pick<AuthUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}

/** Up to two letters for the avatar shown when there is no profile image. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((w) => w?.[0]?.toUpperCase() ?? "")
      .join("")
      .slice(0, 2) || "?"
  );
}

const AUDIENCE_LABEL: Record<Audience, string> = { ceo: "CEO", manager: "Manager", ic: "IC" };

/** docs/product.md#entities: a record without a known flow reads as CEO in the admin view. */
export function audienceLabel(flow: string | null | undefined): string {
  return flow && Object.hasOwn(AUDIENCE_LABEL, flow) ? AUDIENCE_LABEL[flow as Audience] : AUDIENCE_LABEL.ceo;
}
