import { screen, within } from "@testing-library/react";
import { DEMO_PASSWORD, type InProcessFakeApi } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal, type RenderedApp } from "../../test/render-app";

const api = withPortal();

/** Five wrong passwords for a login, sent to the operator as the page would send them (faster than typing them). */
const failFiveTimes = async (fake: InProcessFakeApi, email: string) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reply = await fake.fetch(`${fake.baseUrl}/v2/67/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        SPID: 67,
        IncludeRoles: true,
        IdentityProvider: "LOCAL",
        AuthID: email,
        AuthCode: "Wrong-pass-1",
      }),
    });
    expect(reply.status).toBe(400);
  }
};

const signIn = async (app: RenderedApp, labels: { email: string; password: string; button: string }) => {
  await app.user.type(await screen.findByLabelText(labels.email), "prepay@waea.test");
  await app.user.type(screen.getByLabelText(labels.password), DEMO_PASSWORD);
  await app.user.click(screen.getByRole("button", { name: labels.button }));
};

describe("too many sign-in attempts (AUTH-01, #11)", () => {
  it("after 5 wrong passwords the right one is refused with how long to wait, and the visitor stays", async () => {
    await failFiveTimes(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/sign-in");
    await signIn(app, { email: "E-mail", password: "Password", button: "Sign in" });
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Too many attempts. Try again in 15 minutes.")).toBeTruthy();
    expect(currentPath(app)).toBe("/sign-in");
    expect(app.state.session.value.status).toBe("anonymous");
  });

  it("says so in te reo Māori", async () => {
    await failFiveTimes(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/sign-in?language=mi-NZ");
    await signIn(app, { email: "Īmēra", password: "Kupuhipa", button: "Takiuru" });
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Kua nui rawa ngā nganatanga. Tatari mō ngā meneti e 15, ka ngana anō ai."),
    ).toBeTruthy();
  });
});
