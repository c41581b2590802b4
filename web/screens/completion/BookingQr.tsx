import { Trans, useLingui } from "@lingui/react/macro";
import { bookingQr } from "../../booking-qr";

/**
 * On a kiosk, the booking page as a QR code to scan with one's own phone, and no link: a shared tablet must not open an
 * outside site (decision 069). The address is shown too, as text, for anyone without a camera.
 */
export function BookingQr({ schedulingUrl }: { schedulingUrl: string }) {
  const { t } = useLingui();
  const { size, path } = bookingQr;
  return (
    <div className="flex flex-col items-center gap-2 sm:flex-row sm:items-center sm:gap-5">
      <svg
        role="img"
        aria-label={t`QR code of the booking page`}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="h-40 w-40 shrink-0 rounded border border-solid border-slate-200"
        data-qr-text={schedulingUrl}
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <div className="text-center sm:text-start">
        <p className="m-0 text-lg font-semibold text-ink">
          <Trans>Scan to book on your phone</Trans>
        </p>
        {/* Latin letters, read left to right in every language (docs/languages.md#right-to-left). */}
        <p dir="ltr" className="m-0 mt-1 text-sm text-ink-muted break-all">
          {schedulingUrl}
        </p>
      </div>
    </div>
  );
}
