import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
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
  retryDelayMillis: 0,
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
  it("retries without a ClientSecret until the reply arrives", async () => {
    const t = setup({ world: { ...seededWorld(), secretlessReplies: 3 }, latencyMillis: 2000 });
    const out = await t.run(purchaseAddon(prepay({ isBasePlan: false })));
    expect(Either.isRight(out) && out.right._tag).toBe("Purchased");
    expect(t.api.purchaseCalls()).toBe(4);
  });
  it("stops after 10 s: pending when the payment is still pending, failed otherwise", async () => {
    const pending = setup({ world: { ...seededWorld(), secretlessReplies: 100 }, latencyMillis: 3000 });
    const out = await pending.run(purchaseAddon(prepay()));
    expect(Either.isRight(out) && out.right).toEqual({
      _tag: "PaymentPending",
      key: "payments.payment_not_finished",
    });
    expect(pending.api.purchaseCalls()).toBe(4); // 3 s a call: 3, 6, 9, 12 s
    const t = setup({
      api: (base) => ({ ...base, purchasePrepayAddon: () => Effect.sync(() => (t.clock.advance(4000), {})) }),
    });
    const failed = await t.run(purchaseAddon(prepay({ retryDelayMillis: 1 })));
    expect(Either.isLeft(failed) && failed.left).toMatchObject({ key: "payments.purchase_failed" });
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
