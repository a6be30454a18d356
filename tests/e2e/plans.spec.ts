import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { heading, navigateInPage, visit } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The words of the plans pages in each language (packages/adapters/src/i18n/locales/<lang>/plans.json). */
const WORDS = {
  en: {
    yourPlan: "Your plan",
    allPlans: "All plans",
    publicPlans: "Mobile plans",
    unlimited: "Unlimited",
    limited: "Limited",
    reset: "Reset",
    choose: (name: string) => `Choose ${name}`,
    confirmTitle: (name: string) => `Change to ${name}?`,
    later: "At next billing date",
    change: "Change plan",
    nowOn: (name: string) => `You're now on ${name}.`,
    waiting: "Plan change on the way",
    cancel: "Cancel plan change",
    cancelled: "Your plan change is cancelled.",
    oncePerMonth: "A plan can be changed only once per month",
    chosen: "Chosen plan",
    bestFit: "Best fit for your last 30 days",
  },
  "mi-NZ": {
    yourPlan: "Tō mahere",
    allPlans: "Ngā mahere katoa",
    publicPlans: "Ngā mahere waea pūkoro",
    unlimited: "Mutunga kore",
    limited: "Whai tepe",
    reset: "Tautuhi anō",
    choose: (name: string) => `Kōwhiria a ${name}`,
    confirmTitle: (name: string) => `Me huri ki a ${name}?`,
    later: "Hei te rā pire e whai ake nei",
    change: "Huri mahere",
    nowOn: (name: string) => `Kei a ${name} koe ināianei.`,
    waiting: "He huringa mahere kei te haere mai",
    cancel: "Whakakore i te huringa mahere",
    cancelled: "Kua whakakorea tō huringa mahere.",
    oncePerMonth: "Kotahi noa te huringa mahere i te marama",
    chosen: "Te mahere i kōwhiria",
    bestFit: "Te mahere tino hāngai mō ō rā 30 kua hipa",
  },
} as const;

/** The names of the plan cards on screen. */
const planNames = (page: Page) => page.getByRole("list").getByRole("heading", { level: 3 });

/** A plan's card in the list, by the plan's name. */
const planCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

/**
 * Chooses a plan and confirms the change in the dialog, at the next billing date when `later`; axe checks the
 * dialog when `check` (once per journey: axe is slow on a busy machine).
 */
const changeTo = async (
  page: Page,
  words: (typeof WORDS)[keyof typeof WORDS],
  name: string,
  { later = false, check = false } = {},
) => {
  await page.getByRole("button", { name: words.choose(name) }).click();
  const dialog = page.getByRole("alertdialog", { name: words.confirmTitle(name) });
  await expect(dialog).toBeVisible();
  if (check) await expectAccessible(page);
  if (later) await dialog.getByRole("radio", { name: words.later }).check();
  await dialog.getByRole("button", { name: words.change }).click();
};

const en = WORDS.en;
const mi = WORDS["mi-NZ"];

test.describe("plans in English, then in Māori (PLAN-02, PLAN-03, PLAN-05, PLAN-07)", () => {
  test("prepay@ reads its plan and filters all plans", async ({ page }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    await openSignedIn(page, "prepay@waea.test", "/profile/mobile/your-plan");
    await expect(heading(page)).toHaveText(en.yourPlan);
    await expect(page.getByRole("heading", { level: 2, name: "Kōrero 8GB" })).toBeVisible();
    await expectAccessible(page);
    await navigateInPage(page, "/profile/mobile/all-plans");
    await expect(heading(page)).toHaveText(en.allPlans);
    await expect(planNames(page)).toContainText(["Kōrero 2GB"]);
    // Its own plan is marked, with nothing to choose; PAYG is a billing type transfer, not a plan (PLAN-10).
    await expect(planCard(page, "Kōrero 8GB")).toContainText(en.yourPlan);
    await expect(planCard(page, "Kōrero 8GB").getByRole("button")).toHaveCount(0);
    await expect(planNames(page).filter({ hasText: "PAYG Everyday" })).toHaveCount(0);
    // prepay@ went past its data in the last 30 days: the plan-fit hint is on Kōrero Unlimited's card.
    await expect(planCard(page, "Kōrero Unlimited")).toContainText(en.bestFit);
    await page.getByRole("button", { name: en.unlimited, exact: true }).click();
    await expect(planNames(page)).toHaveText(["Kōrero Unlimited"]);
    await page.getByRole("button", { name: en.limited, exact: true }).click();
    await expect(planNames(page).filter({ hasText: "Kōrero Unlimited" })).toHaveCount(0);
    await expect(planNames(page).filter({ hasText: "Kōrero 2GB" })).toHaveCount(1);
    await page.getByRole("button", { name: en.reset, exact: true }).click();
    await expect(planNames(page).filter({ hasText: "Kōrero Unlimited" })).toHaveCount(1);
    await expectAccessible(page);

    // The same pages in Māori: the filters by their Māori names, and axe again.
    await switchLanguage(page, "mi-NZ");
    await expect(heading(page)).toHaveText(mi.allPlans);
    await expect(planCard(page, "Kōrero Unlimited")).toContainText(mi.bestFit);
    await page.getByRole("button", { name: mi.unlimited, exact: true }).click();
    await expect(planNames(page)).toHaveText(["Kōrero Unlimited"]);
    await page.getByRole("button", { name: mi.limited, exact: true }).click();
    await expect(planNames(page).filter({ hasText: "Kōrero Unlimited" })).toHaveCount(0);
    await page.getByRole("button", { name: mi.reset, exact: true }).click();
    await expect(planNames(page).filter({ hasText: "Kōrero Unlimited" })).toHaveCount(1);
    await expectAccessible(page);
    await navigateInPage(page, "/profile/mobile/your-plan");
    await expect(heading(page)).toHaveText(mi.yourPlan);
    await expect(page.getByRole("heading", { level: 2, name: "Kōrero 8GB" })).toBeVisible();
    await expectAccessible(page);
  });

  test("postpay@ changes plan at the next billing date and cancels it, in English then in Māori", async ({
    page,
    request,
  }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    await openSignedIn(page, "postpay@waea.test", "/profile/mobile/all-plans");
    for (const [words, language] of [
      [en, "en"],
      [mi, "mi-NZ"],
    ] as const) {
      if (words === mi) {
        // The same journey in Māori from the same world: the session outlives the reset (the server keeps its keys).
        await resetWorld(request);
        await page.goto(`/profile/mobile/all-plans?language=${language}`);
      }
      await changeTo(page, words, "Postpay Essential 15GB", { later: true, check: true });
      const waiting = page.getByRole("region", { name: words.waiting });
      await expect(waiting).toContainText("Postpay Essential 15GB");
      if (words === mi) await expectAccessible(page);
      await waiting.getByRole("button", { name: words.cancel }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: words.cancel }).click();
      await expect(page.getByText(words.cancelled)).toBeVisible();
      await expect(page.getByRole("region", { name: words.waiting })).toHaveCount(0);
    }
  });

  test("payg@ is refused a second change in a month, in English and in Māori", async ({ page }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    await openSignedIn(page, "payg@waea.test", "/profile/mobile/all-plans");
    await changeTo(page, en, "Kōrero 7 Day 1GB");
    await expect(page.getByText(en.nowOn("Kōrero 7 Day 1GB"))).toBeVisible();
    await changeTo(page, en, "Kōrero 2GB");
    await expect(page.getByRole("alert")).toHaveText(en.oncePerMonth);
    await expectAccessible(page);

    // The Māori dialog is checked with axe in postpay@'s journey; here the refusal.
    await page.goto("/profile/mobile/all-plans?language=mi-NZ");
    await changeTo(page, mi, "Kōrero 2GB");
    await expect(page.getByRole("alert")).toHaveText(mi.oncePerMonth);
    await expectAccessible(page);
  });

  test("the public plans page, signed out, in English and in Māori", async ({ page }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    for (const words of [en, mi]) {
      await visit(page, `/plans?language=${words === en ? "en" : "mi-NZ"}`);
      await expect(heading(page)).toHaveText(words.publicPlans);
      await page.getByRole("button", { name: words.unlimited, exact: true }).click();
      await expect(planNames(page).filter({ hasText: "Kōrero 2GB" })).toHaveCount(0);
      await page.getByRole("button", { name: words.reset, exact: true }).click();
      await page.getByRole("link", { name: words.choose("Kōrero 2GB") }).click();
      await expect(page.getByText(words.chosen)).toBeVisible();
      await expectAccessible(page);
    }
  });
});
