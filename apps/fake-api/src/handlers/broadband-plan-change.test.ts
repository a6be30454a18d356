import { describe, expect, it } from "vitest";
import { signedInAs } from "./mobile-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const DAY = 86_400_000;

const setup = async () => {
  const test = await signedInAs(api(), "fwa@waea.test");
  const product = test.product;
  const options = async (): Promise<ReadonlyArray<{ readonly ID: string }>> =>
    (await test.get(`/fwa/v1/customer/${test.customer}/mobile/${product.UUID}/plans`)).json().BroadbandPlans
      .Plans;
  const current = () =>
    test.store.world.core.products[product.UUID]?.Addons?.find((addon) => addon.IsBasePlan === true);
  const change = (id: string) =>
    test.post("/fwa/change-plan", {
      UUID: product.UUID,
      ProductAvailabilityUUID: id,
      CustomerUUID: test.customer,
    });
  return { ...test, options, current, change };
};

describe("fixed wireless plan change (BB-02; PLAN-05's rules)", () => {
  it("refuses the plan the product is on with its own message, not 'No FWA Plans data', changing nothing", async () => {
    const { change, current, store } = await setup();
    const before = store.digest();
    const same = await change(current()?.ProductAvailabilityUUID ?? "");
    expect(same.status).toBe(409);
    expect(same.json()).toEqual({ err_message: "You already have this plan" });
    expect((await change("not-an-fwa-plan")).json()).toEqual({ err_message: "No FWA Plans data" });
    expect(store.digest()).toBe(before);
  });

  it("changes a plan once a month: a second change within the month is refused, one a month on is made", async () => {
    const { change, options, current, advance } = await setup();
    const [first, second] = await options();
    expect((await change(first?.ID ?? "")).status).toBe(200);
    expect(current()?.ProductAvailabilityUUID).toBe(first?.ID);
    const again = await change(second?.ID ?? "");
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ err_message: "A plan can be changed only once per month" });
    expect(current()?.ProductAvailabilityUUID).toBe(first?.ID);
    await advance(31 * DAY);
    expect((await change(second?.ID ?? "")).status).toBe(200);
    expect(current()?.ProductAvailabilityUUID).toBe(second?.ID);
  });
});
