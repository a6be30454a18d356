import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Money } from "./money";
import { NzDate } from "./nz-date";

describe("money and dates (APP-12)", () => {
  it("shows cents as NZD with two decimals, 0.00 by default", () => {
    render(
      <p>
        <Money cents={1005} /> <Money cents={undefined} /> <Money cents={-300} />
      </p>,
    );
    expect(screen.getByText("$10.05")).toBeTruthy();
    expect(screen.getByText("$0.00")).toBeTruthy();
    expect(screen.getByText("-$3.00")).toBeTruthy();
  });

  it("shows New Zealand dates in the spec's formats", () => {
    const millis = Date.parse("2025-03-05T01:07:09Z"); // 14:07:09 NZDT
    render(
      <p>
        <NzDate millis={millis} /> <NzDate millis={millis} style="time" />{" "}
        <NzDate millis={millis} style="date-time" />
      </p>,
    );
    expect(screen.getByText("05-03-2025")).toBeTruthy();
    expect(screen.getByText("14:07:09")).toBeTruthy();
    expect(screen.getByText("05 Mar 2025 @ 14:07").getAttribute("datetime")).toBe("2025-03-05T01:07:09.000Z");
  });
});
