import { screen, within } from "@testing-library/react";
import { developmentSettings, withSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../../test/demo-world";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const autoActiveOf = (email: string) => {
  const product = productsOf(api(), accountOf(api(), email))[0];
  return api().store.world.sim.services[product?.UUID ?? ""]?.AutoActive;
};

describe("supplementary features (PLAN-08)", () => {
  it("PLAN-08: international roaming with daily roaming auto-activation switched on and off", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/mobile/supp-features", { storage });
    expect(await screen.findByRole("article", { name: "International roaming" })).toBeTruthy();
    const toggle = screen.getByRole("switch", {
      name: "Turn on Daily Roaming automatically when I'm overseas",
    });
    const was = (toggle as HTMLInputElement).checked;
    expect(autoActiveOf("prepay@waea.test")).toBe(was);
    await app.user.click(toggle);
    expect(
      await screen.findByText(
        was
          ? "Daily Roaming will not turn on by itself overseas."
          : "Daily Roaming will turn on automatically when you're overseas.",
      ),
    ).toBeTruthy();
    expect(autoActiveOf("prepay@waea.test")).toBe(!was);
    expect((toggle as HTMLInputElement).checked).toBe(!was);
  }, 30_000);

  it("PLAN-08: roaming that cannot be read says so with the network's message, and Try again shows the switch", async () => {
    let down = true;
    const broken = unreachableFor(api().fetch, "sim.getDailyRoaming");
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/mobile/supp-features", {
      storage,
      fetch: (input, init) => (down ? broken(input, init) : api().fetch(input, init)),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Network error. Please check your connection and try again.");
    down = false;
    await app.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "International roaming" })).toBeTruthy();
  }, 30_000);

  it("PLAN-08: the page is not there where the build does not offer international roaming", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    await renderApp(api(), "/profile/mobile/supp-features", {
      storage,
      settings: withSettings(developmentSettings, { supplementaryFeatures: [] }),
    });
    // The route's build gate (internationalRoaming) sends the visitor elsewhere; no switch is offered.
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).not.toBe("Supplementary features");
    expect(screen.queryByRole("switch")).toBeNull();
  }, 30_000);
});
