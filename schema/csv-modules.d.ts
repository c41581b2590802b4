// The Vite csv-text plugin (and wrangler's Text rule) turn a .csv import into its text.
declare module "*.csv" {
  const text: string;
  export default text;
}
