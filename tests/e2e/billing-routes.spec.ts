import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";
import { switchLanguage } from "./support/language";

test.beforeEach(async ({ request }) => resetWorld(request));

const route = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });

test.describe("billing routes (BR-01..04, a route's meter and history)", () => {
  test("BR-01, BR-04: payer@ approves member@'s request with its spend settings, invites child@ with a $20 limit, child@ accepts by link and spends $15; both see $5 left and the spend in the history; $10 more is refused; in English then Māori", async ({
    page,
  }) => {
    test.slow();
    await openSignedIn(page, "payer@waea.test", "/billing-routes");
    // member@ asks payer@ to pay: approving, payer@ chooses the route's spend settings, and the route opens with them.
    const asked = page.getByRole("region", { name: "Waiting for your answer" });
    await asked.getByLabel("Name").fill("Pita's mobile");
    await asked.getByLabel("Spend cycle (days)").fill("28");
    await asked.getByLabel("Number of cycles").fill("3");
    await asked.getByLabel("Spend limit per cycle, in dollars").fill("25");
    await expectAccessible(page);
    await asked.getByRole("button", { name: "Approve" }).click();
    await expect(route(page, "Pita's mobile")).toContainText("Every 28 days, 3 cycles");
    await expect(route(page, "Pita's mobile").getByRole("meter")).toHaveAttribute(
      "aria-valuetext",
      "$25.00 of $25.00 left",
    );
    // Two accounts have one route at most: payer@ first removes the seeded one that pays for Keri.
    await route(page, "Keri's mobile").getByRole("button", { name: "Remove Keri's mobile" }).click();
    await page
      .getByRole("alertdialog", { name: "Remove this billing route?" })
      .getByRole("button", { name: "Remove route" })
      .click();
    await expect(page.getByText("Keri's mobile was removed.")).toBeVisible();

    await page.getByRole("link", { name: "Add a billing route" }).click();
    await expect(heading(page)).toHaveText("Add a billing route");
    await page.getByLabel("Invite (you pay for them)").check();
    await page.getByLabel("E-mail or mobile number").fill("child@waea.test");
    await page.getByLabel("Message (optional)").fill("Keri's top-ups");
    await page.getByLabel("Spend limit per cycle, in dollars").fill("20");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send invite" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sent to child@waea.test" })).toBeVisible();
    const link = (await page.getByText(/\/profile\/balance\/billing-methods\/accept\//).innerText()).trim();

    await openSignedIn(page, "child@waea.test", new URL(link).pathname);
    await expect(
      page.getByRole("heading", { name: "Ruth Anderson offers to pay for your mobile" }),
    ).toBeVisible();
    await expect(page.getByText("Up to $20.00 each cycle.")).toBeVisible();
    await expect(page.getByText("60 min left")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(heading(page)).toHaveText("Billing routes");

    const card = route(page, "Keri's top-ups");
    await card.getByLabel("Top up through this route").fill("15");
    await card.getByRole("button", { name: "Top up" }).click();
    await expect(page.getByText("Topped up $15.00 through the route.")).toBeVisible();
    await expect(card.getByRole("meter")).toHaveAttribute("aria-valuetext", "$5.00 of $20.00 left");
    const spent = "Keri Anderson spent on a top-up, charged to Ruth Anderson";
    await expect(card.getByRole("table", { name: "History of Keri's top-ups" })).toContainText(spent);
    await card.getByLabel("Top up through this route").fill("10");
    await card.getByRole("button", { name: "Top up" }).click();
    await expect(card.getByRole("alert")).toContainText("Spend limit is over");
    await expect(card.getByRole("meter")).toHaveAttribute("aria-valuetext", "$5.00 of $20.00 left");
    await expectAccessible(page);

    await openSignedIn(page, "payer@waea.test", "/billing-routes");
    const paying = route(page, "Keri's top-ups");
    await expect(paying.getByRole("meter")).toHaveAttribute("aria-valuetext", "$5.00 of $20.00 left");
    await expect(paying.getByRole("table", { name: "History of Keri's top-ups" })).toContainText(spent);
    await expect(paying.getByRole("table", { name: "History of Keri's top-ups" })).toContainText("$15.00");

    await switchLanguage(page, "mi-NZ");
    await expect(heading(page)).toHaveText("Ngā ara utu");
    await expect(page.getByRole("table", { name: "Te hītori o Keri's top-ups" })).toContainText(
      "I whakapau a Keri Anderson mō tētahi utu tōmua, ka utua e Ruth Anderson",
    );
    await expectAccessible(page);
  });
});
