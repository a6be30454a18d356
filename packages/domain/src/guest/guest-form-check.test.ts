import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { describe, expect, it } from "vitest";
import { checkGuestForm } from "./guest-form-check";
import type { GuestFormInput } from "./guest-form";

const input = (cardExpiry: string): GuestFormInput => ({
  kind: "pay_bill",
  target: "INV-1001",
  method: "card",
  code: "",
  amount: "20.00",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry,
  cardCvc: "123",
  captchaToken: "answer",
});

/** The form checked on a clock set to a day of June 2031 (NZ time). */
const checkedInJune2031 = (cardExpiry: string) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(Date.UTC(2031, 5, 15));
    return yield* checkGuestForm(input(cardExpiry));
  }).pipe(Effect.provide(TestContext.TestContext), Effect.runPromise);

describe("checkGuestForm (GST-01, GST-02)", () => {
  it("judges the card's expiry on Effect's Clock: in June 2031 a card of 05/31 has expired, 06/31 has not", async () => {
    const expired = await checkedInJune2031("05/31");
    expect(Either.isLeft(expired) && Object.keys(expired.left)).toEqual(["cardExpiry"]);
    expect(Either.isRight(await checkedInJune2031("06/31"))).toBe(true);
    expect(Either.isRight(await checkedInJune2031("01/32"))).toBe(true);
  });
});
