import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { ProductAddon } from "../account";
import { pageInfoOf, pageOf, type PostpayAccount, type PrepayProduct } from "../billing";
import { apiFailure, millisToNanos, type ApiFailure } from "../ports";
import { PENDING_PAYMENT, type AddonPurchaseReply } from "./addon-purchase";
import { deriveCards, liveMethods, ranksAfterMove } from "./cards";
import type { PaymentMethod } from "./payment-method";
import { CARD_PAYMENT_TYPE } from "./payment-request";
import type { PaymentTransaction } from "./payment-transaction";
import { PaymentsApi, type PaymentsApiService } from "./payments-api";
import { creditPrepay } from "./prepay-credit";
import { TOP_UP_MIN_CENTS } from "./top-up";

/** The state the in-memory payments API starts from. Maps are keyed by customer unless said otherwise. */
export interface PaymentsWorld {
  readonly paymentMethods?: Readonly<Record<string, ReadonlyArray<PaymentMethod>>>;
  readonly accounts?: Readonly<Record<string, PostpayAccount>>;
  /** Postpay product ids per customer. */
  readonly postpayProducts?: Readonly<Record<string, ReadonlyArray<string>>>;
  readonly prepayProducts?: Readonly<Record<string, ReadonlyArray<PrepayProduct>>>;
  /** Add-on price by availability id; the availability's add-on is named after it. */
  readonly addonPrices?: Readonly<Record<string, number>>;
  readonly history?: Readonly<Record<string, ReadonlyArray<PaymentTransaction>>>;
  /** Voucher credit by code; a code redeems once. */
  readonly vouchers?: Readonly<Record<string, number>>;
  readonly promoCodes?: Readonly<Record<string, string>>;
  /** The first N prepay purchase replies say pending_payment without a ClientSecret (exercises the retry). */
  readonly secretlessReplies?: number;
}

export interface MemoryPaymentsOptions {
  /** Time for expiry checks and timestamps (default 2026-01-01T00:00Z). */
  readonly nowMillis?: () => number;
  /** Runs on every call, e.g. to move a manual clock as if each call took time. */
  readonly onCall?: () => void;
}

export interface MemoryPaymentsApi extends PaymentsApiService {
  readonly methodsOf: (customer: string) => ReadonlyArray<PaymentMethod>;
  readonly prepayOf: (customer: string, product: string) => PrepayProduct | undefined;
  readonly accountOf: (customer: string) => PostpayAccount | undefined;
  readonly historyOf: (customer: string) => ReadonlyArray<PaymentTransaction>;
  /** Number of purchase calls received. */
  readonly purchaseCalls: () => number;
}

/**
 * A plausible operator in memory: cards soft-deleted with DeletedAtNanos, card payments answered with a
 * ClientSecret, billing-route payments completed at once, prepay add-ons paid from the balance when it covers the
 * price (not_enough_balance when it does not and no card is stored), top-ups crediting the balance and extending
 * its expiry by a year, vouchers redeemed once.
 */
export const makeMemoryPaymentsApi = (
  world: PaymentsWorld = {},
  options: MemoryPaymentsOptions = {},
): MemoryPaymentsApi => {
  const now = options.nowMillis ?? (() => Date.UTC(2026, 0, 1));
  const copy = <V>(record: Readonly<Record<string, ReadonlyArray<V>>> | undefined) =>
    new Map(Object.entries(record ?? {}).map(([k, v]) => [k, [...v]]));
  const methods = copy(world.paymentMethods);
  const prepay = copy(world.prepayProducts);
  const history = copy(world.history);
  const accounts = new Map(Object.entries(world.accounts ?? {}));
  const vouchers = new Map(Object.entries(world.vouchers ?? {}));
  let secretless = world.secretlessReplies ?? 0;
  let counter = 0;
  let purchases = 0;

  const call = <A>(effect: () => Effect.Effect<A, ApiFailure>): Effect.Effect<A, ApiFailure> =>
    Effect.suspend(() => {
      options.onCall?.();
      return effect();
    });
  const secret = (kind: string) => `${kind}_${++counter}_secret_memory`;
  const record = (customer: string, tx: PaymentTransaction) =>
    history.set(customer, [
      { ...tx, CreatedAtNanos: millisToNanos(now()) },
      ...(history.get(customer) ?? []),
    ]);
  const liveCardsOf = (customer: string) => deriveCards(methods.get(customer) ?? [], now());
  const prepayProduct = (customer: string, product: string) =>
    (prepay.get(customer) ?? []).find((p) => p.UUID === product);
  const savePrepay = (customer: string, product: PrepayProduct) =>
    prepay.set(customer, [...(prepay.get(customer) ?? []).filter((p) => p.UUID !== product.UUID), product]);
  const credit = (customer: string, product: PrepayProduct, cents: number): PrepayProduct => {
    const next = creditPrepay(product, cents, now());
    savePrepay(customer, next);
    return next;
  };
  const addAddon = (customer: string, product: PrepayProduct, availability: string, chargeCents: number) => {
    const addon: ProductAddon = {
      UUID: `addon-${++counter}`,
      Name: availability,
      ProductAvailabilityUUID: availability,
    };
    const next = {
      ...product,
      MainBalCreditCents: (product.MainBalCreditCents ?? 0) - chargeCents,
      AddOns: [...(product.AddOns ?? []), addon],
    };
    savePrepay(customer, next);
    return next;
  };
  const setMethods = (customer: string, next: ReadonlyArray<PaymentMethod>) =>
    methods.set(customer, [...next]);
  const deleteMethod = (name: string, expired: boolean) => (account: string, id: string) =>
    call(() => {
      const card = liveCardsOf(account).find((c) => c.cardId === id);
      if (card === undefined) return apiFailure(name, 404, "card_is_not_found");
      if (card.is_card_expired !== expired)
        return apiFailure(name, 400, expired ? "card is valid" : "card is invalid");
      const rest = (methods.get(account) ?? []).map((m) =>
        m.UUID === id ? { ...m, DeletedAtNanos: millisToNanos(now()) } : m,
      );
      return Effect.sync(() => void setMethods(account, rest));
    });

  const purchasePrepay =
    (name: string) =>
    (
      customer: string,
      productId: string,
      availabilityId: string,
      body: { readonly AuthorizeOnly: boolean; readonly PaymentMethodType?: string | undefined },
    ) =>
      call((): Effect.Effect<AddonPurchaseReply, ApiFailure> => {
        purchases++;
        const product = prepayProduct(customer, productId);
        if (product === undefined) return apiFailure(name, 404, "No prepay product");
        const price = world.addonPrices?.[availabilityId];
        if (price === undefined) return apiFailure(name, 404, "no available product was found");
        if (secretless > 0) {
          secretless--;
          return Effect.succeed({ Status: PENDING_PAYMENT });
        }
        const byRoute = body.PaymentMethodType !== undefined && body.PaymentMethodType !== CARD_PAYMENT_TYPE;
        if (byRoute)
          return Effect.sync(() => ({
            Status: "completed",
            is_fully_paid: true,
            PrepayProduct: addAddon(customer, product, availabilityId, 0),
          }));
        if (!body.AuthorizeOnly && (product.MainBalCreditCents ?? 0) >= price)
          return Effect.sync(() => ({
            Status: "completed",
            is_fully_paid: true,
            PrepayProduct: addAddon(customer, product, availabilityId, price),
          }));
        if (liveCardsOf(customer).length === 0) return apiFailure(name, 400, "not_enough_balance");
        return Effect.sync(() => ({
          Status: PENDING_PAYMENT,
          ClientSecret: secret("pi"),
          PrepayProduct: addAddon(customer, product, availabilityId, 0),
        }));
      });

  return {
    methodsOf: (customer) => methods.get(customer) ?? [],
    prepayOf: prepayProduct,
    accountOf: (customer) => accounts.get(customer),
    historyOf: (customer) => history.get(customer) ?? [],
    purchaseCalls: () => purchases,

    listPaymentMethods: (account) =>
      call(() => Effect.succeed({ PaymentMethods: methods.get(account) ?? [] })),
    setupPaymentMethod: (account) =>
      call(() =>
        Effect.sync(() => {
          // As if the card provider's webhook arrived at once: the new card is stored, default if it is the first.
          const live = liveMethods(methods.get(account) ?? []);
          const rank = live.length === 0 ? 1 : Math.max(...live.map((m) => m.Rank)) + 1;
          const year = new Date(now()).getUTCFullYear() + 3;
          setMethods(account, [
            ...(methods.get(account) ?? []),
            {
              UUID: `pm-${++counter}`,
              Rank: rank,
              CardType: "visa",
              CardLast4: "4242",
              Token: `pm_tok_${counter}`,
              CardExpiryMonth: 12,
              CardExpiryYear: year,
            },
          ]);
          return { SetupIntentClientSecret: secret("seti") };
        }),
      ),
    deletePaymentMethod: deleteMethod("payment-methods.delete", false),
    deleteInvalidPaymentMethod: deleteMethod("invalid-payment-methods.delete", true),
    setPaymentMethodRank: (account, id, rank) =>
      call(() => {
        const all = methods.get(account) ?? [];
        if (!liveMethods(all).some((m) => m.UUID === id))
          return apiFailure("payment-methods.rank", 404, "card_is_not_found");
        if (!Number.isInteger(rank) || rank < 1) return apiFailure("payment-methods.rank", 400, "bad rank");
        const next = ranksAfterMove(all, id, rank);
        return Effect.sync(() => void setMethods(account, next));
      }),
    pay: (account, request) =>
      call(() => {
        if (!Number.isInteger(request.AmountCents) || request.AmountCents <= 0)
          return apiFailure("payment", 400, "bad amount");
        const postpay = accounts.get(account);
        if (postpay === undefined) return apiFailure("payment", 404, "No postpay product");
        const byCard = request.PaymentMethodType === CARD_PAYMENT_TYPE;
        if (
          byCard &&
          !liveCardsOf(account).some((c) => c.cardId === request.PaymentMethodID && !c.is_card_expired)
        )
          return apiFailure("payment", 400, "card_is_not_found");
        return Effect.sync(() => {
          accounts.set(account, { ...postpay, Balance: (postpay.Balance ?? 0) - request.AmountCents });
          record(account, {
            Status: byCard ? "PENDING" : "COMPLETED",
            AmountCents: request.AmountCents,
            PaymentMethodType: request.PaymentMethodType,
          });
          return byCard
            ? { Status: "requires_confirmation", ClientSecret: secret("pi") }
            : { Status: "completed" };
        });
      }),
    getAccount: (account) =>
      call(() => {
        const found = accounts.get(account);
        return found === undefined ? apiFailure("account", 404, "No postpay product") : Effect.succeed(found);
      }),
    topUpIntent: (customer, product, cents) =>
      call(() => {
        if (prepayProduct(customer, product) === undefined)
          return apiFailure("topup.intent", 404, "No prepay product");
        if (!Number.isInteger(cents) || cents < TOP_UP_MIN_CENTS)
          return apiFailure("topup.intent", 400, "bad amount");
        return Effect.succeed({ ClientSecret: secret("pi") });
      }),
    topUp: (customer, request) =>
      call(() => {
        const product = prepayProduct(customer, request.ProductInstanceUUID);
        if (product === undefined) return apiFailure("topup", 404, "No prepay product");
        if (!Number.isInteger(request.Amount) || request.Amount < TOP_UP_MIN_CENTS)
          return apiFailure("topup", 400, "bad amount");
        const byCard = request.PaymentMethodType === CARD_PAYMENT_TYPE;
        if (byCard && !liveCardsOf(customer).some((c) => c.cardId === request.PaymentMethodID))
          return apiFailure("topup", 400, "card_is_not_found");
        return Effect.sync(() => {
          const next = credit(customer, product, request.Amount);
          record(customer, {
            Status: byCard ? "PENDING" : "COMPLETED",
            AmountCents: request.Amount,
            PaymentMethodType: request.PaymentMethodType,
          });
          return byCard
            ? {
                Status: "requires_confirmation",
                ClientSecret: secret("pi"),
                MainBalCreditCents: next.MainBalCreditCents ?? 0,
              }
            : { Status: "completed", MainBalCreditCents: next.MainBalCreditCents ?? 0 };
        });
      }),
    prepayBalance: (customer, product) =>
      call(() => {
        const found = prepayProduct(customer, product);
        return found === undefined
          ? apiFailure("prepay.balance", 404, "No prepay product")
          : Effect.succeed(found);
      }),
    postpayBalance: (request) =>
      call(() => {
        const account = accounts.get(request.CustomerUUID);
        const owns = (world.postpayProducts?.[request.CustomerUUID] ?? []).includes(request.UUID);
        return account === undefined || !owns
          ? apiFailure("postpay.balance", 404, "No postpay product")
          : Effect.succeed({
              UUID: request.UUID,
              Balance: { Value: account.Balance ?? 0 },
              Account: account,
            });
      }),
    purchasePrepayAddon: purchasePrepay("prepay_addon"),
    purchasePrepayAddonInitial: purchasePrepay("prepay_addon_initial"),
    purchasePostpayAddon: (request) =>
      call(() => {
        purchases++;
        const account = accounts.get(request.CustomerUUID);
        const owns = (world.postpayProducts?.[request.CustomerUUID] ?? []).includes(
          request.ProductInstanceUUID,
        );
        if (account === undefined || !owns) return apiFailure("postpay.addon", 404, "No postpay product");
        const price = world.addonPrices?.[request.AddonAvailabilityUUID];
        if (price === undefined) return apiFailure("postpay.addon", 404, "no available product was found");
        return Effect.sync(() => {
          accounts.set(request.CustomerUUID, { ...account, Balance: (account.Balance ?? 0) + price });
          return { Status: "completed" };
        });
      }),
    paymentHistory: (account, query) =>
      call(() => {
        if (query.PageSize <= 0 || query.PageNumber <= 0)
          return apiFailure("payment-history", 400, "bad paging");
        const all = history.get(account) ?? [];
        const page = pageOf(all, query.PageNumber, query.PageSize);
        return Effect.succeed({
          Transactions: page,
          PageInfo: pageInfoOf(all.length, query.PageNumber, query.PageSize, page.length),
        });
      }),
    checkVoucher: (customer, product, code) =>
      call(() => {
        if (prepayProduct(customer, product) === undefined)
          return apiFailure("check_voucher", 404, "No prepay product");
        const cents = vouchers.get(code);
        return Effect.succeed(cents === undefined ? { Valid: false } : { Valid: true, CreditCents: cents });
      }),
    redeemVoucher: (customer, product, code) =>
      call(() => {
        const found = prepayProduct(customer, product);
        const cents = vouchers.get(code);
        if (found === undefined) return apiFailure("redeem_voucher", 404, "No prepay product");
        if (cents === undefined) return apiFailure("redeem_voucher", 400, "invalid voucher");
        return Effect.sync(() => {
          vouchers.delete(code);
          credit(customer, found, cents);
          return { Status: "redeemed", Attributes: { CreditCents: cents } };
        });
      }),
    redeemPromoCode: (_customer, code) =>
      call(() => {
        const description = world.promoCodes?.[code];
        return description === undefined
          ? apiFailure("promocode", 400, "invalid promo code")
          : Effect.succeed({ Status: "applied", Description: description });
      }),
  };
};

export const memoryPaymentsApiLayer = (
  world?: PaymentsWorld,
  options?: MemoryPaymentsOptions,
): Layer.Layer<PaymentsApi> => Layer.sync(PaymentsApi, () => makeMemoryPaymentsApi(world, options));
