import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { ApiFailure, TooManyAttempts, apiFailure, apiErrorMessageKey, retryAfterMinutes } from "./api-error";

const failureOf = (effect: Effect.Effect<never, ApiFailure>): ApiFailure =>
  Effect.runSync(Effect.flip(effect));

describe("apiFailure", () => {
  it("fails with an ApiFailure naming the call, status and message", () => {
    const failure = failureOf(apiFailure("GET /v2/{spid}/customer/{uuid}", 404, "Object not found"));
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      _tag: "ApiFailure",
      call: "GET /v2/{spid}/customer/{uuid}",
      status: 404,
    });
    expect(failure.message).toBe("Object not found");
  });

  it("sets errorNumber only when one is given", () => {
    expect("errorNumber" in failureOf(apiFailure("c", 400, "m"))).toBe(false);
    expect(failureOf(apiFailure("c", 401, "m", 1002)).errorNumber).toBe(1002);
  });

  it("maps to the shared message keys by status", () => {
    expect(apiErrorMessageKey(failureOf(apiFailure("c", 503, "down")))).toBe("errors.try_again_later");
    expect(apiErrorMessageKey(failureOf(apiFailure("c", 400, "bad")))).toBe("errors.server_message");
  });

  it("tells too many attempts with its own key, in whole minutes of at least one", () => {
    const error = new TooManyAttempts({ call: "auth.signIn", message: "m", retryAfterSeconds: 900 });
    expect(apiErrorMessageKey(error)).toBe("errors.too_many_attempts");
    expect(retryAfterMinutes(900)).toBe(15);
    expect(retryAfterMinutes(61)).toBe(2);
    expect(retryAfterMinutes(1)).toBe(1);
    expect(retryAfterMinutes(0)).toBe(1);
  });
});
