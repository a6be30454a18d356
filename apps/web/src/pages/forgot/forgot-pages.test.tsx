import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

describe("forgot password (AUTH-07)", () => {
  it("AUTH-07: sends a code, checks the new password's rules and confirmation, then sets it and signs in", async () => {
    const app = await renderApp(api(), "/forgot-pass");
    await app.user.type(await screen.findByLabelText("E-mail"), "prepay@waea.test");
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("Code");
    await app.user.type(code, api().codes("prepay@waea.test").oneTimeCode ?? "");
    await app.user.type(screen.getByLabelText(/^New password/), "weakpass");
    await app.user.type(screen.getByLabelText("Confirm new password"), "different");
    await app.user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Password must contain an upper case letter")).toBeTruthy();
    expect(screen.getByText("Password must contain at least one number or symbol")).toBeTruthy();
    expect(screen.getByText("New password and Confirm New Password do not match")).toBeTruthy();
    await app.user.clear(screen.getByLabelText(/^New password/));
    await app.user.type(screen.getByLabelText(/^New password/), "Haere-mai-2027");
    await app.user.clear(screen.getByLabelText("Confirm new password"));
    await app.user.type(screen.getByLabelText("Confirm new password"), "Haere-mai-2027");
    await app.user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(app.state.session.value.status).toBe("signed-in"));
    // The operator took the new password: it signs in.
    await expect(
      returningVisitor(api(), "prepay@waea.test", { password: "Haere-mai-2027" }),
    ).resolves.toBeDefined();
  });

  it("AUTH-07: a wrong reset code says the verification code is incorrect, not that the password is", async () => {
    const app = await renderApp(api(), "/forgot-pass");
    await app.user.type(await screen.findByLabelText("E-mail"), "prepay@waea.test");
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
    await app.user.type(await screen.findByLabelText("Code"), "000001");
    await app.user.type(screen.getByLabelText(/^New password/), "Haere-mai-2027");
    await app.user.type(screen.getByLabelText("Confirm new password"), "Haere-mai-2027");
    await app.user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(
      await screen.findByText("The verification code is incorrect, please use the right code."),
    ).toBeTruthy();
    expect(screen.queryByText("The email address or password is invalid")).toBeNull();
    expect(app.state.session.value.status).toBe("anonymous");
  });

  it("AUTH-07: requires an e-mail before sending", async () => {
    const app = await renderApp(api(), "/forgot-pass");
    await app.user.click(await screen.findByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Please, enter email")).toBeTruthy();
    expect(app.requests).toEqual([]);
  });
});

describe("forgot e-mail by phone (AUTH-07)", () => {
  it("AUTH-07: validates the number before asking the operator", async () => {
    const app = await renderApp(api(), "/forgot-email");
    const number = await screen.findByLabelText("Mobile number");
    await app.user.type(number, "0211");
    await app.user.click(screen.getByRole("button", { name: "Find my e-mail" }));
    expect(await screen.findByText("Mobile number format is invalid")).toBeTruthy();
    expect(app.requests).toEqual([]);
  });

  // A visitor who is not signed in: nothing in the browser's storage, the call goes without a bearer token.
  const lookingUp = async () => {
    const app = await renderApp(api(), "/forgot-email");
    await screen.findByLabelText("Mobile number");
    return app;
  };

  it("AUTH-07: shows the e-mail of a known number, masked by the domain", async () => {
    const app = await lookingUp();
    await app.user.type(screen.getByLabelText("Mobile number"), "022 067 6767");
    await app.user.click(screen.getByRole("button", { name: "Find my e-mail" }));
    const found = await screen.findByRole("status");
    expect(found.textContent).toContain("The e-mail address on this account is p•••@waea.test.");
    expect(within(found).getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(app.state.session.value.status).toBe("anonymous");
    expect(screen.queryByText("Your session has expired. Please sign in again.")).toBeNull();
  });

  it("AUTH-07: says 'We haven't found your phone number or SIM ID.' for a number no account has, not in a dialog", async () => {
    const app = await lookingUp();
    await app.user.type(screen.getByLabelText("Mobile number"), "021 999 0001");
    await app.user.click(screen.getByRole("button", { name: "Find my e-mail" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We haven't found your phone number or SIM ID.",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
