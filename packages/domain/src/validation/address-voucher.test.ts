import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { validateDeliveryAddress } from "./delivery-address";
import { isVoucherCode, validateVoucherCode } from "./voucher";

const required = (field: string) => ({ key: "validation.required", params: { field } });

describe("delivery address (PRO-05)", () => {
  it("needs street name, city and postcode", () => {
    expect(validateDeliveryAddress({ Number: "12" })).toEqual(
      Either.left({
        StreetName: [required("validation.field_street_name")],
        City: [required("validation.field_city")],
        PostCode: [required("validation.field_postcode")],
      }),
    );
  });
  it("trims, drops blanks and defaults the country to New Zealand", () => {
    expect(
      validateDeliveryAddress({
        Number: " 12 ",
        StreetName: "Queen",
        StreetType: "Street",
        Suburb: " ",
        City: "Auckland",
        PostCode: "1010",
      }),
    ).toEqual(
      Either.right({
        Number: "12",
        StreetName: "Queen",
        StreetType: "Street",
        City: "Auckland",
        PostCode: "1010",
        Country: "New Zealand",
      }),
    );
  });
  it("checks NZ postcodes are four digits, not other countries'", () => {
    const nz = { StreetName: "Queen", City: "Auckland", PostCode: "10101" };
    expect(validateDeliveryAddress(nz)).toEqual(
      Either.left({
        PostCode: [{ key: "validation.format_invalid", params: { field: "validation.field_postcode" } }],
      }),
    );
    expect(Either.isRight(validateDeliveryAddress({ ...nz, Country: "Australia", PostCode: "2000x" }))).toBe(
      true,
    );
    expect(Either.isLeft(validateDeliveryAddress({ ...nz, Country: "NZ" }))).toBe(true);
  });
  it("limits the length of each part", () => {
    const result = validateDeliveryAddress({
      StreetName: "x".repeat(101),
      City: "y".repeat(61),
      PostCode: "1010",
    });
    expect(result).toEqual(
      Either.left({
        StreetName: [
          { key: "validation.too_long", params: { field: "validation.field_street_name", max: 100 } },
        ],
        City: [{ key: "validation.too_long", params: { field: "validation.field_city", max: 60 } }],
      }),
    );
  });
});

describe("voucher code (PAY-05)", () => {
  it("accepts 13 digits", () => {
    expect(validateVoucherCode("1234567890123")).toEqual(Either.right("1234567890123"));
    expect(isVoucherCode("0000000000000")).toBe(true);
  });
  it.each([
    "123456789012",
    "12345678901234",
    "123456789012a",
    " 1234567890123",
    "1234 567890123",
    "１２３４５６７８９０１２３",
  ])("refuses %j as invalid", (code) =>
    expect(validateVoucherCode(code)).toEqual(
      Either.left({ code: [{ key: "validation.voucher_invalid", params: { length: 13 } }] }),
    ),
  );
  it("calls a missing code No Voucher Code", () => {
    expect(validateVoucherCode(undefined)).toEqual(
      Either.left({ code: [{ key: "validation.no_voucher_code" }] }),
    );
    expect(validateVoucherCode("  ")).toEqual(Either.left({ code: [{ key: "validation.no_voucher_code" }] }));
  });
});
