import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { loadBillingRoutes } from "@waea/domain/billing-routes";
import type { PlanKind } from "@waea/domain/config";
import {
  confirmAddonPurchase,
  listCards,
  loadAddonOffers,
  loadPrepayBalance,
  purchaseAddon,
  type AddonForPurchase,
  type PurchaseAddonInput,
} from "@waea/domain/payments";
import { loadCatalog } from "@waea/domain/plans";
import { Payments, StorageKeys } from "@waea/domain/ports";
import { signedIn, withFakeApi, visitor, type Customer } from "../support/fake-api";
import { worldClock } from "../support/world-clock";
import { firstProduct, productsOf, refusal } from "./support";

const api = withFakeApi();

/** An entry of the catalog the customer is offered, by the name it is sold under, as a page hands it to a purchase. */
const offered = async (customer: Customer, kind: PlanKind, name: string): Promise<AddonForPurchase> => {
  const product = (await firstProduct(customer)).UUID;
  const entries = [
    ...(await customer.run(loadCatalog(kind, "addons", customer.customer, product))),
    ...(await customer.run(loadCatalog(kind, "plans", customer.customer, product))),
  ];
  const entry = entries.find((candidate) => candidate.Name === name);
  if (entry === undefined) throw new Error(`${name} is not offered to ${customer.customer}`);
  return {
    Name: entry.Name,
    is_payg: entry.is_payg,
    is_fully_paid: entry.is_fully_paid,
    Availabilities: entry.Availabilities.map((availability) => ({
      ...availability,
      ProductCatalogEntryUUID: availability.ProductCatalogEntryUUID ?? entry.UUID,
    })),
  };
};

const buying = async (
  customer: Customer,
  name: string,
  over: Partial<PurchaseAddonInput> = {},
): Promise<PurchaseAddonInput> => ({
  kind: "prepay",
  customerUUID: customer.customer,
  productInstanceUUID: (await firstProduct(customer)).UUID,
  addon: await offered(customer, over.kind === "postpay" ? "postpay" : "prepay", name),
  ...over,
});

/** The purchase events the customer's shell logged. */
const purchases = (customer: Customer) =>
  customer.analytics.events.filter((event) => event.name === "purchase");

const addOnsOf = async (customer: Customer) =>
  ((await productsOf(customer))[0]?.Addons ?? []).map((a) => a.Name);

describe("purchaseAddon (PLAN-04)", () => {
  it("buys from noplan@'s balance: no confirmation, the product saved with its AddOns, a purchase event", async () => {
    const noplan = await signedIn(api(), "noplan@waea.test");
    const input = await buying(noplan, "Data 5GB");
    expect(await noplan.run(purchaseAddon(input))).toMatchObject({ _tag: "Purchased", confirmed: false });
    const saved = Option.getOrElse(
      await Effect.runPromise(noplan.storage.get(StorageKeys.prepayProduct)),
      () => "{}",
    );
    expect(
      (JSON.parse(saved) as { AddOns?: ReadonlyArray<{ Name?: string }> }).AddOns?.map((a) => a.Name),
    ).toEqual(["Data 5GB"]);
    expect(purchases(noplan)).toEqual([
      {
        name: "purchase",
        params: {
          item_id: input.addon.Availabilities?.[0]?.UUID,
          item_name: "Data 5GB",
          value: 15,
          currency: "NZD",
          purchase_kind: "prepay",
        },
      },
    ]);
    expect(await addOnsOf(noplan)).toEqual(["Data 5GB"]);
  });

  it("refuses not_enough_balance beyond prepay@'s balance when paid from it, though a card is stored", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const input = await buying(prepay, "Kōrero Unlimited", { isBasePlan: true, paidFrom: "balance" });
    expect(refusal(await prepay.attempt(purchaseAddon(input)))).toBe("payments.not_enough_balance");
  });

  it("offers prepay@ the add-ons (no base plans) and the balance, postpay@ the postpay add-ons (PLAN-04)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await firstProduct(prepay);
    const offers = await prepay.run(loadAddonOffers({ customerUUID: prepay.customer, product }));
    expect(offers.kind).toBe("prepay");
    expect(offers.addons.map((entry) => entry.Name)).toContain("Data 5GB");
    expect(offers.addons.map((entry) => entry.Name)).not.toContain("Kōrero Unlimited");
    expect(offers.balance?.balanceCents).toBe(2350);
    const postpay = await signedIn(api(), "postpay@waea.test");
    const bill = await postpay.run(
      loadAddonOffers({ customerUUID: postpay.customer, product: await firstProduct(postpay) }),
    );
    expect(bill.kind).toBe("postpay");
    expect(bill.balance).toBeUndefined();
    expect(bill.addons.map((entry) => entry.Name)).toContain("Extra Data 10GB");
  });

  it("hands back the secret when prepay@ pays by card; confirming it buys the plan and records the purchase", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const input = await buying(prepay, "Kōrero Unlimited", { isBasePlan: true, paidFrom: "card" });
    const outcome = await prepay.run(purchaseAddon(input));
    if (outcome._tag !== "NeedsConfirmation") throw new Error(`expected a secret, got ${outcome._tag}`);
    expect(purchases(prepay)).toEqual([]);
    const [card] = await prepay.run(listCards(prepay.customer));
    const confirmed = await prepay.run(
      confirmAddonPurchase({
        kind: "prepay",
        addon: input.addon,
        clientSecret: outcome.clientSecret,
        paymentMethodToken: card?.token ?? "",
      }),
    );
    expect(confirmed).toEqual({ _tag: "Purchased", product: undefined, confirmed: true });
    expect(purchases(prepay)).toHaveLength(1);
    expect(await addOnsOf(prepay)).toContain("Kōrero Unlimited");
    // The page may hand over the product it read again: one with AddOns is saved for the next pages.
    const { product } = await prepay.run(loadPrepayBalance(prepay.customer, input.productInstanceUUID));
    const again = await prepay.run(
      confirmAddonPurchase({
        kind: "prepay",
        addon: input.addon,
        clientSecret: outcome.clientSecret,
        product,
      }),
    );
    expect(again).toEqual({ _tag: "Purchased", product, confirmed: true });
    const saved = Option.getOrUndefined(
      await Effect.runPromise(prepay.storage.get(StorageKeys.prepayProduct)),
    );
    expect(JSON.parse(saved ?? "{}")).toEqual(product);
  });

  it("confirms the chosen card at once on new@'s activation", async () => {
    const fresh = await signedIn(api(), "new@waea.test");
    const cards = await fresh.run(listCards(fresh.customer));
    const input = await buying(fresh, "Kōrero 8GB", {
      kind: "prepay_initial",
      authorizeOnly: true,
      payment: { methodType: "cards", cards },
    });
    expect(await fresh.run(purchaseAddon(input))).toMatchObject({ _tag: "Purchased", confirmed: true });
  });

  it("passes a declined card on with its secret; an unfinished confirmation is a card authorization error", async () => {
    const fresh = await signedIn(api(), "new@waea.test");
    const cards = await fresh.run(listCards(fresh.customer));
    const input = await buying(fresh, "Kōrero 8GB", {
      kind: "prepay_initial",
      payment: { methodType: "cards", cards },
    });
    // The simulated card provider's decline rate, as the payments control door sets it.
    api().store.simulation.paymentFailureRate = 1;
    expect(await fresh.attempt(purchaseAddon(input))).toMatchObject({
      left: { _tag: "CardConfirmationError", clientSecret: expect.any(String) },
    });
    api().store.simulation.paymentFailureRate = 0;
    // The fake card provider always decides; a real one may leave a payment processing.
    const unfinished = purchaseAddon(input).pipe(
      Effect.provideService(Payments, {
        confirmCardPayment: () => Effect.succeed({ status: "processing", id: "pi_x" }),
        confirmCardSetup: () => Effect.succeed({ status: "processing", id: "seti_x" }),
      }),
    );
    expect(refusal(await fresh.attempt(unfinished))).toBe("payments.card_authorization_error");
  });

  it("refuses a card about to expire for authorization, and needs a method on activation", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const cards = await payer.run(listCards(payer.customer));
    const expiring = cards.find((card) => !card.is_default);
    const input = await buying(payer, "Kōrero 8GB", {
      kind: "prepay_initial",
      payment: { methodType: "cards", methodId: expiring?.cardId, cards },
    });
    expect(refusal(await payer.attempt(purchaseAddon(input)))).toBe("payments.card_about_to_expire");
    const none = await buying(payer, "Kōrero 8GB", { kind: "prepay_initial" });
    expect(refusal(await payer.attempt(purchaseAddon(none)))).toBe("payments.method_required");
  });

  it("pays child@'s first purchase through the billing route payer@ pays it by, without a card", async () => {
    const child = await signedIn(api(), "child@waea.test");
    const { routes } = await child.run(loadBillingRoutes(child.customer));
    const route = routes.find((candidate) => candidate.DebitAccount.UUID === child.customer);
    const input = await buying(child, "Data 1GB", {
      kind: "prepay_initial",
      payment: { methodType: "billing_route", methodId: route?.UUID, cards: [] },
    });
    expect(await child.run(purchaseAddon(input))).toMatchObject({ _tag: "Purchased", confirmed: false });
  });

  it("authorises postpay@'s card for an add-on on the bill: the secret comes back, confirming it buys it", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const input = await buying(postpay, "Extra Data 10GB", { kind: "postpay" });
    const outcome = await postpay.run(purchaseAddon(input));
    if (outcome._tag !== "NeedsConfirmation") throw new Error(`expected a secret, got ${outcome._tag}`);
    expect(
      await postpay.run(
        confirmAddonPurchase({ kind: "postpay", addon: input.addon, clientSecret: outcome.clientSecret }),
      ),
    ).toEqual({ _tag: "Purchased", product: undefined, confirmed: true });
  });

  it("says no available product was found, and not enough balance without a card", async () => {
    const nocard = await signedIn(api(), "nocard@waea.test");
    const input = await buying(nocard, "Data 5GB");
    expect(refusal(await nocard.attempt(purchaseAddon({ ...input, addon: { Availabilities: [] } })))).toBe(
      "payments.no_available_product",
    );
    const gone = {
      ...input.addon,
      Availabilities: [{ UUID: "no-such-offer", ProductCatalogEntryUUID: "x" }],
    };
    expect(refusal(await nocard.attempt(purchaseAddon({ ...input, addon: gone })))).toBe(
      "payments.no_available_product",
    );
    expect(refusal(await nocard.attempt(purchaseAddon(input)))).toBe("payments.not_enough_balance");
    expect(refusal(await nocard.attempt(purchaseAddon({ ...input, customerUUID: "" })))).toBe(
      "payments.current_account_not_specified",
    );
    expect(refusal(await visitor(api()).attempt(purchaseAddon(input)))).toBe("Unauthorized");
  });
});

describe("purchaseAddon without a ClientSecret (PLAN-04, spec 02 §4: retried for 10 s)", () => {
  it("asks again every second until the operator answers, then buys", async () => {
    const noplan = await signedIn(api(), "noplan@waea.test");
    const input = await buying(noplan, "Data 5GB");
    // The operator's payment processing lags for three calls: the simulation's lever (control door PendingAddonReplies).
    api().store.simulation.pendingAddonReplies = 3;
    const start = api().clock.nowMillis();
    const outcome = await noplan.run(purchaseAddon(input).pipe(Effect.withClock(worldClock(api()))));
    expect(outcome).toMatchObject({ _tag: "Purchased", confirmed: false });
    expect(api().clock.nowMillis() - start).toBe(3000);
    expect(await addOnsOf(noplan)).toEqual(["Data 5GB"]);
  });

  it("reports the payment as not finished when the operator still says pending after 10 s, buying nothing", async () => {
    const noplan = await signedIn(api(), "noplan@waea.test");
    const input = await buying(noplan, "Data 5GB");
    api().store.simulation.pendingAddonReplies = 100;
    const start = api().clock.nowMillis();
    const outcome = await noplan.run(purchaseAddon(input).pipe(Effect.withClock(worldClock(api()))));
    expect(outcome).toEqual({ _tag: "PaymentPending", key: "payments.payment_not_finished" });
    // Asked at 0, 1, ..., 10 s.
    expect(api().clock.nowMillis() - start).toBe(10_000);
    expect(api().store.simulation.pendingAddonReplies).toBe(100 - 11);
    expect(await addOnsOf(noplan)).toEqual([]);
    expect(purchases(noplan)).toEqual([]);
  });
});
