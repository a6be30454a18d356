import { OnboardingFailed } from "@waea/domain/onboarding";
import { PaymentsError } from "@waea/domain/payments";
import { PlansRefused } from "@waea/domain/plans";
import { PortingRefused, portingFailed } from "@waea/domain/porting";
import {
  ApiFailure,
  CardConfirmationError,
  DecodeError,
  Forbidden,
  NetworkError,
  Unauthorized,
} from "@waea/domain/ports";
import { ProfileRefused } from "@waea/domain/profile";
import { RewardsRefused } from "@waea/domain/rewards";
import { NumberNotFound } from "@waea/domain/session";
import { BillingTypeTransferRefused, SimActionRefused, SimCallFailed } from "@waea/domain/sim";
import { describe, expect, it } from "vitest";
import { DEFECT_TEXT, errorText, failureText } from "./error-text";

describe("errorText: the one place the web app words an error (APP-09, spec 01 §8)", () => {
  it("APP-09: uses the domain's key for API errors, with the server's text for a 4xx", () => {
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
    expect(errorText(new Forbidden({ call: "c", message: "x" })).key).toBe("errors:forbidden");
    expect(errorText(new DecodeError({ call: "c", field: "f", message: "x" })).key).toBe(
      "errors:something_went_wrong",
    );
  });

  it("SIM-06: a porting failure of 400-599 but 500 says the server's message, anything else 'try again later'", () => {
    expect(
      errorText(portingFailed(new ApiFailure({ call: "c", status: 409, message: "Already moving" }))),
    ).toEqual({
      key: "porting:server_message",
      params: { message: "Already moving" },
    });
    expect(errorText(portingFailed(new ApiFailure({ call: "c", status: 500, message: "Boom" })))).toEqual({
      key: "porting:try_again_later",
    });
    expect(errorText(portingFailed(new NetworkError({ call: "c", message: "x" }))).key).toBe(
      "porting:try_again_later",
    );
    expect(errorText(new PortingRefused({ messageKey: "porting.number_not_portable" }))).toEqual({
      key: "porting:number_not_portable",
    });
  });

  it("PLAN-08, PLAN-10: words the SIM and billing type refusals by their keys; a SIM call cut off as the network", () => {
    expect(
      errorText(
        new BillingTypeTransferRefused({ messageKey: "billing.transfer_outstanding_first", owedCents: 100 }),
      ),
    ).toEqual({ key: "billing:transfer_outstanding_first" });
    expect(
      errorText(new SimActionRefused({ action: "settings", messageKey: "sim.action_not_allowed" })),
    ).toEqual({
      key: "sim:action_not_allowed",
    });
    const refused = new ApiFailure({ call: "c", status: 400, message: "x" });
    expect(
      errorText(new SimCallFailed({ action: "roaming", messageKey: "sim.call_error", cause: refused })),
    ).toEqual({ key: "sim:call_error" });
    const offline = new NetworkError({ call: "c", message: "x" });
    expect(
      errorText(new SimCallFailed({ action: "roaming", messageKey: "sim.call_error", cause: offline })).key,
    ).toBe("errors:network");
  });

  it("APP-09: shows the message key a domain error carries, with its parameters", () => {
    expect(errorText(new OnboardingFailed({ messageKey: "onboarding.no_service" }))).toEqual({
      key: "onboarding:no_service",
    });
    expect(
      errorText(
        new OnboardingFailed({
          messageKey: "onboarding.activation_error_with_message",
          params: { message: "card declined" },
        }),
      ),
    ).toEqual({ key: "onboarding:activation_error_with_message", params: { message: "card declined" } });
    expect(errorText(new PaymentsError({ key: "payments.redemption_error" }))).toEqual({
      key: "payments:redemption_error",
    });
    expect(errorText(new PlansRefused({ key: "plans.no_current_plan" }))).toEqual({
      key: "plans:no_current_plan",
    });
    expect(errorText(new ProfileRefused({ messageKey: "profile.password_invalid" }))).toEqual({
      key: "profile:password_invalid",
    });
    expect(errorText(new RewardsRefused({ messageKey: "rewards.email_required" }))).toEqual({
      key: "rewards:email_required",
    });
  });

  it("AUTH-07: words a number no account has with the spec's message", () => {
    expect(errorText(new NumberNotFound())).toEqual({ key: "onboarding:number_or_sim_not_found" });
  });

  it("APP-09: shows a card provider's refusal in its own words", () => {
    expect(
      errorText(new CardConfirmationError({ clientSecret: "s", message: "Your card was declined." })),
    ).toEqual({
      key: "errors:server_message",
      params: { message: "Your card was declined." },
    });
  });
});

describe("failureText (APP-09)", () => {
  it("APP-09: words an expected failure, and leaves a defect to the error dialog", () => {
    const error = new NetworkError({ call: "c", message: "x" });
    expect(failureText({ ok: false, defect: false, error })).toEqual(errorText(error));
    expect(failureText({ ok: false, defect: true })).toBeUndefined();
    expect(DEFECT_TEXT).toEqual({ key: "errors:something_went_wrong" });
  });
});
