import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

/** What the dashboard's cards import after the first paint, watched. */
const imported = vi.hoisted(() => ({ planFit: 0, porting: 0 }));
vi.mock("./plan-fit-load", async (importOriginal) => {
  imported.planFit += 1;
  return importOriginal();
});
vi.mock("./porting-offered-card", async (importOriginal) => {
  imported.porting += 1;
  return importOriginal();
});

const api = withPortal();

const openAs = async (login: string, path: string) =>
  renderApp(api(), path, { storage: await returningVisitor(api(), login) });

describe("the dashboard's code for what its first paint does not show loads on use (issue 13)", () => {
  it("the plan-fit hint's code loads once the card asks for its report, and the hint shows as before", async () => {
    await openAs("prepay@waea.test", "/profile/mobile");
    const fit = within(await screen.findByRole("region", { name: "Is your plan the right fit?" }));
    expect(
      await fit.findByText(
        "Your plan did not cover it all. Kōrero Unlimited would have, for $26.79 more over 30 days.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(imported.planFit).toBe(1);
  }, 30_000);

  it("the port-in tracker's code (and the rule offering it) loads only for a service with a port", async () => {
    await openAs("prepay@waea.test", "/profile/my-app-home");
    await screen.findByRole("region", { name: "Your plan" });
    expect(imported.porting).toBe(0);
    await openAs("porting@waea.test", "/profile/my-app-home");
    await screen.findAllByRole("region", { name: "Your plan" });
    await vi.waitFor(() => expect(imported.porting).toBe(1));
  }, 30_000);
});
