import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { DEMO_PASSWORD } from "./control";

/** Opens a path, waits for its page (a level-1 heading) and checks it with axe. */
export const visit = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expectAccessible(page);
};

/** The heading of the page on screen. */
export const heading = (page: Page) => page.locator("main h1");

/** Signs in with e-mail and password on the sign-in page the browser is on (checked with axe first). */
export const signIn = async (page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> => {
  await expect(heading(page)).toHaveText("Sign in");
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
};

/** The path and query the browser shows. */
export const location = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
