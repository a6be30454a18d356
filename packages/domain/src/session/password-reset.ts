import type { AuthData } from "./auth-data";

/**
 * AUTH-07: the login whose password a reset sets (auth/LOCAL/{authId}): the AuthID the operator's sign-in reply
 * names, else the e-mail address the one-time code was sent to (a reply may leave AuthID out).
 */
export const resetLoginId = (auth: Pick<AuthData, "AuthID">, email: string): string => {
  const named = auth.AuthID?.trim() ?? "";
  return named === "" ? email : named;
};
