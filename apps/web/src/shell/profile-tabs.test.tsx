import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp, withPortal } from "../test/render-app";
import { returningVisitor } from "../test/returning-visitor";

const api = withPortal();

const TAB = 120;
const TAB_WIDTH = 110;
const PHONE = 360;

/** The profile tab bar of the page. */
const tabBar = (): HTMLElement => {
  const nav = screen.getByRole("navigation", { name: "Account sections" });
  const list = nav.querySelector("ul");
  if (list === null) throw new Error("no tab list");
  return list;
};

// happy-dom lays nothing out: the bar is given a 360 px phone's geometry, each tab 120 px further than the last.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
    return this.matches("nav ul") ? PHONE : 0;
  });
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
    return this.matches("nav ul") ? this.querySelectorAll("li").length * TAB : 0;
  });
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const list = this.closest("nav ul");
    const item = this.closest("li");
    const index = list === null || item === null ? 0 : [...list.children].indexOf(item);
    const left = this.matches("nav ul") || list === null ? 0 : index * TAB - list.scrollLeft;
    const width = this.matches("nav ul") ? PHONE : TAB_WIDTH;
    return DOMRect.fromRect({ x: left, y: 0, width, height: 48 });
  });
});
afterEach(() => vi.restoreAllMocks());

describe("the profile tab bar on a 360 px phone (PRO-08)", () => {
  it("scrolls the current tab into sight when the page opens, and again on each move to another tab", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/order-history", { storage });
    const orders = await screen.findByRole("link", { name: "My orders" });
    expect(orders.getAttribute("aria-current")).toBe("page");
    const bar = tabBar();
    const last = bar.querySelectorAll("li").length - 1;
    // The last tab, centred as far as the bar goes: the bar is scrolled to its end.
    expect(within(bar).getAllByRole("link").at(-1)).toBe(orders);
    await waitFor(() => expect(bar.scrollLeft).toBe((last + 1) * TAB - PHONE));

    await app.user.click(within(bar).getByRole("link", { name: "Home" }));
    await waitFor(() =>
      expect(within(tabBar()).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page"),
    );
    await waitFor(() => expect(tabBar().scrollLeft).toBe(0));

    await app.user.click(within(tabBar()).getByRole("link", { name: "My orders" }));
    await screen.findByRole("heading", { level: 1, name: "Order history" });
    await waitFor(() => expect(tabBar().scrollLeft).toBe((last + 1) * TAB - PHONE));
  });
});
