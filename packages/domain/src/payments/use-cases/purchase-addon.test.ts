import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Fiber from "effect/Fiber";
import * as Option from "effect/Option";
import * as TestClock from "effect/TestClock";
import { describe, expect, it } from "vitest";
import { CardConfirmationError, StorageKeys, Unauthorized } from "../../ports";
import { deriveCards } from "../cards";
import { NOW, processingPayments, seededWorld, setup } from "./payments-fixture";
import { confirmAddonPurchase, purchaseAddon, type PurchaseAddonInput } from "./purchase-addon";

const addon = (UUID: string, extra: object = {}) => ({
  Name: `Add-on ${UUID}`,
  Availabilities: [{ UUID, ProductCatalogEntryUUID: `cat-${UUID}`, RetailCents: 500 }],
  ...extra,
});
const prepay = (over: Partial<PurchaseAddonInput> = {}): PurchaseAddonInput => ({
  kind: "prepay",
  customerUUID: "c1",
  productInstanceUUID: "pp1",
  addon: addon("av-small"),
  ...over,
});
const cardsOf = (customer: string) => deriveCards(seededWorld().paymentMethods?.[customer] ?? [], NOW);

describe("purchaseAddon", () => {
  it("buys from the balance: ok without confirmation, product saved, purchase event logged", async () => {
    const t = setup();
    const out = await t.run(purchaseAddon(prepay()));
    expect(Either.isRight(out) && out.right).toMatchObject({ _tag: "Purchased", confirmed: false });
    const saved = await Effect.runPromise(t.storage.get(StorageKeys.prepayProduct));
    expect(JSON.parse(Option.getOrElse(saved, () => "{}")).AddOns).toHaveLength(1);
    expect(t.analytics.events).toEqual([
      {
        name: "purchase",
        params: {
          item_id: "av-small",
          item_name: "Add-on av-small",
          value: 5,
          currency: "NZD",
          purchase_kind: "prepay",
        },
      },
    ]);
  });
  it("returns the secret for confirmation when the balance does not cover it (not onboarding)", async () => {
    const out = await setup().run(purchaseAddon(prepay({ addon: addon("av-big") })));
    expect(Either.isRight(out) && out.right._tag).toBe("NeedsConfirmation");
  });
  it("confirms the card on initial activation", async () => {
    const t = setup();
    const out = await t.run(
      purchaseAddon(
        prepay({
          kind: "prepay_initial",
          authorizeOnly: true,
          payment: { methodType: "cards", cards: cardsOf("c1") },
        }),
      ),
    );
    expect(Either.isRight(out) && out.right).toMatchObject({ _tag: "Purchased", confirmed: true });
    expect(t.payments.confirmed).toHaveLength(1);
  });
  it("refuses a card about to expire for authorization, and needs a method on initial activation", async () => {
    const t = setup();
    const soon = await t.run(
      purchaseAddon(
        prepay({
          kind: "prepay_initial",
          customerUUID: "c3",
          productInstanceUUID: "pp3",
          payment: { methodType: "cards", cards: cardsOf("c3") },
        }),
      ),
    );
    expect(Either.isLeft(soon) && soon.left).toMatchObject({ key: "payments.card_about_to_expire" });
    const none = await t.run(purchaseAddon(prepay({ kind: "prepay_initial" })));
    expect(Either.isLeft(none) && none.left).toMatchObject({ key: "payments.method_required" });
  });
  it("pays an initial purchase by billing route without a card", async () => {
    const out = await setup().run(
      purchaseAddon(
        prepay({
          kind: "prepay_initial",
          customerUUID: "c2",
          productInstanceUUID: "pp2",
          payment: { methodType: "billing_route", methodId: "r1", cards: [] },
        }),
      ),
    );
    expect(Either.isRight(out) && out.right).toMatchObject({ _tag: "Purchased", confirmed: false });
  });
  it("buys a postpay add-on onto the bill", async () => {
    const t = setup();
    const out = await t.run(
      purchaseAddon(prepay({ kind: "postpay", productInstanceUUID: "post1", isBasePlan: true })),
    );
    expect(Either.isRight(out) && out.right).toEqual({
      _tag: "Purchased",
      product: undefined,
      confirmed: false,
    });
    expect(t.api.accountOf("c1")?.Balance).toBe(5000);
  });
  it("says no available product was found, and maps operator refusals to the catalogue", async () => {
    const t = setup();
    const none = await t.run(purchaseAddon(prepay({ addon: { Availabilities: [] } })));
    expect(Either.isLeft(none) && none.left).toMatchObject({ key: "payments.no_available_product" });
    const unknown = await t.run(purchaseAddon(prepay({ addon: addon("av-gone") })));
    expect(Either.isLeft(unknown) && unknown.left).toMatchObject({ key: "payments.no_available_product" });
    const poor = await t.run(purchaseAddon(prepay({ customerUUID: "c2", productInstanceUUID: "pp2" })));
    expect(Either.isLeft(poor) && poor.left).toMatchObject({ key: "payments.not_enough_balance" });
    const noAccount = await t.run(purchaseAddon(prepay({ customerUUID: "" })));
    expect(Either.isLeft(noAccount) && noAccount.left).toMatchObject({
      key: "payments.current_account_not_specified",
    });
  });
  it("treats a fully paid add-on as ok even when a secret comes back", async () => {
    const out = await setup().run(
      purchaseAddon(
        prepay({ addon: addon("av-big", { is_fully_paid: true, is_payg: true }), subscribe: false }),
      ),
    );
    expect(Either.isRight(out) && out.right._tag).toBe("Purchased");
  });
  it("passes a failed card confirmation on with its secret; an unconfirmed one is an authorization error", async () => {
    const refusing = setup({
      payments: {
        ...processingPayments,
        confirmCardPayment: (secret) =>
          Effect.fail(new CardConfirmationError({ clientSecret: secret, message: "card_declined" })),
      },
    });
    const input = prepay({
      kind: "prepay_initial",
      authorizeOnly: true,
      payment: { methodType: "cards", cards: cardsOf("c1") },
    });
    const out = await refusing.run(purchaseAddon(input));
    expect(Either.isLeft(out) && out.left._tag).toBe("CardConfirmationError");
    expect(Either.isLeft(out) && "clientSecret" in out.left && out.left.clientSecret).toMatch(/secret/);
    const unconfirmed = await setup({ payments: processingPayments }).run(purchaseAddon(input));
    expect(Either.isLeft(unconfirmed) && unconfirmed.left).toMatchObject({
      key: "payments.card_authorization_error",
    });
  });
  it("passes a logout on", async () => {
    const out = await setup({
      api: (base) => ({
        ...base,
        purchasePrepayAddon: () => Effect.fail(new Unauthorized({ call: "x", message: "401" })),
      }),
    }).run(purchaseAddon(prepay()));
    expect(Either.isLeft(out) && out.left._tag).toBe("Unauthorized");
  });
});

describe("purchaseAddon's retry without a ClientSecret (spec 02 §4), on TestClock", () => {
  it("asks again every second until the reply arrives", async () => {
    const t = setup({ world: { ...seededWorld(), secretlessReplies: 3 } });
    const seen = await t.runOnTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(
          Effect.either(t.provide(purchaseAddon(prepay({ isBasePlan: false })))),
        );
        yield* TestClock.adjust(999);
        const beforeOneSecond = t.api.purchaseCalls();
        yield* TestClock.adjust(1);
        const atOneSecond = t.api.purchaseCalls();
        yield* TestClock.adjust(2000);
        return { beforeOneSecond, atOneSecond, out: yield* Fiber.join(fiber) };
      }),
    );
    expect([seen.beforeOneSecond, seen.atOneSecond]).toEqual([1, 2]);
    expect(Either.isRight(seen.out) && seen.out.right._tag).toBe("Purchased");
    expect(t.api.purchaseCalls()).toBe(4);
  });

  it("stops when 10 s have passed since the first reply: still pending when the last reply said so", async () => {
    const t = setup({ world: { ...seededWorld(), secretlessReplies: 100 } });
    const seen = await t.runOnTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(t.provide(purchaseAddon(prepay()))));
        yield* TestClock.adjust(9_999);
        const inWindow = { calls: t.api.purchaseCalls(), done: (yield* Fiber.poll(fiber))._tag === "Some" };
        yield* TestClock.adjust(1);
        return { inWindow, out: yield* Fiber.join(fiber) };
      }),
    );
    // Asked at 0, 1, ..., 9 s; the try at 10 s was decided inside the window; none after it.
    expect(seen.inWindow).toEqual({ calls: 10, done: false });
    expect(t.api.purchaseCalls()).toBe(11);
    expect(Either.isRight(seen.out) && seen.out.right).toEqual({
      _tag: "PaymentPending",
      key: "payments.payment_not_finished",
    });
  });

  it("counts the window from the first reply, however slowly the operator answers; then fails", async () => {
    let calls = 0;
    const t = setup({
      latencyMillis: 4000,
      api: (base) => ({ ...base, purchasePrepayAddon: () => Effect.sync(() => (calls++, {})) }),
    });
    const out = await t.runOnTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(t.provide(purchaseAddon(prepay()))));
        yield* TestClock.adjust(60_000);
        return yield* Fiber.join(fiber);
      }),
    );
    // Replies at 4, 9 and 14 s: the window opened at 4 s and was closed when the reply of 14 s came.
    expect(calls).toBe(3);
    expect(Either.isLeft(out) && out.left).toMatchObject({ key: "payments.purchase_failed" });
  });
});

describe("confirmAddonPurchase", () => {
  it("confirms a returned secret and records the purchase", async () => {
    const t = setup();
    const product = { UUID: "pp1", AddOns: [{ UUID: "x", Name: "Data" }] };
    const out = await t.run(
      confirmAddonPurchase({
        kind: "prepay",
        addon: addon("av-big"),
        clientSecret: "pi_1_secret",
        paymentMethodToken: "tok_a",
        product,
      }),
    );
    expect(Either.isRight(out) && out.right).toEqual({ _tag: "Purchased", product, confirmed: true });
    expect(t.analytics.events).toHaveLength(1);
    const bare = await t.run(
      confirmAddonPurchase({ kind: "postpay", addon: addon("av-big"), clientSecret: "pi_2_secret" }),
    );
    expect(Either.isRight(bare) && bare.right).toEqual({
      _tag: "Purchased",
      product: undefined,
      confirmed: true,
    });
  });
});
