import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, signIn, visit } from "./support/pages";
import { recordApiCalls } from "./support/requests";

test.beforeEach(async ({ request }) => resetWorld(request));

test("AUTH-07: forgot e-mail works signed out: a known number shows its e-mail masked, an unknown one says so", async ({
  page,
}) => {
  const recorder = recordApiCalls(page);
  await visit(page, "/forgot-email");
  await expect(heading(page)).toBeVisible();
  // phone@waea.test's number (docs/api.md).
  await page.getByLabel("Mobile number").fill("022 067 6767");
  await page.getByRole("button", { name: "Find my e-mail", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("p•••@waea.test");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toHaveCount(0);
  await page.getByLabel("Mobile number").fill("021 999 0001");
  await page.getByRole("button", { name: "Find my e-mail", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("We haven't found your phone number or SIM ID.");
  expect(recorder.calls.filter((call) => call.endsWith("/auth/forgot_email"))).toHaveLength(2);
  await expectAccessible(page);
});

test("AUTH-09, AUTH-12: a reload with a valid session re-sends neither auth_check nor auth_roles", async ({
  page,
}) => {
  await visit(page, "/sign-in");
  await signIn(page, "multi@waea.test");
  await expect(page).toHaveURL(/\/select-account/);
  const recorder = recordApiCalls(page);
  await page.reload();
  await expect(page).toHaveURL(/\/select-account/);
  await expect(heading(page)).toBeVisible();
  expect(recorder.calls.filter((call) => /\/(auth_check|auth_roles)$/.test(call))).toEqual([]);
});
