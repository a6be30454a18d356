import { screen, waitFor, within } from "@testing-library/react";
import { StorageKeys, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import { LOGOUT_CLEARS } from "@waea/domain/session";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../test/demo-world";
import { currentPath, renderApp, withPortal } from "../test/render-app";
import { returningVisitor } from "../test/returning-visitor";

const api = withPortal();

const keys = (storage: StorageService) => Effect.runSync(storage.keys());
const value = (storage: StorageService, key: string) =>
  Option.getOrUndefined(Effect.runSync(storage.get(key)));

/** Aroha (prepay@waea.test) back on the home page, signed in on an earlier visit. */
const signedInApp = async () => {
  const app = await renderApp(api(), "/", { storage: await returningVisitor(api(), "prepay@waea.test") });
  await screen.findByText("Aroha Ngata");
  return app;
};

describe("logout (AUTH-10)", () => {
  it("asks first; cancelling keeps the session", async () => {
    const app = await signedInApp();
    await app.user.click(screen.getByRole("button", { name: "Sign out" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Do you want to sign out?")).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(app.state.session.value.status).toBe("signed-in");
  });

  it("clears everything LOGOUT_CLEARS lists, keeps the preferences, and the visitor is anonymous", async () => {
    const app = await signedInApp();
    await app.user.selectOptions(screen.getByLabelText("Language"), "en");
    for (const key of LOGOUT_CLEARS) Effect.runSync(app.storage.set(key, "x"));
    await app.user.click(screen.getByRole("button", { name: "Sign out" }));
    await app.user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Sign out" }),
    );
    await waitFor(() => expect(app.state.session.value.status).toBe("anonymous"));
    expect(keys(app.storage)).toEqual([StorageKeys.preferences]);
    expect((await screen.findAllByRole("link", { name: "Sign up" })).length).toBeGreaterThan(0);
    app.location.navigate("/profile");
    await waitFor(() => expect(currentPath(app)).toBe("/sign-in?redirect=%2Fprofile"));
  });
});

describe("silent login on start (AUTH-09)", () => {
  it("AUTH-09: a reload with a stored token still valid makes no auth_check and no auth_roles call", async () => {
    const storage = await returningVisitor(api(), "multi@waea.test");
    const app = await renderApp(api(), "/", { storage });
    await waitFor(() => expect(app.state.session.value.status).toBe("signed-in"));
    await waitFor(() => expect(app.state.customerUuids.value.length).toBeGreaterThan(1));
    const calls = app.requests.map((request) => request.path);
    expect(calls.filter((path) => path.endsWith("/auth_check"))).toEqual([]);
    expect(calls.filter((path) => path.endsWith("/auth_roles"))).toEqual([]);
  });

  it("AUTH-09: restores the session of an earlier visit with the stored refresh token once the JWT nears its expiry", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const refreshToken = value(storage, StorageKeys.refreshToken);
    expect(refreshToken).toBeDefined();
    // The JWT lives an hour: 56 minutes on, it is inside the 5-minute margin (spec 01 §4).
    api().clock.advance(56 * 60 * 1000);
    const app = await renderApp(api(), "/profile/account", { storage });
    expect(await screen.findByRole("heading", { name: "My account", level: 1 })).toBeTruthy();
    expect(app.state.session.value.status).toBe("signed-in");
    expect(currentPath(app)).toBe("/profile/account");
    // The identity check with the refresh token went to the operator, which renewed the session.
    expect(app.requests.filter((request) => request.path.endsWith("/auth_check"))).toHaveLength(1);
    // Roles were synced when the session began, not again on the reload.
    expect(app.requests.some((request) => request.path.endsWith("/auth_roles"))).toBe(false);
    const aroha = accountOf(api(), "prepay@waea.test");
    expect(value(storage, StorageKeys.currentCustomer)).toBe(aroha);
    expect(value(storage, StorageKeys.currentMobileProduct)).toBe(productsOf(api(), aroha)[0]?.UUID);
  });

  it("logs out when the stored token is no longer accepted", async () => {
    const storage = makeMemoryStorage({
      [StorageKeys.auth]: JSON.stringify({
        JWT: "old",
        JWTExpiry: "2026-11-21T11:00:00Z",
        UUID: "cust-1",
        SPID: 67,
        AuthID: "prepay@waea.test",
      }),
      [StorageKeys.refreshToken]: "refresh.forged",
      [StorageKeys.cart]: "[]",
    });
    const app = await renderApp(api(), "/", { storage });
    await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" });
    await waitFor(() => expect(app.state.session.value.status).toBe("anonymous"));
    expect(keys(storage)).toEqual([]);
  });
});
