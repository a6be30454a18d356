import { describe, expect, it } from "vitest";
import { checkEsimOrder, checkoutCart, orderDetail, orderHistory } from "@waea/domain/checkout";
import { signedIn, useFakeApi } from "../support/fake-api";
import { shopperWithEsim } from "./checkout-fixtures";

const api = useFakeApi();

const MINUTE = 60_000;

/** An eSIM bought and paid by prepay@waea.test; its order number. */
const boughtEsim = async (shopper: Awaited<ReturnType<typeof shopperWithEsim>>) => {
  const result = await shopper.shopper.run(checkoutCart(shopper.input));
  return result._tag === "Completed" ? result.purchase.summary.number : "";
};

describe("orders (SHOP-06)", () => {
  it("lists the customer's orders newest first; another login's account is refused", async () => {
    const first = await shopperWithEsim(api());
    const earlier = await boughtEsim(first);
    api().clock.advance(MINUTE);
    const later = await boughtEsim(await shopperWithEsim(api()));
    const orders = await first.shopper.run(orderHistory(first.customerUUID));
    expect(orders.map((order) => order.Number).slice(0, 2)).toEqual([later, earlier]);
    expect(orders).toHaveLength(3); // and the order prepay@waea.test's SIM came with
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(await first.shopper.attempt(orderHistory(postpay.customer))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
  });

  it("reads an order with its notes (v2) or without (v3); another account's order number is 'No data'", async () => {
    const fwa = await signedIn(api(), "fwa@waea.test");
    const [seeded] = await fwa.run(orderHistory(fwa.customer));
    const number = seeded?.Number ?? "";
    expect(await fwa.run(orderDetail(fwa.customer, number))).toMatchObject({
      Status: "COMPLETED",
      OrderNotes: [{ Note: "Modem delivered" }],
    });
    expect((await fwa.run(orderDetail(fwa.customer, number, "v3"))).OrderNotes).toBeUndefined();
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(await prepay.attempt(orderDetail(prepay.customer, number))).toMatchObject({
      left: { _tag: "ApiFailure", status: 404, message: "No data" },
    });
  });

  it("reports an eSIM order pending until it is provisioned, then ready with its activation code", async () => {
    const shopper = await shopperWithEsim(api());
    const number = await boughtEsim(shopper);
    expect(await shopper.shopper.run(checkEsimOrder(shopper.customerUUID, number))).toEqual({
      state: "pending",
      activationCodes: [],
    });
    // the operator provisions a paid order within half a minute of its clock
    api().clock.advance(MINUTE);
    expect(await shopper.shopper.run(checkEsimOrder(shopper.customerUUID, number))).toEqual({
      state: "ready",
      activationCodes: [expect.stringMatching(/^LPA:1\$smdp\.waea\.test\$/)],
    });
  });

  it("an order without an eSIM has no eSIM status ('No data')", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const [seeded] = await prepay.run(orderHistory(prepay.customer));
    expect(await prepay.attempt(checkEsimOrder(prepay.customer, seeded?.Number ?? ""))).toMatchObject({
      left: { _tag: "ApiFailure", status: 404, message: "No data" },
    });
  });
});
