import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { PaymentsMessages } from "./messages";
import { checkPayBillAmount } from "./pay-bill-amount";

describe("a custom bill payment's amount (PAY-04, spec 02 §5)", () => {
  it("takes $1.00 to $10,000.00 in whole cents", () => {
    expect(checkPayBillAmount(100)).toEqual(Either.right(100));
    expect(checkPayBillAmount(1_000_000)).toEqual(Either.right(1_000_000));
  });

  it("refuses nothing, zero and fractions as no amount, then the minimum charge and the ceiling", () => {
    expect(checkPayBillAmount(undefined)).toEqual(Either.left(PaymentsMessages.amountRequired));
    expect(checkPayBillAmount(0)).toEqual(Either.left(PaymentsMessages.amountRequired));
    expect(checkPayBillAmount(12.5)).toEqual(Either.left(PaymentsMessages.amountRequired));
    expect(checkPayBillAmount(99)).toEqual(Either.left(PaymentsMessages.payBillAmountTooSmall));
    expect(checkPayBillAmount(1_000_001)).toEqual(Either.left(PaymentsMessages.payBillAmountTooLarge));
  });
});
