import { StorageKeys } from "@waea/domain/ports";
import { describe, expect, it, vi } from "vitest";
import { listenForProductChange, storageChange } from "./storage-reload";

const change = (key: string | null, oldValue: string | null, newValue: string | null) => ({
  key,
  oldValue,
  newValue,
});

describe("storage event reload (APP-05)", () => {
  it("reloads when another tab changes the current mobile product", () => {
    expect(storageChange(change(StorageKeys.currentMobileProduct, "mp-1", "mp-2"), "/profile/mobile")).toBe(
      "reload",
    );
  });

  it("goes home first from onboarding", () => {
    expect(storageChange(change(StorageKeys.currentMobileProduct, "mp-1", "mp-2"), "/onboarding")).toBe(
      "home-then-reload",
    );
    expect(storageChange(change(StorageKeys.currentMobileProduct, null, "mp-2"), "/mobile-onboarding")).toBe(
      "home-then-reload",
    );
  });

  it("ignores other keys, a clear() and a write of the same value", () => {
    expect(storageChange(change(StorageKeys.cart, "a", "b"), "/")).toBe("ignore");
    expect(storageChange(change(null, null, null), "/")).toBe("ignore");
    expect(storageChange(change(StorageKeys.currentMobileProduct, "mp-1", "mp-1"), "/")).toBe("ignore");
  });

  it("listens on the window and stops when asked", () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const assign = vi.fn();
    const fakeWindow = Object.assign(target, { location: { pathname: "/onboarding", reload, assign } });
    const stop = listenForProductChange(fakeWindow as unknown as Window);
    const event = Object.assign(new Event("storage"), change(StorageKeys.currentMobileProduct, "a", "b"));
    target.dispatchEvent(event);
    expect(assign).toHaveBeenCalledWith("/");
    fakeWindow.location.pathname = "/";
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
