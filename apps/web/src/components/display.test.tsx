import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../test/render-in-language";
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

  it("separates thousands, in the same layout in both languages", async () => {
    renderInLanguage(
      "mi-NZ",
      <p>
        <Money cents={1234550} /> <Money cents={-100000000} />
      </p>,
    );
    expect(await screen.findByText("$12,345.50")).toBeTruthy();
    expect(screen.getByText("-$1,000,000.00")).toBeTruthy();
  });

  it("shows New Zealand dates in the spec's formats", async () => {
    const millis = Date.parse("2025-03-05T01:07:09Z"); // 14:07:09 NZDT
    renderInLanguage(
      "en",
      <p>
        <NzDate millis={millis} /> <NzDate millis={millis} style="time" />{" "}
        <NzDate millis={millis} style="date-time" />
      </p>,
    );
    expect(await screen.findByText("05-03-2025")).toBeTruthy();
    expect(screen.getByText("14:07:09")).toBeTruthy();
    expect(screen.getByText("05 Mar 2025 @ 14:07").getAttribute("datetime")).toBe("2025-03-05T01:07:09.000Z");
  });

  it("names the month in te reo Māori when the interface is in Māori", async () => {
    const millis = Date.parse("2025-03-05T01:07:09Z");
    renderInLanguage(
      "mi-NZ",
      <p>
        <NzDate millis={millis} /> <NzDate millis={millis} style="date-time" />
      </p>,
    );
    expect((await screen.findByText("05 Māe 2025 @ 14:07")).getAttribute("datetime")).toBe(
      "2025-03-05T01:07:09.000Z",
    );
    expect(screen.getByText("05-03-2025")).toBeTruthy();
    expect(screen.queryByText(/Mar/)).toBeNull();
  });
});
