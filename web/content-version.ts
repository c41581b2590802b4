declare const __CONTENT_VERSION__: string;

/** Set at build time from the content files (scripts/build/content-version.ts). */
export const CONTENT_VERSION: string = __CONTENT_VERSION__;
