import { describe, expect, it } from "vitest";
import { ApiFailure, NetworkError } from "../../ports";
import { simCallFailed } from "./sim-errors";

describe("simCallFailed (spec 02 §8)", () => {
  it("a refused credential (401 with error number 1002) says so; the swap has its own error", () => {
    const refused = new ApiFailure({ call: "sim.disable", status: 401, message: "no", errorNumber: 1002 });
    expect(simCallFailed("disable")(refused).messageKey).toBe("sim.reauth_failed");
    const taken = new ApiFailure({ call: "sim.swap", status: 409, message: "in use" });
    expect(simCallFailed("swap")(taken).messageKey).toBe("sim.swap_error");
  });

  it("a 401 without error number 1002, or no reply at all, is the plain SIM call error", () => {
    const cause = new ApiFailure({ call: "sim.disable", status: 401, message: "no" });
    expect(simCallFailed("disable")(cause).messageKey).toBe("sim.call_error");
    expect(
      simCallFailed("settings")(new NetworkError({ call: "sim.putSettings", message: "down" })).messageKey,
    ).toBe("sim.call_error");
  });
});
