import { describe, expect, it } from "vitest";
import type { StoredUfbOrder } from "../world/broadband-state";
import { PROVISION_MS } from "./order-payment";
import { signedIn, useTestApi } from "./session-test-support";

const api = useTestApi();

/**
 * fibre@ with a fibre order placed now with nothing to pay (so in progress at once): the seeded completed order's
 * copy, PROCESSING, without its product. No API call makes an order paid-for-nothing: it is written directly.
 */
const withOrderInProgress = (): StoredUfbOrder => {
  const { store, clock } = api();
  const seeded = Object.values(store.world.broadband.ufbOrders).find((order) => order.Status === "COMPLETED");
  if (seeded === undefined) throw new Error("no seeded fibre order");
  const uuid = `${seeded.UUID.slice(0, -4)}beef`;
  const { ProductUUID: _made, ...rest } = seeded;
  const order: StoredUfbOrder = {
    ...rest,
    UUID: uuid,
    Status: "PROCESSING",
    Notes: [],
    CreatedAtMillis: clock.nowMillis(),
  };
  store.world.broadband.ufbOrders[uuid] = order;
  store.changed();
  return order;
};

describe("fibre orders move on with the world's clock, never on a read (BB-03, spec 03 §4)", () => {
  it("reading an order in progress changes nothing, even once it is due", async () => {
    const { store, clock } = api();
    const order = withOrderInProgress();
    const fibre = await signedIn(api(), "fibre@waea.test");
    const version = store.version;
    const read = await fibre.get(`/v3/67/UFB_order/${order.UUID}`);
    expect(read.json()).toMatchObject({ Status: "PROCESSING" });
    expect(store.version).toBe(version);
    clock.advance(PROVISION_MS);
    const settled = store.version;
    expect(settled).toBeGreaterThan(version);
    await fibre.get(`/v3/67/UFB_order/${order.UUID}`);
    await fibre.get(`/v3/67/UFB_order?PageNumber=1&PageItemCount=10`);
    expect(store.version).toBe(settled);
  });

  it("completes the order and makes its fibre service when the clock reaches it, before anyone reads it", () => {
    const { store, clock } = api();
    const order = withOrderInProgress();
    clock.advance(PROVISION_MS - 1);
    expect(store.world.broadband.ufbOrders[order.UUID]?.Status).toBe("PROCESSING");
    clock.advance(1);
    const done = store.world.broadband.ufbOrders[order.UUID];
    expect(done?.Status).toBe("COMPLETED");
    expect(store.world.broadband.ufbProducts[done?.ProductUUID ?? ""]).toMatchObject({
      UFBOrderUUID: order.UUID,
      Status: 2,
    });
  });
});
