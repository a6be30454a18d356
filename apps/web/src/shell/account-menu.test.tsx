import { screen, waitFor, within } from "@testing-library/react";
import { developmentSettings } from "@waea/domain/config";
import { StorageKeys } from "@waea/domain/ports/keys";
import { describe, expect, it } from "vitest";
import { AppContext } from "../app/app-context";
import { makeAppState } from "../state/app-state";
import { renderApp, withPortal } from "../test/render-app";
import { renderInLanguage } from "../test/render-in-language";
import { returningVisitor } from "../test/returning-visitor";
import { AccountMenu } from "./account-menu";

/** The account menu alone over a fresh app state, once its row (found by `selector`) is in the page. */
const renderMenu = async (selector: string) => {
  const state = makeAppState(developmentSettings);
  const { container } = renderInLanguage(
    "en",
    <AppContext.Provider value={state}>
      <AccountMenu />
    </AppContext.Provider>,
  );
  const row = await waitFor(() => {
    const found = container.querySelector(selector);
    if (found === null) throw new Error("no account menu yet");
    return found;
  });
  return { state, container, row };
};

describe("the header's account menu while the session loads", () => {
  it("holds its row, empty and hidden from screen readers, so the page below does not move when it fills", async () => {
    const { state, container, row } = await renderMenu(".account-menu");
    expect(row.getAttribute("aria-hidden")).toBe("true");
    expect(row.classList.contains("account-menu-booting")).toBe(true);
    expect(row.textContent).toBe("");
    state.startAnonymous();
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(container.querySelector(".account-menu-booting")).toBeNull();
  });
});

describe("the header's account menu while a stored session is restored", () => {
  it("holds the signed-in menu's place (the header's one row on a phone), so the header does not shrink when it fills", async () => {
    window.localStorage.setItem(StorageKeys.auth, "stored");
    try {
      const { row: held } = await renderMenu(".account-menu-booting");
      // shell.css lays the header out as signed in (`.header-bar:has(.account-menu-wrap)`) around this placeholder.
      expect(held.classList.contains("account-menu-wrap")).toBe(true);
      expect(held.getAttribute("aria-hidden")).toBe("true");
      expect(held.textContent).toBe("");
    } finally {
      window.localStorage.removeItem(StorageKeys.auth);
    }
  });
});

describe("the signed-in header's account menu", () => {
  const api = withPortal();

  it("folds behind one button that says whether it is open, and Escape folds it back to the button", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/my-app-home", { storage });
    const header = within(await screen.findByRole("banner"));
    const toggle = await header.findByRole("button", { name: "Account menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // The menu is the button's: its links and sign-out are the list it controls.
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(menu?.textContent).toContain("My account");
    await app.user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(menu ?? document.body).getByRole("button", { name: "Sign out" })).toBeTruthy();
    await app.user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("names its button in te reo Māori", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    await renderApp(api(), "/profile/my-app-home?language=mi-NZ", { storage });
    expect(
      await within(await screen.findByRole("banner")).findByRole("button", { name: "Tahua pūkete" }),
    ).toBeTruthy();
  });
});
