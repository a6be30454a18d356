import { ApiFailure, DecodeError, NetworkError, Unauthorized } from "@waea/domain/ports";
import { describe, expect, it } from "vitest";
import { errorKeyOf, errorText } from "./error-text";

describe("errorText (APP-09, spec 01 §8)", () => {
  it("uses the domain's key for API errors, with the server's text for a 4xx", () => {
    expect(errorText(new ApiFailure({ call: "c", status: 400, message: "The password is invalid" }))).toEqual(
      {
        key: "errors:server_message",
        params: { message: "The password is invalid" },
      },
    );
    expect(errorText(new ApiFailure({ call: "c", status: 503, message: "x" })).key).toBe(
      "errors:try_again_later",
    );
    expect(errorText(new NetworkError({ call: "c", message: "x" })).key).toBe("errors:network");
    expect(errorText(new Unauthorized({ call: "c", message: "x" })).key).toBe("errors:session_expired");
    expect(errorText(new DecodeError({ call: "c", field: "f", message: "x" })).key).toBe(
      "errors:something_went_wrong",
    );
  });

  it("shows a domain error's message key, else the error's own message, else 'unknown error'", () => {
    expect(errorText({ _tag: "OnboardingFailed", messageKey: "onboarding.no_service" })).toEqual({
      key: "onboarding:no_service",
    });
    expect(
      errorText({
        _tag: "OnboardingFailed",
        messageKey: "onboarding.activation_error_with_message",
        params: { message: "card declined" },
      }),
    ).toEqual({ key: "onboarding:activation_error_with_message", params: { message: "card declined" } });
    expect(errorText({ _tag: "PaymentsError", key: "payments.redemption_error" })).toEqual({
      key: "payments:redemption_error",
    });
    expect(errorText(new Error("boom")).params).toEqual({ message: "boom" });
    expect(errorText(undefined).params).toEqual({ message: "unknown error" });
  });
});

describe("errorKeyOf", () => {
  it("reads a domain error's messageKey, else a payments error's key, else nothing", () => {
    expect(errorKeyOf({ _tag: "ProfileRefused", messageKey: "profile.password_invalid" })).toBe(
      "profile.password_invalid",
    );
    expect(errorKeyOf({ _tag: "PaymentsError", key: "payments.redemption_error" })).toBe(
      "payments.redemption_error",
    );
    expect(errorKeyOf({ messageKey: 7 })).toBeUndefined();
    expect(errorKeyOf(new NetworkError({ call: "c", message: "x" }))).toBeUndefined();
    expect(errorKeyOf(undefined)).toBeUndefined();
    expect(errorKeyOf("payments.x")).toBeUndefined();
  });
});
