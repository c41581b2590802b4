import type { Plugin } from "vite";

/** Imports a .csv file as its text, as wrangler's Text rule does for the worker build. */
export function csvText(): Plugin {
  return {
    name: "csv-text",
    enforce: "pre",
    transform(code, id) {
      if (!id.split("?")[0]!.endsWith(".csv")) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
