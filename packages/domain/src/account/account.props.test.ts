import fc from "fast-check";
import { describe, it } from "vitest";
import { productStatusClass } from "./product-status";
import { displayName, normaliseSocialName } from "./display-name";

const reference = fc.option(
  fc.oneof(fc.string(), fc.constantFrom("prepay:1", "payg:2", "postpay:3", "prepay", "")),
  { nil: undefined },
);
const status = fc.oneof(fc.integer({ min: -10, max: 20 }), fc.double());

describe("account laws", () => {
  it("every (status, reference) pair gets exactly one class, by the rule", () => {
    fc.assert(
      fc.property(status, reference, (s, r) => {
        const cls = productStatusClass(s, r);
        const expected =
          r === undefined || r === "" || !(s >= 4) ? "not_activated" : s > 4 ? "not_active" : "active";
        return cls === expected;
      }),
    );
  });
  it("a display name is never longer than the limit unless the first name alone is", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom(20, 33), (first, last, limit) => {
        const shown = displayName(first, last, limit);
        return shown === first.trim() || first.trim().length + last.trim().length <= limit;
      }),
    );
  });
  it("social names normalise to parts with no double spaces", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const { firstName, lastName } = normaliseSocialName(name);
        return name.split(" ").length === 2 || (!firstName.includes("  ") && !lastName.includes("  "));
      }),
    );
  });
});
