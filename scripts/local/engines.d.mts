export const FIREFOX_PATH: string;
export const WEBKIT_DRIVER_PATH: string;
export const MINIBROWSER_PATH: string;
export const XVFB_RUN_PATH: string;
export const ENGINE_NEEDS: Record<"chromium" | "firefox" | "webkit", { files: string[]; apt: string[] }>;
