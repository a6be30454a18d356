import { describe, expect, it } from "vitest";
import { accountProducts } from "@waea/domain/checks";
import { productionSettings, withSettings } from "@waea/domain/config";
import {
  billingTypeTargets,
  checkBillingTypeTransfer,
  loadSupplementaryFeatures,
  setDailyRoaming,
  transferBillingType,
} from "@waea/domain/sim";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";

const api = withFakeApi();

const productOf = async (customer: Customer) => {
  const product = (await customer.run(accountProducts(customer.customer)))[0];
  if (product === undefined) throw new Error(`${customer.customer} has no product`);
  return product;
};

describe("supplementary features (PLAN-08)", () => {
  it("lists international roaming with daily roaming auto-activation, and switches it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const ref = {
      settings: productionSettings,
      customerUUID: prepay.customer,
      mobileUUID: (await productOf(prepay)).UUID,
    };
    const before = await prepay.run(loadSupplementaryFeatures(ref));
    const was = before.internationalRoaming?.dailyRoamingAutoActive;
    expect(typeof was).toBe("boolean");
    await prepay.run(setDailyRoaming({ ...ref, autoActive: was !== true }));
    expect(await prepay.run(loadSupplementaryFeatures(ref))).toEqual({
      internationalRoaming: { dailyRoamingAutoActive: was !== true },
    });
  });

  it("lists nothing, asking nothing, where the build does not offer international roaming", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const settings = withSettings(productionSettings, { supplementaryFeatures: [] });
    expect(
      await prepay.run(
        loadSupplementaryFeatures({ settings, customerUUID: prepay.customer, mobileUUID: "not-asked" }),
      ),
    ).toEqual({ internationalRoaming: undefined });
  });
});

describe("billing type transfer (PLAN-10)", () => {
  it("offers the two other types, and moves prepay@ to PAYG once nothing is owed", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await productOf(prepay);
    expect(billingTypeTargets("prepay")).toEqual(["postpay", "payg"]);
    const input = {
      settings: productionSettings,
      customerUUID: prepay.customer,
      product,
      to: "payg" as const,
    };
    expect(await prepay.run(checkBillingTypeTransfer(input))).toEqual({ from: "prepay", to: "payg" });
    expect(await prepay.run(transferBillingType(input))).toEqual({ from: "prepay", to: "payg" });
    expect((await productOf(prepay)).BillingReference).toMatch(/^payg:/);
  });

  it("refuses postpay@ with the amount owed until it is paid, and the type it already has", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const product = await productOf(postpay);
    const input = {
      settings: productionSettings,
      customerUUID: postpay.customer,
      product,
      to: "prepay" as const,
    };
    expect(await postpay.attempt(transferBillingType(input))).toMatchObject({
      left: {
        _tag: "BillingTypeTransferRefused",
        messageKey: "billing.transfer_outstanding_first",
        owedCents: expect.any(Number),
      },
    });
    expect((await productOf(postpay)).BillingReference).toMatch(/^postpay:/);
    expect(await postpay.attempt(checkBillingTypeTransfer({ ...input, to: "postpay" }))).toMatchObject({
      left: { _tag: "BillingTypeTransferRefused", messageKey: "billing.transfer_same_type" },
    });
    const off = withSettings(productionSettings, { simActions: [] });
    expect(await postpay.attempt(checkBillingTypeTransfer({ ...input, settings: off }))).toMatchObject({
      left: { _tag: "SimActionRefused", messageKey: "sim.action_not_allowed" },
    });
  });
});
