import { NetworkError } from "@waea/domain/ports";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import type { WebError } from "../../dialogs/error-text";
import type { Load, Loaded as LoadState } from "../use-load";
import { Loaded } from "./loaded";

const loadOf = (state: LoadState<string, WebError>, reload = vi.fn()): Load<string, WebError> => ({
  state,
  reload,
  replace: vi.fn(),
});

const shown = (load: Load<string, WebError>, language: "en" | "mi-NZ" = "en") =>
  renderInLanguage(
    language,
    <Loaded load={load} skeleton={<p>Skeleton</p>}>
      {(value) => <p>Value {value}</p>}
    </Loaded>,
  );

describe("Loaded", () => {
  it("shows the skeleton while loading, then the page's part with the value", async () => {
    const { unmount } = shown(loadOf({ status: "loading" }));
    expect(await screen.findByText("Skeleton")).toBeTruthy();
    unmount();
    shown(loadOf({ status: "ready", value: "INV-1001" }));
    expect(await screen.findByText("Value INV-1001")).toBeTruthy();
    expect(screen.queryByText("Skeleton")).toBeNull();
  });

  it("shows the load's own error with a retry that loads again", async () => {
    const reload = vi.fn();
    shown(loadOf({ status: "failed", error: new NetworkError({ call: "c", message: "x" }) }, reload));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Network error. Please check your connection and try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says the error in te reo Māori too", async () => {
    shown(loadOf({ status: "failed", error: new NetworkError({ call: "c", message: "x" }) }), "mi-NZ");
    expect(await screen.findByRole("button", { name: "Whakamātau anō" })).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).not.toContain("Network error");
  });

  it("shows nothing when the load crashed (the defect is in the global error dialog)", async () => {
    const { container } = shown(loadOf({ status: "crashed" }));
    await Promise.resolve();
    expect(container.textContent).toBe("");
  });
});
