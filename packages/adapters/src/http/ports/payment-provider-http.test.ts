import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { afterEach, describe, expect, it } from "vitest";
import { PaymentsApi } from "@waea/domain/payments/api";
import { IntentKey, Payments } from "@waea/domain/ports";
import { UsageApi } from "@waea/domain/usage/api";
import { START, authData, clientFor, run } from "../client/test-support";
import { startTestServer, type SeenRequest, type TestReply } from "../client/test-server";
import { CardProviderViaApi, cardPaymentsLayer, httpProviderLayer } from "./payment-provider-http";
import { makeHttpConfirmViaApi } from "./provider-confirm-http";
import { makeHttpPaymentsApi } from "./payments-http";
import { makeHttpUsageApi } from "./usage-http";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const serve = async (respond: (request: SeenRequest) => TestReply) => {
  const server = await startTestServer(respond);
  close = server.close;
  const signedIn = { auth: authData("jwt-1", START + 3_600_000) };
  return { server, client: (await clientFor(server.baseUrl, signedIn)).client };
};

const intent = { id: "pi_1", status: "succeeded", amount: 1000, currency: "nzd" };

describe("confirming with the fake API's card provider", () => {
  it("GST-01: a card entered on the page goes as payment_method_data in the body, and no stored card is named", async () => {
    const { server, client } = await serve(() => ({ body: intent }));
    const confirm = makeHttpConfirmViaApi(client);
    const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" };
    expect(await run(confirm("payment", "pi_1_secret_x", card))).toEqual(
      Either.right({ id: "pi_1", status: "succeeded" }),
    );
    const [sent] = server.seen;
    expect(JSON.parse(sent?.body ?? "{}")).toEqual({
      client_secret: "pi_1_secret_x",
      payment_method_data: {
        type: "card",
        card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2099, cvc: "123" },
      },
    });
    expect(sent?.url).toBe("/api/payment-provider/v1/payment_intents/confirm");
  });

  it("sends the secret and card in the body, never in the URL, without a bearer token", async () => {
    const { server, client } = await serve(() => ({ body: intent }));
    const confirm = makeHttpConfirmViaApi(client);
    expect(await run(confirm("payment", "pi_1_secret_x", "pm_1"))).toEqual(
      Either.right({ id: "pi_1", status: "succeeded" }),
    );
    await run(confirm("setup", "seti_1_secret_y"));
    expect(server.seen.map((request) => [request.method, request.url, JSON.parse(request.body)])).toEqual([
      [
        "POST",
        "/api/payment-provider/v1/payment_intents/confirm",
        { client_secret: "pi_1_secret_x", payment_method: "pm_1" },
      ],
      ["POST", "/api/payment-provider/v1/setup_intents/confirm", { client_secret: "seti_1_secret_y" }],
    ]);
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("turns a declined intent into a failure with the provider's code", async () => {
    const declined = {
      ...intent,
      status: "requires_payment_method",
      last_payment_error: { code: "payment_is_failed", message: "Payment is failed" },
    };
    const { client } = await serve(() => ({ body: declined }));
    const payments = Effect.flatMap(Payments, (port) => port.confirmCardPayment("pi_1_secret_x"));
    const layer = Layer.provide(cardPaymentsLayer({}), httpProviderLayer(client));
    const result = await run(Effect.provide(payments, layer));
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "CardConfirmationError",
      clientSecret: "pi_1_secret_x",
      code: "payment_is_failed",
      message: "Payment is failed",
    });
  });

  it("passes a refusal's text on, and names an unreachable provider", async () => {
    const { client } = await serve(() => ({
      status: 404,
      body: { err_message: "No such setup_intent for this client secret" },
    }));
    const confirm = makeHttpConfirmViaApi(client);
    expect(await run(confirm("setup", "seti_x"))).toEqual(
      Either.left({ message: "No such setup_intent for this client secret" }),
    );
    await close?.();
    close = undefined;
    const offline = await run(confirm("setup", "seti_x"));
    expect(Either.isLeft(offline) && offline.left.code).toBe("card_provider_unavailable");
  });

  it("provides the confirmation through makeHttpLayer's CardProviderViaApi", async () => {
    const { client } = await serve(() => ({
      body: { id: "seti_1", status: "succeeded", payment_method: "pm_9" },
    }));
    const program = Effect.flatMap(CardProviderViaApi, (provider) =>
      provider.confirm("setup", "seti_1_secret_z"),
    );
    expect(await Effect.runPromise(Effect.provide(program, httpProviderLayer(client)))).toEqual({
      id: "seti_1",
      status: "succeeded",
    });
  });
});

describe("the payments and usage ports over HTTP", () => {
  it("puts the top-up amount in the path and the promo code in the body; the intent's key goes as Idempotency-Key", async () => {
    const { server, client } = await serve((request) =>
      request.url.includes("topup")
        ? { body: { ClientSecret: "pi_2_secret_b" } }
        : { body: { Status: "applied" } },
    );
    const api = makeHttpPaymentsApi(client);
    await run(api.topUpIntent("c 1", "p/1", 1500, IntentKey.make("intent-of-the-top-up")));
    await run(api.redeemPromoCode("c1", "KIAORA"));
    expect(server.seen.map((request) => request.headers["idempotency-key"])).toEqual([
      "intent-of-the-top-up",
      undefined,
    ]);
    expect(server.seen.map((request) => [request.url, request.body])).toEqual([
      ["/api/customer/c%201/topup/p%2F1/1500", ""],
      ["/api/api/customers/v1/c1/promocode", '{"Code":"KIAORA"}'],
    ]);
    expect(PaymentsApi.key).toBe("waea/PaymentsApi");
  });

  it("asks only the operator's own service provider for a histogram", async () => {
    const { server, client } = await serve(() => ({ body: { Buckets: [] } }));
    const api = makeHttpUsageApi(client);
    const request = {
      CustomerUUID: "c1",
      ProductInstanceUUID: "p1",
      ProductType: "mobile" as const,
      Range: { From: 0, Upto: 1 },
      IntervalNanos: 86_400_000_000_000,
    };
    expect(await run(api.histogram(67, request))).toEqual(Either.right({ Buckets: [] }));
    const other = await run(api.histogram(68, request));
    expect(Either.isLeft(other) && other.left).toMatchObject({ _tag: "ApiFailure", status: 404 });
    expect(server.seen.map((seen) => seen.url)).toEqual(["/api/v2/67/usage/data/histogram"]);
    expect(UsageApi.key).toBe("waea/UsageApi");
  });
});
