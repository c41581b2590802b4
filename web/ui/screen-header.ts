import { createContext, type ReactNode } from "react";

/** What the flow's header shows at its end, beside the logo: a kiosk's staff button (web/kiosk/StaffButton.tsx), or nothing. */
export const ScreenHeaderEnd = createContext<ReactNode>(null);
