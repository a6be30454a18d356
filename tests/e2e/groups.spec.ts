import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld, SEED } from "./support/control";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";
import { switchLanguage } from "./support/language";

test.beforeEach(async ({ request }) => resetWorld(request));

/** member@'s mobile number, as the operator has it (the number a leader would be told), in its local spelling. */
const numberOf = async (page: Page, email: string): Promise<string> => {
  const auth = await page.request.post(`/api/v2/${SEED}/auth`, {
    data: {
      IdentityProvider: "LOCAL",
      AuthID: email,
      AuthCode: "Waea-Demo-2026",
      SPID: SEED,
      IncludeRoles: true,
    },
  });
  const { JWT, AuthResponse } = (await auth.json()) as {
    readonly JWT: string;
    readonly AuthResponse: { readonly CustomerUUID: string };
  };
  const products = await page.request.get(
    `/api/v2/${SEED}/customer/${AuthResponse.CustomerUUID}/mobile_products`,
    {
      headers: { Authorization: `Bearer ${JWT}` },
    },
  );
  const msisdn = /"MSISDN":"64(\d+)"/.exec(await products.text())?.[1];
  if (msisdn === undefined) throw new Error(`${email} has no mobile number`);
  return `0${msisdn}`;
};

const members = (page: Page) =>
  page.getByRole("list", { name: "Members of Williams whānau" }).getByRole("listitem");

const removeMember = async (page: Page, name: string, rule: string, confirm: string) => {
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Remove ${name}?` });
  await expect(dialog).toContainText(rule);
  await dialog.getByRole("button", { name: confirm }).click();
};

test.describe("groups (GRP-01..04)", () => {
  test("GRP-01, GRP-04: leader@ invites member@'s number, member@ accepts; removing from 3 members keeps the group, from 2 deletes it; in English then Māori", async ({
    page,
  }) => {
    test.slow();
    // payg@ takes up leader@'s waiting invite: the Williams whānau has 3 members (leader@, member@, payg@).
    await openSignedIn(page, "payg@waea.test", "/profile/customer-groups");
    const incoming = page.getByRole("region", { name: "Invites to you" });
    await incoming.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByText("Invite accepted.")).toBeVisible();
    await expect(members(page)).toHaveCount(3);

    // leader@ removes member@ from the 3: the rule is said first, and the group stays.
    await openSignedIn(page, "leader@waea.test", "/profile/customer-groups");
    await expect(members(page).first()).toContainText("Hana WilliamsYouLeader");
    await expectAccessible(page);
    await removeMember(
      page,
      "Pita Williams",
      "Pita Williams will leave Williams whānau. The group stays with its other members.",
      "Remove member",
    );
    await expect(page.getByText("Pita Williams was removed from Williams whānau.")).toBeVisible();
    await expect(members(page)).toHaveCount(2);

    // leader@ invites member@ back by number; member@ accepts.
    const number = await numberOf(page, "member@waea.test");
    await page.getByLabel("Invite by e-mail or mobile number").fill(number);
    await page.getByRole("button", { name: "Send invite" }).click();
    await expect(page.getByText(`Invite sent to ${number}.`)).toBeVisible();
    const sent = page.getByRole("region", { name: "Invites you sent" });
    await expect(sent.getByRole("listitem").filter({ hasText: `Invite to ${number}` })).toContainText(
      "60 min left",
    );

    await openSignedIn(page, "member@waea.test", "/profile/customer-groups");
    await page
      .getByRole("region", { name: "Invites to you" })
      .getByRole("listitem")
      .filter({ hasText: "Invite from Hana Williams" })
      .getByRole("button", { name: "Accept" })
      .click();
    await expect(page.getByText("Invite accepted.")).toBeVisible();
    await expect(members(page)).toHaveCount(3);

    // Back to 3: removing payg@ keeps the group; then member@ of 2, and the whole group goes.
    await openSignedIn(page, "leader@waea.test", "/profile/customer-groups");
    await removeMember(page, "Mere Parata", "The group stays", "Remove member");
    await expect(members(page)).toHaveCount(2);
    await page.getByRole("button", { name: "Remove Pita Williams" }).click();
    const last = page.getByRole("alertdialog", { name: "Remove Pita Williams?" });
    await expect(last).toContainText(
      "Williams whānau has 2 or fewer members, so removing Pita Williams deletes the whole group.",
    );
    await expectAccessible(page);
    await last.getByRole("button", { name: "Remove and delete group" }).click();
    await expect(page.getByText("Williams whānau was deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "You are not in a group" })).toBeVisible();

    await switchLanguage(page, "mi-NZ");
    await expect(heading(page)).toHaveText("Ngā rōpū kiritaki");
    await expect(page.getByRole("heading", { name: "Kāore koe i tētahi rōpū" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Te utu hoa i te rahi o te rōpū" })).toBeVisible();
    await expectAccessible(page);
  });
});
