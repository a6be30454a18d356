import { describe, expect, it } from "vitest";
import { orderBroadband, returnFromBroadbandInstalments } from "@waea/domain/broadband";
import { loadSavedPurchase } from "@waea/domain/checkout";
import { withFakeApi } from "../support/fake-api";
import { answerProvider } from "../checkout/instalment-provider";
import { flowAt, orderInput, ordering } from "./broadband-fixtures";

const api = withFakeApi();

describe("back from the instalment provider with a fibre order (BB-03, SHOP-05)", () => {
  it("a typed redirect_status=succeeded does not complete an unpaid order; once approved it does", async () => {
    const { customer } = await ordering(api(), "fibre@waea.test");
    const flow = await flowAt(customer, "ufb", "45 Cuba Street");
    const placed = await customer.run(orderBroadband({ ...orderInput(customer, flow), method: "afterpay" }));
    if (placed._tag !== "RedirectToInstalments") throw new Error("expected a redirect to the provider");
    const back = () =>
      customer.run(returnFromBroadbandInstalments({ redirectStatus: "succeeded", broadband: true }));
    expect(await back()).toEqual({ _tag: "Failed", path: "/checkout-ufb?redirect_status=failed" });
    expect(await customer.run(loadSavedPurchase)).toMatchObject({ kind: "ufb", status: "pending" });
    await answerProvider(api(), placed.clientSecret, "approve");
    expect(await back()).toEqual({ _tag: "Completed", path: "/thanks-broadband" });
    expect(await customer.run(loadSavedPurchase)).toMatchObject({ kind: "ufb", status: "completed" });
  });
});
