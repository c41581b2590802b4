export const KB: number;
export const BARS: { landing: number; flow: number; respondent: number; admin: number; catalogues: number };
export type RouteWeight = {
  path: string;
  bar: number | null;
  js: number;
  css: number;
  total: number;
  files: { file: string; bytes: number }[];
};
export function measureFirstLoad(dist: string): {
  routes: RouteWeight[];
  respondent: { files: number; bytes: number; bar: number };
  catalogues: { language: string; files: number; bytes: number; bar: number }[];
  adminOnly: { files: string[]; bytes: number };
  precache: { files: number; raw: number; gzipped: number; sw: { raw: number; gzipped: number } };
  adminLeaks: string[];
  failures: string[];
};
export function kb(bytes: number): string;
