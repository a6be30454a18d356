import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp } from "../../test/render-app";
import { PASSWORD } from "../../test/test-world";

const signIn = async (path: string, email: string) => {
  const app = renderApp(path);
  await app.user.type(await screen.findByLabelText("E-mail"), email);
  await app.user.type(screen.getByLabelText("Password"), PASSWORD);
  await app.user.click(screen.getByRole("button", { name: "Sign in" }));
  return app;
};

describe("account guard pages (PRO-07, PRO-09)", () => {
  it("shows a suspended account only the suspended page", async () => {
    const app = await signIn("/sign-in?redirect=%2Fprofile", "hemi@example.nz");
    expect(await screen.findByRole("heading", { name: "Your account is suspended" })).toBeTruthy();
    expect(currentPath(app)).toBe("/suspended");
    app.location.navigate("/");
    expect(await screen.findByRole("heading", { name: "Your account is suspended" })).toBeTruthy();
  });

  it("sends an account without cards to no-payment-methods", async () => {
    const app = await signIn("/sign-in?redirect=%2Fprofile", "nikau@example.nz");
    expect(await screen.findByRole("heading", { name: "Add a payment method" })).toBeTruthy();
    expect(currentPath(app)).toBe("/no-payment-methods?redirect=%2Fprofile");
    expect(screen.getByRole("link", { name: "Add a payment card" })).toBeTruthy();
  });

  it("sends an account with add-ons away from no-plans-page", async () => {
    const app = await signIn("/sign-in", "aroha@example.nz");
    await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" });
    app.location.navigate("/no-plans-page");
    await waitFor(() => expect(currentPath(app)).toBe("/profile/my-app-home"));
  });
});

describe("e-mail verification (AUTH-13)", () => {
  it("sends, resends and confirms the code, then continues to the page asked for", async () => {
    const app = await signIn("/sign-in?redirect=%2Fprofile%2Faccount", "mere@example.nz");
    expect(await screen.findByRole("heading", { name: "Verify your e-mail" })).toBeTruthy();
    expect(currentPath(app)).toBe("/email-verify-page?redirect=%2Fprofile%2Faccount");
    await app.user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    expect(await screen.findByText("Please, enter verification code")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Send verification e-mail" }));
    expect(await screen.findByText("We have sent a verification e-mail to mere@example.nz.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Send the e-mail again" }));
    await app.user.type(screen.getByLabelText("Verification code"), "wrong");
    await app.user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    expect(
      await screen.findByText("The verification code is incorrect, please use the right code."),
    ).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await app.user.clear(screen.getByLabelText("Verification code"));
    await app.user.type(
      screen.getByLabelText("Verification code"),
      app.apis.auth.verificationSecretFor("cust-5") ?? "",
    );
    await app.user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    expect(await screen.findByText("Thank you, your e-mail address is verified.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(currentPath(app)).toBe("/profile/account"));
  });
});

describe("select account and invitations (AUTH-11, AUTH-13)", () => {
  it("joins another account with an invitation code and refuses a reply without CustomerUUID", async () => {
    const app = await signIn("/sign-in", "aroha@example.nz");
    await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" });
    app.location.navigate("/select-account");
    await screen.findByRole("heading", { name: "Choose an account" });
    await app.user.click(screen.getByRole("button", { name: "Join account" }));
    expect(await screen.findByText("Please, enter verification code")).toBeTruthy();
    await app.user.type(screen.getByLabelText("Invitation code"), "EMPTY-1");
    await app.user.click(screen.getByRole("button", { name: "Join account" }));
    // The domain fails it as a DecodeError ("No CustomerUUID"), which every shell shows as errors.something_went_wrong.
    expect(await screen.findByText("Something went wrong.")).toBeTruthy();
    expect(app.state.customerUuids.value).toEqual(["cust-1"]);
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await app.user.clear(screen.getByLabelText("Invitation code"));
    await app.user.type(screen.getByLabelText("Invitation code"), "JOIN-1");
    await app.user.click(screen.getByRole("button", { name: "Join account" }));
    expect(await screen.findByText("You have joined the account.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(app.state.customerUuids.value).toEqual(["cust-1", "cust-3"]);
    expect(app.state.account.value.status === "ready" && app.state.account.value.uuid).toBe("cust-3");
  });
});
