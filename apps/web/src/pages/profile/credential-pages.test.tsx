import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SocialSignIn } from "../../social/social-sign-in";
import type { MemoryWorld } from "../../test/memory-api";
import { currentPath, renderApp } from "../../test/render-app";
import { PASSWORD, testWorld } from "../../test/test-world";

/** The test people and Kiri, who signs in with Google only. */
const world: MemoryWorld = {
  ...testWorld,
  users: [
    ...testWorld.users,
    {
      login: {
        AuthID: "google-kiri",
        UUID: "cust-9",
        IdentityProvider: "GOOGLE",
        FirstName: "Kiri",
        LastName: "Te Ao",
        Email: "kiri@example.nz",
      },
      customers: [
        {
          UUID: "cust-9",
          FirstName: "Kiri",
          LastName: "Te Ao",
          Email: "kiri@example.nz",
          EmailVerified: true,
          AccountNumber: "9",
        },
      ],
    },
  ],
  paymentMethods: {
    ...testWorld.paymentMethods,
    "cust-9": [
      {
        UUID: "pm-9",
        Rank: 1,
        CardType: "visa",
        CardLast4: "4242",
        CardExpiryMonth: 12,
        CardExpiryYear: 2030,
      },
    ],
  },
};

const google: SocialSignIn = {
  signIn: async (provider) => ({
    ok: true,
    identity: {
      provider,
      authId: "google-kiri",
      token: "google-token",
      displayName: "Kiri Te Ao",
      email: "kiri@example.nz",
    },
  }),
};

const NOTICE = "You sign in with another provider, so your password is managed there.";

const signInWithGoogle = async (path: string) => {
  const app = renderApp(`/sign-in?redirect=${encodeURIComponent(path)}`, { world, social: google });
  await app.user.click(await screen.findByRole("button", { name: "Continue with Google" }));
  await waitFor(() => expect(currentPath(app)).toBe(path));
  return app;
};

const signInWithPassword = async (path: string) => {
  const app = renderApp(`/sign-in?redirect=${encodeURIComponent(path)}`, { world });
  await app.user.type(await screen.findByLabelText("E-mail"), "aroha@example.nz");
  await app.user.type(screen.getByLabelText("Password"), PASSWORD);
  await app.user.click(screen.getByRole("button", { name: "Sign in" }));
  await waitFor(() => expect(currentPath(app)).toBe(path));
  return app;
};

describe("credential pages for a provider login (PRO-02, PRO-03)", () => {
  it("shows the provider notice instead of the e-mail form, which would re-authenticate as LOCAL", async () => {
    await signInWithGoogle("/profile/account/change-email");
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.queryByLabelText("Current password")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change e-mail" })).toBeNull();
  });

  it("shows the provider notice instead of the password form", async () => {
    await signInWithGoogle("/profile/account/change-password");
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.queryByLabelText("Old password")).toBeNull();
  });

  it("keeps the e-mail form for a LOCAL login", async () => {
    await signInWithPassword("/profile/account/change-email");
    expect(await screen.findByLabelText("Current password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change e-mail" })).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
