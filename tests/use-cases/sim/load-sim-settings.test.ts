import { describe, expect, it } from "vitest";
import { accountProducts } from "@waea/domain/checks";
import { loadSimSettings } from "@waea/domain/sim";
import { signedIn, withFakeApi, visitor, type Customer } from "../support/fake-api";

const api = withFakeApi();

const productOf = async (customer: Customer): Promise<string> =>
  (await customer.run(accountProducts(customer.customer)))[0]?.UUID ?? "";

describe("loadSimSettings (SIM-01)", () => {
  it("reads prepay@'s forwarding, waiting, hold and barring switches", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const settings = await prepay.run(
      loadSimSettings({ customerUUID: prepay.customer, mobileUUID: await productOf(prepay) }),
    );
    expect(Object.keys(settings).sort()).toEqual(["Barring", "CallForwarding", "CallRestriction"]);
    expect(settings.Barring).toEqual({ AllowIncomingCalls: true, AllowOutgoingCalls: true });
  });

  it("fails with 'error occurred. try again later' naming the call, its cause kept (another login's service, 403)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    const theirs = await productOf(postpay);
    expect(
      await prepay.attempt(loadSimSettings({ customerUUID: postpay.customer, mobileUUID: theirs })),
    ).toMatchObject({
      left: {
        _tag: "SimCallFailed",
        action: "settings",
        messageKey: "sim.call_error",
        cause: { _tag: "Forbidden" },
      },
    });
    expect(
      await visitor(api()).attempt(loadSimSettings({ customerUUID: prepay.customer, mobileUUID: theirs })),
    ).toMatchObject({ left: { _tag: "SimCallFailed", cause: { _tag: "Unauthorized" } } });
  });
});
