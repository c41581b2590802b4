/** A QR code as the size of its square and one SVG path (scripts/build/qr-svg.ts). */
export type QrSvg = { size: number; path: string };

declare const __BOOKING_QR__: QrSvg;

/** The scheduling page's QR code, drawn at build time from SCHEDULING_URL (decision 069); read only by the kiosk's completion screen. */
export const bookingQr: QrSvg = __BOOKING_QR__;
