import { describe, expect, it } from "vitest";
import { socialFailureText } from "./social-buttons";

describe("the message of a social sign-in that did not happen (AUTH-03)", () => {
  it("names the provider whose popup was blocked or whose answer was not for this sign-in", () => {
    expect(socialFailureText("GOOGLE", "blocked")).toEqual({
      key: "access:social_blocked",
      params: { provider: "Google" },
    });
    expect(socialFailureText("FACEBOOK", "refused")).toEqual({
      key: "access:social_refused",
      params: { provider: "Facebook" },
    });
  });
});
