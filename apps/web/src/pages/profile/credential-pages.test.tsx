import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const NOTICE = "You sign in with another provider, so your password is managed there.";

/** Aroha (prepay@waea.test) back at a page, signed in on an earlier visit with Google or with her password. */
const returning = async (path: string, provider?: "GOOGLE") => {
  const storage = await returningVisitor(
    api(),
    "prepay@waea.test",
    provider === undefined ? {} : { provider },
  );
  const app = await renderApp(api(), path, { storage });
  await waitFor(() => expect(app.state.session.value.status).toBe("signed-in"));
  expect(currentPath(app)).toBe(path);
  return app;
};

describe("credential pages for a provider login (PRO-02, PRO-03)", () => {
  it("shows the provider notice instead of the e-mail form, which would re-authenticate as LOCAL", async () => {
    await returning("/profile/account/change-email", "GOOGLE");
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.queryByLabelText("Current password")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change e-mail" })).toBeNull();
  });

  it("shows the provider notice instead of the password form", async () => {
    await returning("/profile/account/change-password", "GOOGLE");
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.queryByLabelText("Old password")).toBeNull();
  });

  it("keeps the e-mail form for a LOCAL login", async () => {
    await returning("/profile/account/change-email");
    expect(await screen.findByLabelText("Current password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change e-mail" })).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
