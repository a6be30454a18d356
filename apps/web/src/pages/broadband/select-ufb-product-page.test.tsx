import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf } from "../../test/demo-world";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const FIBRE = "fibre@waea.test";

/**
 * fibre@ with a second, older fibre service on another plan. Written into the world (the lever the control door
 * has): a second service comes from a completed install, which the flow's own tests cover.
 */
const withSecondService = (): string => {
  const world = api().store.world;
  const customer = accountOf(api(), FIBRE);
  const first = Object.values(world.broadband.ufbProducts).find(
    (product) => product.CustomerUUID === customer,
  );
  const other = world.broadband.ufbPlans.find((plan) => plan.UUID !== first?.UFBPlanUUID);
  if (first === undefined || other === undefined) throw new Error("fibre@ has no fibre service to copy");
  world.broadband.ufbProducts["second-fibre"] = {
    ...first,
    UUID: "second-fibre",
    UFBPlanUUID: other.UUID,
    ServiceID: "ONT000000002",
    CreatedAtNanos: (first.CreatedAtNanos ?? 1) - 1,
  };
  api().store.changed();
  return other.Name;
};

describe("select-ufb-product (BB-04)", () => {
  it("BB-04: fibre@ with two fibre services chooses the older one and their broadband home shows it", async () => {
    const older = withSecondService();
    const storage = await returningVisitor(api(), FIBRE);
    const app = await renderApp(api(), "/profile/broadband/ufb/subscriptions", { storage });
    await app.user.click(await screen.findByRole("link", { name: "Choose which service to show" }));
    const list = await screen.findByRole("list", { name: "Your fibre services" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("Shown now")).toBeTruthy();
    await app.user.click(within(list).getByRole("button", { name: `Use ${older} ONT000000002` }));
    expect(await screen.findByText("Your broadband pages now show the service you chose")).toBeTruthy();
    expect(currentPath(app)).toBe("/profile/broadband");
    const card = await screen.findByRole("region", { name: "Fibre broadband" }, { timeout: 10_000 });
    expect(within(card).getByText(older)).toBeTruthy();
  }, 30_000);

  it("BB-04: reads in te reo Māori", async () => {
    const storage = await returningVisitor(api(), FIBRE);
    await renderApp(api(), "/select-ufb-product?language=mi-NZ", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Kōwhiria tō ratonga muka" })).toBeTruthy();
    expect(await screen.findByRole("list", { name: "Ō ratonga muka" })).toBeTruthy();
  }, 30_000);
});
