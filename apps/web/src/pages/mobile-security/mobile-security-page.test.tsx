import { productionSettings } from "@waea/domain/config";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();
const PAGE = "/profile/mobile/security";

describe("mobile security (SIM-07, non-production only)", () => {
  it("SIM-07: in production the page is not found", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    await renderApp(api(), PAGE, { storage, settings: productionSettings });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.queryByRole("switch", { name: /Basic protection/ })).toBeNull();
  }, 30_000);

  it("SIM-07: prepay@ turns basic on, blocks a number, is refused one already listed, and sees what was stopped", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), `${PAGE}/white-blacklist`, { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Mobile security" })).toBeTruthy();
    expect(await screen.findByText("Protection is off: every call and text gets through.")).toBeTruthy();
    await app.user.click(screen.getByRole("switch", { name: /Basic protection/ }));
    expect(await screen.findByText("Your block list applies now.")).toBeTruthy();

    const block = screen.getByRole("region", { name: "Block list" });
    await app.user.type(within(block).getByLabelText("Phone number"), "09 555 0100");
    await app.user.click(within(block).getByRole("button", { name: "Add" }));
    expect(await within(block).findByText("+6495550100")).toBeTruthy();
    await app.user.type(within(block).getByLabelText("Phone number"), "+6495550100");
    const before = app.requests.length;
    await app.user.click(within(block).getByRole("button", { name: "Add" }));
    expect((await within(block).findByRole("alert")).textContent).toBe("This number is already on the list.");
    expect(app.requests.slice(before)).toEqual([]);

    await app.user.click(screen.getByRole("switch", { name: /Advanced protection/ }));
    expect(
      await screen.findByText("Your allow list applies now: every other number is stopped."),
    ).toBeTruthy();
    const product = Object.values(api().store.world.mobileSecurity.services)[0];
    expect(product?.Settings).toMatchObject({ Basic: true, Advanced: true, BlockList: ["6495550100"] });

    app.unmount();
    api().clock.advance(3 * 60 * 60 * 1000);
    await renderApp(api(), `${PAGE}/reports`, { storage });
    const table = await screen.findByRole("table", {
      name: "Calls and texts your protection stopped, newest first",
    });
    expect(
      within(table).getAllByText(/^On your block list$|^Not on your allow list$/).length,
    ).toBeGreaterThan(0);
  }, 60_000);
});
