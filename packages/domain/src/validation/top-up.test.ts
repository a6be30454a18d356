import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { validateAutoTopUp } from "./auto-top-up";
import { validateTopUpAmount, validateTopUpCents } from "./top-up";

const amountError = (key: string, params?: Record<string, string | number>) =>
  Either.left({ amount: [params === undefined ? { key } : { key, params }] });

describe("one-off top-up amount (PAY-02)", () => {
  it("must be larger than $0.99", () => {
    expect(validateTopUpCents(100)).toEqual(Either.right(100));
    expect(validateTopUpCents(99)).toEqual(amountError("validation.top_up_amount_too_small"));
    expect(validateTopUpAmount("0.99")).toEqual(amountError("validation.top_up_amount_too_small"));
    expect(validateTopUpAmount("$20.50")).toEqual(Either.right(2050));
    expect(validateTopUpAmount(20)).toEqual(Either.right(2000));
  });
  it("is at most $999.00", () => {
    expect(validateTopUpCents(99_900)).toEqual(Either.right(99_900));
    expect(validateTopUpCents(99_901)).toEqual(
      amountError("validation.top_up_amount_too_large", { max: "999.00" }),
    );
    expect(validateTopUpAmount("99999999999999")).toEqual(
      amountError("validation.top_up_amount_too_large", { max: "999.00" }),
    );
  });
  it("must be an amount", () => {
    const required = amountError("validation.required", { field: "validation.field_amount" });
    const invalid = amountError("validation.format_invalid", { field: "validation.field_amount" });
    expect(validateTopUpAmount(undefined)).toEqual(required);
    expect(validateTopUpAmount(" ")).toEqual(required);
    expect(validateTopUpAmount("ten")).toEqual(invalid);
    expect(validateTopUpAmount("1.234")).toEqual(invalid);
    expect(validateTopUpCents(1.5)).toEqual(invalid);
  });
});

describe("auto top-up (PAY-03)", () => {
  it("accepts days 1-99 and $1-$999, type EVERY_DAY by default", () => {
    expect(validateAutoTopUp({ days: "7", amount: "20" })).toEqual(
      Either.right({ type: "EVERY_DAY", days: 7, amount: 2000 }),
    );
    expect(validateAutoTopUp({ days: 1, amount: 1, type: " " })).toEqual(
      Either.right({ type: "EVERY_DAY", days: 1, amount: 100 }),
    );
    expect(validateAutoTopUp({ days: 99, amount: "999.00", type: "LOW_BALANCE" })).toEqual(
      Either.right({ type: "LOW_BALANCE", days: 99, amount: 99_900 }),
    );
  });
  it("refuses days outside 1-99 or not whole", () => {
    const range = { key: "validation.auto_top_up_days_out_of_range", params: { min: 1, max: 99 } };
    expect(validateAutoTopUp({ days: 0, amount: 10 })).toEqual(Either.left({ days: [range] }));
    expect(validateAutoTopUp({ days: "100", amount: 10 })).toEqual(Either.left({ days: [range] }));
    expect(validateAutoTopUp({ days: "1.5", amount: 10 })).toEqual(
      Either.left({
        days: [{ key: "validation.format_invalid", params: { field: "validation.field_days" } }],
      }),
    );
    expect(validateAutoTopUp({ days: undefined, amount: 10 })).toEqual(
      Either.left({ days: [{ key: "validation.required", params: { field: "validation.field_days" } }] }),
    );
  });
  it("refuses amounts under the $1.00 minimum charge or over $999", () => {
    const range = {
      key: "validation.auto_top_up_amount_out_of_range",
      params: { min: "1.00", max: "999.00" },
    };
    expect(validateAutoTopUp({ days: 7, amount: "0.99" })).toEqual(
      Either.left({ amount: [{ key: "validation.minimum_charge" }] }),
    );
    expect(validateAutoTopUp({ days: 7, amount: "999.01" })).toEqual(Either.left({ amount: [range] }));
    expect(validateAutoTopUp({ days: 7, amount: "99999999999999" })).toEqual(
      Either.left({ amount: [range] }),
    );
    expect(validateAutoTopUp({ days: 7, amount: "x" })).toEqual(
      Either.left({
        amount: [{ key: "validation.format_invalid", params: { field: "validation.field_amount" } }],
      }),
    );
  });
});
