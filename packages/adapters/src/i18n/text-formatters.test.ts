import { describe, expect, it } from "vitest";
import { capitalise } from "./text-formatters";
import { translate } from "./translate";

describe("text formatters", () => {
  it("capitalise writes the first letter in upper case, a macron vowel included", () => {
    expect(capitalise("email")).toBe("Email");
    expect(capitalise("īmēra", "mi-NZ")).toBe("Īmēra");
    expect(capitalise("SIM ID")).toBe("SIM ID");
    expect(capitalise("")).toBe("");
  });

  it("a field label that opens a sentence is capitalised as the label is (issue #12)", () => {
    const email = translate("en", "validation.field_email");
    expect(translate("en", "validation.format_invalid", { field: email })).toBe("Email format is invalid");
    const first = translate("en", "validation.field_first_name");
    expect(translate("en", "validation.too_long", { field: first, max: 50 })).toBe(
      "First name can't be longer than 50 characters",
    );
    expect(translate("en", "validation.required", { field: email })).toBe("Please, enter email");
  });
});
