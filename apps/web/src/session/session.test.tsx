import { screen, waitFor, within } from "@testing-library/react";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { LOGOUT_CLEARS } from "@waea/domain/session";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { makeMemoryApis } from "../test/memory-api";
import { START, currentPath, renderApp } from "../test/render-app";
import { PASSWORD, testWorld } from "../test/test-world";

const keys = (storage: ReturnType<typeof makeMemoryStorage>) => Effect.runSync(storage.keys());
const value = (storage: ReturnType<typeof makeMemoryStorage>, key: string) =>
  Option.getOrUndefined(Effect.runSync(storage.get(key)));

const signedInApp = async () => {
  const app = renderApp("/sign-in");
  await app.user.type(await screen.findByLabelText("E-mail"), "aroha@example.nz");
  await app.user.type(screen.getByLabelText("Password"), PASSWORD);
  await app.user.click(screen.getByRole("button", { name: "Sign in" }));
  await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" });
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
  it("restores the session of an earlier visit with the stored refresh token", async () => {
    const storage = makeMemoryStorage();
    const apis = makeMemoryApis(testWorld, { nowMillis: () => START, storage });
    const first = renderApp("/sign-in", { storage, apis });
    await first.user.type(await screen.findByLabelText("E-mail"), "aroha@example.nz");
    await first.user.type(screen.getByLabelText("Password"), PASSWORD);
    await first.user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(first.state.session.value.status).toBe("signed-in"));
    expect(value(storage, StorageKeys.refreshToken)).toBeDefined();
    first.unmount();

    const second = renderApp("/profile/account", { storage, apis });
    expect(await screen.findByRole("heading", { name: "My account", level: 1 })).toBeTruthy();
    expect(second.state.session.value.status).toBe("signed-in");
    expect(currentPath(second)).toBe("/profile/account");
    expect(value(storage, StorageKeys.currentCustomer)).toBe("cust-1");
    expect(value(storage, StorageKeys.currentMobileProduct)).toBe("mp-1");
  });

  it("logs out when the stored token is no longer accepted", async () => {
    const storage = makeMemoryStorage({
      [StorageKeys.auth]: JSON.stringify({
        JWT: "old",
        JWTExpiry: "2026-11-21T11:00:00Z",
        UUID: "cust-1",
        SPID: 67,
        AuthID: "aroha@example.nz",
      }),
      [StorageKeys.refreshToken]: "refresh.forged",
      [StorageKeys.cart]: "[]",
    });
    const app = renderApp("/", { storage });
    await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" });
    expect(app.state.session.value.status).toBe("anonymous");
    expect(keys(storage)).toEqual([]);
  });
});
