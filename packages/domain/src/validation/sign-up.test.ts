import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { optInValue, validateSignUp } from "./sign-up";

const base = {
  firstName: " Aroha ",
  lastName: "Ngata",
  acceptTerms: true,
  acceptPrivacy: true,
  newsletters: true,
  specialOffers: false,
};

describe("sign-up (AUTH-05)", () => {
  it("cleans names and maps opt-ins to 2 or 0", () => {
    expect(optInValue(true)).toBe(2);
    expect(optInValue(false)).toBe(0);
    expect(validateSignUp(base)).toEqual(
      Either.right({ FirstName: "Aroha", LastName: "Ngata", NotifyNewsletters: 2, NotifySpecialOffers: 0 }),
    );
  });
  it("requires names and both acceptances", () => {
    const result = validateSignUp({
      ...base,
      firstName: "",
      lastName: " ",
      acceptTerms: false,
      acceptPrivacy: false,
    });
    expect(result).toEqual(
      Either.left({
        firstName: [{ key: "validation.required", params: { field: "validation.field_first_name" } }],
        lastName: [{ key: "validation.required", params: { field: "validation.field_last_name" } }],
        acceptTerms: [{ key: "validation.terms_required" }],
        acceptPrivacy: [{ key: "validation.privacy_required" }],
      }),
    );
  });
  it("limits names to 50 characters", () => {
    expect(validateSignUp({ ...base, lastName: "x".repeat(51) })).toEqual(
      Either.left({
        lastName: [{ key: "validation.too_long", params: { field: "validation.field_last_name", max: 50 } }],
      }),
    );
  });
  it("refuses control characters in a name, and says which name (issue #12)", () => {
    expect(validateSignUp({ ...base, firstName: "Aro\u0007ha", lastName: "Nga\nta" })).toEqual(
      Either.left({
        firstName: [{ key: "validation.format_invalid", params: { field: "validation.field_first_name" } }],
        lastName: [{ key: "validation.format_invalid", params: { field: "validation.field_last_name" } }],
      }),
    );
    expect(Either.isRight(validateSignUp({ ...base, firstName: "Mārama", lastName: "Te Āti-Awa" }))).toBe(
      true,
    );
  });
  it("checks e-mail and password when signing up with them", () => {
    expect(validateSignUp({ ...base, email: " a@b.nz ", password: "Kiaora2024" })).toEqual(
      Either.right({
        FirstName: "Aroha",
        LastName: "Ngata",
        Email: "a@b.nz",
        Password: "Kiaora2024",
        NotifyNewsletters: 2,
        NotifySpecialOffers: 0,
      }),
    );
    const bad = validateSignUp({ ...base, email: "a@", password: "kiaora2024" });
    expect(Either.isLeft(bad) && Object.keys(bad.left)).toEqual(["email", "password"]);
  });
});
