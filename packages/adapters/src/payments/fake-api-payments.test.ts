import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { Payments } from "@waea/domain/ports";
import { describe, expect, it } from "vitest";
import { ConfirmationCodes } from "./confirmation";
import {
  fakeApiPaymentsLayer,
  makeFakeApiPayments,
  type ApiConfirmationFailure,
  type ApiConfirmationReply,
  type ConfirmViaApi,
} from "./fake-api-payments";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));

/** A recording confirm function answering with `answer`. */
const recording = (answer: Effect.Effect<ApiConfirmationReply, ApiConfirmationFailure>) => {
  const calls: unknown[][] = [];
  const confirm: ConfirmViaApi = (...args) => {
    calls.push(args);
    return answer;
  };
  return { calls, confirm };
};

describe("fake API payments", () => {
  it("confirms a payment with its kind, secret and payment method", async () => {
    const api = recording(Effect.succeed({ status: "succeeded", id: "fake_pi_1" }));
    const payments = makeFakeApiPayments(api.confirm);
    expect(await run(payments.confirmCardPayment("fake_secret_1", "pm_1"))).toEqual(
      Either.right({ status: "succeeded", id: "fake_pi_1" }),
    );
    await run(payments.confirmCardPayment("fake_secret_2"));
    await run(payments.confirmCardPayment("fake_secret_3", ""));
    await run(payments.confirmCardSetup("fake_seti_1"));
    expect(api.calls).toEqual([
      ["payment", "fake_secret_1", "pm_1"],
      ["payment", "fake_secret_2"],
      ["payment", "fake_secret_3"],
      ["setup", "fake_seti_1"],
    ]);
  });

  it("passes processing and requires_action on, and fails any other state", async () => {
    const statuses = ["processing", "requires_action", "canceled"];
    const confirm: ConfirmViaApi = () => Effect.sync(() => ({ status: statuses.shift() ?? "", id: "x" }));
    const payments = makeFakeApiPayments(confirm);
    const results = [
      await run(payments.confirmCardPayment("s")),
      await run(payments.confirmCardSetup("s")),
      await run(payments.confirmCardSetup("s")),
    ];
    expect(
      results.map((result) => (Either.isRight(result) ? result.right.status : result.left.code)),
    ).toEqual(["processing", "requires_action", ConfirmationCodes.unexpectedState("setup")]);
  });

  it("turns a refusal into a CardConfirmationError carrying the secret, without it in the message", async () => {
    const api = recording(
      Effect.fail({ message: "payment_is_failed for secret-9", code: "payment_is_failed" }),
    );
    const result = await run(makeFakeApiPayments(api.confirm).confirmCardPayment("secret-9"));
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "CardConfirmationError",
      clientSecret: "secret-9",
      code: "payment_is_failed",
      message: "payment_is_failed for ***",
    });
    const plain = await run(
      makeFakeApiPayments(recording(Effect.fail({ message: "declined" })).confirm).confirmCardSetup("s"),
    );
    expect(Either.isLeft(plain) && "code" in plain.left).toBe(false);
  });

  it("refuses a blank secret without calling the API", async () => {
    const api = recording(Effect.succeed({ status: "succeeded", id: "x" }));
    const result = await run(makeFakeApiPayments(api.confirm).confirmCardPayment(" "));
    expect(Either.isLeft(result) && result.left.code).toBe(ConfirmationCodes.invalidClientSecret);
    expect(api.calls).toEqual([]);
  });

  it("provides the Payments port through fakeApiPaymentsLayer", async () => {
    const api = recording(Effect.succeed({ status: "succeeded", id: "x" }));
    const program = Effect.flatMap(Payments, (payments) => payments.confirmCardSetup("s"));
    expect(await Effect.runPromise(Effect.provide(program, fakeApiPaymentsLayer(api.confirm)))).toEqual({
      status: "succeeded",
      id: "x",
    });
  });
});
