import { Svg } from "./Svg";

/** The language switcher's globe, apart from the other icons: the landing page imports no other (docs/performance.md#quality-bars). */
export function GlobeIcon({ size = 24 }: { size?: number }) {
  return (
    <Svg size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Svg>
  );
}
