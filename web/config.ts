import type { AppConfig } from "../schema/app-config";

declare const __APP_CONFIG__: AppConfig;

/** Product name, provider site and scheduling link: set at build time (PRODUCT_NAME, PROVIDER_URL, SCHEDULING_URL). */
export const config: AppConfig = __APP_CONFIG__;
