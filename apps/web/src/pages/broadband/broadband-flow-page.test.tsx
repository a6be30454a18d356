import { screen, waitFor, within } from "@testing-library/react";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal, currentPath, type RenderedApp } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const FIBRE = "fibre@waea.test";
/** What the fake API takes to provision a paid order (order-payment.ts PROVISION_MS), and a second more. */
const PROVISION = 31_000;

const checkoutPosts = (app: RenderedApp) =>
  app.requests.filter((request) => request.method === "POST" && request.path.endsWith("/ufb/checkout"));

/** The plan step's availability note, once the step has loaded (its skeleton, also a status, shows meanwhile). */
const availabilityNote = () =>
  waitFor(
    () => {
      const text = screen.getByRole("status", { name: "" }).textContent ?? "";
      expect(text).not.toBe("Loading…");
      return text;
    },
    { timeout: 10_000 },
  );

/** fibre@ at /broadband, the address searched and checked: the plan step. */
const toPlans = async (street: string, path = "/broadband") => {
  const storage = await returningVisitor(api(), FIBRE);
  const app = await renderApp(api(), path, { storage });
  await app.user.type(await screen.findByRole("textbox", { name: "Address" }), street);
  await app.user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("group", { name: "Choose your address" });
  await app.user.click(screen.getByRole("button", { name: "Check availability" }));
  return app;
};

/** From the plan step to the checkout step with the first plan: fibre's checkout page, the flow's own step. */
const toCheckout = async (app: RenderedApp) => {
  await app.user.click(await screen.findByRole("button", { name: "Continue" }));
  await app.user.click(await screen.findByRole("button", { name: "Go to checkout" }));
  await screen.findByRole("region", { name: "Checkout" });
  expect(currentPath(app)).toBe("/checkout-ufb");
  expect(screen.getByRole("heading", { level: 1, name: "Fibre checkout" })).toBeTruthy();
  // the checkout page says what is being ordered: the address and the plan chosen
  const order = screen.getByRole("region", { name: "Your order" });
  expect(within(order).getByText("12 Queen Street, Auckland Central, Auckland 1010")).toBeTruthy();
  expect(within(order).getByText(/^Fibre/)).toBeTruthy();
};

describe("broadband flow page (BB-01)", () => {
  it("BB-01: fibre@ orders fibre at an available address, follows the order, books an install and sees the thanks page", async () => {
    const app = await toPlans("12 Queen");
    expect(await availabilityNote()).toContain("Good news: broadband is available at 12 Queen Street");
    const plan =
      (await screen.findAllByRole("radio"))[0]?.closest("label")?.querySelector("span")?.textContent ?? "";
    expect(plan).not.toBe("");
    await toCheckout(app);
    expect(screen.getByRole("textbox", { name: "Street address" })).toHaveProperty(
      "value",
      "12 Queen Street",
    );
    expect(screen.getByRole("textbox", { name: "Postcode" })).toHaveProperty("value", "1010");
    await app.user.click(screen.getByRole("button", { name: "Pay and order" }));
    const progress = await screen.findByRole(
      "region",
      { name: "Setting up your order" },
      { timeout: 10_000 },
    );
    expect(within(progress).getByRole("link", { name: "Leave and come back later" })).toBeTruthy();
    api().store.clock.advance(PROVISION);
    const booking = await screen.findByRole("region", { name: "Book an install" }, { timeout: 10_000 });
    const slots = within(booking).getAllByRole("radio");
    expect(slots.length).toBeGreaterThan(0);
    // one radio group of slots, under a heading per day: a weekday and its date, each slot a time range
    const days = within(booking).getAllByRole("group", { name: /^[A-Z][a-z]+day \d\d-\d\d-\d{4}$/ });
    expect(days.length).toBeGreaterThan(1);
    expect(days.length).toBeLessThan(slots.length);
    expect(
      within(days[0] ?? booking)
        .getAllByRole("radio")[0]
        ?.closest("label")?.textContent,
    ).toMatch(/^\d\d:\d\d – \d\d:\d\d$/);
    expect((slots[0] as HTMLInputElement).checked).toBe(true);
    await app.user.click(within(booking).getByRole("button", { name: "Book this time" }));
    await screen.findByRole("heading", { level: 1, name: "Thanks for your broadband order" });
    expect(currentPath(app)).toBe("/thanks-broadband");
    expect(await screen.findByText("12 Queen Street, Auckland Central, Auckland 1010")).toBeTruthy();
    expect(checkoutPosts(app)).toHaveLength(1);
    // the new fibre service is the newest: the broadband page shows its plan, not yet activated (status 2)
    await app.user.click(screen.getByRole("link", { name: "Go to my broadband" }));
    const card = await screen.findByRole("region", { name: "Fibre broadband" }, { timeout: 10_000 });
    expect(within(card).getByText(plan)).toBeTruthy();
    expect(within(card).getByText("Not activated")).toBeTruthy();
  }, 60_000);

  it("BB-01: a customer who leaves while the order is set up comes back to it", async () => {
    const storage = await returningVisitor(api(), FIBRE);
    const first = await renderApp(api(), "/broadband", { storage });
    await first.user.type(await screen.findByRole("textbox", { name: "Address" }), "12 Queen");
    await first.user.click(screen.getByRole("button", { name: "Search" }));
    await first.user.click(await screen.findByRole("button", { name: "Check availability" }));
    await toCheckout(first);
    await first.user.click(screen.getByRole("button", { name: "Pay and order" }));
    await screen.findByRole("region", { name: "Setting up your order" }, { timeout: 10_000 });
    first.unmount();
    const again = await renderApp(api(), "/broadband", { storage });
    await screen.findByRole("region", { name: "Setting up your order" });
    api().store.clock.advance(PROVISION);
    await screen.findByRole("region", { name: "Book an install" }, { timeout: 10_000 });
    expect(checkoutPosts(again)).toHaveLength(0);
  }, 60_000);

  it("BB-01: a visitor who signs in at the checkout step comes back to checkout with their choices kept", async () => {
    const app = await renderApp(api(), "/broadband");
    await app.user.type(await screen.findByRole("textbox", { name: "Address" }), "12 Queen");
    await app.user.click(screen.getByRole("button", { name: "Search" }));
    await app.user.click(await screen.findByRole("button", { name: "Check availability" }));
    await app.user.click(await screen.findByRole("button", { name: "Continue" }));
    await app.user.click(await screen.findByRole("button", { name: "Go to checkout" }));
    await app.user.click(await screen.findByRole("button", { name: "Sign in to order" }));
    await screen.findByRole("heading", { name: "Sign in" });
    await app.user.type(screen.getByLabelText("E-mail"), FIBRE);
    await app.user.type(screen.getByLabelText("Password"), DEMO_PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("region", { name: "Checkout" }, { timeout: 10_000 });
    expect(currentPath(app)).toBe("/checkout-ufb");
    expect(screen.getByRole("textbox", { name: "Street address" })).toHaveProperty(
      "value",
      "12 Queen Street",
    );
    expect(screen.getByText("Step 5 of 6")).toBeTruthy();
  }, 60_000);

  it("BB-01: an address that needs a scope visit offers only a scope visit", async () => {
    const app = await toPlans("8 Riccarton");
    expect(await availabilityNote()).toContain("scope visit");
    await app.user.click(await screen.findByRole("button", { name: "Continue" }));
    const summary = await screen.findByRole("region", { name: "Check your order" });
    expect(within(summary).getByText("Scope visit, then the install")).toBeTruthy();
  }, 30_000);

  it("BB-01: an address without fibre is 'No Fibre services available' and goes no further", async () => {
    await toPlans("1 Rural Delivery");
    expect((await screen.findByRole("alert")).textContent).toBe("No Fibre services available");
    expect(screen.queryByRole("group", { name: "Plans" })).toBeNull();
  }, 30_000);

  it("BB-01: an install address without street, city or postcode gets the spec's messages and nothing is sent", async () => {
    const app = await toPlans("12 Queen");
    await toCheckout(app);
    for (const name of ["Street address", "Suburb (optional)", "Town or city", "Postcode"])
      await app.user.clear(screen.getByRole("textbox", { name }));
    await app.user.click(screen.getByRole("button", { name: "Pay and order" }));
    const described = (name: string) => {
      const field = screen.getByRole("textbox", { name });
      expect(field.getAttribute("aria-invalid")).toBe("true");
      return (field.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
    };
    expect(await screen.findByText("Street name is required")).toBeTruthy();
    expect(described("Street address")).toContain("Street name is required");
    expect(described("Town or city")).toContain("City is required");
    expect(described("Postcode")).toContain("Postcode is required");
    expect(checkoutPosts(app)).toHaveLength(0);
    expect(app.requests.filter((request) => request.method === "POST")).toHaveLength(0);
  }, 30_000);

  it("BB-01, BB-02: fixed wireless goes to its own checkout page, which a reload keeps, and asks a visitor to sign in", async () => {
    const app = await renderApp(api(), "/broadband");
    await app.user.click(await screen.findByRole("radio", { name: "Fixed wireless" }));
    await app.user.type(screen.getByRole("textbox", { name: "Address" }), "12 Queen");
    await app.user.click(screen.getByRole("button", { name: "Search" }));
    await app.user.click(await screen.findByRole("button", { name: "Check availability" }));
    await app.user.click(await screen.findByRole("button", { name: "Continue" }));
    await app.user.click(await screen.findByRole("button", { name: "Go to checkout" }));
    await screen.findByRole("heading", { level: 1, name: "Fixed wireless checkout" });
    expect(currentPath(app)).toBe("/checkout-fwa");
    app.unmount();
    await renderApp(api(), "/checkout-fwa", { storage: app.storage });
    const checkout = await screen.findByRole("region", { name: "Checkout" });
    expect(within(checkout).getByRole("button", { name: "Sign in to order" })).toBeTruthy();
    expect(screen.getByText("Step 5 of 6")).toBeTruthy();
  }, 30_000);

  it("BB-01: a checkout page with no broadband choice in progress says so and links to where an order starts", async () => {
    await renderApp(api(), "/checkout-ufb");
    expect(await screen.findByRole("heading", { name: "No fibre order in progress" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See fibre plans" }).getAttribute("href")).toBe("/ufb");
    expect(screen.getByRole("link", { name: "Order broadband" }).getAttribute("href")).toBe("/broadband");
    expect(screen.queryByRole("region", { name: "Checkout" })).toBeNull();
  }, 30_000);
});
