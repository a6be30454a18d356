import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const switchOf = async (name: string) => (await screen.findByRole("switch", { name })) as HTMLInputElement;

describe("broadband security page (BB-04, profile/broadband/security)", () => {
  it("BB-04: fibre@ sees threat protection on and the family filter off, each saying what it does; turning the filter on is stored once", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/security", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Broadband security" })).toBeTruthy();
    const threats = await switchOf("Threat protection");
    const family = await switchOf("Family filter");
    expect(threats.checked).toBe(true);
    expect(family.checked).toBe(false);
    expect(screen.getByText(/^Blocks websites known to spread viruses/)).toBeTruthy();
    expect(screen.getByText(/^Also blocks adult and explicit websites/)).toBeTruthy();
    await userEvent.click(family);
    expect(await screen.findByText("Family filter is on")).toBeTruthy();
    await waitFor(() => expect(family.checked).toBe(true));
    const stored = Object.values(api().store.world.broadband.security);
    expect(stored).toEqual([
      expect.objectContaining({ FamilyFilter: true, ThreatProtection: true, Changes: 1 }),
    ]);
  }, 30_000);

  it("BB-04: an account without fibre is offered fibre, not switches", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    await renderApp(api(), "/profile/broadband/security", { storage });
    expect(await screen.findByRole("heading", { name: "No fibre services yet" })).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
  }, 30_000);

  it("BB-04: reads in te reo Māori", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/security?language=mi-NZ", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Te haumaru ipurangi aunui" })).toBeTruthy();
    expect(await switchOf("Tātari whānau")).toBeTruthy();
  }, 30_000);
});
