export const DEV_CLIENT_ID: string;
export const DEV_CLIENT_SECRET: string;
export function claimsFor(login: string): {
  sub: string;
  email: string;
  email_verified?: boolean;
  name: string;
  given_name: string | null;
  family_name: string | null;
};
export function startOidcProvider(options: {
  port: number;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<{ issuer: string; clientId: string; clientSecret: string; stop: () => Promise<void> }>;
