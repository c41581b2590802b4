// The Vite csv-text plugin turns a .csv import into its text.
declare module "*.csv" {
  const text: string;
  export default text;
}
