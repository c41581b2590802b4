export const PLACEHOLDER_DATABASE_ID: string;
export const DEMO_ADMIN_PASSWORD: string;
export const MIN_ADMIN_PASSWORD_LENGTH: number;
export function adminPasswordProblems(password: string, source: string): string[];
export function deployProblems(tomlText: string, options?: { envName?: string; adminPassword?: string }): string[];
