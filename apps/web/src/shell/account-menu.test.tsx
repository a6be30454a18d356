import { screen, waitFor } from "@testing-library/react";
import { developmentSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { AppContext } from "../app/app-context";
import { makeAppState } from "../state/app-state";
import { renderInLanguage } from "../test/render-in-language";
import { AccountMenu } from "./account-menu";

describe("the header's account menu while the session loads", () => {
  it("holds its row, empty and hidden from screen readers, so the page below does not move when it fills", async () => {
    const state = makeAppState(developmentSettings);
    const { container } = renderInLanguage(
      "en",
      <AppContext.Provider value={state}>
        <AccountMenu />
      </AppContext.Provider>,
    );
    const row = await waitFor(() => {
      const found = container.querySelector(".account-menu");
      if (found === null) throw new Error("no account menu yet");
      return found;
    });
    expect(row.getAttribute("aria-hidden")).toBe("true");
    expect(row.classList.contains("account-menu-booting")).toBe(true);
    expect(row.textContent).toBe("");
    state.startAnonymous();
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(container.querySelector(".account-menu-booting")).toBeNull();
  });
});
