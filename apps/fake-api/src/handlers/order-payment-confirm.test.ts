import { describe, expect, it } from "vitest";
import { PROVISION_MS } from "./order-payment";
import { useTestApi } from "./session-test-support";
import { SHOP_ADDRESS as address, basePlan, simWithPlan } from "./shop-test-support";

const api = useTestApi();

describe("paying an e-shop order at the card provider", () => {
  it("waits for payment until its ClientSecret is confirmed, then processes and completes", async () => {
    const { call, signIn, clock, store } = api();
    const auth = await signIn("prepay@waea.test");
    const customer = auth.AuthResponse?.CustomerUUID ?? "";
    const placed = await call(
      {
        method: "POST",
        url: "/api/eshop/checkout",
        payload: { Address: address, CustomerUUID: customer, Items: simWithPlan(store.world), SPID: 67 },
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
    expect(confirmed.json()).toMatchObject({
      status: "succeeded",
      amount: basePlan(store.world).cents,
      currency: "nzd",
    });
    expect(store.world.checkout.intents[ClientSecret]?.Status).toBe("succeeded");
    expect(await status()).toBe("PROCESSING");
    // Confirming again answers the same and changes nothing.
    expect((await confirm()).json()).toMatchObject({ status: "succeeded" });
    clock.advance(PROVISION_MS);
    expect(await status()).toBe("COMPLETED");
  });
});
