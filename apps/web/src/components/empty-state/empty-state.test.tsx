import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("says what is empty and offers the next step", () => {
    render(
      <EmptyState
        title="No add-ons yet"
        text="Add-ons you buy show here."
        action={<a href="/addons">Buy an add-on</a>}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "No add-ons yet" })).toBeTruthy();
    expect(screen.getByText("Add-ons you buy show here.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy an add-on" }).getAttribute("href")).toBe("/addons");
  });
});
