import { screen, within } from "@testing-library/react";
import { developmentSettings, productionSettings, withSettings } from "@waea/domain/config";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const open = async (path: string, settings = developmentSettings) => {
  const storage = await returningVisitor(api(), "prepay@waea.test");
  const app = await renderApp(api(), path, { storage, settings });
  await screen.findByRole("heading", { level: 1 });
  return app;
};

const prepayProduct = () => {
  const product = productsOf(api(), accountOf(api(), "prepay@waea.test"))[0];
  if (product === undefined) throw new Error("prepay@ has no product");
  return product;
};
const service = () => api().store.world.sim.services[prepayProduct().UUID];

/** The labels of the actions list (each link also carries a line of hint). */
const entries = async () =>
  within(await screen.findByRole("region", { name: /^SIM for / }))
    .getAllByRole("link")
    .map((link) => link.firstChild?.firstChild?.textContent);

/**
 * How many `rows` the page's skeleton (`[data-skeleton=name]`) had when it was put on screen while `act` ran: the
 * loaded page's shape (a row for each row to come) keeps the page from shifting when the data arrives.
 */
const skeletonRows = async (name: string, rows: string, act: () => Promise<unknown>) => {
  let seen: { readonly rows: number; readonly text: string } | undefined;
  const observer = new MutationObserver(() => {
    const skeleton = document.querySelector(`[data-skeleton="${name}"]`);
    if (skeleton !== null)
      seen ??= { rows: skeleton.querySelectorAll(rows).length, text: skeleton.textContent };
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await act();
  observer.disconnect();
  return seen;
};

describe("SIM card actions (SIM-08)", () => {
  it("SIM-08: prepay@'s enabled SIM offers disable (not enable), swap, details, porting, number change, call settings and, outside production, mobile security, and its skeleton has a row for each", async () => {
    const skeleton = await skeletonRows("sim-actions", "li", () => open("/profile/mobile/sim-card-actions"));
    expect(await entries()).toEqual([
      "Disable SIM",
      "SIM swap",
      "SIM details",
      "Number porting",
      "Change phone number",
      "Change plan type",
      "Call settings",
      "Mobile security",
    ]);
    expect(skeleton?.rows).toBe(8);
    expect(screen.getByText("This SIM is enabled: calls, texts and data work.")).toBeTruthy();
  }, 30_000);

  it("SIM-08: the build's flags and allowed SIM actions take entries away; production has no mobile security", async () => {
    await open(
      "/profile/mobile/sim-card-actions",
      withSettings(productionSettings, { flags: { simSwap: false }, simActions: ["SIM_DISABLE_ENABLE"] }),
    );
    expect(await entries()).toEqual(["Disable SIM", "SIM details", "Change phone number", "Call settings"]);
  }, 30_000);
});

describe("call settings (SIM-01)", () => {
  it("SIM-01: barring incoming calls lists what else goes off and saves nothing until accepted", async () => {
    const app = await open("/profile/mobile/supp-features");
    const before = JSON.stringify(service()?.Settings);
    await app.user.click(await screen.findByRole("switch", { name: "Incoming calls" }));
    await app.user.click(screen.getByRole("button", { name: "Save call settings" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Other settings change too" });
    // The seed forwards unanswered (and some unreachable) calls for some services: those go off too.
    const forwarding = service()?.Settings.CallForwarding;
    const goingOff = [
      ...(forwarding?.CFNRYActive === true ? ["Forward unanswered calls"] : []),
      ...(forwarding?.CFNRCActive === true ? ["Forward calls when unreachable"] : []),
      "Call waiting",
      "Call hold",
    ];
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(
      goingOff.map((setting) => `${setting} will be turned off because incoming calls are disabled.`),
    );
    await app.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(JSON.stringify(service()?.Settings)).toBe(before);
    await app.user.click(screen.getByRole("button", { name: "Save call settings" }));
    await app.user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Save all these changes" }),
    );
    expect(await screen.findByText("Your call settings are saved.")).toBeTruthy();
    expect(service()?.Settings.Barring.AllowIncomingCalls).toBe(false);
    expect(service()?.Settings.CallRestriction).toEqual({ CallWaitingEnabled: false, AllowCallHold: false });
    expect((screen.getByRole("switch", { name: "Call waiting" }) as HTMLInputElement).checked).toBe(false);
  }, 30_000);
});

describe("disable, enable and swap (SIM-02, SIM-03)", () => {
  it("SIM-02: a wrong password is said beside the field and keeps the session; the e-mailed code disables the SIM", async () => {
    const app = await open("/profile/mobile/sim-card-actions/disable-sim");
    await app.user.type(await screen.findByLabelText("Password"), "not-the-password");
    await app.user.click(screen.getByRole("button", { name: "Disable SIM" }));
    expect(await screen.findByText("The password or code is not correct. Please try again.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Disable SIM");
    expect(service()?.Enabled).toBe(true);
    await app.user.click(screen.getByRole("radio", { name: "With a code sent to my email" }));
    await app.user.click(screen.getByRole("button", { name: "Email me a code" }));
    expect(await screen.findByText(/^We emailed a code to/)).toBeTruthy();
    const code =
      api()
        .mailbox("prepay@waea.test")
        .find((message) => message.Kind === "sim_code")?.Code ?? "";
    await app.user.type(screen.getByLabelText("Code from the email"), code);
    await app.user.click(screen.getByRole("button", { name: "Disable SIM" }));
    expect(
      await screen.findByText("Your SIM is disabled. Enable it again from SIM card actions."),
    ).toBeTruthy();
    expect(service()?.Enabled).toBe(false);
  }, 30_000);

  it("SIM-03: a malformed SIM ID is refused beside the field without a call; one in use gets the SIM swap error", async () => {
    const app = await open("/profile/mobile/sim-card-actions/sim-swap");
    const field = await screen.findByLabelText("New SIM ID");
    await app.user.type(field, "1234");
    await app.user.type(screen.getByLabelText("Password"), DEMO_PASSWORD);
    const sent = app.requests.length;
    await app.user.click(screen.getByRole("button", { name: "Swap to the new SIM" }));
    expect(await screen.findByText(/^The SIM ID format is invalid/)).toBeTruthy();
    expect(app.requests.slice(sent)).toEqual([]);
    const taken = productsOf(api(), accountOf(api(), "postpay@waea.test"))[0]?.SIMID ?? "";
    await app.user.clear(field);
    await app.user.type(field, taken);
    await app.user.click(screen.getByRole("button", { name: "Swap to the new SIM" }));
    expect((await screen.findByRole("alert")).textContent).toBe("SIM swap error. Please contact support.");
    await app.user.clear(field);
    await app.user.type(field, "8964029999000000017");
    await app.user.click(screen.getByRole("button", { name: "Swap to the new SIM" }));
    expect(await screen.findByText("Done: your number is now on the SIM 8964029999000000017.")).toBeTruthy();
    expect(prepayProduct().SIMID).toBe("8964029999000000017");
  }, 30_000);
});

describe("SIM details and number change (SIM-04, SIM-05)", () => {
  it("SIM-04: SIM ID, IMSI and number; the PUK only where the build shows it", async () => {
    await open("/profile/mobile/sim-card-actions/sim-details", productionSettings);
    const product = prepayProduct();
    expect(await screen.findByText(product.SIMID ?? "")).toBeTruthy();
    expect(screen.getByText(product.IMSI ?? "")).toBeTruthy();
    expect(screen.queryByText("PUK")).toBeNull();
  }, 30_000);

  it("SIM-04: with the PUK flag the PUK is shown", async () => {
    await open(
      "/profile/mobile/sim-card-actions/sim-details",
      withSettings(developmentSettings, { flags: { pukDisplay: true } }),
    );
    expect(await screen.findByText(service()?.PUK ?? "")).toBeTruthy();
    expect(screen.getByText("PUK")).toBeTruthy();
  }, 30_000);

  it("SIM-05: prepay@ chooses a number on the second page, confirms with the password, and its product has it; the search's skeleton has a row for each number of a page", async () => {
    let opened: Awaited<ReturnType<typeof open>> | undefined;
    const skeleton = await skeletonRows("numbers", "fieldset > span", async () => {
      opened = await open("/profile/mobile/sim-card-actions/phone-number-change");
    });
    const app = opened;
    if (app === undefined) throw new Error("the page did not open");
    await app.user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please choose a new phone number.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "More numbers" }));
    const second = await screen.findByRole("group", { name: "Choose a new number (page 2)" });
    const radios = within(second).getAllByRole("radio");
    expect(radios).toHaveLength(15);
    // A row per number, and the buttons' words, so the buttons' row wraps on a phone as the loaded one does.
    expect(skeleton?.rows).toBe(15);
    expect(skeleton?.text).toMatch(/More numbers.*Continue$/);
    const wanted = (radios[3] as HTMLInputElement).value;
    await app.user.click(radios[3] as HTMLElement);
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    await app.user.type(await screen.findByLabelText("Password"), DEMO_PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Change my number" }));
    expect(await screen.findByText(/^Your number is now /)).toBeTruthy();
    expect(prepayProduct().MSISDN).toBe(wanted);
  }, 30_000);

  it("SIM-05: no free numbers says 'No new phone numbers'", async () => {
    // Out of numbers: not reachable through the API (the pool is seeded); the world's own lever, as the control door.
    api().store.world.sim.freeNumbers = [];
    api().store.changed();
    await open("/profile/mobile/sim-card-actions/phone-number-change");
    expect(await screen.findByRole("heading", { name: "No new phone numbers" })).toBeTruthy();
  }, 30_000);
});
