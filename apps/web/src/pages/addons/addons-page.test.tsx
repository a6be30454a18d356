import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../../test/demo-world";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal, type RenderedApp } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const openAddons = async (email: string) => {
  const storage = await returningVisitor(api(), email);
  const app = await renderApp(api(), "/profile/mobile/addons", { storage });
  await screen.findByRole("heading", { level: 2, name: "Add-ons you can buy" });
  return app;
};

const chooseAddon = async (app: RenderedApp, name: string) => {
  await app.user.click(screen.getByRole("button", { name: `Buy ${name}` }));
  return screen.findByRole("region", { name: "Check your purchase" });
};

/**
 * The page's own words once a purchase went through. The notifications (role="log") say the same for a few seconds:
 * a query of the whole page would match both and wait for the notification to go.
 */
const doneOnPage = (text: string) => screen.findByText(text, { ignore: "script, style, [role='log'] *" });

const addonsOn = (email: string) =>
  (productsOf(api(), accountOf(api(), email))[0]?.Addons ?? []).map((addon) => addon.Name);

const balanceOf = (email: string) => {
  const product = productsOf(api(), accountOf(api(), email))[0];
  return api().store.world.payments.prepay[product?.UUID ?? ""]?.MainBalCreditCents;
};

describe("add-ons page (PLAN-04)", () => {
  it("PLAN-04: prepay@ checks the amount, buys Data 5GB from the balance, and sees it on the service", async () => {
    const app = await openAddons("prepay@waea.test");
    expect(screen.getByText("Your balance").nextElementSibling?.textContent).toBe("$23.50");
    const review = await chooseAddon(app, "Data 5GB");
    expect(within(review).getByText("$15.00")).toBeTruthy();
    expect(within(review).getByRole("radio", { name: "From my balance ($23.50 available)" })).toHaveProperty(
      "checked",
      true,
    );
    expect(
      within(review).getByText(/You are buying Data 5GB for \$15\.00, paid from your balance\./),
    ).toBeTruthy();
    await app.user.click(within(review).getByRole("button", { name: "Pay $15.00" }));

    expect(await doneOnPage("Data 5GB is on your service now.")).toBeTruthy();
    expect(screen.getByText("$15.00 was paid from your balance.")).toBeTruthy();
    expect(balanceOf("prepay@waea.test")).toBe(850);
    expect(addonsOn("prepay@waea.test").filter((name) => name === "Data 5GB")).toHaveLength(2);
    const current = screen.getByRole("region", { name: "Your add-ons" });
    expect(await within(current).findAllByText("Data 5GB")).toHaveLength(2);
    expect(app.analytics.events.filter((event) => event.name === "purchase")).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ item_name: "Data 5GB", value: 15 }) }),
    ]);
    // The dashboard the done screen links to shows the new add-on beside the one prepay@ had.
    await app.user.click(within(current).getByRole("link", { name: "Back to your dashboard" }));
    const plan = await screen.findByRole("region", { name: "Your plan" });
    expect(await within(plan).findAllByText("Data 5GB")).toHaveLength(2);
  }, 30_000);

  it("PLAN-04: while the operator has no answer yet, the 10 s of asking again show as progress, then the add-on is bought", async () => {
    const app = await openAddons("prepay@waea.test");
    const review = await chooseAddon(app, "Data 5GB");
    // The operator answers pending_payment (no secret) to the next two asks, one a second (the simulation's lever).
    api().store.simulation.pendingAddonReplies = 2;
    await app.user.click(within(review).getByRole("button", { name: "Pay $15.00" }));
    expect(await screen.findByText("Buying Data 5GB…")).toBeTruthy();
    expect(screen.getByText("Please don't refresh or close this page.")).toBeTruthy();
    expect(
      await screen.findByText("The payment is still going through: 1 of 10 seconds.", {}, { timeout: 2500 }),
    ).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Waited 1 of 10 seconds for the payment" })).toBeTruthy();
    expect(await doneOnPage("Data 5GB is on your service now.")).toBeTruthy();
    expect(api().store.simulation.pendingAddonReplies).toBe(0);
    expect(balanceOf("prepay@waea.test")).toBe(850);
  }, 30_000);

  it("PLAN-04: add-ons that cannot be read say so with the network's message, and Try again lists them", async () => {
    let down = true;
    const broken = unreachableFor(api().fetch, "plans.catalogEntries");
    const storage = await returningVisitor(api(), "postpay@waea.test");
    const app = await renderApp(api(), "/profile/mobile/addons", {
      storage,
      fetch: (input, init) => (down ? broken(input, init) : api().fetch(input, init)),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Network error. Please check your connection and try again.");
    down = false;
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Buy Extra Data 10GB" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  }, 30_000);

  it("PLAN-04: Pay pressed twice at once (a double submit) is one purchase: one add-on, paid once", async () => {
    const app = await openAddons("prepay@waea.test");
    // Balance for two (through the store: no top-up is needed to show it), so a second purchase would go through.
    const product = productsOf(api(), accountOf(api(), "prepay@waea.test"))[0]?.UUID ?? "";
    const prepay = api().store.world.payments.prepay[product];
    if (prepay === undefined) throw new Error("prepay@ has no balance");
    api().store.world.payments.prepay[product] = { ...prepay, MainBalCreditCents: 10_000 };
    api().store.changed();
    const review = await chooseAddon(app, "Data 5GB");
    const pay = within(review).getByRole("button", { name: "Pay $15.00" });
    act(() => {
      pay.click();
      pay.click();
    });
    expect(await doneOnPage("Data 5GB is on your service now.")).toBeTruthy();
    expect(balanceOf("prepay@waea.test")).toBe(8500);
    expect(addonsOn("prepay@waea.test").filter((name) => name === "Data 5GB")).toHaveLength(2);
  }, 30_000);

  it("PLAN-04 in te reo Māori: the catalogue's known add-ons in Māori, a product the portal does not know in the operator's words", async () => {
    // The operator brings out a product after this portal was built (through the store: the API has no call for it).
    const world = api().store.world;
    Object.assign(world.plans, {
      catalog: world.plans.catalog.map((entry) =>
        entry.Name === "Talk 100"
          ? {
              ...entry,
              Name: "Talk 300",
              Availabilities: entry.Availabilities.map((a) => ({
                ...a,
                RetailName: "Talk 300",
                RetailDescription: "300 NZ minutes for 28 days.",
              })),
            }
          : entry,
      ),
    });
    api().store.changed();
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/mobile/addons?language=mi-NZ", { storage });
    await screen.findByRole("heading", { level: 2, name: "Ngā tāpiritanga ka taea te hoko" });
    const offer = screen.getByRole("article", { name: "Raraunga 5GB" });
    expect(within(offer).getByText("5GB raraunga tāpiri mō ngā rā 28.")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Haereere ā-Rā" })).toBeTruthy();
    expect(screen.queryByText(/of extra data/)).toBeNull();
    const unknown = screen.getByRole("article", { name: "Talk 300" });
    expect(within(unknown).getByText("300 NZ minutes for 28 days.")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Ō tāpiritanga" })).getByText("Raraunga 5GB"),
    ).toBeTruthy();
    await app.user.click(within(offer).getByRole("button", { name: "Hokona a Raraunga 5GB" }));
    const review = await screen.findByRole("region", { name: "Tirohia tō hoko" });
    await app.user.click(within(review).getByRole("button", { name: /^Utua te/ }));
    expect(
      await screen.findAllByText("Kua tāpirihia a Raraunga 5GB ki tō ratonga ināianei."),
    ).not.toHaveLength(0);
  }, 30_000);

  it("PLAN-04: says not enough balance, then buys by card with the card confirmation shown", async () => {
    const app = await openAddons("prepay@waea.test");
    const review = await chooseAddon(app, "Australia Roaming 7 Days");
    // $25.00 is more than the $23.50 balance: the card is chosen for the customer, who picks the balance anyway.
    await app.user.click(within(review).getByRole("radio", { name: /From my balance/ }));
    await app.user.click(within(review).getByRole("button", { name: "Pay $25.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not enough balance");
    expect(balanceOf("prepay@waea.test")).toBe(2350);

    const again = screen.getByRole("region", { name: "Check your purchase" });
    await app.user.click(within(again).getByRole("radio", { name: /^By my .* card ending \d{4}$/ }));
    await app.user.click(within(again).getByRole("button", { name: "Pay $25.00" }));
    expect(await doneOnPage("Australia Roaming 7 Days is on your service now.")).toBeTruthy();
    expect(screen.getByText("$25.00 was paid by card.")).toBeTruthy();
    expect(addonsOn("prepay@waea.test")).toContain("Australia Roaming 7 Days");
    expect(balanceOf("prepay@waea.test")).toBe(2350);
  }, 30_000);

  it("PLAN-04: a card the provider declines shows the catalogue's message and buys nothing", async () => {
    const app = await openAddons("prepay@waea.test");
    const review = await chooseAddon(app, "Australia Roaming 7 Days");
    // The simulated card provider's decline rate, as the payments control door sets it.
    api().store.simulation.paymentFailureRate = 1;
    await app.user.click(within(review).getByRole("button", { name: "Pay $25.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Payment is failed");
    api().store.simulation.paymentFailureRate = 0;
    expect(addonsOn("prepay@waea.test")).not.toContain("Australia Roaming 7 Days");
  }, 30_000);

  it("PLAN-04: an add-on withdrawn since the page loaded: no available product was found", async () => {
    const app = await openAddons("noplan@waea.test");
    const review = await chooseAddon(app, "Data 1GB");
    // The operator withdraws the add-on while the customer looks at it (the catalog is the plans slice's data).
    const entry = api().store.world.plans.catalog.find((item) => item.Name === "Data 1GB");
    if (entry === undefined) throw new Error("no Data 1GB in the catalog");
    Object.assign(api().store.world.plans, {
      catalog: api().store.world.plans.catalog.map((item) =>
        item === entry ? { ...item, Status: "RETIRED" } : item,
      ),
    });
    api().store.changed();
    await app.user.click(within(review).getByRole("button", { name: "Pay $6.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No available product was found");
  }, 30_000);

  it("PLAN-04: postpay@ adds an add-on to the bill, the stored card authorised first", async () => {
    const app = await openAddons("postpay@waea.test");
    expect(screen.queryByText(/Your balance/)).toBeNull();
    const review = await chooseAddon(app, "Extra Data 10GB");
    expect(
      within(review).getByText(/added to your next bill, authorised on your .* card ending \d{4}/),
    ).toBeTruthy();
    await app.user.click(within(review).getByRole("button", { name: "Add $10.00 to my bill" }));
    expect(await doneOnPage("Extra Data 10GB is on your service now.")).toBeTruthy();
    expect(screen.getByText("$10.00 will be on your next bill.")).toBeTruthy();
    expect(addonsOn("postpay@waea.test")).toContain("Extra Data 10GB");
  }, 30_000);
});
