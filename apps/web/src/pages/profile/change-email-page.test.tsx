import { screen, within } from "@testing-library/react";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { accountOf, customerOf } from "../../test/demo-world";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** Mere (payg@waea.test) back at the change-email page, signed in with her password on an earlier visit. */
const atChangeEmail = async () => {
  const storage = await returningVisitor(api(), "payg@waea.test");
  const app = await renderApp(api(), "/profile/account/change-email", { storage });
  await screen.findByLabelText("Current password");
  return app;
};

/** Fills the e-mail change form in `scope` and submits it with the button named `submit`. */
const changeTo = async (
  app: Awaited<ReturnType<typeof atChangeEmail>>,
  scope: ReturnType<typeof within>,
  email: string,
  submit: string,
) => {
  await app.user.type(scope.getByLabelText("New e-mail"), email);
  await app.user.type(scope.getByLabelText("Confirm e-mail"), email);
  await app.user.type(scope.getByLabelText("Current password"), DEMO_PASSWORD);
  await app.user.click(scope.getByRole("button", { name: submit }));
};

describe("change e-mail (PRO-03, AUTH-13)", () => {
  it("PRO-03: refuses an address another customer already uses, beside the field, and changes nothing", async () => {
    const app = await atChangeEmail();
    const mere = accountOf(api(), "payg@waea.test");
    await changeTo(
      app,
      within(screen.getByRole("form", { name: "Change e-mail" })),
      "prepay@waea.test",
      "Change e-mail",
    );
    expect(
      await screen.findByText("This e-mail address is already in use. Please enter another one."),
    ).toBeTruthy();
    expect(customerOf(api(), mere).Email).toBe("payg@waea.test");
    expect(customerOf(api(), mere).EmailVerified).toBe(true);
    expect(currentPath(app)).toBe("/profile/account/change-email");
  });

  it("PRO-03: a mistyped new address is corrected, and verified, from the verify page", async () => {
    const app = await atChangeEmail();
    const mere = accountOf(api(), "payg@waea.test");
    await changeTo(
      app,
      within(screen.getByRole("form", { name: "Change e-mail" })),
      "mere@exmaple.nz",
      "Change e-mail",
    );
    expect(await screen.findByRole("heading", { name: "Verify your e-mail", level: 1 })).toBeTruthy();
    expect(currentPath(app)).toMatch(/^\/email-verify-page\?redirect=/);
    expect(screen.getByText(/Please verify your e-mail address mere@exmaple\.nz\./)).toBeTruthy();
    await changeTo(
      app,
      within(screen.getByRole("form", { name: "Wrong address?" })),
      "mere@example.nz",
      "Correct the address",
    );
    expect(await screen.findByText(/Please verify your e-mail address mere@example\.nz\./)).toBeTruthy();
    expect(customerOf(api(), mere)).toMatchObject({ Email: "mere@example.nz", EmailVerified: false });
    await app.user.click(screen.getByRole("button", { name: "Send verification e-mail" }));
    expect(await screen.findByText("We have sent a verification e-mail to mere@example.nz.")).toBeTruthy();
  }, 30_000);
});
