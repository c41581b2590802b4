import type { CultureCode, Rating } from "../../schema/constants";
import { Svg } from "./Svg";

type IconProps = { size?: number; className?: string };

/**
 * Icons that point along the line of text (back, a trend over time) mirror in a right-to-left language
 * (docs/languages.md#right-to-left); up, down and the rest do not.
 */
const MIRROR = "rtl:-scale-x-100";

export const ArrowUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);
export const ArrowDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 5v14M5 12l7 7 7-7" />
  </Svg>
);
export const CrossIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const PlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);
/** Back: the arrow points to where the text comes from (the left in English, the right in Arabic). */
export const ArrowLeftIcon = (p: IconProps) => (
  <Svg {...p} className={`${MIRROR} ${p.className ?? ""}`}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Svg>
);
export const ExternalIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);
export const CheckCircleIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </Svg>
);

/** Statement rating bullet: 0 empty ring, 1 ring with one tick, 2 filled disc with two ticks. */
export function RatingIcon({ value, size = 28 }: { value: Rating; size?: number }) {
  if (value === 0)
    return (
      <Svg size={size} className="text-slate-500">
        <circle cx="12" cy="12" r="9.5" />
      </Svg>
    );
  if (value === 1)
    return (
      <Svg size={size} className="text-brand">
        <circle cx="12" cy="12" r="9.5" fill="#dbeafe" />
        <path d="M7.5 12.5l3 3 6-6.5" strokeWidth={2.5} />
      </Svg>
    );
  return (
    <Svg size={size} className="text-brand">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M5.5 12.5l2.5 2.5 4.5-5M11 14.5l.5.5 6-6.5" stroke="#fff" strokeWidth={2.2} />
    </Svg>
  );
}

const THUMB = "M7 11v9H4v-9zM7 11l4-7.5a2 2 0 0 1 3.5 1.6L13.5 10H19a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 17.8 20H7";
const STAR = "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z";

/** One distinct icon per culture response code (docs/product.md#entities: each code has an icon); opposites mirror each other. */
export function CultureIcon({ code, size = 28 }: { code: CultureCode; size?: number }) {
  switch (code) {
    case 1: // No, That's Not Me
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="9" />
          <path d="M9 9l6 6M15 9l-6 6" />
        </Svg>
      );
    case 2: // Wish This Was Me
      return (
        <Svg size={size}>
          <path d={STAR} />
        </Svg>
      );
    case 3: // Used To, Not Anymore: a trend over time, read in the text's direction
      return (
        <Svg size={size} className={MIRROR}>
          <path d="M3 7l6 6 4-4 8 8" />
          <path d="M14 17h7v-7" />
        </Svg>
      );
    case 4: // Strong No
      return (
        <Svg size={size}>
          <g transform="rotate(180 12 12)">
            <path d={THUMB} />
          </g>
        </Svg>
      );
    case 6: // Yes, I Identify
      return (
        <Svg size={size}>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l3 3 5-6" />
        </Svg>
      );
    case 7: // Wish This Wasn't Me
      return (
        <Svg size={size}>
          <path d={STAR} />
          <path d="M3 3l18 18" />
        </Svg>
      );
    case 8: // Didn't Before, Do Now: a trend over time, read in the text's direction
      return (
        <Svg size={size} className={MIRROR}>
          <path d="M3 17l6-6 4 4 8-8" />
          <path d="M14 7h7v7" />
        </Svg>
      );
    case 9: // Strong Yes
      return (
        <Svg size={size}>
          <path d={THUMB} />
        </Svg>
      );
  }
}
/** A kiosk's staff menu: a key, nothing a respondent reads as theirs. */
export const KeyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3L20 3M16 7l3 3M14 9l2 2" />
  </Svg>
);
