import { screen, waitFor, within } from "@testing-library/react";
import { NetworkError } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import type { SocialSignIn } from "../../social/social-sign-in";
import { currentPath, renderApp } from "../../test/render-app";
import { PASSWORD } from "../../test/test-world";

const signInWithPassword = async (app: ReturnType<typeof renderApp>, email: string, password: string) => {
  await screen.findByRole("heading", { name: "Sign in" });
  if (email !== "") await app.user.type(screen.getByLabelText("E-mail"), email);
  if (password !== "") await app.user.type(screen.getByLabelText("Password"), password);
  await app.user.click(screen.getByRole("button", { name: "Sign in" }));
};

describe("sign-in by e-mail and password (AUTH-01)", () => {
  it("signs in, lands home (the auth page is no longer for the visitor) and logs a login event", async () => {
    const app = renderApp("/sign-in");
    await signInWithPassword(app, "aroha@example.nz", PASSWORD);
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
    expect(currentPath(app)).toBe("/");
    expect(screen.getByText("Aroha Ngata")).toBeTruthy();
    expect(app.analytics.events.some((e) => e.name === "login" && e.params?.["method"] === "LOCAL")).toBe(
      true,
    );
    expect(app.apis.auth.syncedRoles("cust-1")?.Roles).toEqual(["customer"]);
  });

  it("shows the server's text in the error dialog for wrong credentials and stays", async () => {
    const app = renderApp("/sign-in");
    await signInWithPassword(app, "aroha@example.nz", "Wrong-pass-1");
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("The email address or password is invalid")).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(currentPath(app)).toBe("/sign-in");
    expect(app.state.session.value.status).toBe("anonymous");
  });

  it("shows the network message when the operator cannot be reached", async () => {
    const app = renderApp("/sign-in", {
      auth: {
        signIn: () => Effect.fail(new NetworkError({ call: "POST /v2/{spid}/auth", message: "offline" })),
      },
    });
    await signInWithPassword(app, "aroha@example.nz", PASSWORD);
    expect(
      await screen.findByText("Network error. Please check your connection and try again."),
    ).toBeTruthy();
  });

  it("validates before sending: required fields, messages next to them, nothing sent", async () => {
    const app = renderApp("/sign-in");
    await signInWithPassword(app, "", "");
    expect(await screen.findByText("Please, enter email")).toBeTruthy();
    expect(screen.getByText("Please, enter password")).toBeTruthy();
    const email = screen.getByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Please, enter email");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(app.analytics.events.some((e) => e.name === "login")).toBe(false);
  });

  it("refuses an e-mail of the wrong format", async () => {
    const app = renderApp("/sign-in");
    await signInWithPassword(app, "aroha@", PASSWORD);
    expect(await screen.findByText("email format is invalid")).toBeTruthy();
  });
});

describe("sign-in by one-time code (AUTH-02)", () => {
  it("sends a code, shows the code entry screen and signs in with it", async () => {
    const app = renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    await app.user.click(screen.getByLabelText("A one-time code by e-mail"));
    await app.user.type(screen.getByLabelText("E-mail"), "aroha@example.nz");
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("heading", { name: "Enter your code" })).toBeTruthy();
    expect(
      screen.getByText(/We have sent a code to aroha@example.nz\. It can be used until \d\d:\d\d:\d\d\./),
    ).toBeTruthy();
    const code = app.apis.auth.oneTimeCodeFor("aroha@example.nz") ?? "";
    await app.user.type(screen.getByLabelText("Code"), code);
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
  });

  it("refuses a wrong code and requires one", async () => {
    const app = renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    await app.user.click(screen.getByLabelText("A one-time code by e-mail"));
    await app.user.type(screen.getByLabelText("E-mail"), "aroha@example.nz");
    await app.user.click(screen.getByRole("button", { name: "Send code" }));
    await screen.findByLabelText("Code");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please, enter verification code")).toBeTruthy();
    await app.user.type(screen.getByLabelText("Code"), "000001");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The email address or password is invalid")).toBeTruthy();
  });
});

describe("sign-in by phone number or SIM ID (AUTH-04)", () => {
  it("refuses what is neither, and signs in by mobile number", async () => {
    const app = renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    await app.user.click(screen.getByLabelText("Phone number or SIM ID"));
    const box = screen.getByRole("textbox", { name: "Phone number or SIM ID" });
    await app.user.type(box, "12345");
    await app.user.type(screen.getByLabelText("Password"), PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("phone number or SIM ID format is invalid")).toBeTruthy();
    await app.user.clear(box);
    await app.user.type(box, "022 123 4567");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Wiremu Hona")).toBeTruthy();
  });
});

describe("social sign-in (AUTH-03)", () => {
  const failing = (reason: "script" | "not_configured" | "cancelled"): SocialSignIn => ({
    signIn: async () => ({ ok: false, reason }),
  });

  it("shows Apple's own message when its script does not load", async () => {
    const app = renderApp("/sign-in", { social: failing("script") });
    await app.user.click(await screen.findByRole("button", { name: "Continue with Apple" }));
    expect(
      await screen.findByText(
        "Apple sign-in could not be loaded. Please check your connection, or choose another way to sign in.",
      ),
    ).toBeTruthy();
  });

  it("names the provider whose script did not load", async () => {
    const app = renderApp("/sign-in", { social: failing("script") });
    await app.user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(
      await screen.findByText(
        "Google sign-in could not be loaded. Please check your connection and try again.",
      ),
    ).toBeTruthy();
  });

  it("signs in with the identity a provider returns", async () => {
    const social: SocialSignIn = {
      signIn: async (provider) => ({
        ok: true,
        identity: {
          provider,
          authId: "fb-77",
          token: "fb-token",
          displayName: "Kiri Te Ao",
          email: "kiri@example.nz",
        },
      }),
    };
    const app = renderApp("/sign-in", { social });
    await app.user.click(await screen.findByRole("button", { name: "Continue with Facebook" }));
    await waitFor(() => expect(app.state.session.value.status).toBe("signed-in"));
    expect(app.apis.auth.account("fb-77")?.IdentityProvider).toBe("FACEBOOK");
  });
});

describe("MFA code (AUTH-13)", () => {
  it("asks for the code before the session starts, refuses a wrong one, accepts the right one", async () => {
    const app = renderApp("/sign-in");
    await signInWithPassword(app, "rawiri@example.nz", PASSWORD);
    expect(await screen.findByRole("heading", { name: "Security code" })).toBeTruthy();
    expect(app.state.session.value.status).toBe("anonymous");
    await app.user.type(screen.getByLabelText("Code"), "999999");
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("The verification code is incorrect, please use the right code."),
    ).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "OK" }));
    await app.user.clear(screen.getByLabelText("Code"));
    await app.user.type(screen.getByLabelText("Code"), "123456");
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
    expect(app.state.session.value.status).toBe("signed-in");
  });
});

describe("several customer accounts (AUTH-11)", () => {
  it("asks which account at sign-in, then continues to the page asked for", async () => {
    const app = renderApp("/sign-in?redirect=%2Fabout");
    await signInWithPassword(app, "tama@example.nz", PASSWORD);
    expect(await screen.findByRole("heading", { name: "Choose an account" })).toBeTruthy();
    await app.user.click(await screen.findByRole("button", { name: "Use the account of Tama Business" }));
    expect(await screen.findByRole("heading", { name: "About Waea" })).toBeTruthy();
    expect(app.state.account.value.status === "ready" && app.state.account.value.uuid).toBe("cust-3");
    expect(screen.getByRole("link", { name: "Switch account" })).toBeTruthy();
  });
});

describe("auth pages when signed in (AUTH-14)", () => {
  it("sends a signed-in visitor from sign-up to home", async () => {
    const app = renderApp("/sign-in");
    await signInWithPassword(app, "aroha@example.nz", PASSWORD);
    await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" });
    app.location.navigate("/sign-up");
    await waitFor(() => expect(currentPath(app)).toBe("/"));
  });
});
