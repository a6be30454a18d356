import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "./card";

describe("Card", () => {
  it("is a region named by its title, with its actions", () => {
    render(
      <Card title="Your plan" actions={<button type="button">Change plan</button>}>
        <p>Unlimited 5G</p>
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Your plan" });
    expect(region.textContent).toContain("Unlimited 5G");
    expect(screen.getByRole("heading", { level: 2, name: "Your plan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change plan" })).toBeTruthy();
  });

  it("needs no title", () => {
    render(<Card level={3}>Plain</Card>);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Plain")).toBeTruthy();
  });
});
