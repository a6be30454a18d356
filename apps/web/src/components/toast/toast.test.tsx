import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { TOAST_MILLIS, ToastRegion } from "./toast";
import { makeToastStore } from "./toast-store";

afterEach(() => vi.useRealTimers());

describe("Toast", () => {
  it("says a success in a polite live region and goes by itself", async () => {
    const store = makeToastStore();
    renderInLanguage("en", <ToastRegion store={store} />);
    const region = await screen.findByRole("log", { name: "Notifications" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    vi.useFakeTimers();
    act(() => store.show({ key: "web:password_changed" }));
    expect(within(region).getByText("Your password has been changed.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_MILLIS - 1));
    expect(within(region).queryByText("Your password has been changed.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText("Your password has been changed.")).toBeNull();
  });

  it("can be dismissed at once", async () => {
    const store = makeToastStore();
    renderInLanguage("en", <ToastRegion store={store} />);
    await screen.findByRole("log", { name: "Notifications" });
    act(() => store.show({ key: "web:password_changed" }));
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Your password has been changed.")).toBeNull();
    expect(store.messages.value).toEqual([]);
  });
});
