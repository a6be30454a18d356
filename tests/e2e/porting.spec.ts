import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

const PORTING = "/profile/mobile/sim-card-actions/number-porting";
const MINUTE = 60_000;

/** The operator's time moves on (the fake API's control door): ports move through their states on it. */
const advance = async (request: APIRequestContext, minutes: number) => {
  const reply = await request.post("/api/__control/clock", { data: { AdvanceMillis: minutes * MINUTE } });
  expect(reply.ok()).toBe(true);
};

const progress = (page: Page, name = "Number transfer progress") => page.getByRole("navigation", { name });

const checkAgain = (page: Page) => page.getByRole("button", { name: "Check again" }).click();

/**
 * The operator's clock moves on, then the customer checks again and the tracker shows `step` as current: the check's
 * answer is awaited before the clock moves again, so a call in the session's last half hour renews it (the fake API
 * renews a token then) before its hour is up.
 */
const advanceAndCheck = async (page: Page, request: APIRequestContext, minutes: number, step: string) => {
  await advance(request, minutes);
  await checkAgain(page);
  await expect(progress(page).locator('[aria-current="step"]')).toContainText(step);
};

test("SIM-06: porting@ sees the tracker at network provisioning and, once the clock moves, the completed port and the new number on the dashboard, in English and Māori", async ({
  page,
  request,
}) => {
  await openSignedIn(page, "porting@waea.test", "/profile/mobile");
  const tracker = progress(page);
  await expect(tracker.getByText("Step 5 of 6")).toBeVisible();
  await expect(tracker.locator('[aria-current="step"]')).toContainText("Network provisioning");
  await expect(page.getByText(/^Usually within 3 hours of the request: expect it by /)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "See the transfer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bring your number");
  const coming = (await page.getByText(/^Bringing in /).textContent()) ?? "";
  const number = /^Bringing in (.+) from 2degrees$/.exec(coming)?.[1] ?? "";
  expect(number).toMatch(/^022 \d{3} \d{4}$/);
  await expectAccessible(page);
  // On a phone the steps keep the times they were reached (the kit Stepper stays a list when steps carry times):
  // the time's box is its text, not the 1 px of a visually hidden one.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  const reachedAt = progress(page).locator('[aria-current="step"] time').locator("xpath=..");
  expect((await reachedAt.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  if (viewport !== null) await page.setViewportSize(viewport);

  await advance(request, 20);
  await page.goto("/profile/mobile");
  await expect(page.getByText(`Done: ${number} now works on your SIM.`)).toBeVisible();
  await expect(progress(page).getByText("Step 6 of 6")).toBeVisible();
  await expect(page.getByText(`Mobile number ${number}`)).toBeVisible();
  await expectAccessible(page);

  await switchLanguage(page, "mi-NZ");
  await expect(page.getByText(`Kua oti: kei te mahi a ${number} ki tō SIM ināianei.`)).toBeVisible();
  await expect(
    progress(page, "Te ahunga whakamua o te whakawhiti nama").getByText("Hipanga 6 o te 6"),
  ).toBeVisible();
  await expect(page.getByText(`Nama waea pūkoro ${number}`)).toBeVisible();
  await expectAccessible(page);
});

test("SIM-06: a port of 64225550100 is rejected, the reason and the fix are shown in place in English and Māori, and the corrected retry completes", async ({
  page,
  request,
}) => {
  await openSignedIn(page, "prepay@waea.test", PORTING);
  await page.getByLabel("Number to bring in").fill("+64225550100");
  await page.getByRole("checkbox", { name: "The number is on an account with my current provider" }).check();
  await page.getByLabel("Current provider", { exact: true }).fill("2degrees");
  await page.getByLabel("Account holder name").fill("Aroha Ngata");
  await page.getByLabel("Account number", { exact: true }).fill("111111111");
  await page.getByLabel("Connection ID").fill("CID12345678");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Request the transfer" }).click();
  await expect(progress(page).getByText("Step 1 of 6")).toBeVisible();

  // The losing carrier answers when the request leaves PORT_REQUESTED (10 minutes).
  await advance(request, 11);
  await checkAgain(page);
  await expect(
    page.getByText("2degrees says the account number does not match its records for this number."),
  ).toBeVisible();
  await expect(page.getByText(/^Check the account number on a bill from 2degrees/)).toBeVisible();
  await expectAccessible(page);
  // The reason and the fix in Māori too, then back to English for the retry.
  await switchLanguage(page, "mi-NZ");
  await expect(
    page.getByText("E ai ki a 2degrees, kāore te nama pūkete e hāngai ana ki ā rātou pūkete mō tēnei nama."),
  ).toBeVisible();
  await expect(page.getByText(/^Tirohia te nama pūkete i tētahi pire nā 2degrees/)).toBeVisible();
  await expectAccessible(page);
  await switchLanguage(page, "en");
  await page.getByLabel("Account number", { exact: true }).fill("987654321");
  await page.getByRole("button", { name: "Correct and send again" }).click();
  await expect(page.getByText("We have sent the transfer of 022 555 0100 again.")).toBeVisible();

  // Validated and approved, then waiting between carriers: the customer confirms the move (each check answered
  // before the clock moves on, so the one in the session's last half hour renews it).
  await advanceAndCheck(page, request, 45, "Port approved");
  await advanceAndCheck(page, request, 16, "Waiting between carriers");
  await page.getByRole("button", { name: "Confirm the move" }).click();
  await expect(progress(page).locator('[aria-current="step"]')).toContainText("Network provisioning");
  await advance(request, 30);
  await checkAgain(page);
  await expect(page.getByText("Done: 022 555 0100 now works on your SIM.")).toBeVisible();
  await expectAccessible(page);
});

/**
 * A port from its request to the end of network provisioning: validated after 10 minutes, approved after 30 (a check
 * then renews the session), waiting between carriers after 60 (the customer confirms the move), provisioned 30
 * minutes later; the tracker then shows `end`.
 */
const throughProvisioning = async (page: Page, request: APIRequestContext, end: string) => {
  await advanceAndCheck(page, request, 11, "Port validated");
  await advanceAndCheck(page, request, 29, "Port approved");
  await advanceAndCheck(page, request, 21, "Waiting between carriers");
  await page.getByRole("button", { name: "Confirm the move" }).click();
  await expect(progress(page).locator('[aria-current="step"]')).toContainText("Network provisioning");
  await advance(request, 30);
  await checkAgain(page);
  await expect(page.getByText(end)).toBeVisible();
};

test("SIM-06: a port of 64225550103 reaches us but its service activation fails; the reason is shown, and sending it again completes", async ({
  page,
  request,
}) => {
  await openSignedIn(page, "prepay@waea.test", PORTING);
  await page.getByLabel("Number to bring in").fill("022 555 0103");
  await page.getByRole("button", { name: "Request the transfer" }).click();
  await expect(progress(page).getByText("Step 1 of 6")).toBeVisible();

  await throughProvisioning(
    page,
    request,
    "Your number reached us, but our network could not switch your service on.",
  );
  await expect(
    page.getByText("Send the request again: an activation usually goes through the second time."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel the transfer" })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send it again" }).click();
  await expect(page.getByText("We have sent the transfer of 022 555 0103 again.")).toBeVisible();
  await expect(progress(page).getByText("Step 1 of 6")).toBeVisible();

  await throughProvisioning(page, request, "Done: 022 555 0103 now works on your SIM.");
});
