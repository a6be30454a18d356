import { describe, expect, it } from "vitest";
import { resetLoginId } from "./password-reset";

describe("resetLoginId (AUTH-07)", () => {
  it("sets the password of the login the sign-in reply names", () => {
    expect(resetLoginId({ AuthID: "prepay@waea.test" }, "Prepay@Waea.test")).toBe("prepay@waea.test");
  });

  it("falls back to the e-mail the code was sent to when the reply names no login", () => {
    expect(resetLoginId({}, "prepay@waea.test")).toBe("prepay@waea.test");
    expect(resetLoginId({ AuthID: " " }, "prepay@waea.test")).toBe("prepay@waea.test");
  });
});
