import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { Pager } from "./pager";

describe("Pager (spec 01 §3)", () => {
  it("shows 4 pages either side of the current one, marks it, and moves", async () => {
    const onPage = vi.fn();
    renderInLanguage("en", <Pager page={10} totalPages={20} onPage={onPage} />);
    const nav = await screen.findByRole("navigation", { name: "Pages" });
    const numbers = within(nav)
      .getAllByRole("button", { name: /^Page / })
      .map((button) => button.textContent);
    expect(numbers).toEqual(["6", "7", "8", "9", "10", "11", "12", "13", "14"]);
    expect(within(nav).getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
    await userEvent.click(within(nav).getByRole("button", { name: "Next page" }));
    await userEvent.click(within(nav).getByRole("button", { name: "Page 7" }));
    expect(onPage.mock.calls).toEqual([[11], [7]]);
  });

  it("disables previous on the first page and shows nothing for one page", async () => {
    const { unmount } = renderInLanguage("en", <Pager page={1} totalPages={3} onPage={() => undefined} />);
    const previous = await screen.findByRole("button", { name: "Previous page" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderInLanguage("en", <Pager page={1} totalPages={1} onPage={() => undefined} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
