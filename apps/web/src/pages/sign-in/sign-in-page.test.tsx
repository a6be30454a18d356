import { screen, waitFor, within } from "@testing-library/react";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { accountOf, accountsOf, loginOf } from "../../test/demo-world";
import { unreachableFor } from "../../test/fake-api";
import { currentPath, renderApp, withPortal, type RenderedApp } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";
import { providerFailing, providerSigningIn } from "../../test/social-provider";

const api = withPortal();

const signInWithPassword = async (app: RenderedApp, email: string, password: string) => {
  await screen.findByRole("heading", { name: "Sign in" });
  if (email !== "") await app.user.type(screen.getByLabelText("E-mail"), email);
  if (password !== "") await app.user.type(screen.getByLabelText("Password"), password);
  await app.user.click(screen.getByRole("button", { name: "Sign in" }));
};

describe("sign-in by e-mail and password (AUTH-01)", () => {
  it("signs in, lands home, logs a login event and syncs the reply's roles to the account (AUTH-12)", async () => {
    const app = await renderApp(api(), "/sign-in");
    await signInWithPassword(app, "prepay@waea.test", DEMO_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
    expect(currentPath(app)).toBe("/");
    expect(await screen.findByText("Aroha Ngata")).toBeTruthy();
    expect(app.analytics.events.some((e) => e.name === "login" && e.params?.["method"] === "LOCAL")).toBe(
      true,
    );
    const aroha = accountOf(api(), "prepay@waea.test");
    await waitFor(() => expect(api().store.world.core.authRoles[aroha]?.Roles).toEqual(["customer"]));
  });

  it("shows the server's text in the error dialog for wrong credentials and stays", async () => {
    const app = await renderApp(api(), "/sign-in");
    await signInWithPassword(app, "prepay@waea.test", "Wrong-pass-1");
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("The email address or password is invalid")).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(currentPath(app)).toBe("/sign-in");
    expect(app.state.session.value.status).toBe("anonymous");
  });

  it("shows the network message when the operator cannot be reached", async () => {
    const app = await renderApp(api(), "/sign-in", { fetch: unreachableFor(api().fetch, "auth.signIn") });
    await signInWithPassword(app, "prepay@waea.test", DEMO_PASSWORD);
    expect(
      await screen.findByText("Network error. Please check your connection and try again."),
    ).toBeTruthy();
    expect(app.state.session.value.status).toBe("anonymous");
  });

  it("validates before sending: required fields, messages next to them, nothing sent", async () => {
    const app = await renderApp(api(), "/sign-in");
    await signInWithPassword(app, "", "");
    expect(await screen.findByText("Please, enter email")).toBeTruthy();
    expect(screen.getByText("Please, enter password")).toBeTruthy();
    const email = screen.getByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Please, enter email");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(app.requests).toEqual([]);
    expect(app.analytics.events.some((e) => e.name === "login")).toBe(false);
  });

  it("refuses an e-mail of the wrong format", async () => {
    const app = await renderApp(api(), "/sign-in");
    await signInWithPassword(app, "prepay@", DEMO_PASSWORD);
    expect(await screen.findByText("Email format is invalid")).toBeTruthy();
    expect(app.requests).toEqual([]);
  });
});

describe("sign-in by one-time code (AUTH-02)", () => {
  const requestCode = async (app: RenderedApp) => {
    await screen.findByRole("heading", { name: "Sign in" });
    await app.user.click(screen.getByLabelText("A one-time code by e-mail"));
    await app.user.type(await screen.findByLabelText("E-mail"), "prepay@waea.test");
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
  };

  it("sends a code, shows the code entry screen and signs in with the code from the e-mail", async () => {
    const app = await renderApp(api(), "/sign-in");
    await requestCode(app);
    expect(await screen.findByRole("heading", { name: "Enter your code" })).toBeTruthy();
    // The fake API's clock stands at 23:00 in New Zealand; a code lasts ten minutes.
    expect(
      screen.getByText("We have sent a code to prepay@waea.test. It can be used until 23:10:00."),
    ).toBeTruthy();
    await app.user.type(screen.getByLabelText("Code"), api().codes("prepay@waea.test").oneTimeCode ?? "");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
    expect(await screen.findByText("Aroha Ngata")).toBeTruthy();
  });

  it("AUTH-02: requires a code and refuses a wrong one with the spec's code message, not the password's", async () => {
    const app = await renderApp(api(), "/sign-in");
    await requestCode(app);
    await screen.findByLabelText("Code");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please, enter verification code")).toBeTruthy();
    await app.user.type(screen.getByLabelText("Code"), "000001");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("The verification code is incorrect, please use the right code."),
    ).toBeTruthy();
    expect(screen.queryByText("The email address or password is invalid")).toBeNull();
    expect(app.state.session.value.status).toBe("anonymous");
  });
});

describe("sign-in by phone number or SIM ID (AUTH-04)", () => {
  it("refuses what is neither, and signs in by mobile number", async () => {
    const app = await renderApp(api(), "/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    await app.user.click(screen.getByLabelText("Phone number or SIM ID"));
    const box = await screen.findByRole("textbox", { name: "Phone number or SIM ID" });
    await app.user.type(box, "12345");
    await app.user.type(screen.getByLabelText("Password"), DEMO_PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Phone number or SIM ID format is invalid")).toBeTruthy();
    expect(app.requests).toEqual([]);
    await app.user.clear(box);
    await app.user.type(box, "022 067 6767");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Ngaio Hona")).toBeTruthy();
  });

  it("signs in by SIM ID", async () => {
    const app = await renderApp(api(), "/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    await app.user.click(screen.getByLabelText("Phone number or SIM ID"));
    await app.user.type(
      await screen.findByRole("textbox", { name: "Phone number or SIM ID" }),
      "8964024000000067670",
    );
    await app.user.type(screen.getByLabelText("Password"), DEMO_PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Ngaio Hona")).toBeTruthy();
  });
});

describe("social sign-in (AUTH-03)", () => {
  it("shows Apple's own message when its script does not load", async () => {
    const app = await renderApp(api(), "/sign-in", { social: providerFailing("script") });
    await app.user.click(await screen.findByRole("button", { name: "Continue with Apple" }));
    expect(
      await screen.findByText(
        "Apple sign-in could not be loaded. Please check your connection, or choose another way to sign in.",
      ),
    ).toBeTruthy();
  });

  it("names the provider whose script did not load", async () => {
    const app = await renderApp(api(), "/sign-in", { social: providerFailing("script") });
    await app.user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(
      await screen.findByText(
        "Google sign-in could not be loaded. Please check your connection and try again.",
      ),
    ).toBeTruthy();
  });

  it("signs in with the identity a provider returns; the operator keeps it on a new login", async () => {
    const social = providerSigningIn(api(), { email: "kiri@example.nz", displayName: "Kiri Te Ao" });
    const app = await renderApp(api(), "/sign-in", { social });
    await app.user.click(await screen.findByRole("button", { name: "Continue with Facebook" }));
    await waitFor(() => expect(app.state.session.value.status).toBe("signed-in"));
    const session = app.state.session.value;
    expect(session.status === "signed-in" && session.auth.IdentityProvider).toBe("FACEBOOK");
    expect(loginOf(api(), "kiri@example.nz").Identities.map((identity) => identity.Provider)).toEqual([
      "FACEBOOK",
    ]);
  });
});

describe("MFA code (AUTH-13)", () => {
  it("asks for the code before the session starts, refuses a wrong one, accepts the right one", async () => {
    const app = await renderApp(api(), "/sign-in");
    await signInWithPassword(app, "mfa@waea.test", DEMO_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Security code" })).toBeTruthy();
    expect(app.state.session.value.status).toBe("anonymous");
    await app.user.type(screen.getByLabelText("Code"), "999999");
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("The verification code is incorrect, please use the right code."),
    ).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await app.user.clear(screen.getByLabelText("Code"));
    const rawiri = accountOf(api(), "mfa@waea.test");
    await app.user.type(screen.getByLabelText("Code"), api().codes("mfa@waea.test").mfaCodes[rawiri] ?? "");
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
    expect(app.state.session.value.status).toBe("signed-in");
  });
});

describe("a session waiting for its MFA code (AUTH-13)", () => {
  it("AUTH-13: a reload at the code step does not open the account: the visitor is signed out", async () => {
    const first = await renderApp(api(), "/sign-in");
    await signInWithPassword(first, "mfa@waea.test", DEMO_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Security code" })).toBeTruthy();
    first.unmount();
    const reloaded = await renderApp(api(), "/profile/account", { storage: first.storage });
    expect(reloaded.state.session.value.status).toBe("anonymous");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(reloaded.requests.some((request) => request.path.includes("/customer/"))).toBe(false);
  });
});

describe("MFA code in te reo Māori (AUTH-13)", () => {
  it("AUTH-13: a wrong code is refused in Māori, not in the server's English", async () => {
    const app = await renderApp(api(), "/sign-in?language=mi-NZ");
    await screen.findByRole("heading", { name: "Takiuru" });
    await app.user.type(screen.getByLabelText("Īmēra"), "mfa@waea.test");
    await app.user.type(screen.getByLabelText("Kupuhipa"), DEMO_PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Takiuru" }));
    expect(await screen.findByRole("heading", { name: "Waehere haumaru" })).toBeTruthy();
    await app.user.type(screen.getByLabelText("Waehere"), "999999");
    await app.user.click(screen.getByRole("button", { name: "Haere tonu" }));
    expect(
      await screen.findByText("Kāore i tika te waehere manatoko, tēnā koa whakamahia te waehere tika."),
    ).toBeTruthy();
    expect(screen.queryByText(/verification code is incorrect/)).toBeNull();
    expect(app.state.session.value.status).toBe("anonymous");
  });
});

describe("several customer accounts (AUTH-11)", () => {
  it("asks which account at sign-in, then continues to the page asked for", async () => {
    const app = await renderApp(api(), "/sign-in?redirect=%2Fabout");
    await signInWithPassword(app, "multi@waea.test", DEMO_PASSWORD);
    expect(await screen.findByRole("heading", { name: "Choose an account" })).toBeTruthy();
    await app.user.click(
      await screen.findByRole("button", { name: "Use the account of Rangi Smith Whānau" }),
    );
    expect(await screen.findByRole("heading", { name: "About Waea" })).toBeTruthy();
    const whanau = accountsOf(api(), "multi@waea.test")[1];
    expect(app.state.account.value.status === "ready" && app.state.account.value.uuid).toBe(whanau);
    expect(screen.getByRole("link", { name: "Switch account" })).toBeTruthy();
  });
});

describe("auth pages when signed in (AUTH-14)", () => {
  it("sends a signed-in visitor from sign-up to home", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/sign-up", { storage });
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
  });
});
