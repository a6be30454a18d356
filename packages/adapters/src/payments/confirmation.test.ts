import * as Either from "effect/Either";
import { CardConfirmationError } from "@waea/domain/ports";
import { cardConfirmationErrorKey, PaymentsMessages } from "@waea/domain/payments";
import { describe, expect, it } from "vitest";
import { ConfirmationCodes, checkSecret, confirmationError, toConfirmation } from "./confirmation";

describe("toConfirmation", () => {
  it.each(["succeeded", "processing", "requires_action"] as const)("passes %s on", (status) => {
    expect(toConfirmation("payment", "s", { status, id: "pi_1" })).toEqual(
      Either.right({ status, id: "pi_1" }),
    );
  });

  it("counts an authorised payment awaiting capture as succeeded", () => {
    expect(toConfirmation("payment", "s", { status: "requires_capture", id: "pi_1" })).toEqual(
      Either.right({ status: "succeeded", id: "pi_1" }),
    );
  });

  it.each([
    ["payment", "canceled"],
    ["payment", "requires_payment_method"],
    ["setup", "requires_capture"],
    ["setup", "requires_confirmation"],
  ] as const)("fails a %s left %s, carrying the secret", (kind, status) => {
    const result = toConfirmation(kind, "sec", { status, id: "x" });
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "CardConfirmationError",
      clientSecret: "sec",
      code: ConfirmationCodes.unexpectedState(kind),
    });
  });

  it("lets the domain's catalogue name a failed set-up", () => {
    const result = toConfirmation("setup", "sec", { status: "canceled", id: "x" });
    expect(Either.isLeft(result) && cardConfirmationErrorKey(result.left)).toBe(
      PaymentsMessages.paymentMethodSetupError,
    );
  });
});

describe("confirmationError and checkSecret", () => {
  it("keeps the secret on the error but out of its message, and omits an empty code", () => {
    const error = confirmationError("pi_1_secret_abc", "Bad value pi_1_secret_abc given", "");
    expect(error).toBeInstanceOf(CardConfirmationError);
    expect(error.clientSecret).toBe("pi_1_secret_abc");
    expect(error.message).toBe("Bad value *** given");
    expect("code" in error).toBe(false);
  });

  it("refuses a blank secret", () => {
    const result = checkSecret("  ");
    expect(Either.isLeft(result) && result.left.code).toBe(ConfirmationCodes.invalidClientSecret);
    expect(checkSecret("s")).toEqual(Either.right("s"));
  });
});
