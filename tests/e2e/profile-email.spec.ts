import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { DEMO_PASSWORD, resetWorld } from "./support/control";
import { messagesOf } from "./support/fields";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** Fills the e-mail change form named `form` and submits it with the button named `submit`. */
const changeEmail = async (page: Page, form: string, email: string, submit: string) => {
  const scope = page.getByRole("form", { name: form });
  await scope.getByLabel("New e-mail").fill(email);
  await scope.getByLabel("Confirm e-mail").fill(email);
  await scope.getByLabel("Current password").fill(DEMO_PASSWORD);
  await scope.getByRole("button", { name: submit, exact: true }).click();
};

test.describe("change e-mail (PRO-03, AUTH-13)", () => {
  test("an address in use is refused; a mistyped one is corrected from the verify page", async ({ page }) => {
    await openSignedIn(page, "payg@waea.test", "/profile/account/change-email");
    await expect(heading(page)).toHaveText("Change e-mail");

    await changeEmail(page, "Change e-mail", "prepay@waea.test", "Change e-mail");
    await expect(messagesOf(page, "New e-mail")).toHaveText([
      "This e-mail address is already in use. Please enter another one.",
    ]);
    await expect(page).toHaveURL(/\/profile\/account\/change-email$/);
    // The change form with a refusal beside its field is checked with axe in forms.spec.ts.

    await changeEmail(page, "Change e-mail", "mere@exmaple.nz", "Change e-mail");
    await expect(heading(page)).toHaveText("Verify your e-mail");
    await expect(page.getByText("Please verify your e-mail address mere@exmaple.nz.")).toBeVisible();
    await expectAccessible(page);

    await changeEmail(page, "Wrong address?", "mere@example.nz", "Correct the address");
    await expect(page.getByText("Please verify your e-mail address mere@example.nz.")).toBeVisible();
    await page.getByRole("button", { name: "Send verification e-mail" }).click();
    await expect(page.getByText("We have sent a verification e-mail to mere@example.nz.")).toBeVisible();
    await expectAccessible(page);
  });
});
