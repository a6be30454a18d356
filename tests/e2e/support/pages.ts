import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { DEMO_PASSWORD } from "./control";
import { STEP_TITLES } from "./step-titles";

/** Opens a path, waits for its page (a level-1 heading) and checks it with axe. */
export const visit = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expectAccessible(page);
};

/** The heading of the page on screen. */
export const heading = (page: Page) => page.locator("main h1");

/** The sign-in pages (language and notice shown) this worker has already checked with axe. */
const signInPagesChecked = new Set<string>();

/**
 * Signs in with e-mail and password on the sign-in page the browser is on. The page is checked with axe the first
 * time this worker meets it in a language and with a notice or none: the same page checked again in every test that
 * signs in cost a run of axe each (forms.spec.ts checks it at its own visit too). Tests whose subject is not signing
 * in open their page with `openSignedIn` (./session) instead.
 */
export const signIn = (page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> =>
  test.step(STEP_TITLES["sign-in page"], () => signInOnPage(page, email, password), { box: true });

const signInOnPage = async (page: Page, email: string, password: string): Promise<void> => {
  await expect(heading(page)).toHaveText("Sign in");
  const language = (await page.locator("html").getAttribute("lang")) ?? "";
  const notice = await page.getByRole("main").getByRole("status").count();
  const seen = `${language} ${notice}`;
  if (!signInPagesChecked.has(seen)) {
    await expectAccessible(page);
    signInPagesChecked.add(seen);
  }
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
