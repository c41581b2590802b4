// @lingui/vite-plugin compiles an imported .po catalogue into its messages (docs/languages.md).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

// scripts/build/vite-pseudo-locale.ts: the pseudo-locale's catalogues in a pseudo build, else none (decision 052).
declare module "virtual:pseudo-catalogues" {
  import type { Messages } from "@lingui/core";
  export const pseudoCatalogues: Record<string, () => Promise<{ messages: Messages }>>;
}
