import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { DEMO_PASSWORD, resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { newestCode } from "./support/mailbox";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** phone@'s SIM ID (README: it signs in by it): a card on a service already. */
const SIM_IN_USE = "8964024000000067670";
/** A new card of the right form that no service has. */
const NEW_SIM = "8964029999000000017";

const toggle = (page: Page, name: string) => page.getByRole("switch", { name, exact: true });

test("SIM-01: prepay@ turns incoming calls off, is shown that forwarding, waiting and hold go off too, confirms, and the settings read back that way, in English and Māori", async ({
  page,
}) => {
  await openSignedIn(page, "prepay@waea.test", "/link/sim-settings");
  await expect(heading(page)).toHaveText("Supplementary features");
  await toggle(page, "Forward calls when busy").check();
  await toggle(page, "Incoming calls").uncheck();
  await page.getByRole("button", { name: "Save call settings" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Other settings change too" });
  for (const setting of ["Forward calls when busy", "Call waiting", "Call hold"])
    await expect(
      dialog.getByText(`${setting} will be turned off because incoming calls are disabled.`),
    ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save all these changes" }).click();
  await expect(page.getByText("Your call settings are saved.")).toBeVisible();

  await page.reload();
  for (const setting of ["Incoming calls", "Forward calls when busy", "Call waiting", "Call hold"])
    await expect(toggle(page, setting)).not.toBeChecked();
  await expect(toggle(page, "Outgoing calls")).toBeChecked();

  // The page itself (supplementary features, where /link/sim-settings lands) is checked with axe as loaded in both
  // languages by addons.spec.ts's roaming journey; this journey checks its dialog.
  await switchLanguage(page, "mi-NZ");
  await expect(page.getByRole("heading", { name: "Ngā tautuhinga waea" })).toBeVisible();
  await expect(toggle(page, "Ngā waea taumai")).not.toBeChecked();
});

test("SIM-02: prepay@ disables its SIM with the e-mailed code from the mailbox after a wrong code is refused (still signed in), and enables it with the password, in English and Māori", async ({
  page,
}) => {
  await openSignedIn(page, "prepay@waea.test", "/link/mobile-features");
  await expect(heading(page)).toHaveText("SIM card actions");
  await expect(page.getByText("This SIM is enabled: calls, texts and data work.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: /^Disable SIM/ }).click();
  await expect(heading(page)).toHaveText("Disable SIM");
  await page.getByRole("radio", { name: "With a code sent to my email" }).check();
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(/^We emailed a code to /)).toBeVisible();
  const code = await newestCode(page.request, "prepay@waea.test", "sim_code");
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  const field = page.getByLabel("Code from the email");
  await field.fill(wrong);
  await page.getByRole("button", { name: "Disable SIM" }).click();
  await expect(page.getByText("The password or code is not correct. Please try again.")).toBeVisible();
  await expect(field).toBeFocused();
  await expect(heading(page)).toHaveText("Disable SIM");
  await expectAccessible(page);
  await field.fill(code);
  await page.getByRole("button", { name: "Disable SIM" }).click();
  await expect(page.getByText("Your SIM is disabled. Enable it again from SIM card actions.")).toBeVisible();

  await switchLanguage(page, "mi-NZ");
  await page.getByRole("link", { name: "Ngā mahi kāri SIM" }).first().click();
  await expect(heading(page)).toHaveText("Ngā mahi kāri SIM");
  await page.getByRole("link", { name: /^Whakahohea te SIM/ }).click();
  await expect(heading(page)).toHaveText("Whakahohea te SIM");
  await page.getByLabel("Kupuhipa", { exact: true }).fill(DEMO_PASSWORD);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Whakahohea te SIM" }).click();
  await expect(page.getByText("Kua whakahohea anō tō SIM.")).toBeVisible();
});

test("SIM-03: prepay@ is refused a SIM ID already in use and swaps to a new one, in English and Māori", async ({
  page,
}) => {
  await openSignedIn(page, "prepay@waea.test", "/profile/mobile/sim-card-actions/sim-swap");
  await expect(heading(page)).toHaveText("SIM swap");
  const simId = page.getByLabel("New SIM ID");
  await simId.fill(SIM_IN_USE);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Swap to the new SIM" }).click();
  await expect(page.getByRole("alert")).toHaveText("SIM swap error. Please contact support.");
  await expectAccessible(page);
  await simId.fill(NEW_SIM);
  await page.getByRole("button", { name: "Swap to the new SIM" }).click();
  await expect(page.getByText(`Done: your number is now on the SIM ${NEW_SIM}.`)).toBeVisible();
  await switchLanguage(page, "mi-NZ");
  await expect(page.getByText(`Kua oti: kei te SIM ${NEW_SIM} tō nama ināianei.`)).toBeVisible();
  await page.getByRole("link", { name: "Ngā mahi kāri SIM" }).first().click();
  await page.getByRole("link", { name: /^Ngā taipitopito SIM/ }).click();
  await expect(page.getByText(NEW_SIM)).toBeVisible();
  await expectAccessible(page);
});

test("SIM-05: prepay@ changes its number from the second page of results and the dashboard shows it, in English and Māori", async ({
  page,
}) => {
  await openSignedIn(page, "prepay@waea.test", "/profile/mobile/sim-card-actions/phone-number-change");
  await expect(heading(page)).toHaveText("Change phone number");
  await page.getByRole("button", { name: "More numbers" }).click();
  const second = page.getByRole("group", { name: "Choose a new number (page 2)" });
  await expect(second.getByRole("radio")).toHaveCount(15);
  await expectAccessible(page);
  const choice = second.locator("label").nth(2);
  const number = ((await choice.textContent()) ?? "").trim();
  await choice.click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(new RegExp(`to ${number}\\.`))).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Change my number" }).click();
  await expect(page.getByText(`Your number is now ${number}.`)).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page.getByText(`Mobile number ${number}`)).toBeVisible();
  // The mobile page (/profile/mobile) is checked with axe in both languages by porting.spec.ts's SIM-06 journey.
  await switchLanguage(page, "mi-NZ");
  await expect(page.getByText(`Nama waea pūkoro ${number}`)).toBeVisible();
});
