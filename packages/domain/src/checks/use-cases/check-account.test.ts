import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { describe, expect, it } from "vitest";
import { BillingApi, makeMemoryBillingApi } from "../../billing";
import { BillingRoutesApi, makeMemoryBillingRoutesApi } from "../../billing-routes";
import { productionSettings } from "../../config";
import { PaymentsApi, makeMemoryPaymentsApi } from "../../payments";
import { Unauthorized, apiFailure, frozenClock, millisToNanos } from "../../ports";
import { CustomerApi, makeMemoryCustomerApi } from "../../profile";
import { AccountProductsApi } from "../account-products-api";
import { makeMemoryAccountProductsApi } from "../account-products-api-memory";
import { NOW } from "../test-fixtures";
import { checkAccount } from "./check-account";

const PREPAY = "11111111-1111-4111-8111-111111111111";
const POSTPAY = "22222222-2222-4222-8222-222222222222";
const customer = (UUID: string) => ({
  UUID,
  FirstName: "Aroha",
  LastName: "Ngata",
  Email: "a@example.nz",
  EmailVerified: true,
});
const card = { UUID: "pm-1", Rank: 1, CardLast4: "4242", CardExpiryMonth: 12, CardExpiryYear: 2030 };
const plan = [{ UUID: "addon-1", Name: "Plan" }];

const layer = (overrides: { readonly payments?: Layer.Layer<PaymentsApi> } = {}) =>
  Layer.mergeAll(
    Layer.succeed(CustomerApi, makeMemoryCustomerApi({ customers: [customer(PREPAY), customer(POSTPAY)] })),
    Layer.succeed(
      AccountProductsApi,
      makeMemoryAccountProductsApi({
        [PREPAY]: [{ UUID: "m-pre", Status: 4, BillingReference: "prepay:1", Addons: plan }],
        [POSTPAY]: [{ UUID: "m-post", Status: 4, BillingReference: "postpay:2", Addons: plan }],
      }),
    ),
    overrides.payments ??
      Layer.succeed(
        PaymentsApi,
        makeMemoryPaymentsApi(
          {
            paymentMethods: { [PREPAY]: [card], [POSTPAY]: [card] },
            prepayProducts: {
              [PREPAY]: [
                {
                  UUID: "m-pre",
                  MainBalCreditCents: 500,
                  CurrencyCreditExpiresAtNanos: millisToNanos(NOW + 9e9),
                },
              ],
            },
          },
          { nowMillis: () => NOW },
        ),
      ),
    Layer.succeed(BillingRoutesApi, makeMemoryBillingRoutesApi()),
    Layer.succeed(
      BillingApi,
      makeMemoryBillingApi({
        invoices: {
          [POSTPAY]: [{ Number: "INV-1", Status: "OVERDUE", ChargesCents: 3000, RemainingAmountCents: 3000 }],
        },
      }),
    ),
  );

const run = <A, E>(effect: Effect.Effect<A, E, Layer.Layer.Success<ReturnType<typeof layer>>>, l = layer()) =>
  Effect.runPromise(Effect.either(Effect.provide(effect, l)).pipe(Effect.withClock(frozenClock(NOW))));

describe("checkAccount", () => {
  it("finds nothing on a healthy prepay account and the overdue invoice of a postpay one", async () => {
    const healthy = Either.getOrThrow(await run(checkAccount(PREPAY, productionSettings)));
    expect(healthy).toEqual({ customerUUID: PREPAY, findings: [], problems: false, worst: undefined });
    const overdue = Either.getOrThrow(await run(checkAccount(POSTPAY, productionSettings)));
    expect(overdue.findings.map((f) => f.code)).toEqual(["overdue_invoices"]);
    expect(overdue).toMatchObject({ problems: true, worst: "warning" });
  });

  it("fails when the customer cannot be read", async () => {
    const result = await run(checkAccount("33333333-3333-4333-8333-333333333333", productionSettings));
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "ApiFailure", status: 404 });
  });

  it("reports a part that failed to load, and lets an ended session end the check", async () => {
    const failing = (error: "500" | "401") =>
      Layer.succeed(PaymentsApi, {
        ...makeMemoryPaymentsApi(),
        listPaymentMethods: () =>
          error === "500"
            ? apiFailure("payment-methods", 500, "boom")
            : Effect.fail(new Unauthorized({ call: "x", message: "401" })),
      });
    const partial = Either.getOrThrow(
      await run(checkAccount(PREPAY, productionSettings), layer({ payments: failing("500") })),
    );
    expect(partial.findings.map((f) => `${f.code}:${f.subject ?? ""}`)).toEqual([
      "load_failed:payment_methods",
      "load_failed:prepay_balance",
    ]);
    const ended = await run(checkAccount(PREPAY, productionSettings), layer({ payments: failing("401") }));
    expect(Either.isLeft(ended) && ended.left._tag).toBe("Unauthorized");
  });
});
