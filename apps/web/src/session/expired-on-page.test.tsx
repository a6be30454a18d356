import { screen, waitFor } from "@testing-library/react";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../test/render-app";

const api = withPortal();

describe("a token the operator no longer accepts, on a signed-in page", () => {
  it("ends at sign-in, not on a page that keeps loading", async () => {
    // The browser believes the token valid for a day; the operator refuses it (as after its clock moved on).
    const storage = makeMemoryStorage({
      [StorageKeys.auth]: JSON.stringify({
        JWT: "refused",
        JWTExpiry: "2099-01-01T00:00:00Z",
        UUID: "cust-1",
        SPID: 67,
        AuthID: "leader@waea.test",
      }),
    });
    const app = await renderApp(api(), "/profile/customer-groups", { storage });
    await waitFor(() => expect(app.state.session.value.status).toBe("anonymous"), { timeout: 10_000 });
    await waitFor(() => expect(currentPath(app)).toMatch(/^\/sign-in/), { timeout: 10_000 });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  });
});
