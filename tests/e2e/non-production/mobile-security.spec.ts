import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { resetWorld } from "../support/control";
import { openSignedIn } from "../support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/**
 * SIM-07 against a non-production server (the production one answers not-found): prepay@ turns basic protection on,
 * blocks a number, turns advanced on with an allow list, and, once the operator's clock has moved (control door),
 * reads what was stopped.
 */
test("SIM-07: prepay@ blocks a number, allows another, and reads the calls and texts that were stopped", async ({
  page,
  request,
}) => {
  await openSignedIn(page, "prepay@waea.test", "/profile/mobile/security");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mobile security");
  // The switch follows the saved setting, so it turns once the operator has answered: click, then wait for it.
  await page.getByRole("switch", { name: /Basic protection/ }).click();
  await expect(page.getByRole("switch", { name: /Basic protection/ })).toBeChecked();
  await expect(page.getByText("Your block list applies now.")).toBeVisible();

  const block = page.getByRole("region", { name: "Block list" });
  await block.getByLabel("Phone number").fill("09 555 0100");
  await block.getByRole("button", { name: "Add" }).click();
  await expect(block.getByText("+6495550100", { exact: true })).toBeVisible();
  const allow = page.getByRole("region", { name: "Allow list" });
  await allow.getByLabel("Phone number").fill("021 555 0123");
  await allow.getByRole("button", { name: "Add" }).click();
  await expect(allow.getByText("+64215550123", { exact: true })).toBeVisible();
  await page.getByRole("switch", { name: /Advanced protection/ }).click();
  await expect(page.getByRole("switch", { name: /Advanced protection/ })).toBeChecked();
  await expect(page.getByText("Your allow list applies now: every other number is stopped.")).toBeVisible();
  await expectAccessible(page);

  const moved = await request.post("/api/__control/clock", { data: { AdvanceMillis: 45 * 60_000 } });
  expect(moved.ok()).toBe(true);
  await page.goto("/profile/mobile/security/reports");
  const report = page.getByRole("table", { name: "Calls and texts your protection stopped, newest first" });
  await expect(report.getByText("Not on your allow list").first()).toBeVisible();
  await expectAccessible(page);
});
