/** Build-time configuration of the web app (docs/product.md#content): environment variables with local defaults. */
export type AppConfig = { productName: string; providerUrl: string; schedulingUrl: string };

export function appConfigFromEnv(env: Record<string, string | undefined>): AppConfig {
  return {
    productName: env.PRODUCT_NAME || "Sociality Assessment",
    providerUrl: env.PROVIDER_URL || "https://example.org",
    schedulingUrl: env.SCHEDULING_URL || "https://example.org/book",
  };
}
