import type { ChildProcess } from "node:child_process";

export const root: string;
export function freePort(): Promise<number>;
export function wranglerEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function buildWeb(env?: Record<string, string>, outDir?: string): void;
export function isolatedConfig(workDir: string, assetsDir: string, main?: string): string;
export function ensureDevVars(): void;
export function migrateLocal(persistTo?: string, config?: string): void;
export function serve(options: {
  port: number;
  persistTo?: string;
  config?: string;
  quiet?: boolean;
  vars?: Record<string, string>;
}): Promise<{ url: string; child: ChildProcess; stop: () => void }>;
export function serveInProcess(options: {
  port: number;
  persistTo?: string;
  config: string;
  vars?: Record<string, string>;
}): Promise<{ url: string; stop: () => Promise<void> }>;
export function stop(child: ChildProcess): void;
