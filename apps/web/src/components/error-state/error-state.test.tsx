import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { ErrorState } from "./error-state";

describe("ErrorState", () => {
  it("shows the message as an alert with a retry", async () => {
    const retry = vi.fn();
    renderInLanguage("en", <ErrorState message="Network error." onRetry={retry} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Network error.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("words the retry in te reo Māori", async () => {
    renderInLanguage("mi-NZ", <ErrorState message="Hapa." onRetry={() => undefined} />);
    expect(await screen.findByRole("button", { name: "Whakamātau anō" })).toBeTruthy();
  });

  it("titles itself at the level it is given, so a page keeps its heading order (h2 by default)", async () => {
    const { unmount } = renderInLanguage("en", <ErrorState title="Could not load" message="Hapa." />);
    expect((await screen.findByRole("heading", { name: "Could not load" })).tagName).toBe("H2");
    unmount();
    renderInLanguage("en", <ErrorState level={3} title="Could not load" message="Hapa." />);
    expect((await screen.findByRole("heading", { name: "Could not load" })).tagName).toBe("H3");
  });
});
