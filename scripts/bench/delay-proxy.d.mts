export function startDelayProxy(target: string, rttMs: number): Promise<{ port: number; url: string; close(): Promise<void> }>;
