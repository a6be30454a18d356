import { describe, expect, it } from "vitest";
import { signedIn, useTestApi, type TestApi } from "./session-test-support";

const api = useTestApi();

const fibreProductOf = (test: TestApi, customer: string): string => {
  const product = Object.values(test.store.world.broadband.ufbProducts).find(
    (item) => item.CustomerUUID === customer,
  );
  if (product === undefined) throw new Error("fibre@waea.test has no fibre product");
  return product.UUID;
};

describe("broadband network protection (BB-04, broadband.ufbSecurity, broadband.setUfbSecurity)", () => {
  it("starts with threats blocked and no family filter, stores a change once, and keeps it for the service", async () => {
    const test = api();
    const fibre = await signedIn(test, "fibre@waea.test");
    const uuid = fibreProductOf(test, fibre.uuid);
    const url = `/v3/67/UFB/${uuid}/security`;
    expect((await fibre.get(url)).json()).toEqual({
      ProductUUID: uuid,
      ThreatProtection: true,
      FamilyFilter: false,
    });
    const set = await fibre.put(url, { ThreatProtection: true, FamilyFilter: true });
    expect(set.status).toBe(200);
    const now = test.clock.nowMillis();
    const changed = { ProductUUID: uuid, ThreatProtection: true, FamilyFilter: true, UpdatedAtMillis: now };
    expect(set.json()).toEqual(changed);
    expect((await fibre.get(url)).json()).toEqual(changed);
    test.clock.advance(60_000);
    // The same settings again are no change: stored once, the time of the change kept.
    expect((await fibre.put(url, { ThreatProtection: true, FamilyFilter: true })).json()).toEqual(changed);
    expect(test.store.world.broadband.security[uuid]?.Changes).toBe(1);
  });

  it("refuses another customer's service and a malformed body, changing nothing", async () => {
    const test = api();
    const uuid = fibreProductOf(test, (await signedIn(test, "fibre@waea.test")).uuid);
    const prepay = await signedIn(test, "prepay@waea.test");
    const url = `/v3/67/UFB/${uuid}/security`;
    expect((await prepay.get(url)).status).toBe(404);
    expect((await prepay.put(url, { ThreatProtection: false, FamilyFilter: true })).status).toBe(404);
    const fibre = await signedIn(test, "fibre@waea.test");
    expect((await fibre.put(url, { ThreatProtection: "no", FamilyFilter: true })).status).toBe(400);
    expect(test.store.world.broadband.security).toEqual({});
  });
});
