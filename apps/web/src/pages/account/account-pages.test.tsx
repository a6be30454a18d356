import { screen, waitFor, within } from "@testing-library/react";
import { DEMO_INVITATION_CODE } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { accountOf, customerOf } from "../../test/demo-world";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** A demo login back at a path, signed in on an earlier visit. */
const returning = async (email: string, path: string) =>
  await renderApp(api(), path, { storage: await returningVisitor(api(), email) });

describe("account guard pages (PRO-07, PRO-09)", () => {
  it("shows a suspended account only the suspended page", async () => {
    const app = await returning("suspended@waea.test", "/profile");
    expect(await screen.findByRole("heading", { name: "How to restore your account" })).toBeTruthy();
    expect(currentPath(app)).toBe("/suspended");
    app.location.navigate("/");
    expect(await screen.findByRole("heading", { name: "How to restore your account" })).toBeTruthy();
  });

  it("PRO-09: the suspended page's heading is not its banner again, and the header offers no link that bounces", async () => {
    const app = await returning("suspended@waea.test", "/profile");
    expect(await screen.findByRole("heading", { name: "How to restore your account" })).toBeTruthy();
    expect(screen.getAllByText(/Your account is suspended/)).toHaveLength(1);
    const header = within(screen.getByRole("banner"));
    expect(header.queryByRole("link", { name: "My account" })).toBeNull();
    expect(header.queryByRole("link", { name: "Plans" })).toBeNull();
    expect(header.getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/help");
    expect(header.getByRole("button", { name: "Sign out" })).toBeTruthy();
    await app.user.click(screen.getByRole("link", { name: "Contact support" }));
    await waitFor(() => expect(currentPath(app)).toBe("/help"));
  });

  it("sends an account without cards or a parent billing route to no-payment-methods", async () => {
    const app = await returning("nocard@waea.test", "/profile");
    expect(await screen.findByRole("heading", { name: "Add a payment method" })).toBeTruthy();
    expect(currentPath(app)).toBe("/no-payment-methods?redirect=%2Fprofile");
    expect(screen.getByRole("link", { name: "Add a payment card" })).toBeTruthy();
  });

  it("PRO-09: the no-payment-methods links open the add-card page and the help centre, not a bounce", async () => {
    const app = await returning("nocard@waea.test", "/no-payment-methods");
    await app.user.click(await screen.findByRole("link", { name: "Add a payment card" }));
    await waitFor(() => expect(currentPath(app)).toBe("/profile/balance/payment-methods/add"));
    app.location.navigate("/no-payment-methods");
    await app.user.click(await screen.findByRole("link", { name: "Contact support" }));
    await waitFor(() => expect(currentPath(app)).toBe("/help"));
  });

  it("PRO-09: the no-plans links open the plans page and the help centre", async () => {
    const app = await returning("noplan@waea.test", "/no-plans-page");
    await app.user.click(await screen.findByRole("link", { name: "Choose a plan" }));
    await waitFor(() => expect(currentPath(app)).toBe("/plans"));
    app.location.navigate("/no-plans-page");
    await app.user.click(await screen.findByRole("link", { name: "Contact support" }));
    await waitFor(() => expect(currentPath(app)).toBe("/help"));
  });

  it("PLAN-01: the header's My account opens the customer's home, the dashboard of their product", async () => {
    const app = await returning("prepay@waea.test", "/");
    const header = within(await screen.findByRole("banner"));
    await app.user.click(await header.findByRole("link", { name: "My account" }));
    expect(await screen.findByRole("heading", { name: "Home", level: 1 })).toBeTruthy();
    expect(currentPath(app)).toBe("/profile/my-app-home");
  });

  it("sends an account with add-ons away from no-plans-page", async () => {
    const app = await returning("prepay@waea.test", "/no-plans-page");
    await waitFor(() => expect(currentPath(app)).toBe("/profile/my-app-home"));
  });
});

describe("e-mail verification (AUTH-13, PRO-09)", () => {
  it("sends, resends and confirms the code, then continues to the page asked for", async () => {
    const app = await returning("unverified@waea.test", "/profile/account");
    expect(await screen.findByRole("heading", { name: "Verify your e-mail" })).toBeTruthy();
    expect(currentPath(app)).toBe("/email-verify-page?redirect=%2Fprofile%2Faccount");
    expect(screen.getByText("Please verify your email address to continue.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    expect(await screen.findByText("Please, enter verification code")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Send verification e-mail" }));
    expect(
      await screen.findByText("We have sent a verification e-mail to unverified@waea.test."),
    ).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Send the e-mail again" }));
    await app.user.type(screen.getByLabelText("Verification code"), "wrong");
    await app.user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    expect(
      await screen.findByText("The verification code is incorrect, please use the right code."),
    ).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await app.user.clear(screen.getByLabelText("Verification code"));
    // The secret of the last e-mail sent (the resent one).
    const ana = accountOf(api(), "unverified@waea.test");
    const secret = api().codes("unverified@waea.test").emailVerificationSecrets[ana] ?? "";
    await app.user.type(screen.getByLabelText("Verification code"), secret);
    await app.user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    expect(await screen.findByText("Thank you, your e-mail address is verified.")).toBeTruthy();
    // The guard's notice goes once the address is verified.
    expect(screen.queryByText("Please verify your email address to continue.")).toBeNull();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(currentPath(app)).toBe("/profile/account"));
    expect(customerOf(api(), ana).EmailVerified).toBe(true);
  }, 30_000);
});

describe("select account and invitations (AUTH-11, AUTH-13)", () => {
  it("AUTH-13: requires a code (naming the invitation code), shows the operator's refusal of an unknown one, and joins with an invitation", async () => {
    const invited = api().store.world.core.invitations[DEMO_INVITATION_CODE];
    const aroha = accountOf(api(), "prepay@waea.test");
    const app = await returning("prepay@waea.test", "/select-account");
    await screen.findByRole("heading", { name: "Choose an account" });
    await app.user.click(await screen.findByRole("button", { name: "Join account" }));
    expect(await screen.findByText("Please, enter invitation code")).toBeTruthy();
    await app.user.type(screen.getByLabelText("Invitation code"), "DEMO-INV-9999");
    await app.user.click(screen.getByRole("button", { name: "Join account" }));
    expect(await screen.findByText("Invitation not found")).toBeTruthy();
    expect(app.state.customerUuids.value).toEqual([aroha]);
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await app.user.clear(screen.getByLabelText("Invitation code"));
    await app.user.type(screen.getByLabelText("Invitation code"), DEMO_INVITATION_CODE);
    await app.user.click(screen.getByRole("button", { name: "Join account" }));
    expect(await screen.findByText("You have joined the account.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(app.state.customerUuids.value).toEqual([aroha, invited]);
    expect(app.state.account.value.status === "ready" && app.state.account.value.uuid).toBe(invited);
  });
});
