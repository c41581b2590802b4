// Renders the PWA icons (regular and maskable) from one SVG; run once when the logo changes.
import sharp from "sharp";
import { join } from "node:path";

const out = join(import.meta.dirname, "..", "..", "web", "public", "icons");
const logo = (pad) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" ${pad ? "" : 'rx="14"'} fill="#1d4ed8"/>
  <g transform="translate(${pad ? 8.96 : 0} ${pad ? 8.96 : 0}) scale(${pad ? 0.72 : 1})">
    <circle cx="22" cy="26" r="9" fill="#facc15"/><circle cx="42" cy="26" r="9" fill="#60a5fa"/><circle cx="32" cy="42" r="9" fill="#f87171"/>
  </g></svg>`;
for (const size of [192, 512]) {
  await sharp(Buffer.from(logo(false)))
    .resize(size, size)
    .png()
    .toFile(join(out, `icon-${size}.png`));
  await sharp(Buffer.from(logo(true)))
    .resize(size, size)
    .png()
    .toFile(join(out, `maskable-${size}.png`));
}
await sharp(Buffer.from(logo(false)))
  .resize(180, 180)
  .png()
  .toFile(join(out, "apple-touch-icon.png"));
console.log("icons written to", out);
