import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

const MINUTE = 60_000;

test("BR-04: an invite older than an hour cannot be accepted (the operator's clock moved on through the control door)", async ({
  page,
  request,
}) => {
  await openSignedIn(page, "payer@waea.test", "/billing-routes");
  const nana = page
    .getByRole("region", { name: "You sent" })
    .getByRole("listitem")
    .filter({ hasText: "Invite to nana.anderson@example.co.nz" });
  // The invite was sent 20 minutes before the world's start; the worker's server clock may have moved on since (other
  // journeys move it), so the minutes left are read from the page, then the clock moves one minute past them.
  await expect(nana).toContainText(/\d+ min left/);
  const left = Number(/(\d+) min left/.exec(await nana.innerText())?.[1]);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(40);
  const link = (await nana.getByText(/\/profile\/balance\/billing-methods\/accept\//).innerText()).trim();
  // Past its hour on the operator's clock. The browser's clock stays as it is: the operator decides expiry and the
  // page shows what it says.
  const advanced = await request.post("/api/__control/clock", {
    data: { AdvanceMillis: (left + 1) * MINUTE },
  });
  expect(advanced.ok()).toBe(true);
  await openSignedIn(page, "nocard@waea.test", new URL(link).pathname);
  await expect(page.getByRole("alert")).toHaveText("This invite or request has expired");
  await expect(page.getByText("Expired", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);

  // The same refusal in Māori.
  await switchLanguage(page, "mi-NZ");
  await expect(page.getByRole("alert")).toHaveText("Kua pau te wā o tēnei pōwhiri, tono rānei");
  await expect(page.getByText("Kua pau te wā", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Whakaaetia" })).toHaveCount(0);
  await expectAccessible(page);
});
