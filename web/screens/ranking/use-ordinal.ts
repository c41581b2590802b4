import { selectOrdinal } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** '1st', '2nd', '3rd': a rank in the active language's ordinals and digits (ICU selectordinal, its # through Intl). */
export function useOrdinal(): (position: number) => string {
  const { t } = useLingui();
  return (position) =>
    t({ message: selectOrdinal(position, { one: "#st", two: "#nd", few: "#rd", other: "#th" }), comment: "A rank in the ranking: 1st, 2nd, 3rd" });
}
