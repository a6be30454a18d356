import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Toggle } from "./toggle";

const Harness = ({ disabled = false }: { readonly disabled?: boolean }) => {
  const [on, setOn] = useState(false);
  return (
    <Toggle label="Auto renew" hint="Renews monthly" checked={on} onChange={setOn} disabled={disabled} />
  );
};

describe("Toggle", () => {
  it("is a labelled switch that turns on and off with a click or the space bar", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole("switch", { name: "Auto renew" });
    expect(toggle.getAttribute("aria-describedby")).toBe(screen.getByText("Renews monthly").id);
    await user.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.keyboard(" ");
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it("does not change when disabled", async () => {
    render(<Harness disabled />);
    const toggle = screen.getByRole("switch", { name: "Auto renew" });
    await userEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});
