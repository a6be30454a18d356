import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { Stat } from "./stat";

// 2026-03-02 01:41 UTC is 2:41 pm in Auckland (NZDT, UTC+13).
const READ_AT = Date.UTC(2026, 2, 2, 1, 41);

describe("Stat", () => {
  it("shows the figure under its label and the New Zealand time it was read", async () => {
    renderInLanguage("en", <Stat label="Balance" value="$12.50" asOf={READ_AT} note="Expires soon" />);
    expect(await screen.findByText("as of 2:41 pm")).toBeTruthy();
    expect(screen.getByRole("term").textContent).toBe("Balance");
    expect(screen.getAllByRole("definition")[0]?.textContent).toBe("$12.50");
    expect(screen.getByText("Expires soon")).toBeTruthy();
  });

  it("says 'as of' in te reo Māori", async () => {
    renderInLanguage("mi-NZ", <Stat label="Toenga" value="$12.50" asOf={READ_AT} />);
    expect(await screen.findByText("i te 2:41 pm")).toBeTruthy();
  });
});
