import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { validateAccountUuid } from "./account-uuid";

describe("validateAccountUuid (CLI-02)", () => {
  it("says which field is blank or malformed", () => {
    expect(validateAccountUuid("  ")).toEqual(
      Either.left({ key: "validation.required", params: { field: "checks.field_account_uuid" } }),
    );
    expect(validateAccountUuid("customer-1")).toEqual(
      Either.left({ key: "validation.format_invalid", params: { field: "checks.field_account_uuid" } }),
    );
  });
  it("trims and lower-cases a well-formed UUID", () => {
    expect(validateAccountUuid(" 0B6F7C8E-1A2B-4C3D-8E9F-000000000001 ")).toEqual(
      Either.right("0b6f7c8e-1a2b-4c3d-8e9f-000000000001"),
    );
  });
});
