import { describe, expect, it } from "vitest";
import { loadAutoTopUp, saveAutoTopUp } from "@waea/domain/payments";
import { loadPreferences } from "@waea/domain/profile";
import { validateAutoTopUp } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { signedIn, withFakeApi } from "../support/fake-api";
import { firstProduct, refusal } from "./support";

const api = withFakeApi();

const ruleOf = (days: string, amount: string) => {
  const rule = validateAutoTopUp({ days, amount });
  if (Either.isLeft(rule)) throw new Error("the test's rule is refused");
  return rule.right;
};

describe("saveAutoTopUp (PAY-03)", () => {
  it("keeps the rule with the operator and in the account's preferences, EVERY_DAY by default, and turns it off", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const productUUID = (await firstProduct(prepay)).UUID;
    const change = { userId: prepay.auth.UUID, customerUUID: prepay.customer, productUUID };
    expect(await prepay.run(loadAutoTopUp(prepay.customer, productUUID))).toMatchObject({ Enabled: false });

    const saved = await prepay.run(saveAutoTopUp({ ...change, rule: ruleOf("7", "10"), enabled: true }));
    expect(saved).toMatchObject({ Enabled: true, Days: 7, AmountCents: 1000, Type: "EVERY_DAY" });
    expect(await prepay.run(loadAutoTopUp(prepay.customer, productUUID))).toEqual(saved);
    const prefs = await prepay.run(loadPreferences(prepay.auth.UUID));
    expect(prefs.accounts[prepay.customer]?.["top-up-auto"]).toEqual({
      amount: 1000,
      days: 7,
      status: true,
      type: "EVERY_DAY",
    });

    await prepay.run(saveAutoTopUp({ ...change, rule: ruleOf("7", "10"), enabled: false }));
    expect(
      (await prepay.run(loadPreferences(prepay.auth.UUID))).accounts[prepay.customer]?.["top-up-auto"],
    ).toMatchObject({ status: false });
  });

  it("is refused for a postpay product: nothing kept", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const productUUID = (await firstProduct(postpay)).UUID;
    const outcome = await postpay.attempt(
      saveAutoTopUp({
        userId: postpay.auth.UUID,
        customerUUID: postpay.customer,
        productUUID,
        rule: ruleOf("7", "10"),
        enabled: true,
      }),
    );
    expect(refusal(outcome)).toBe("ApiFailure");
    expect(
      (await postpay.run(loadPreferences(postpay.auth.UUID))).accounts[postpay.customer],
    ).toBeUndefined();
  });
});
