// @lingui/vite-plugin compiles an imported .po catalogue into its messages (docs/languages.md).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
