import { describe, expect, it } from "vitest";
import { signedIn, useTestApi } from "./session-test-support";
import { SHOP_ADDRESS, basePlan, simWithPlan } from "./shop-test-support";

const api = useTestApi();

const checkout = async (items: unknown) => {
  const shopper = await signedIn(api(), "prepay@waea.test");
  const placed = await shopper.post("/eshop/v3/checkout", {
    Address: SHOP_ADDRESS,
    CustomerUUID: shopper.uuid,
    Items: items,
    SPID: 67,
  });
  return { placed, shopper };
};

const confirm = (secret: string) =>
  api().call({
    method: "POST",
    url: "/api/payment-provider/v1/payment_intents/confirm",
    payload: { client_secret: secret },
  });

describe("the shop prices every line from the server's catalogues (SHOP-03, SHOP-05; issue #11)", () => {
  it("SHOP-05: a plan line sent at $0.00 is ordered and paid at the catalogue's price", async () => {
    const { cents } = basePlan(api().store.world);
    expect(cents).toBeGreaterThan(0);
    const { placed } = await checkout(simWithPlan(api().store.world, 0));
    expect(placed.status).toBe(200);
    const { OrderID, ClientSecret } = placed.json() as { OrderID: string; ClientSecret?: string };
    expect(ClientSecret).toMatch(/^pi_.+_secret_/);
    const order = api().store.world.checkout.orders[OrderID];
    expect(order?.AmountCents).toBe(cents);
    expect(order?.Lines.map((line) => line.PriceCents)).toEqual([0, cents]);
    expect((await confirm(ClientSecret ?? "")).json()).toMatchObject({ status: "succeeded", amount: cents });
  });

  it("SHOP-05: a plan line sent at $0.01 is charged the catalogue's price, not a cent", async () => {
    const { cents } = basePlan(api().store.world);
    const { placed } = await checkout(simWithPlan(api().store.world, 1));
    const { ClientSecret } = placed.json() as { ClientSecret: string };
    expect(api().store.world.checkout.intents[ClientSecret]?.AmountCents).toBe(cents);
  });

  it("SHOP-03: a saved cart answers the catalogue's prices, whatever was sent", async () => {
    const { cents } = basePlan(api().store.world);
    const saved = await api().call({
      method: "POST",
      url: "/api/eshop/v3/cart",
      payload: { Items: simWithPlan(api().store.world, 1), SPID: 67 },
    });
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({
      AmountCents: cents,
      Items: [{ PriceCents: 0 }, { PriceCents: cents, PriceCatalogCents: cents }],
    });
  });

  it("SHOP-05: a made-up plan, an add-on or an unknown item is 422 and orders nothing", async () => {
    const world = api().store.world;
    const [sim, plan] = simWithPlan(world);
    const addon = world.plans.catalog.find((entry) => entry.Characteristics?.IsAddon === "true");
    const before = Object.keys(world.checkout.orders).length;
    const madeUp = {
      ...plan,
      ItemUUID: "plan-made-up-unlimited",
      ProductCatalogUUID: "plan-made-up-unlimited",
    };
    const cases = [
      {
        items: [{ ...sim, ProductCatalogUUID: madeUp.ItemUUID }, madeUp],
        message: "plan-made-up-unlimited is not in the shop's catalogue",
      },
      {
        items: [
          {
            ...plan,
            ItemUUID: addon?.UUID ?? "",
            ProductCatalogUUID: addon?.UUID,
            ProductAvailabilityUUID: addon?.Availabilities[0]?.UUID,
          },
        ],
        message: `${addon?.Name ?? ""} is not a plan the shop sells`,
      },
      {
        items: [{ ...sim, ItemUUID: "phone-made-up", PhysicalType: "MODEM", VirtualType: "VT_NONE" }],
        message: "phone-made-up is not in the shop's catalogue",
      },
    ];
    for (const { items, message } of cases) {
      const { placed } = await checkout(items);
      expect(placed.status).toBe(422);
      expect(placed.body).toContain(message);
    }
    expect(Object.keys(api().store.world.checkout.orders)).toHaveLength(before);
  });

  it("SHOP-04: a plan no longer sold is refused: on a SIM as the domain says it, alone as no longer sold", async () => {
    const world = api().store.world;
    const [sim, plan] = simWithPlan(world);
    const retired = world.plans.catalog.find(
      (entry) => entry.Characteristics?.IsBasePlan === "true" && entry.Availabilities[0]?.Available === false,
    );
    const ids = {
      ProductCatalogUUID: retired?.UUID,
      ProductAvailabilityUUID: retired?.Availabilities[0]?.UUID,
    };
    const retiredPlan = { ...plan, ...ids, ItemUUID: retired?.UUID ?? "" };
    const cases = [
      { items: [{ ...sim, ...ids }, retiredPlan], message: "SIM 1 plan is not available" },
      { items: [retiredPlan], message: "is no longer sold" },
    ];
    for (const { items, message } of cases) {
      const { placed } = await checkout(items);
      expect(placed.status).toBe(422);
      expect(placed.body).toContain(message);
    }
  });

  it("SHOP-04: a SIM without a plan the cart pays for is refused as the domain refuses it", async () => {
    const world = api().store.world;
    const [sim, plan] = simWithPlan(world);
    const before = Object.keys(world.checkout.orders).length;
    const cases = [
      { items: [sim], message: "SIM 1 plan is not specified" },
      { items: [sim, plan, { ...sim, VirtualType: "VT_ESIM" }], message: "SIM 2 plan is not specified" },
      {
        items: [{ ...sim, ProductCatalogUUID: undefined, ProductAvailabilityUUID: undefined }, plan],
        message: "SIM 1 plan is not specified",
      },
    ];
    for (const { items, message } of cases) {
      const { placed } = await checkout(items);
      expect(placed.status).toBe(422);
      expect(placed.body).toContain(message);
    }
    const saved = await api().call({
      method: "POST",
      url: "/api/eshop/v3/cart",
      payload: { Items: [sim], SPID: 67 },
    });
    expect(saved.status).toBe(422);
    expect(Object.keys(api().store.world.checkout.orders)).toHaveLength(before);
  });
});
