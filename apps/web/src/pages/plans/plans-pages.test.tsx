import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buttonClass } from "../../components/button/button";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";
import { accountOf, productsOf } from "../../test/demo-world";

const api = withPortal();

const signedIn = async (email: string, path: string, fetch?: typeof globalThis.fetch) => {
  const storage = await returningVisitor(api(), email);
  return renderApp(api(), path, { storage, ...(fetch === undefined ? {} : { fetch }) });
};

const planNames = () =>
  within(screen.getByRole("list", { name: "Plans" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

/** A plan's card in the list, by the plan's name. */
const cardOf = (list: string, name: string): HTMLElement => {
  const heading = within(screen.getByRole("list", { name: list })).getByRole("heading", { level: 3, name });
  const card = heading.closest("li");
  if (card === null) throw new Error(`no card for ${name}`);
  return card;
};

const basePlanOf = (email: string) =>
  productsOf(api(), accountOf(api(), email))[0]?.Addons?.find((addon) => addon.IsBasePlan === true);

describe("your plan (PLAN-02) and auto renew (PLAN-06)", () => {
  it("PLAN-02: shows prepay@'s plan with the display rules of spec 02 §9, and PLAN-06 turns auto renew of an add-on on and off", async () => {
    const app = await signedIn("prepay@waea.test", "/profile/mobile/your-plan");
    expect(await screen.findByRole("heading", { level: 1, name: "Your plan" })).toBeTruthy();
    const plan = await screen.findByRole("region", { name: "Kōrero 8GB" });
    expect(within(plan).getByText("$30.00")).toBeTruthy();
    expect(within(plan).getByText("Renewable period")).toBeTruthy();
    expect(within(plan).getByText("Your current plan")).toBeTruthy();
    expect(within(plan).getByText("Free Data Hour everyday")).toBeTruthy();
    expect(within(plan).getByText("8 GB")).toBeTruthy();
    const data = screen.getByRole("switch", { name: "Auto renew Data 5GB" });
    expect((data as HTMLInputElement).checked).toBe(false);
    await app.user.click(data);
    expect(await screen.findByText("Auto renew is on for Data 5GB.")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("switch", { name: "Auto renew Data 5GB" }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    // And off again.
    await app.user.click(screen.getByRole("switch", { name: "Auto renew Data 5GB" }));
    expect(await screen.findByText("Auto renew is off for Data 5GB.")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("switch", { name: "Auto renew Data 5GB" }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  }, 30_000);
});

describe("all plans (PLAN-03) and plan change (PLAN-05)", () => {
  it("PLAN-03: filters the plans Unlimited, Limited and back with the reset", async () => {
    const app = await signedIn("prepay@waea.test", "/profile/mobile/all-plans");
    expect(await screen.findByRole("heading", { level: 1, name: "All plans" })).toBeTruthy();
    await screen.findByRole("list", { name: "Plans" });
    const all = planNames();
    expect(all).toContain("Kōrero Unlimited");
    expect(all).toContain("Kōrero 2GB");
    await app.user.click(screen.getByRole("button", { name: "Unlimited" }));
    expect(planNames()).toEqual(["Kōrero Unlimited"]);
    expect(screen.getByRole("button", { name: "Unlimited" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Fair use policy applies")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Limited" }));
    expect(planNames()).not.toContain("Kōrero Unlimited");
    expect(planNames()).toContain("Kōrero 2GB");
    await app.user.click(screen.getByRole("button", { name: "Reset" }));
    expect(planNames()).toEqual(all);
  }, 30_000);

  it("PLAN-05: prepay@ changes now after a confirmation with the price, then is refused a second change in a month", async () => {
    const app = await signedIn("prepay@waea.test", "/profile/mobile/all-plans");
    await app.user.click(await screen.findByRole("button", { name: "Choose Kōrero 2GB" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Change to Kōrero 2GB?" });
    expect(within(dialog).getByRole("radio", { name: "Now" })).toBeTruthy();
    expect(
      within(dialog).getByText("You pay $15.00 now from your balance, and Kōrero 2GB starts straight away."),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "Change plan" }));
    expect(await screen.findByText("You're now on Kōrero 2GB.")).toBeTruthy();
    expect(basePlanOf("prepay@waea.test")?.Name).toBe("Kōrero 2GB");
    await app.user.click(await screen.findByRole("button", { name: "Choose Kōrero 7 Day 1GB" }));
    const again = await screen.findByRole("alertdialog", { name: "Change to Kōrero 7 Day 1GB?" });
    await app.user.click(within(again).getByRole("button", { name: "Change plan" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A plan can be changed only once per month");
    expect(basePlanOf("prepay@waea.test")?.Name).toBe("Kōrero 2GB");
  }, 30_000);

  it("PLAN-03: plans that cannot be read say so with the network's message, and Try again lists them", async () => {
    let down = true;
    const broken = unreachableFor(api().fetch, "plans.scheduledPlanChange");
    const app = await signedIn("postpay@waea.test", "/profile/mobile/all-plans", (input, init) =>
      down ? broken(input, init) : api().fetch(input, init),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Network error. Please check your connection and try again.");
    expect(screen.queryByRole("list", { name: "Plans" })).toBeNull();
    down = false;
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Choose Postpay Essential 15GB" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  }, 30_000);

  it("PLAN-03: prepay@ sees its own plan marked 'Your plan' with nothing to choose, no PAYG plan, and the plan-fit hint on Kōrero Unlimited", async () => {
    await signedIn("prepay@waea.test", "/profile/mobile/all-plans");
    await screen.findByRole("list", { name: "Plans" });
    expect(planNames()).toEqual(["Kōrero 2GB", "Kōrero 8GB", "Kōrero Unlimited", "Kōrero 7 Day 1GB"]);
    const own = within(cardOf("Plans", "Kōrero 8GB"));
    expect(own.getByText("Your plan")).toBeTruthy();
    expect(own.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Choose / })).toHaveLength(3);
    // prepay@ went past Kōrero 8GB's data in the last 30 days (the dashboard's hint says the same).
    expect(
      await within(cardOf("Plans", "Kōrero Unlimited")).findByText(
        "Best fit for your last 30 days: it would have covered all your use, for $26.79 more than your plan.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/^Best fit for your last 30 days/)).toHaveLength(1);
  }, 30_000);

  it("PLAN-03 in te reo Māori: 'Tō mahere' on prepay@'s plan, its description in Māori, and the plan-fit hint", async () => {
    await signedIn("prepay@waea.test", "/profile/mobile/all-plans?language=mi-NZ");
    expect(await screen.findByRole("heading", { level: 1, name: "Ngā mahere katoa" })).toBeTruthy();
    await screen.findByRole("list", { name: "Ngā mahere" });
    const own = within(cardOf("Ngā mahere", "Kōrero 8GB"));
    expect(own.getByText("Tō mahere")).toBeTruthy();
    expect(own.queryByRole("button")).toBeNull();
    // The catalogue's description (the operator's English) in Māori; the plan's name is a brand and stays.
    expect(
      own.getByText(
        "8GB raraunga, he meneti me ngā karere mutunga kore ki Aotearoa me Ahitereiria mō ngā rā 28.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/unlimited NZ and Australian minutes/)).toBeNull();
    expect(
      await within(cardOf("Ngā mahere", "Kōrero Unlimited")).findByText(
        "Te mahere tino hāngai mō ō rā 30 kua hipa: ka kapi katoa tō whakamahinga, mō te $26.79 atu anō i tō mahere.",
      ),
    ).toBeTruthy();
  }, 30_000);

  it("the plan-fit hint: postpay@ would have saved $20.00 on Postpay Essential 15GB, on that card only", async () => {
    await signedIn("postpay@waea.test", "/profile/mobile/all-plans");
    await screen.findByRole("list", { name: "Plans" });
    expect(
      await within(cardOf("Plans", "Postpay Essential 15GB")).findByText(
        "Best fit for your last 30 days: it would have covered all your use and saved you $20.00.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/^Best fit for your last 30 days/)).toHaveLength(1);
  }, 30_000);

  it("PLAN-05: says 'Not enough balance' and 'Can not find plan' in the spec's words", async () => {
    const app = await signedIn("prepay@waea.test", "/profile/mobile/all-plans");
    await app.user.click(await screen.findByRole("button", { name: "Choose Kōrero Unlimited" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Change to Kōrero Unlimited?" });
    await app.user.click(within(dialog).getByRole("button", { name: "Change plan" }));
    expect(await screen.findByText("Not enough balance")).toBeTruthy();

    // The plan is withdrawn from sale while the page shows it (through the store: the API has no call for that).
    const world = api().store.world;
    Object.assign(world.plans, {
      catalog: world.plans.catalog.map((entry) =>
        entry.Name === "Kōrero 2GB"
          ? { ...entry, Availabilities: entry.Availabilities.map((a) => ({ ...a, Available: false })) }
          : entry,
      ),
    });
    api().store.changed();
    await app.user.click(screen.getByRole("button", { name: "Choose Kōrero 2GB" }));
    const retired = await screen.findByRole("alertdialog", { name: "Change to Kōrero 2GB?" });
    await app.user.click(within(retired).getByRole("button", { name: "Change plan" }));
    expect(await screen.findByText("Can not find plan")).toBeTruthy();
    expect(basePlanOf("prepay@waea.test")?.Name).toBe("Kōrero 8GB");
  }, 30_000);

  it("PLAN-05: a plan the service moved to since the page loaded is refused as 'You already have this plan', changing nothing", async () => {
    const app = await signedIn("postpay@waea.test", "/profile/mobile/all-plans");
    await app.user.click(await screen.findByRole("button", { name: "Choose Postpay Essential 15GB" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Change to Postpay Essential 15GB?" });
    // Another device moved the service to that plan meanwhile (through the store: the world as the operator has it).
    const product = productsOf(api(), accountOf(api(), "postpay@waea.test"))[0];
    const entry = api().store.world.plans.catalog.find((item) => item.Name === "Postpay Essential 15GB");
    if (product === undefined || entry === undefined) throw new Error("no postpay@ product or 15GB plan");
    api().store.world.core.products[product.UUID] = {
      ...product,
      Addons: (product.Addons ?? []).map((addon) =>
        addon.IsBasePlan === true
          ? {
              ...addon,
              Name: entry.Name,
              ProductCatalogUUID: entry.UUID,
              ProductAvailabilityUUID: entry.Availabilities[0]?.UUID ?? "",
            }
          : addon,
      ),
    };
    api().store.changed();
    const before = api().store.digest();
    await app.user.click(within(dialog).getByRole("button", { name: "Change plan" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You already have this plan");
    expect(api().store.digest()).toBe(before);
  }, 30_000);

  it("PLAN-05: postpay@ changes at the next billing date, sees the change waiting, and cancels it", async () => {
    const app = await signedIn("postpay@waea.test", "/profile/mobile/all-plans");
    await app.user.click(await screen.findByRole("button", { name: "Choose Postpay Essential 15GB" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Change to Postpay Essential 15GB?" });
    expect(
      within(dialog).getByText(
        "We charge $45.00 to your card now, and Postpay Essential 15GB starts straight away.",
      ),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByRole("radio", { name: "At next billing date" }));
    expect(
      within(dialog).getByText(
        /^Postpay Essential 15GB starts on \d{2}-\d{2}-\d{4}, your next billing date, and you pay \$45\.00 then\.$/,
      ),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "Change plan" }));
    expect(await screen.findByText(/^Postpay Essential 15GB starts on \d{2}-\d{2}-\d{4}\.$/)).toBeTruthy();
    const waiting = await screen.findByRole("region", { name: "Plan change on the way" });
    expect(within(waiting).getByText(/^Postpay Essential 15GB starts on/)).toBeTruthy();
    expect(basePlanOf("postpay@waea.test")?.Name).toBe("Postpay Unlimited");

    // Cancelling throws the change away: both its buttons look destructive.
    const cancel = within(waiting).getByRole("button", { name: "Cancel plan change" });
    expect(cancel.className).toBe(buttonClass("destructive"));
    await app.user.click(cancel);
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel this plan change?" });
    expect(within(confirm).getByText("You will stay on Postpay Unlimited.")).toBeTruthy();
    const confirmCancel = within(confirm).getByRole("button", { name: "Cancel plan change" });
    expect(confirmCancel.className).toBe(buttonClass("destructive"));
    await app.user.click(confirmCancel);
    expect(await screen.findByText("Your plan change is cancelled.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Plan change on the way" })).toBeNull());
  }, 30_000);

  it("PLAN-05: payg@ is offered a change now only, and is refused a second change in a month", async () => {
    const app = await signedIn("payg@waea.test", "/profile/mobile/all-plans");
    await app.user.click(await screen.findByRole("button", { name: "Choose Kōrero 7 Day 1GB" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Change to Kōrero 7 Day 1GB?" });
    expect(within(dialog).queryByRole("radio")).toBeNull();
    expect(within(dialog).getByText(/starts straight away/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "Change plan" }));
    expect(await screen.findByText("You're now on Kōrero 7 Day 1GB.")).toBeTruthy();
    await app.user.click(await screen.findByRole("button", { name: "Choose Kōrero 2GB" }));
    const again = await screen.findByRole("alertdialog", { name: "Change to Kōrero 2GB?" });
    await app.user.click(within(again).getByRole("button", { name: "Change plan" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A plan can be changed only once per month");
  }, 30_000);
});
