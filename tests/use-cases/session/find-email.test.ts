import { describe, expect, it } from "vitest";
import { findEmailByNumber } from "@waea/domain/session";
import { signedIn, visitor, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

/** phone@waea.test's mobile number (022 067 6767, docs/api.md). */
const PHONE_MSISDN = "64220676767";

describe("forgot e-mail: findEmailByNumber (AUTH-07)", () => {
  it("AUTH-07: a visitor who is not signed in gets the e-mail of the number's account, masked", async () => {
    expect(await visitor(api()).run(findEmailByNumber(PHONE_MSISDN))).toBe("p•••@waea.test");
  });

  it("AUTH-07: a number no account has is NumberNotFound, with the spec's message key", async () => {
    expect(await visitor(api()).attempt(findEmailByNumber("64219990001"))).toMatchObject({
      left: { _tag: "NumberNotFound", messageKey: "onboarding.number_or_sim_not_found" },
    });
  });

  it("AUTH-07: signed in as someone else, the answer is the same masked address (the call is public)", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    expect(await aroha.run(findEmailByNumber(PHONE_MSISDN))).toBe("p•••@waea.test");
  });
});
