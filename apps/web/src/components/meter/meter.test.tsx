import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { Meter } from "./meter";

const gb = (mb: number) => `${(mb / 1000).toFixed(1)} GB`;

describe("Meter (USE-01)", () => {
  it("USE-01: is a meter with its bounds and a text of what is left", async () => {
    renderInLanguage("en", <Meter label="Data" remaining={3200} total={10000} format={gb} />);
    const meter = await screen.findByRole("meter", { name: "Data" });
    expect(meter.getAttribute("aria-valuenow")).toBe("3200");
    expect(meter.getAttribute("aria-valuemin")).toBe("0");
    expect(meter.getAttribute("aria-valuemax")).toBe("10000");
    expect(meter.getAttribute("aria-valuetext")).toBe("3.2 GB of 10.0 GB left");
    expect(screen.getByText("3.2 GB of 10.0 GB left")).toBeTruthy();
  });

  it("USE-01: adds carry-over as an extra segment with a note", async () => {
    renderInLanguage(
      "en",
      <Meter label="Data" remaining={3000} total={10000} carryOver={1000} format={gb} />,
    );
    const meter = await screen.findByRole("meter", { name: "Data" });
    expect(meter.getAttribute("aria-valuenow")).toBe("4000");
    expect(meter.getAttribute("aria-valuemax")).toBe("11000");
    expect(meter.getAttribute("aria-valuetext")).toBe("4.0 GB of 11.0 GB left");
    expect(screen.getByText("Includes 1.0 GB carried over").id).toBe(meter.getAttribute("aria-describedby"));
    expect(meter.children).toHaveLength(2);
  });

  it("USE-01: says Unlimited, in Māori too", async () => {
    renderInLanguage("mi-NZ", <Meter label="Raraunga" remaining={0} total={0} unlimited format={gb} />);
    const meter = await screen.findByRole("meter", { name: "Raraunga" });
    expect(meter.getAttribute("aria-valuetext")).toBe("Mutunga kore");
    expect(screen.getByText("Mutunga kore")).toBeTruthy();
  });
});
