import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buttonClass } from "../../components/button/button";
import { accountOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** Aroha (prepay@waea.test, two seeded addresses picked from the location search) at her shipping details. */
const atAddresses = async () => {
  const storage = await returningVisitor(api(), "prepay@waea.test");
  const app = await renderApp(api(), "/profile/shipping-details", { storage });
  const [edit] = await screen.findAllByRole("button", { name: "Edit address" });
  const first = edit?.closest("li");
  if (first === null || first === undefined) throw new Error("no address listed");
  const aroha = accountOf(api(), "prepay@waea.test");
  const stored = () => api().store.world.profile.addresses[aroha] ?? [];
  return { app, first, stored };
};

describe("delivery addresses (PRO-05)", () => {
  it("PRO-05: the default address reads as its address, then the Default mark, apart", async () => {
    const { first, stored } = await atAddresses();
    const seeded = stored().find((a) => a.Rank === 1);
    expect(first.querySelector(".address-text")?.textContent).toBe(`${seeded?.Formatted ?? ""} Default`);
    // Deleting removes: its button looks destructive.
    expect(within(first).getByRole("button", { name: "Delete address" }).className).toBe(
      buttonClass("destructive"),
    );
  });

  it("PRO-05: an edit keeps the region and drops the coordinates of the old place once the city changes", async () => {
    const { app, first, stored } = await atAddresses();
    const before = stored().find((a) => a.Rank === 1);
    expect(before).toMatchObject({ State: expect.any(String), Latitude: expect.any(Number) });
    await app.user.click(within(first).getByRole("button", { name: "Edit address" }));
    expect(screen.getByLabelText<HTMLInputElement>("Region").value).toBe(before?.State);
    await app.user.clear(screen.getByLabelText("City"));
    await app.user.type(screen.getByLabelText("City"), "Wellington");
    await app.user.clear(screen.getByLabelText("Postcode"));
    await app.user.type(screen.getByLabelText("Postcode"), "6011");
    await app.user.click(screen.getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(stored().find((a) => a.Rank === 1)?.City).toBe("Wellington"));
    const after = stored().find((a) => a.Rank === 1);
    expect(after).toMatchObject({ State: before?.State, PostCode: "6011" });
    expect(after?.Latitude).toBeUndefined();
    expect(after?.Longitude).toBeUndefined();
    expect(after?.Formatted).toContain("Wellington 6011");
  }, 30_000);
});
