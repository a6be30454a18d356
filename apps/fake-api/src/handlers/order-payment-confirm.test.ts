import { PHYSICAL_SIM_ITEM } from "@waea/domain/cart";
import { describe, expect, it } from "vitest";
import { PROVISION_MS } from "./order-payment";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const items = [
  {
    ItemUUID: PHYSICAL_SIM_ITEM.UUID,
    Name: "Physical SIM",
    Quantity: 1,
    PriceCents: 0,
    Type: "TYPE_PRODUCT",
    VirtualType: "VT_NONE",
    PhysicalType: "SIM",
    SelfManaged: true,
  },
  {
    ItemUUID: "plan-korero-8gb",
    Name: "Kōrero 8GB",
    Quantity: 1,
    PriceCents: 3000,
    Type: "TYPE_VIRTUAL",
    VirtualType: "VT_PLAN",
    PhysicalType: "MODEM",
  },
];

const address = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["45 Cuba Street", "Te Aro"],
  Phone: "021 555 0199",
};

describe("paying an e-shop order at the card provider", () => {
  it("waits for payment until its ClientSecret is confirmed, then processes and completes", async () => {
    const { call, signIn, clock, store } = api();
    const auth = await signIn("prepay@waea.test");
    const customer = auth.AuthResponse?.CustomerUUID ?? "";
    const placed = await call(
      {
        method: "POST",
        url: "/api/eshop/checkout",
        payload: { Address: address, CustomerUUID: customer, Items: items, SPID: 67 },
      },
      auth.JWT,
    );
    expect(placed.status).toBe(200);
    const { OrderID, ClientSecret } = placed.json() as { OrderID: string; ClientSecret: string };
    expect(ClientSecret).toMatch(/^pi_.+_secret_/);
    const status = async () =>
      (
        (
          await call({ method: "GET", url: `/api/eshop/customer/${customer}/order/${OrderID}` }, auth.JWT)
        ).json() as { Status: string }
      ).Status;
    expect(await status()).toBe("PENDING_PAYMENT");

    const confirm = () =>
      call({
        method: "POST",
        url: "/api/payment-provider/v1/payment_intents/confirm",
        payload: { client_secret: ClientSecret },
      });
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "succeeded", amount: 3000, currency: "nzd" });
    expect(store.world.checkout.intents[ClientSecret]?.Status).toBe("succeeded");
    expect(await status()).toBe("PROCESSING");
    // Confirming again answers the same and changes nothing.
    expect((await confirm()).json()).toMatchObject({ status: "succeeded" });
    clock.advance(PROVISION_MS);
    expect(await status()).toBe("COMPLETED");
  });
});
