import type { BrowserContext, Page } from "playwright-core";

export const PERSON: { cultureAnswerMs: number; pageMs: number };
export type Save = { sentAt: number; answeredAt: number | null; status: number | null; answers: number };
export type Tap = { at: number; answers: number };
export type Span = [from: number, to: number | null];
export function answersIn(save: Record<string, unknown>): number;
export function watchSaves(context: BrowserContext): Save[];
export function longestOnDevice(taps: Tap[], saves: Save[], offline: Span[]): number;
export function runRespondent(
  page: Page,
  options: {
    audience: "ceo" | "manager" | "ic";
    person: { name: string; email: string };
    pace?: "bot" | "person";
    scale?: number;
    offlinePeriods?: boolean;
    setOffline: (offline: boolean) => Promise<void>;
  },
): Promise<{ taps: Tap[]; offline: Span[] }>;
