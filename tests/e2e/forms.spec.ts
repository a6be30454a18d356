import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { messagesOf } from "./support/fields";
import { heading, navigateInPage, openPage, visit } from "./support/pages";
import { openSignedIn } from "./support/session";
import { expectNoApiCall } from "./support/requests";

test.beforeEach(async ({ request }) => resetWorld(request));

const press = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).click();

/** A signed-out form reached by the portal's own navigation, at its heading, checked with axe before it is used. */
const openForm = async (page: Page, path: string, title: string) => {
  await navigateInPage(page, path);
  await expect(heading(page)).toHaveText(title);
  await expectAccessible(page);
};

test.describe("every form refuses bad input beside its fields and sends nothing", () => {
  // The four signed-out journeys that each loaded their pages are one: the sign-in page is loaded, the others are
  // reached by the portal's own navigation (navigateInPage: no second boot, axe injected once), each former test a
  // step with its title, every refusal and axe check kept.
  test("the signed-out forms: sign-in, sign-up, forgot password and e-mail, activation link and mobile onboarding", async ({
    page,
  }) => {
    // Four journeys' work in one: three times the default timeout.
    test.slow();
    await test.step("sign-in: e-mail and password, one-time code, phone or SIM ID", async () => {
      await visit(page, "/sign-in");
      await expectNoApiCall(page, async () => {
        await press(page, "Sign in");
        await expect(messagesOf(page, "E-mail")).toHaveText(["Please, enter email"]);
        await expect(messagesOf(page, "Password")).toHaveText(["Please, enter password"]);
        await page.getByRole("textbox", { name: "E-mail" }).fill("not-an-email");
        await press(page, "Sign in");
        await expect(messagesOf(page, "E-mail")).toHaveText(["Email format is invalid"]);
      });
      await expectAccessible(page);

      await page.getByRole("radio", { name: "A one-time code by e-mail" }).check();
      await expectNoApiCall(page, async () => {
        await press(page, "Send code");
        await expect(messagesOf(page, "E-mail")).toHaveText(["Please, enter email"]);
      });

      await page.getByRole("radio", { name: "Phone number or SIM ID" }).check();
      await expectNoApiCall(page, async () => {
        await page.getByRole("textbox", { name: "Phone number or SIM ID" }).fill("12345");
        await press(page, "Sign in");
        await expect(messagesOf(page, "Phone number or SIM ID")).not.toHaveCount(0);
        await expect(messagesOf(page, "Password")).toHaveText(["Please, enter password"]);
      });
      await expectAccessible(page);
    });

    await test.step("sign-up", async () => {
      await openForm(page, "/sign-up", "Create an account");
      await expectNoApiCall(page, async () => {
        await press(page, "Create account");
        await expect(messagesOf(page, "First name")).toHaveText(["Please, enter first name"]);
        await expect(messagesOf(page, "Last name")).toHaveText(["Please, enter last name"]);
        await expect(messagesOf(page, "E-mail")).toHaveText(["Please, enter email"]);
        await expect(messagesOf(page, "I accept the terms and conditions")).toHaveText([
          "Please accept the terms and conditions",
        ]);
        await expect(messagesOf(page, "I accept the privacy policy")).toHaveText([
          "Please accept the privacy policy",
        ]);
      });
      await expectAccessible(page);
    });

    await test.step("forgot password and forgot e-mail", async () => {
      await openForm(page, "/forgot-pass", "Forgot your password");
      await expectNoApiCall(page, async () => {
        await press(page, "Send code");
        await expect(messagesOf(page, "E-mail")).toHaveText(["Please, enter email"]);
      });
      await openForm(page, "/forgot-email", "Forgot your e-mail");
      await expectNoApiCall(page, async () => {
        await page.getByLabel("Mobile number").fill("12");
        await press(page, "Find my e-mail");
        await expect(messagesOf(page, "Mobile number")).toHaveText(["Mobile number format is invalid"]);
      });
      await expectAccessible(page);
    });

    await test.step("activation link and mobile onboarding (ONB-09)", async () => {
      await navigateInPage(page, "/activation/DEMO-ACT-0001");
      await expect(page.getByRole("button", { name: "Activate", exact: true })).toBeVisible();
      await expectAccessible(page);
      await expectNoApiCall(page, async () => {
        await press(page, "Activate");
        await expect(messagesOf(page, "Verification code")).toHaveText([
          "Please enter the verification code.",
        ]);
      });
      await navigateInPage(page, "/mobile-onboarding");
      await expect(page.getByRole("button", { name: "Find my SIM", exact: true })).toBeVisible();
      await expectAccessible(page);
      await expectNoApiCall(page, async () => {
        await press(page, "Find my SIM");
        await expect(messagesOf(page, "Phone number or SIM ID")).not.toHaveCount(0);
      });
      await expectAccessible(page);
    });
  });

  test("the profile's forms: personal data, e-mail, rewards card, delivery contact", async ({ page }) => {
    await openSignedIn(page, "prepay@waea.test", "/profile/account");
    await expect(heading(page)).toHaveText("My account");
    await expectNoApiCall(page, async () => {
      await page.getByLabel("First name").fill("  ");
      await press(page, "Save");
      await expect(messagesOf(page, "First name")).toHaveText(["Please, enter first name"]);
    });
    await expectAccessible(page);

    await page.getByRole("link", { name: "Change e-mail" }).click();
    await expect(heading(page)).toHaveText("Change e-mail");
    await expectNoApiCall(page, async () => {
      await press(page, "Change e-mail");
      await expect(messagesOf(page, "New e-mail")).toHaveText(["Please, enter email"]);
      await expect(messagesOf(page, "Confirm e-mail")).toHaveText(["Please, enter confirm email"]);
      await expect(messagesOf(page, "Current password")).toHaveText(["Please, enter password"]);
      await page.getByLabel("New e-mail").fill("prepay@waea.test");
      await page.getByLabel("Confirm e-mail").fill("prepay@waea.test");
      await press(page, "Change e-mail");
      await expect(messagesOf(page, "New e-mail")).toHaveText([
        "This is your current email. Please enter the new one",
      ]);
      await page.getByLabel("New e-mail").fill("kia.ora@waea.test");
      await page.getByLabel("Confirm e-mail").fill("kia.ora2@waea.test");
      await press(page, "Change e-mail");
      await expect(messagesOf(page, "Confirm e-mail")).toHaveText(["Email and confirm email do not match"]);
    });
    await expectAccessible(page);

    await visit(page, "/profile/account/auth-to-set-true-rewards-number");
    await expectNoApiCall(page, async () => {
      await press(page, "Link your rewards card");
      await expect(messagesOf(page, "Rewards e-mail")).toHaveText(["Please, enter rewards e-mail"]);
    });

    // Shipping details as loaded is addresses.spec.ts's check; the refused contact number is this one's.
    await openPage(page, "/profile/shipping-details");
    await expectNoApiCall(page, async () => {
      await page.getByLabel("Contact mobile number").fill("12");
      await page
        .locator("form", { has: page.getByLabel("Contact mobile number") })
        .getByRole("button")
        .click();
      await expect(messagesOf(page, "Contact mobile number")).toHaveText(["Mobile number format is invalid"]);
    });
    await expectAccessible(page);
  });

  test("an unverified account's e-mail verification code", async ({ page }) => {
    await openSignedIn(page, "unverified@waea.test", "/email-verify-page");
    await expect(heading(page)).toHaveText("Verify your e-mail");
    await expectNoApiCall(page, async () => {
      await press(page, "Confirm e-mail");
      await expect(messagesOf(page, "Verification code")).not.toHaveCount(0);
    });
    await expectAccessible(page);
  });
});
