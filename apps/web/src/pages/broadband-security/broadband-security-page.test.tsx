import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { unreachableFor } from "../../test/fake-api";
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

  it("BB-04: a fixed wireless account is told plainly that security is a fibre feature, with the way back", async () => {
    const storage = await returningVisitor(api(), "fwa@waea.test");
    await renderApp(api(), "/profile/broadband/security", { storage });
    expect(
      await screen.findByRole("heading", { name: "Broadband security is for fibre services" }),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "No fibre services yet" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to fixed wireless" }).getAttribute("href")).toBe(
      "/profile/broadband/fwa",
    );
    expect(screen.queryByRole("switch")).toBeNull();
  }, 30_000);

  it("BB-04: protection that cannot be read says so, and loads on Try again", async () => {
    let down = true;
    const failing = unreachableFor(api().fetch, "broadband.ufbSecurity");
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/security", {
      storage,
      fetch: (input, init) => (down ? failing(input, init) : api().fetch(input, init)),
    });
    const alert = await screen.findByRole("alert");
    expect(screen.queryByRole("switch")).toBeNull();
    down = false;
    await within(alert)
      .findByRole("button", { name: "Try again" })
      .then((button) => button.click());
    expect(await switchOf("Family filter")).toBeTruthy();
  }, 30_000);

  it("BB-04: reads in te reo Māori", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/security?language=mi-NZ", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Te haumaru ipurangi aunui" })).toBeTruthy();
    expect(await switchOf("Tātari whānau")).toBeTruthy();
  }, 30_000);
});
