import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../test/render-in-language";
import { checkMoney } from "./money-check";
import { MoneyInput } from "./money-input";

const seen: Array<number | undefined> = [];
const Harness = () => {
  const [text, setText] = useState("");
  return (
    <MoneyInput
      label="Amount"
      value={text}
      minCents={500}
      maxCents={50_000}
      onChange={(next, cents) => {
        setText(next);
        seen.push(cents);
      }}
    />
  );
};

describe("MoneyInput", () => {
  it("turns typed dollars into integer cents within the limits", () => {
    expect(checkMoney("12.5")).toEqual({ ok: true, cents: 1250 });
    expect(checkMoney("$1,234.50")).toEqual({ ok: true, cents: 123_450 });
    expect(checkMoney("1.234")).toEqual({ ok: false, message: { key: "money:too_many_decimals" } });
    expect(checkMoney("")).toEqual({ ok: false, message: { key: "money:required" } });
    expect(checkMoney("4", { minCents: 500 })).toEqual({
      ok: false,
      message: { key: "web:kit_money_min", params: { min: "$5.00" } },
    });
  });

  it("gives cents out as typed and shows the message once the field is left", async () => {
    const user = userEvent.setup();
    renderInLanguage("en", <Harness />);
    const input = await screen.findByRole("textbox", { name: "Amount" });
    await user.type(input, "20.5");
    expect(seen.at(-1)).toBe(2050);
    await user.clear(input);
    await user.type(input, "600");
    expect(seen.at(-1)).toBeUndefined();
    expect(input.getAttribute("aria-invalid")).toBe("false");
    await user.tab();
    const message = await screen.findByText("The amount can be at most $500.00");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(message.id);
  });
});
