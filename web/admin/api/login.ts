import type { AuthUser, LoginAnswer } from "../../../schema/records/admin";
import { requestJson } from "./http";

/** POST /api/admin/login; the session cookie comes back HttpOnly. Throws HttpError (401, 429, 400) or a network TypeError. */
export async function login(password: string): Promise<AuthUser> {
  const answer = await requestJson<LoginAnswer>("POST", "/api/admin/login", { password });
  return answer.user;
}
