import { describe, expect, it } from "vitest";
import { orderIntentOf } from "../handlers/order-payment";
import { useTestApi } from "../handlers/session-test-support";
import { SHOP_ADDRESS, simWithPlan } from "../handlers/shop-test-support";

const api = useTestApi();

const RETURN = "http://localhost:8080/afterpay-return";

/** postpay@ checks out a SIM with a plan: the order's payment secret. */
const orderSecret = async (): Promise<string> => {
  const auth = await api().signIn("postpay@waea.test");
  const reply = await api().call(
    {
      method: "POST",
      url: "/api/eshop/v3/checkout",
      payload: { Address: SHOP_ADDRESS, Items: simWithPlan(api().store.world), SPID: 67 },
    },
    auth.JWT,
  );
  expect(reply.status).toBe(200);
  return (reply.json() as { ClientSecret: string }).ClientSecret;
};

const page = (query: Record<string, string>) =>
  api().call({
    method: "GET",
    url: `/api/instalment-provider?${new URLSearchParams(query).toString()}`,
    headers: { host: "localhost:8080" },
  });

const answer = (fields: Record<string, string>) =>
  api().call({
    method: "POST",
    url: "/api/instalment-provider",
    headers: { host: "localhost:8080", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the simulated instalment provider (SHOP-05)", () => {
  it("shows the order's total in four payments, in English or te reo Māori, under a strict CSP", async () => {
    const secret = await orderSecret();
    const amount = orderIntentOf(api().store.world, secret)?.AmountCents ?? 0;
    const shown = await page({ client_secret: secret, return_url: RETURN });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(`Total $${(amount / 100).toFixed(2)}`);
    expect(shown.body).toMatch(/<button type="submit" class="primary">Approve<\/button>/);
    expect(String(shown.headers["content-security-policy"])).toContain("default-src 'none'");
    const maori = await page({ client_secret: secret, return_url: RETURN, lang: "mi-NZ" });
    expect(maori.body).toContain('<html lang="mi-NZ">');
    expect(maori.body).toContain(">Whakaaetia</button>");
  });

  it("declined: back to afterpay-return with redirect_status=failed, the order still waiting; approved: paid", async () => {
    const secret = await orderSecret();
    const declined = await answer({ client_secret: secret, return_url: RETURN, decision: "decline" });
    expect(declined.status).toBe(303);
    expect(declined.headers["location"]).toBe(`${RETURN}?redirect_status=failed`);
    expect(orderIntentOf(api().store.world, secret)?.Status).toBe("failed");

    const approved = await answer({ client_secret: secret, return_url: RETURN, decision: "approve" });
    expect(approved.headers["location"]).toBe(`${RETURN}?redirect_status=succeeded`);
    expect(orderIntentOf(api().store.world, secret)?.Status).toBe("succeeded");
    // both answers are in the payment history, newest first, as instalment payments of the order
    const customer = orderIntentOf(api().store.world, secret)?.CustomerUUID ?? "";
    const amount = orderIntentOf(api().store.world, secret)?.AmountCents;
    expect(
      (api().store.world.payments.history[customer] ?? [])
        .slice(0, 2)
        .map((paid) => [
          paid.Status,
          paid.PaymentMethodType,
          paid.AmountCents,
          paid.Description?.startsWith("Order "),
        ]),
    ).toEqual([
      ["COMPLETED", "instalments", amount, true],
      ["FAILED", "instalments", amount, true],
    ]);
    // A paid order has nothing left to pay here.
    expect((await page({ client_secret: secret, return_url: RETURN })).status).toBe(400);
  });

  it("sends nobody elsewhere: another site or another page as the way back is refused, as is an unknown secret", async () => {
    const secret = await orderSecret();
    for (const return_url of [
      "https://evil.example/afterpay-return",
      "http://localhost:8080/sign-in",
      "not a url",
    ]) {
      const refused = await answer({ client_secret: secret, return_url, decision: "approve" });
      expect(refused.status).toBe(400);
    }
    expect((await page({ client_secret: "pi_unknown", return_url: RETURN })).status).toBe(400);
    expect(orderIntentOf(api().store.world, secret)?.Status).not.toBe("succeeded");
  });
});
