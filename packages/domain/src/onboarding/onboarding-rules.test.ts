import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ApiFailure, DecodeError, Forbidden, NetworkError } from "../ports";
import { activationByCodeErrorKey, offersNewLink, validateVerificationCode } from "./activation-code";
import { activationErrorMessage, dryActivationOutcome } from "./activation-error";
import { adoptedCustomer, chooseAdoptionMethod } from "./adoption";
import { chooseFinalisation, finalisationCall, needsDryActivation } from "./finalisation";
import { onboardingErrorKey } from "./onboarding-errors";
import { catalogTypeFor, offeredKinds, productCatalogUUIDFor } from "./product-flow";
import { isServiceReady } from "./service-readiness";
import { isSimTransfer } from "./sim-transfer";
import { swapFlagFor } from "./swap-flag";

const failure = (status: number, message = "Card expired") =>
  new ApiFailure({ call: "activate", status, message });

describe("finalisation (ONB-03)", () => {
  it("chooses by payment and kind", () => {
    expect(chooseFinalisation({ kind: "prepay", fullyPaid: true, voucherRedeemed: false })).toBe(
      "dry_activation",
    );
    expect(chooseFinalisation({ kind: "prepay", fullyPaid: false, voucherRedeemed: true })).toBe(
      "voucher_redeem_activation",
    );
    expect(chooseFinalisation({ kind: "postpay", fullyPaid: false, voucherRedeemed: true })).toBe("postpay");
    expect(chooseFinalisation({ kind: "payg", fullyPaid: false, voucherRedeemed: false })).toBe("payg");
    expect(chooseFinalisation({ kind: "prepay", fullyPaid: false, voucherRedeemed: false })).toBe("prepay");
  });
  it("casual prepay calls the finalise call", () => {
    expect(finalisationCall("prepay", true)).toBe("prepay_finalise_activation");
    expect(finalisationCall("prepay", false)).toBe("activate");
    expect(finalisationCall("postpay", false)).toBe("postpay_activation");
    expect(finalisationCall("payg", true)).toBe("payg_activation");
    expect(finalisationCall("dry_activation", false)).toBe("activate");
    expect(finalisationCall("voucher_redeem_activation", false)).toBe("activate");
    expect(needsDryActivation("voucher_redeem_activation")).toBe(false);
    expect(needsDryActivation("postpay")).toBe(true);
  });
});

describe("dry activation result (ONB-04)", () => {
  it("412 means not dry-activated", () => {
    expect(dryActivationOutcome(Either.left(failure(412)))).toEqual({ _tag: "NotDryActivated" });
  });
  it("other 4xx is a payment method error with the server message", () => {
    expect(dryActivationOutcome(Either.left(failure(402)))).toEqual({
      _tag: "PaymentMethodError",
      message: { key: "onboarding.activation_error_with_message", message: "Card expired" },
    });
    expect(dryActivationOutcome(Either.left(failure(400, " ")))).toEqual({
      _tag: "PaymentMethodError",
      message: { key: "onboarding.activation_error_try_later" },
    });
    expect(dryActivationOutcome(Either.left(new Forbidden({ call: "a", message: "No card" })))).toMatchObject(
      {
        _tag: "PaymentMethodError",
      },
    );
  });
  it("5xx and transport failures say try again later", () => {
    expect(dryActivationOutcome(Either.left(failure(503)))).toEqual({
      _tag: "Failed",
      message: { key: "onboarding.activation_error_try_later" },
    });
    expect(dryActivationOutcome(Either.left(new NetworkError({ call: "a", message: "x" })))).toMatchObject({
      _tag: "Failed",
    });
  });
  it("a ClientSecret means confirm the card", () => {
    expect(
      dryActivationOutcome(Either.right({ ClientSecret: "pi_1_secret", PaymentIntent: "pi_1" })),
    ).toEqual({
      _tag: "ConfirmCard",
      clientSecret: "pi_1_secret",
      paymentIntent: "pi_1",
    });
    expect(dryActivationOutcome(Either.right({}))).toEqual({ _tag: "Activated" });
    expect(activationErrorMessage(undefined)).toEqual({ key: "onboarding.activation_error_try_later" });
  });
});

describe("product flow and readiness (ONB-05, ONB-06)", () => {
  it("postpay leads to postpaymobile, prepay or payg to prepaymobileAddon", () => {
    expect(catalogTypeFor("postpay")).toBe("postpaymobile");
    expect(catalogTypeFor("prepay")).toBe("prepaymobileAddon");
    expect(catalogTypeFor("payg")).toBe("prepaymobileAddon");
  });
  it("reads catalog uuids from the metadata", () => {
    const metadata = {
      PostpayProductCatalogUUID: "post",
      PrepayProductCatalogUUID: "pre",
      PaygProductCatalogUUID: "",
    };
    expect(productCatalogUUIDFor(metadata, "postpay")).toBe("post");
    expect(productCatalogUUIDFor(metadata, "prepay")).toBe("pre");
    expect(productCatalogUUIDFor(metadata, "payg")).toBe("");
    expect(offeredKinds(metadata)).toEqual(["postpay", "prepay"]);
  });
  const ready = { Status: 4, BillingReference: "prepay:1", Addons: [{ UUID: "a", Name: "Plan" }] };
  it("is ready at status 4 with a billing reference and add-ons", () => {
    expect(isServiceReady(ready)).toBe(true);
    expect(isServiceReady({ ...ready, Status: 3 })).toBe(false);
    expect(isServiceReady({ ...ready, BillingReference: "" })).toBe(false);
    expect(isServiceReady({ ...ready, Addons: [] })).toBe(false);
    expect(isServiceReady({ Status: 4, BillingReference: "prepay:1" })).toBe(false);
    expect(isServiceReady(undefined)).toBe(false);
  });
});

describe("SIM transfer, swap flag (ONB-07, ONB-10)", () => {
  it("shows the SIM transfer message when both parts of the billing reference change", () => {
    expect(isSimTransfer("prepay:111", "postpay:222")).toBe(true);
    expect(isSimTransfer("prepay:111", "PREPAY:222")).toBe(false);
    expect(isSimTransfer("prepay:111", "postpay:111")).toBe(false);
    expect(isSimTransfer(undefined, "postpay:1")).toBe(false);
    expect(isSimTransfer("prepay:1", "")).toBe(false);
  });
  it("keeps the swap flag when replacement-for is set", () => {
    expect(swapFlagFor({ ReplacementFor: " mobile-9 " })).toBe("mobile-9");
    expect(swapFlagFor({ ReplacementFor: "" })).toBeUndefined();
    expect(swapFlagFor({})).toBeUndefined();
  });
});

describe("adoption (ONB-02)", () => {
  const none = { signedIn: false, onOperatorNetwork: false, networkAdoptionFailed: false };
  it("chooses the most specific method", () => {
    expect(chooseAdoptionMethod({ ...none, token: "t", signedIn: true })).toEqual(Either.right("token"));
    expect(chooseAdoptionMethod({ ...none, signedIn: true, simId: "89" })).toEqual(
      Either.right("existing_customer"),
    );
    expect(chooseAdoptionMethod({ ...none, signedIn: true, onOperatorNetwork: true })).toEqual(
      Either.right("network_address"),
    );
    expect(
      chooseAdoptionMethod({
        ...none,
        onOperatorNetwork: true,
        networkAdoptionFailed: true,
        mobileNumber: "021",
      }),
    ).toEqual(Either.right("sms"));
    expect(chooseAdoptionMethod({ ...none, simId: "8964" })).toEqual(Either.right("sim_sms"));
    expect(chooseAdoptionMethod({ ...none, token: " " })).toEqual(
      Either.left("onboarding.number_or_sim_required"),
    );
  });
  it("needs a customer UUID in the reply", () => {
    expect(adoptedCustomer({ CustomerUUID: "c1" })).toEqual(Either.right("c1"));
    expect(adoptedCustomer({})).toEqual(Either.left("onboarding.no_customer_uuid"));
  });
});

describe("onboarding error catalogue", () => {
  it("maps server codes and statuses", () => {
    expect(onboardingErrorKey(failure(400, "TOKEN_ERROR"))).toBe("onboarding.token_error");
    expect(onboardingErrorKey(failure(404, "no_service"))).toBe("onboarding.no_service");
    expect(onboardingErrorKey(failure(400, "CANT_ADOPT_BY_IP"))).toBe("onboarding.cant_adopt_by_ip");
    expect(onboardingErrorKey(failure(404, "x"))).toBe("onboarding.number_or_sim_not_found");
    expect(onboardingErrorKey(failure(409, "x"))).toBe("onboarding.service_already_active");
    expect(onboardingErrorKey(failure(410, "x"))).toBe("onboarding.activation_link_expired");
    expect(onboardingErrorKey(failure(500, "x"))).toBe("errors.try_again_later");
    expect(onboardingErrorKey(new NetworkError({ call: "c", message: "x" }))).toBe("errors.network");
  });
  it("maps activation by code failures", () => {
    expect(activationByCodeErrorKey(failure(410))).toBe("onboarding.activation_link_expired");
    expect(activationByCodeErrorKey(failure(404))).toBe("onboarding.activation_link_invalid");
    expect(activationByCodeErrorKey(failure(400))).toBe("onboarding.verification_code_incorrect");
    expect(activationByCodeErrorKey(failure(422))).toBe("onboarding.verification_code_incorrect");
    expect(activationByCodeErrorKey(new DecodeError({ call: "c", field: "f", message: "m" }))).toBe(
      "errors.something_went_wrong",
    );
    expect(offersNewLink("onboarding.activation_link_expired")).toBe(true);
    expect(offersNewLink("onboarding.activation_link_invalid")).toBe(false);
  });
  it("needs a verification code", () => {
    expect(validateVerificationCode(" ")).toEqual(Either.left("onboarding.verification_code_required"));
    expect(validateVerificationCode(" 1234 ")).toEqual(Either.right("1234"));
  });
});
