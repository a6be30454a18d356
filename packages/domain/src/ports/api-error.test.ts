import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { ApiFailure, apiFailure, apiErrorMessageKey } from "./api-error";

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
});
