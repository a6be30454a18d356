import { describe, expect, it } from "vitest";
import { accountToOpen } from "./account-choice";

describe("accountToOpen (AUTH-11)", () => {
  it("keeps the account chosen before while the login still owns it", () => {
    expect(accountToOpen(["a", "b", "c"], "b")).toBe("b");
  });

  it("opens the only account, whatever was chosen before on this device", () => {
    expect(accountToOpen(["a"], undefined)).toBe("a");
    expect(accountToOpen(["a"], "gone")).toBe("a");
  });

  it("opens none when there are several and no valid choice, or no account at all", () => {
    expect(accountToOpen(["a", "b"], undefined)).toBeUndefined();
    expect(accountToOpen(["a", "b"], "gone")).toBeUndefined();
    expect(accountToOpen([], "a")).toBeUndefined();
  });
});
