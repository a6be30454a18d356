import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { isNzMobileNumber, parseNzMobileNumber, validateMobileNumber } from "./mobile-number";
import { validateSignInIdentifier } from "./sign-in-identifier";
import { isSimId, validateSimId } from "./sim-id";

describe("NZ mobile numbers (AUTH-04)", () => {
  it.each([
    ["021 123 4567", "64211234567"],
    ["0211234567", "64211234567"],
    ["021-123-456", "6421123456"],
    ["+64 21 123 4567", "64211234567"],
    ["+64 (0)21 123 4567", "64211234567"],
    ["0064211234567", "64211234567"],
    ["64271234567", "64271234567"],
    ["02041234567", "642041234567"],
    ["029 1234 5678", "642912345678"],
  ])("reads %s as %s", (input, msisdn) => expect(parseNzMobileNumber(input)?.msisdn).toBe(msisdn));
  it.each(["", "093001234", "021123", "021123456789012", "+61 412 345 678", "00211234567", "abc"])(
    "refuses %j",
    (input) => expect(isNzMobileNumber(input)).toBe(false),
  );
  it("gives both forms", () =>
    expect(validateMobileNumber("+64211234567")).toEqual(
      Either.right({ msisdn: "64211234567", national: "0211234567" }),
    ));
  it("names the problem", () => {
    expect(validateMobileNumber(" ")).toEqual(
      Either.left({
        mobileNumber: [{ key: "validation.required", params: { field: "validation.field_mobile_number" } }],
      }),
    );
    expect(validateMobileNumber("0912345678")).toEqual(
      Either.left({
        mobileNumber: [
          { key: "validation.format_invalid", params: { field: "validation.field_mobile_number" } },
        ],
      }),
    );
  });
});

describe("SIM IDs", () => {
  it("are 18 to 20 digits starting with 89", () => {
    expect(isSimId("8964 0000 0000 0000 001")).toBe(true);
    expect(isSimId("89640000000000000012")).toBe(true);
    expect(isSimId("896400000000000001")).toBe(true);
    expect(isSimId("89640000000000001")).toBe(false);
    expect(isSimId("896400000000000000123")).toBe(false);
    expect(isSimId("12640000000000000012")).toBe(false);
    expect(validateSimId("8964-0000-0000-0000-001")).toEqual(Either.right("8964000000000000001"));
    expect(Either.isLeft(validateSimId(undefined))).toBe(true);
    expect(validateSimId("123")).toEqual(
      Either.left({
        simId: [{ key: "validation.format_invalid", params: { field: "validation.field_sim_id" } }],
      }),
    );
  });
});

describe("sign-in by phone or SIM", () => {
  it("tells a SIM ID from a mobile number", () => {
    expect(validateSignInIdentifier("8964000000000000001")).toEqual(
      Either.right({ kind: "SIMID", value: "8964000000000000001" }),
    );
    expect(validateSignInIdentifier("021 123 4567")).toEqual(
      Either.right({ kind: "MobileNumber", value: "64211234567" }),
    );
  });
  it("refuses anything else", () => {
    expect(validateSignInIdentifier("")).toEqual(
      Either.left({
        identifier: [{ key: "validation.required", params: { field: "validation.field_phone_or_sim" } }],
      }),
    );
    expect(validateSignInIdentifier("hello")).toEqual(
      Either.left({
        identifier: [
          { key: "validation.format_invalid", params: { field: "validation.field_phone_or_sim" } },
        ],
      }),
    );
    expect(Either.isLeft(validateSignInIdentifier(undefined))).toBe(true);
  });
});
