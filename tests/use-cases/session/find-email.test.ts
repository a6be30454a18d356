import { describe, expect, it } from "vitest";
import { findEmailByNumber } from "@waea/domain/session";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

/** phone@waea.test's mobile number (022 067 6767, docs/api.md). */
const PHONE_MSISDN = "64220676767";

// The operator answers this lookup only for a signed-in login's own account today (issue #12 makes it work signed
// out); the use case is shown here signed in as the number's owner.
describe("forgot e-mail: findEmailByNumber (AUTH-07)", () => {
  it("AUTH-07: gives the e-mail of the number's account, masked", async () => {
    const ngaio = await signedIn(api(), "phone@waea.test");
    expect(await ngaio.run(findEmailByNumber(PHONE_MSISDN))).toBe("p•••@waea.test");
  });

  it("AUTH-07: a number no account has is NumberNotFound, with the spec's message key", async () => {
    const ngaio = await signedIn(api(), "phone@waea.test");
    expect(await ngaio.attempt(findEmailByNumber("64219990001"))).toMatchObject({
      left: { _tag: "NumberNotFound", messageKey: "onboarding.number_or_sim_not_found" },
    });
  });

  it("AUTH-07: any other refusal is passed on as it came (another customer's number: Forbidden)", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    expect(await aroha.attempt(findEmailByNumber(PHONE_MSISDN))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
  });
});
