import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const NETWORK = "Network error. Please check your connection and try again.";

/** The empty states of the pages about the product: none of them may stand for a read that failed. */
const EMPTY = [
  "You don't have a plan yet",
  "There is no mobile service on this account yet.",
  "There is no product to show usage for.",
];

/** prepay@ (who has a product) opens a page while the account's products cannot be read, until `mend()`. */
const openWithoutProducts = async (path: string) => {
  let down = true;
  const broken = unreachableFor(api().fetch, "accountProducts.mobileProducts");
  const fetch: typeof globalThis.fetch = (input, init) =>
    down ? broken(input, init) : api().fetch(input, init);
  const storage = await returningVisitor(api(), "prepay@waea.test");
  const app = await renderApp(api(), path, { storage, fetch });
  return {
    app,
    mend: () => {
      down = false;
    },
  };
};

describe("a page about the product whose products could not be read (PLAN-02, PLAN-03, PLAN-04, PLAN-08, PLAN-10, USE-02, USE-04)", () => {
  it.each([
    ["/profile/mobile/your-plan", "Your plan"],
    ["/profile/mobile/all-plans", "All plans"],
    ["/profile/mobile/addons", "Add-ons"],
    ["/profile/mobile/usage", "Usage"],
    ["/profile/mobile/usage/details", "Usage details"],
    ["/profile/mobile/supp-features", "Supplementary features"],
    // The billing type's guard, which knows no product without the list, sends the customer home, where the
    // dashboard reads the products itself and says the read failed.
    ["/sim-transfer-product-type", "Home"],
  ])(
    "%s says the read failed with the network's message and a retry, not that there is no product",
    async (path, title) => {
      await openWithoutProducts(path);
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain(NETWORK);
      expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
      for (const empty of EMPTY) expect(screen.queryByText(empty)).toBeNull();
    },
  );

  it("PLAN-02: Try again reads the account again, and your plan shows once the products can be read", async () => {
    const { app, mend } = await openWithoutProducts("/profile/mobile/your-plan");
    const alert = await screen.findByRole("alert");
    mend();
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Kōrero 8GB" })).toBeTruthy();
    expect(screen.queryByText(NETWORK)).toBeNull();
  });
});
