import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { Stepper } from "./stepper";

const steps = [
  { key: "sim", label: "Your SIM" },
  { key: "plan", label: "Your plan", time: "about 1 min" },
  { key: "pay", label: "Payment" },
];

describe("Stepper", () => {
  it("marks the current step visibly and with aria-current, and the done ones", async () => {
    renderInLanguage("en", <Stepper steps={steps} current={1} label="Activation steps" />);
    const nav = await screen.findByRole("navigation", { name: "Activation steps" });
    expect(within(nav).getByText("Step 2 of 3")).toBeTruthy();
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(items[0]?.textContent).toContain("(done)");
    expect(items[1]?.textContent).toContain("(current step)");
    expect(items[1]?.textContent).toContain("about 1 min");
    expect(items[2]?.textContent).toContain("(not started)");
  });

  it("speaks te reo Māori", async () => {
    renderInLanguage("mi-NZ", <Stepper steps={steps} current={0} />);
    expect(await screen.findByText("Hipanga 1 o te 3")).toBeTruthy();
  });
});
