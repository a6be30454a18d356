import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { Stepper } from "./stepper";
import styles from "./stepper.module.css";

const steps = [
  { key: "sim", label: "Your SIM" },
  { key: "plan", label: "Your plan", time: "about 1 min" },
  { key: "pay", label: "Payment" },
];

describe("Stepper", () => {
  it("marks the current step visibly and with aria-current, and the done ones", async () => {
    renderInLanguage("en", <Stepper steps={steps} current={1} label="Activation steps" />);
    const nav = await screen.findByRole("navigation", { name: "Activation steps" });
    expect(within(nav).getByText(/^Step 2 of 3/).textContent).toBe("Step 2 of 3: Your plan");
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(items[0]?.textContent).toContain("(done)");
    expect(items[1]?.textContent).toContain("(current step)");
    expect(items[1]?.textContent).toContain("about 1 min");
    expect(items[2]?.textContent).toContain("(not started)");
  });

  it("speaks te reo Māori", async () => {
    renderInLanguage("mi-NZ", <Stepper steps={steps} current={0} />);
    expect((await screen.findByText(/^Hipanga 1 o te 3/)).textContent).toBe("Hipanga 1 o te 3: Your SIM");
  });

  it("has no summary and no current step when the customer is on none of them", async () => {
    renderInLanguage("en", <Stepper steps={steps} current={-1} label="Porting" />);
    const nav = await screen.findByRole("navigation", { name: "Porting" });
    expect(within(nav).queryByText(/^Step /)).toBeNull();
    expect(
      within(nav)
        .getAllByRole("listitem")
        .every((item) => !item.hasAttribute("aria-current")),
    ).toBe(true);
  });

  it("keeps steps with times a list on a phone (the timed look); steps without times keep the bar", async () => {
    const { unmount } = renderInLanguage("en", <Stepper steps={steps} current={1} label="Timed" />);
    const timed = await screen.findByRole("navigation", { name: "Timed" });
    expect(timed.classList.contains(styles.timed ?? "timed")).toBe(true);
    unmount();
    renderInLanguage(
      "en",
      <Stepper steps={steps.map(({ key, label }) => ({ key, label }))} current={1} label="Bar" />,
    );
    const bar = await screen.findByRole("navigation", { name: "Bar" });
    expect(bar.classList.contains(styles.timed ?? "timed")).toBe(false);
  });
});
