import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";

describe("forgot password (AUTH-07)", () => {
  it("sends a code, checks the new password's rules and confirmation, then sets it and signs in", async () => {
    const app = renderApp("/forgot-pass");
    await app.user.type(await screen.findByLabelText("E-mail"), "aroha@example.nz");
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("Code");
    await app.user.type(code, app.apis.auth.oneTimeCodeFor("aroha@example.nz") ?? "");
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
    expect(app.apis.auth.account("aroha@example.nz")?.Password).toBe("Haere-mai-2027");
  });

  it("requires an e-mail before sending", async () => {
    const app = renderApp("/forgot-pass");
    await app.user.click(await screen.findByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Please, enter email")).toBeTruthy();
  });
});

describe("forgot e-mail by phone (AUTH-07)", () => {
  it("validates the number, shows the e-mail masked, or says the number was not found", async () => {
    const app = renderApp("/forgot-email");
    const number = await screen.findByLabelText("Mobile number");
    await app.user.type(number, "0211");
    await app.user.click(screen.getByRole("button", { name: "Find my e-mail" }));
    expect(await screen.findByText("mobile number format is invalid")).toBeTruthy();
    await app.user.clear(number);
    await app.user.type(number, "021 123 4567");
    await app.user.click(screen.getByRole("button", { name: "Find my e-mail" }));
    expect(await screen.findByText("The e-mail address on this account is a•••@example.nz.")).toBeTruthy();
    await app.user.clear(number);
    await app.user.type(number, "027 999 9999");
    await app.user.click(screen.getByRole("button", { name: "Find my e-mail" }));
    expect(await screen.findByText("We haven't found your phone number or SIM ID.")).toBeTruthy();
  });
});
