import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { checkGuestValidateReply, guestValidationFailure } from "./guest";
import { ValidationMessageKeys } from "./keys";
import { fieldErrors, messageKeys } from "./messages";
import { validatePortingTransfer } from "./porting-transfer";

describe("porting transfer details (SIM-06)", () => {
  it("are not needed without the transfer flag", () =>
    expect(validatePortingTransfer({ transfer: false })).toEqual(Either.right(undefined)));
  it("are all required with the flag", () => {
    const result = validatePortingTransfer({ transfer: true, providerName: "One NZ" });
    expect(Either.isLeft(result) && messageKeys(result.left)).toEqual([
      "validation.required",
      "validation.required",
      "validation.required",
    ]);
    expect(Either.isLeft(result) && Object.keys(result.left)).toEqual([
      "accountHolder",
      "accountNumber",
      "connectionId",
    ]);
  });
  it("become the TransferFrom block", () =>
    expect(
      validatePortingTransfer({
        transfer: true,
        providerName: " One NZ ",
        accountHolder: "Aroha Ngata",
        accountNumber: "12345",
        connectionId: "CON-1",
      }),
    ).toEqual(
      Either.right({
        Provider: "One NZ",
        AccountHolderName: "Aroha Ngata",
        AccountNumber: "12345",
        ConnectionID: "CON-1",
      }),
    ));
  it("are limited in length", () => {
    const result = validatePortingTransfer({
      transfer: true,
      providerName: "x".repeat(101),
      accountHolder: "a",
      accountNumber: "1",
      connectionId: "c",
    });
    expect(Either.isLeft(result) && messageKeys(result.left)).toEqual(["validation.too_long"]);
  });
});

describe("guest validation failures (GST-03)", () => {
  it.each([
    [{ MSISDN: "0211234567", LookupID: "INV1" }, "validation.not_valid_mobile_number"],
    [{ LookupID: "INV-0001" }, "validation.not_valid_invoice_number"],
    [{ MSISDN: " ", LookupID: " inv0001" }, "validation.not_valid_invoice_number"],
    [{ LookupID: "100234" }, "validation.not_valid_account_number"],
    [{}, "validation.provided_data_not_valid"],
    [{ MSISDN: "", LookupID: "" }, "validation.provided_data_not_valid"],
  ])("%j gives %s", (lookup, key) => expect(guestValidationFailure(lookup).key).toBe(key));
  it("needs Valid and a ResponseToken in the reply", () => {
    const lookup = { MSISDN: "0211234567" };
    expect(checkGuestValidateReply(lookup, { Valid: true, ResponseToken: "tok" })).toEqual(
      Either.right("tok"),
    );
    const failed = Either.left({ key: "validation.not_valid_mobile_number" });
    expect(checkGuestValidateReply(lookup, { Valid: true })).toEqual(failed);
    expect(checkGuestValidateReply(lookup, { Valid: true, ResponseToken: "" })).toEqual(failed);
    expect(checkGuestValidateReply(lookup, { Valid: false, ResponseToken: "tok" })).toEqual(failed);
    expect(checkGuestValidateReply(lookup, null)).toEqual(failed);
  });
});

describe("field errors", () => {
  it("collect messages per field in order", () =>
    expect(
      fieldErrors<"a" | "b">([
        ["a", { key: "x" }],
        ["b", undefined],
        ["a", { key: "y" }],
      ]),
    ).toEqual({ a: [{ key: "x" }, { key: "y" }] }));
});

describe("message keys", () => {
  it("are unique, in the validation namespace, and include the spec's messages", () => {
    expect(new Set(ValidationMessageKeys).size).toBe(ValidationMessageKeys.length);
    expect(ValidationMessageKeys.every((key) => /^validation\.[a-z0-9_]+$/.test(key))).toBe(true);
    expect(ValidationMessageKeys).toEqual(
      expect.arrayContaining([
        "validation.password_same_as_old",
        "validation.email_same_as_current",
        "validation.no_voucher_code",
        "validation.provided_data_not_valid",
      ]),
    );
  });
});
