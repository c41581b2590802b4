import type { ChildProcess } from "node:child_process";

export const root: string;
export function wranglerEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function buildWeb(env?: Record<string, string>): void;
export function ensureDevVars(): void;
export function migrateLocal(persistTo?: string): void;
export function serve(options: {
  port: number;
  persistTo?: string;
  quiet?: boolean;
  vars?: Record<string, string>;
}): Promise<{ url: string; child: ChildProcess; stop: () => void }>;
export function stop(child: ChildProcess): void;
