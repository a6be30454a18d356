import { screen, within } from "@testing-library/react";
import { mobileNumberText } from "@waea/domain/validation";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();
const PAGE = "/profile/mobile/sim-card-actions/number-porting";
const MINUTE = 60_000;

const open = async (email: string, path = PAGE) => {
  const storage = await returningVisitor(api(), email);
  const app = await renderApp(api(), path, { storage });
  await screen.findByRole("heading", { level: 1 });
  return app;
};

const tracker = async () =>
  within(await screen.findByRole("navigation", { name: "Number transfer progress" }));

describe("number porting and the port-in tracker (SIM-06)", () => {
  it("SIM-06: porting@ sees the tracker at network provisioning, each step with its time, and the 3-hour estimate", async () => {
    await open("porting@waea.test");
    const steps = await tracker();
    expect(steps.getByText("Step 5 of 6")).toBeTruthy();
    const current = steps
      .getAllByRole("listitem")
      .find((item) => item.getAttribute("aria-current") === "step");
    expect(current?.textContent).toContain("Network provisioning");
    expect(current?.querySelector("time")).not.toBeNull();
    expect(steps.getAllByTitle("Your number is being switched over on our network.").length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(/^Usually within 3 hours of the request: expect it by /)).toBeTruthy();
    expect(screen.getByText(/^Bringing in 022 .* from 2degrees$/)).toBeTruthy();
    // Under way: no new request is offered.
    expect(screen.queryByRole("button", { name: "Request the transfer" })).toBeNull();
    // The way back, as on the other SIM action pages.
    expect(screen.getByRole("link", { name: "SIM card actions" }).getAttribute("href")).toBe(
      "/profile/mobile/sim-card-actions",
    );
  }, 30_000);

  it("SIM-06: a port of 64225550100 is rejected; the reason and the fix are shown in place, and the corrected retry goes on", async () => {
    const app = await open("prepay@waea.test");
    await app.user.type(await screen.findByLabelText("Number to bring in"), "+64225550100");
    await app.user.click(
      screen.getByRole("checkbox", { name: "The number is on an account with my current provider" }),
    );
    const before = app.requests.length;
    await app.user.click(screen.getByRole("button", { name: "Request the transfer" }));
    expect(await screen.findByText("Please, enter provider name")).toBeTruthy();
    expect(app.requests.slice(before)).toEqual([]);
    await app.user.type(screen.getByLabelText("Current provider"), "2degrees");
    await app.user.type(screen.getByLabelText("Account holder name"), "Aroha Ngata");
    await app.user.type(screen.getByLabelText("Account number"), "111111111");
    await app.user.type(screen.getByLabelText("Connection ID"), "CID12345678");
    await app.user.click(screen.getByRole("button", { name: "Request the transfer" }));
    expect((await tracker()).getByText("Step 1 of 6")).toBeTruthy();
    expect(app.requests.map((request) => request.path).filter((url) => url.includes("porting"))).toContain(
      "/api/porting/v1/msisdn/64225550100",
    );

    api().clock.advance(11 * MINUTE);
    await app.user.click(screen.getByRole("button", { name: "Check again" }));
    expect(
      await screen.findByText("2degrees says the account number does not match its records for this number."),
    ).toBeTruthy();
    expect(screen.getByText(/^Check the account number on a bill from 2degrees/)).toBeTruthy();
    const accountNumber = screen.getByLabelText("Account number");
    expect((accountNumber as HTMLInputElement).value).toBe("111111111");
    await app.user.clear(accountNumber);
    await app.user.type(accountNumber, "987654321");
    await app.user.click(screen.getByRole("button", { name: "Correct and send again" }));
    expect(await screen.findByText("We have sent the transfer of 022 555 0100 again.")).toBeTruthy();
    expect((await tracker()).getByText("Step 1 of 6")).toBeTruthy();
    const port = Object.values(api().store.world.porting.ports).find((item) => item.MSISDN === "64225550100");
    expect(port?.TransferFrom?.AccountNumber).toBe("987654321");
  }, 60_000);

  it("SIM-06: a port can be cancelled after a confirmation; a number that cannot be moved is refused", async () => {
    const app = await open("prepay@waea.test");
    await app.user.type(await screen.findByLabelText("Number to bring in"), "021 555 0123");
    await app.user.click(screen.getByRole("button", { name: "Request the transfer" }));
    await app.user.click(await screen.findByRole("button", { name: "Cancel the transfer" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel the transfer of 021 555 0123?" });
    await app.user.click(within(dialog).getByRole("button", { name: "Cancel the transfer" }));
    expect(await screen.findByText("The transfer of 021 555 0123 was cancelled.")).toBeTruthy();
    expect(
      screen.getByText("This transfer was cancelled. You can bring in a number again below."),
    ).toBeTruthy();
    await app.user.type(screen.getByLabelText("Number to bring in"), "027 555 0199");
    await app.user.click(screen.getByRole("button", { name: "Request the transfer" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This number cannot be transferred.");
  }, 60_000);

  it("SIM-06: the mobile dashboard shows the tracker while porting@'s port is under way, and the new number once done", async () => {
    const first = await open("porting@waea.test", "/profile/mobile");
    expect((await tracker()).getByText("Step 5 of 6")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the transfer" }).getAttribute("href")).toBe(PAGE);
    const port = Object.values(api().store.world.porting.ports)[0];
    first.unmount();
    api().clock.advance(20 * MINUTE);
    await open("porting@waea.test", "/profile/mobile");
    expect(
      await screen.findByText(`Done: ${mobileNumberText(port?.MSISDN ?? "")} now works on your SIM.`),
    ).toBeTruthy();
    expect((await tracker()).getByText("Step 6 of 6")).toBeTruthy();
    expect(screen.getByText(`Mobile number ${mobileNumberText(port?.MSISDN ?? "")}`)).toBeTruthy();
  }, 30_000);

  it("SIM-06: no tracker on the dashboard of a service that never had a port", async () => {
    const app = await open("prepay@waea.test", "/profile/mobile");
    await screen.findByRole("heading", { name: "Your plan" });
    expect(screen.queryByRole("navigation", { name: "Number transfer progress" })).toBeNull();
    expect(app.requests.some((request) => request.path.includes("mobile_porting"))).toBe(false);
  }, 30_000);
});
