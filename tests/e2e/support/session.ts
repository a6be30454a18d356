import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, SEED } from "./control";
import { heading } from "./pages";
import { STEP_TITLES } from "./step-titles";

/** The sign-in call of the contract (auth.signIn: POST /v2/{spid}/auth); the operator's SPID is the seed's 67. */
const SIGN_IN_PATH = `/api/v2/${SEED}/auth`;

/** Where the portal keeps a session (packages/domain/src/ports/storage-keys.ts). */
const AUTH_KEY = "waea.auth";
const REFRESH_TOKEN_KEY = "waea.refresh-token";

/**
 * Opens `path` signed in as a demo login without going through the sign-in page: the operator's sign-in call is made
 * from the test, its reply kept in the browser's storage as the portal keeps it (the auth data, the refresh token
 * apart), and the page opens as a returning visitor's browser opens it (the silent login, AUTH-09). For tests whose
 * subject is not signing in: the sign-in page and its axe check are the subject of forms.spec.ts, auth-journeys,
 * guards and session. Waits for the page's heading.
 */
export const openSignedIn = (
  page: Page,
  email: string,
  path: string,
  password: string = DEMO_PASSWORD,
): Promise<void> =>
  test.step(STEP_TITLES["open signed in"], () => openWithStoredSession(page, email, path, password), {
    box: true,
  });

const openWithStoredSession = async (
  page: Page,
  email: string,
  path: string,
  password: string,
): Promise<void> => {
  const reply = await page.request.post(SIGN_IN_PATH, {
    data: { IdentityProvider: "LOCAL", AuthID: email, AuthCode: password, SPID: SEED, IncludeRoles: true },
  });
  if (!reply.ok()) throw new Error(`sign-in of ${email} through the API failed: ${reply.status()}`);
  const { RefreshToken, ...auth } = (await reply.json()) as { readonly RefreshToken?: string };
  // The portal's origin without the portal (its storage is the origin's): the health check is a bare reply.
  await page.goto("/api/health");
  await page.evaluate(
    ([keys, kept, token]) => {
      window.localStorage.setItem(keys[0], kept);
      if (token !== undefined) window.localStorage.setItem(keys[1], token);
    },
    [[AUTH_KEY, REFRESH_TOKEN_KEY], JSON.stringify(auth), RefreshToken] as const,
  );
  await page.goto(path);
  await expect(heading(page)).toBeVisible();
};
