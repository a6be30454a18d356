import { describe, expect, it } from "vitest";
import { verificationEmailCall } from "./email-verification";

describe("verificationEmailCall (AUTH-13)", () => {
  it("sends the first verification e-mail and resends any later one", () => {
    expect(verificationEmailCall(false)).toBe("send");
    expect(verificationEmailCall(true)).toBe("resend");
  });
});
