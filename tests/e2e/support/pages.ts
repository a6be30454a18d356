import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { DEMO_PASSWORD } from "./control";
import { STEP_TITLES } from "./step-titles";

/** Opens a path, waits for its page (a level-1 heading) and checks it with axe. */
export const visit = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expectAccessible(page);
};

/**
 * Opens a path and waits until its page answers (its level-1 heading shown, the app interactive), without axe: for a
 * page whose loaded state another journey already checks (the list in docs/testing.md, "What axe covers").
 */
export const openPage = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  await interactive(page);
};

/**
 * Goes to `path` in the document on screen, as the portal's own links do (wouter's navigation: `history.pushState`),
 * and waits for the address to follow: the portal does not boot again, which every `page.goto` pays for (about 2-3 s
 * of Chromium's CPU a load, the renderer's most of it). For a journey's next page where the page on screen has no link
 * to it, or where the link is not what the journey checks; a reload, a `/link/...` shortcut, or a page whose first
 * load is the subject stays a `page.goto`. `?language=` switches the language as it does on a load (APP-03). The
 * caller waits for the new page's heading (`expect(heading(page)).toHaveText(...)`) before checking it; with
 * `redirected`, the portal's guards send the path elsewhere (a signed-out visitor of /profile to the sign-in page)
 * and the caller checks where it lands.
 */
export const navigateInPage = async (
  page: Page,
  path: string,
  { redirected = false }: { readonly redirected?: boolean } = {},
): Promise<void> => {
  await interactive(page);
  await page.evaluate((to) => window.history.pushState(null, "", to), path);
  if (!redirected) await expect.poll(() => location(page)).toBe(path);
};

/** The heading of the page on screen. */
export const heading = (page: Page) => page.locator("main h1");

/**
 * Signs in with e-mail and password on the sign-in page the browser is on, without axe: the sign-in page's states
 * are checked once each where they are the subject (forms.spec.ts: the page and its refusals; session.spec.ts: the
 * page with its "Please sign in to continue." notice). It checked the page the first time each worker met it, which
 * made the same state's check run once a worker. Tests whose subject is not signing in open their page with
 * `openSignedIn` (./session) instead.
 */
export const signIn = (page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> =>
  test.step(STEP_TITLES["sign-in page"], () => signInOnPage(page, email, password), { box: true });

const signInOnPage = async (page: Page, email: string, password: string): Promise<void> => {
  await expect(heading(page)).toHaveText("Sign in");
  await interactive(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
};

/**
 * Waits until the app answers on the page (app/interactive-mark.tsx): a prerendered form typed into and sent before
 * then posts as plain HTML and comes back empty.
 */
export const interactive = (page: Page): Promise<void> =>
  page.locator("html[data-interactive]").waitFor({ state: "attached" });

/** The path and query the browser shows. */
export const location = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
