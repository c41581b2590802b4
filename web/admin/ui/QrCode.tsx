import { encode } from "uqr";

/**
 * A QR code as an SVG drawn by React from uqr's module matrix (no HTML string injected): one path of
 * unit squares, crisp at any print size. Error correction M survives a smudged or folded sheet.
 */
export function QrCode({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let d = "";
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
