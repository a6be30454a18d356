import { screen, within } from "@testing-library/react";
import type { CallId } from "@waea/adapters/http";
import { describe, expect, it } from "vitest";
import { accountOf } from "../../test/demo-world";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** A network that cannot reach one call until `mend()`: the page's load fails, its retry then goes through. */
const brokenUntilMended = (id: CallId) => {
  let down = true;
  const broken = unreachableFor(api().fetch, id);
  const fetch: typeof globalThis.fetch = (input, init) =>
    down ? broken(input, init) : api().fetch(input, init);
  return {
    fetch,
    mend: () => {
      down = false;
    },
  };
};

const open = async (path: string, fetch?: typeof globalThis.fetch, login = "prepay@waea.test") => {
  const storage = await returningVisitor(api(), login);
  return renderApp(api(), path, { storage, ...(fetch === undefined ? {} : { fetch }) });
};

describe("order history's states (PRO-10)", () => {
  it("PRO-10: orders that cannot be read say so with the network's message, and Try again reads them", async () => {
    const network = brokenUntilMended("checkout.orders");
    const app = await open("/profile/order-history", network.fetch);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "We couldn't load your orders" })).toBeTruthy();
    expect(alert.textContent).toContain("Network error. Please check your connection and try again.");
    network.mend();
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Order ORD100001" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("PRO-10: no orders yet says what the page is for and offers the shop", async () => {
    await open("/profile/order-history", undefined, "postpay@waea.test");
    expect(await screen.findByRole("heading", { level: 2, name: "You have no orders yet" })).toBeTruthy();
    expect(screen.getByText("Orders you place in our shop show here, with their status.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Visit the shop" }).getAttribute("href")).toBe("/profile/offers");
  });
});

describe("delivery addresses' states (PRO-05)", () => {
  it("PRO-05: addresses that cannot be read say so in their card, and Try again lists them", async () => {
    const network = brokenUntilMended("address.listAddresses");
    const app = await open("/profile/shipping-details", network.fetch);
    const card = within(await screen.findByRole("region", { name: "Delivery addresses" }));
    const alert = await card.findByRole("alert");
    // Under the card's h2 title, the state's title is an h3 (axe's heading-order).
    expect(
      within(alert).getByRole("heading", { level: 3, name: "We couldn't load your delivery addresses" }),
    ).toBeTruthy();
    // The contact form beside it still stands.
    expect(screen.getByLabelText("Contact e-mail")).toBeTruthy();
    network.mend();
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await card.findAllByRole("button", { name: "Edit address" })).length).toBeGreaterThan(0);
  });

  it("PRO-05: no address yet says what addresses are for, and its button opens the form", async () => {
    // No demo login is without a delivery address: Aroha's are cleared through the world (the API deletes one at a time).
    api().store.world.profile.addresses[accountOf(api(), "prepay@waea.test")] = [];
    api().store.changed();
    const app = await open("/profile/shipping-details");
    const card = within(await screen.findByRole("region", { name: "Delivery addresses" }));
    expect(
      await card.findByRole("heading", { level: 3, name: "You have no delivery addresses yet" }),
    ).toBeTruthy();
    await app.user.click(card.getByRole("button", { name: "Add address" }));
    expect(card.getByRole("form", { name: "Address details" })).toBeTruthy();
    expect(card.queryByRole("heading", { name: "You have no delivery addresses yet" })).toBeNull();
  });
});
