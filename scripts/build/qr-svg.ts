import { encode } from "uqr";

/** A QR code as the size of its square and one SVG path. */
export type QrSvg = { size: number; path: string };

/**
 * A QR code (uqr, error correction M, a 2-module border, as the invite codes: web/admin/ui/QrCode.tsx) as one SVG path,
 * each row's dark runs a rectangle. The kiosk's booking code is drawn at build time with it (decision 069), so no QR
 * library reaches a respondent's device.
 */
export function qrSvg(text: string): QrSvg {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    for (let x = 0; x < size;) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, path };
}
