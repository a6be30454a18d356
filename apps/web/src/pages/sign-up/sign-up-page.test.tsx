import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loginOf } from "../../test/demo-world";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { providerSigningIn } from "../../test/social-provider";

const api = withPortal();

describe("sign-up (AUTH-05)", () => {
  it("shows every message of the domain's validator and sends nothing", async () => {
    const app = await renderApp(api(), "/sign-up");
    await app.user.click(await screen.findByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please, enter first name")).toBeTruthy();
    expect(screen.getByText("Please, enter last name")).toBeTruthy();
    expect(screen.getByText("Please, enter email")).toBeTruthy();
    expect(screen.getByText("Password must be at least 10 characters")).toBeTruthy();
    expect(screen.getByText("Please accept the terms and conditions")).toBeTruthy();
    expect(screen.getByText("Please accept the privacy policy")).toBeTruthy();
    expect(screen.getByLabelText("I accept the terms and conditions").getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(app.requests).toEqual([]);
    expect(app.state.session.value.status).toBe("anonymous");
  });

  it("creates the account with the opt-ins sent as 2 or 0 and signs in", async () => {
    const app = await renderApp(api(), "/sign-up");
    await app.user.type(await screen.findByLabelText("First name"), "Kiri");
    await app.user.type(screen.getByLabelText("Last name"), "Te Ao");
    await app.user.type(screen.getByLabelText("E-mail"), "kiri@example.nz");
    await app.user.type(screen.getByLabelText(/^Password/), "Kia-ora-2026!");
    await app.user.click(screen.getByLabelText("I accept the terms and conditions"));
    await app.user.click(screen.getByLabelText("I accept the privacy policy"));
    await app.user.click(screen.getByLabelText("Send me the newsletter"));
    await app.user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(app.state.session.value.status).toBe("signed-in"));
    const signUp = app.requests.find(
      (request) => request.method === "POST" && request.path.endsWith("/auth"),
    );
    expect(JSON.parse(signUp?.body ?? "{}")).toMatchObject({
      AuthID: "kiri@example.nz",
      FirstName: "Kiri",
      LastName: "Te Ao",
      NotifyNewsletters: 2,
      NotifySpecialOffers: 0,
    });
    expect(loginOf(api(), "kiri@example.nz")).toMatchObject({ FirstName: "Kiri", LastName: "Te Ao" });
    expect(app.analytics.events.some((e) => e.name === "sign_up")).toBe(true);
  });

  it("AUTH-05: an e-mail already registered says so, not that the password is invalid", async () => {
    const app = await renderApp(api(), "/sign-up");
    await app.user.type(await screen.findByLabelText("First name"), "Aroha");
    await app.user.type(screen.getByLabelText("Last name"), "Ngata");
    await app.user.type(screen.getByLabelText("E-mail"), "prepay@waea.test");
    await app.user.type(screen.getByLabelText(/^Password/), "Kia-ora-2026!");
    await app.user.click(screen.getByLabelText("I accept the terms and conditions"));
    await app.user.click(screen.getByLabelText("I accept the privacy policy"));
    await app.user.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText(
        "An account with this email address already exists. Please sign in, or reset your password.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("The email address or password is invalid")).toBeNull();
    expect(app.state.session.value.status).toBe("anonymous");
  });
});

describe("identity link (AUTH-06)", () => {
  it("takes a provider's identity from sign-up to identity-link with the name normalised, then signs up", async () => {
    const google = providerSigningIn(api(), { email: "am@example.nz", displayName: "Aroha  Mere  Ngata" });
    const app = await renderApp(api(), "/sign-up", { social: google });
    await app.user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("heading", { name: "Sign up with your account" })).toBeTruthy();
    expect(currentPath(app)).toBe("/identity-link");
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Aroha");
    expect((screen.getByLabelText("Last name") as HTMLInputElement).value).toBe("Mere Ngata");
    await app.user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please accept the terms and conditions")).toBeTruthy();
    await app.user.click(screen.getByLabelText("I accept the terms and conditions"));
    await app.user.click(screen.getByLabelText("I accept the privacy policy"));
    await app.user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(app.state.session.value.status).toBe("signed-in"));
    const login = loginOf(api(), "am@example.nz");
    expect(login).toMatchObject({ FirstName: "Aroha", LastName: "Mere Ngata" });
    expect(login.Identities.map((identity) => identity.Provider)).toEqual(["GOOGLE"]);
    expect(app.state.socialIdentity.value).toBeUndefined();
  });

  it("offers the providers when no identity is pending", async () => {
    await renderApp(api(), "/identity-link");
    expect(await screen.findByRole("button", { name: "Continue with Apple" })).toBeTruthy();
  });
});
