import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  NO_SECURITY,
  SECURITY_LIST_MAX,
  activeList,
  addSecurityNumber,
  removeSecurityNumber,
  securityNumber,
  stoppedBy,
  withSwitch,
} from "./security-rules";

const lists = { ...NO_SECURITY, BlockList: ["64211111111"], AllowList: ["64222222222"] };

describe("mobile security rules (SIM-07)", () => {
  it("SIM-07: the switches decide which list applies", () => {
    expect(activeList(lists)).toBe("none");
    expect(stoppedBy(lists, "64211111111")).toBeUndefined();
    const basic = withSwitch(lists, "basic", true);
    expect(activeList(basic)).toBe("block");
    expect(stoppedBy(basic, "64211111111")).toBe("BLOCK_LIST");
    expect(stoppedBy(basic, "64233333333")).toBeUndefined();
    const advanced = withSwitch(lists, "advanced", true);
    expect(advanced.Basic).toBe(true);
    expect(stoppedBy(advanced, "64222222222")).toBeUndefined();
    expect(stoppedBy(advanced, "64233333333")).toBe("ALLOW_LIST");
    expect(withSwitch(advanced, "basic", false)).toMatchObject({ Basic: false, Advanced: false });
  });

  it("SIM-07: numbers are kept in one form; bad, repeated or too many are refused", () => {
    expect(securityNumber("+64 21 555 0123")).toBe("64215550123");
    expect(securityNumber("021-555-0123")).toBe("64215550123");
    expect(securityNumber("09 555 0123")).toBe("6495550123");
    expect(securityNumber("12ab")).toBeUndefined();
    expect(addSecurityNumber(lists, "block", " ")).toEqual(Either.left("security.number_required"));
    expect(addSecurityNumber(lists, "block", "0800")).toEqual(Either.left("security.number_invalid"));
    expect(addSecurityNumber(lists, "block", "021 111 1111")).toEqual(Either.left("security.number_listed"));
    const full = {
      ...NO_SECURITY,
      AllowList: Array.from({ length: SECURITY_LIST_MAX }, (_, i) => `642100000${i + 10}`),
    };
    expect(addSecurityNumber(full, "allow", "021 555 0123")).toEqual(Either.left("security.list_full"));
    expect(removeSecurityNumber(lists, "block", "64211111111").BlockList).toEqual([]);
  });

  it("SIM-07: advanced never stays on without basic, and a number added is then stopped or let through as its list says", () => {
    const switches = fc.array(fc.tuple(fc.constantFrom("basic" as const, "advanced" as const), fc.boolean()));
    fc.assert(
      fc.property(switches, fc.integer({ min: 10_000_000, max: 99_999_999 }), (steps, n) => {
        const security = steps.reduce((s, [which, on]) => withSwitch(s, which, on), NO_SECURITY);
        expect(!security.Advanced || security.Basic).toBe(true);
        const number = `6421${n}`;
        const blocked = addSecurityNumber(security, "block", number);
        const allowed = addSecurityNumber(security, "allow", number);
        if (Either.isRight(blocked) && activeList(security) === "block")
          expect(stoppedBy(blocked.right, number)).toBe("BLOCK_LIST");
        if (Either.isRight(allowed)) expect(stoppedBy(allowed.right, number)).toBeUndefined();
      }),
    );
  });
});
