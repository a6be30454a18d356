import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, interactive } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

test("an unknown page answers 404 and shows the not-found page (APP-02); /recharge and /pay-bill are not found in production (GST-03)", async ({
  page,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Page not found");
  await expectAccessible(page);
  // Guest recharge and pay-bill are off with the production settings (GST-03); non-production/guest.spec.ts has it on.
  for (const path of ["/recharge", "/pay-bill"]) {
    const guest = await page.goto(path);
    expect(guest?.status()).toBe(404);
    await expect(heading(page)).toHaveText("Page not found");
  }
});

test("a missing script answers 404, not the app; a deep link answers 200 (APP-02)", async ({
  page,
  request,
}) => {
  const missing = await request.get("/assets/no-such-chunk.js");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
  const deep = await page.goto("/profile/account");
  expect(deep?.status()).toBe(200);
  await expect(heading(page)).toHaveText("Sign in");
});

test("?language=mi-NZ sets <html lang> and is remembered before any click (APP-03, APP-08)", async ({
  page,
}) => {
  await page.goto("/?language=mi-NZ");
  await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("waea.preferences")))
    .toContain('"lang":"mi-NZ"');
  const maori = await heading(page).innerText();
  // The next page's HTML, as the server sends it before any script runs (the language cookie), is already Māori.
  const served = await (await page.request.get("/")).text();
  expect(served).toContain('<html lang="mi-NZ">');
  expect(served).toContain(`>${maori}</h1>`);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
  await expect(heading(page)).toHaveText(maori);
});

test("public pages are served prerendered, text and <html lang> in the HTML, and hydrate without errors (APP-03, APP-08)", async ({
  page,
  request,
}) => {
  const html = async (url: string) => (await request.get(url)).text();
  const home = await html("/");
  expect(home).toContain('<html lang="en">');
  expect(home).toMatch(/<h1[^>]*>Mobile and broadband for Aotearoa<\/h1>/);
  const signIn = await html("/sign-in");
  expect(signIn).toContain('<html lang="en">');
  expect(signIn).toContain("<h1>Sign in</h1>");
  const maori = await html("/sign-in?language=mi-NZ");
  expect(maori).toContain('<html lang="mi-NZ">');
  expect(maori).toContain("<h1>Takiuru</h1>");
  const notFound = await request.get("/no/such/page?language=mi-NZ");
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('<html lang="mi-NZ">');

  const problems: string[] = [];
  page.on("console", (message) => {
    // A missing favicon is the browser's own request, not the page's.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/sign-in");
  // Hydrated: the prerendered form answers (another sign-in method shows its own form).
  await page.getByRole("radio", { name: "A one-time code by e-mail" }).check();
  await expect(page.getByRole("form", { name: "Sign in with e-mail and password" })).toBeHidden();
  expect(problems).toEqual([]);
});

test("Escape after a click on the error dialog gives focus back to the form, not <body> (APP-09)", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await interactive(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill("prepay@waea.test");
  await page.getByLabel("Password", { exact: true }).fill("Not-The-Password-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.locator("p").click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The Sign in button that opened it, or the first invalid field: a control of the form either way.
  await expect(page.locator("main form :focus")).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
