import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { PrepayProduct } from "../../billing";
import type { Payments } from "../../ports";
import {
  Analytics,
  Storage,
  StorageKeys,
  intentKeyOr,
  type ApiError,
  type CardConfirmationError,
  type IntentKey,
} from "../../ports";
import {
  addonPurchaseStep,
  addonRetryWindowClosed,
  firstAvailability,
  productToSave,
  type AddonAvailability,
  type AddonForPurchase,
  type AddonPurchaseKind,
  type AddonPurchaseReply,
  type AddonPurchaseStep,
} from "../addon-purchase";
import type { AddonPaidFrom } from "../addon-offers";
import { retryWhileNoAnswer } from "../addon-retry";
import { canAuthorizeCard } from "../cards";
import type { PaymentsMessageKey } from "../messages";
import { choosePaymentMethod, type PaymentChoiceInput } from "../payment-request";
import { PaymentsApi } from "../payments-api";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";
import { catalogueFailures, confirmCardPayment } from "./shared";

export interface PurchaseAddonInput {
  readonly kind: AddonPurchaseKind;
  readonly customerUUID: string;
  readonly productInstanceUUID: string;
  readonly addon: AddonForPurchase;
  /** Auto renew; new items default to true (spec 02 §4). */
  readonly subscribe?: boolean;
  readonly isBasePlan?: boolean;
  readonly authorizeOnly?: boolean;
  /** On prepay: from the balance (the default) or by the default card (sent as AuthorizeOnly). */
  readonly paidFrom?: AddonPaidFrom;
  /** How the initial purchase is paid (prepay_initial only). */
  readonly payment?: PaymentChoiceInput;
  /**
   * The intent's Idempotency-Key, when the caller holds one (a form keeps one until it succeeds, so a second submit
   * is the same intent); otherwise one is minted. Every attempt and retry of this call sends it.
   */
  readonly intent?: IntentKey;
}

export type AddonPurchaseResult =
  | { readonly _tag: "Purchased"; readonly product: PrepayProduct | undefined; readonly confirmed: boolean }
  | { readonly _tag: "NeedsConfirmation"; readonly clientSecret: string }
  | { readonly _tag: "PaymentPending"; readonly key: PaymentsMessageKey };

export type PurchaseAddonError =
  PaymentsError | Exclude<ApiError, { readonly _tag: "ApiFailure" }> | CardConfirmationError;
type Services = PaymentsApi | Payments | Storage | Analytics;

interface Answer {
  readonly reply: AddonPurchaseReply;
  readonly step: AddonPurchaseStep;
}

const fromEither = <A>(either: Either.Either<A, PaymentsMessageKey>) =>
  Either.isLeft(either) ? Effect.fail(paymentsError(either.left)) : Effect.succeed(either.right);

/** Success saves the returned prepay product when it holds AddOns and logs a purchase event (spec 02 §4). */
const recordPurchase = (
  kind: AddonPurchaseKind,
  addon: AddonForPurchase,
  availability: AddonAvailability,
  product: PrepayProduct | undefined,
): Effect.Effect<void, never, Storage | Analytics> =>
  Effect.gen(function* () {
    if (product !== undefined) {
      const storage = yield* Storage;
      yield* storage.set(StorageKeys.prepayProduct, JSON.stringify(product));
    }
    const analytics = yield* Analytics;
    yield* analytics.track({
      name: "purchase",
      params: {
        item_id: availability.UUID,
        item_name: addon.Name ?? availability.RetailName ?? availability.UUID,
        value: (availability.RetailCents ?? 0) / 100,
        currency: "NZD",
        purchase_kind: kind,
      },
    });
  });

/**
 * PLAN-04: buy an add-on on prepay, prepay initial (onboarding) or postpay, following addonPurchaseStep: card
 * confirmation on initial activation, fully paid without confirmation, the secret handed back otherwise, and
 * retries without a secret on addonRetrySchedule (retryWhileNoAnswer).
 */
export const purchaseAddon = (
  input: PurchaseAddonInput,
): Effect.Effect<AddonPurchaseResult, PurchaseAddonError, Services> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(input.customerUUID);
    const availability = yield* fromEither(firstAvailability(input.addon));
    const api = yield* PaymentsApi;
    // One purchase, one key: the 10 s retries below repeat the same request with it, so money moves once.
    const intent = yield* intentKeyOr(input.intent);

    let send: Effect.Effect<AddonPurchaseReply, ApiError>;
    let cardToken: string | undefined;
    const common = {
      Subscribe: input.subscribe ?? true,
      PAYG: input.addon.is_payg ?? false,
      AuthorizeOnly: input.authorizeOnly ?? input.paidFrom === "card",
    };
    const basePlan = input.isBasePlan === undefined ? {} : { isBasePlan: input.isBasePlan };
    if (input.kind === "prepay_initial") {
      const choice = choosePaymentMethod(input.payment ?? { methodType: undefined, cards: [] });
      if (Either.isLeft(choice)) return yield* Effect.fail(paymentsError(choice.left.key));
      const { selection, card } = choice.right;
      if (card !== undefined) yield* fromEither(canAuthorizeCard(card, yield* Clock.currentTimeMillis));
      cardToken = card?.token;
      send = api.purchasePrepayAddonInitial(
        customer,
        input.productInstanceUUID,
        availability.UUID,
        {
          ...common,
          ...selection,
        },
        intent,
      );
    } else if (input.kind === "prepay") {
      send = api.purchasePrepayAddon(
        customer,
        input.productInstanceUUID,
        availability.UUID,
        { ...common, ...basePlan },
        intent,
      );
    } else {
      send = api.purchasePostpayAddon(
        {
          AddonAvailabilityUUID: availability.UUID,
          AddonCatalogEntryUUID: availability.ProductCatalogEntryUUID,
          CustomerUUID: customer,
          ProductInstanceUUID: input.productInstanceUUID,
          Subscribe: common.Subscribe,
          ...basePlan,
        },
        intent,
      );
    }

    const attempt = Effect.map(catalogueFailures(send), (reply): Answer => ({
      reply,
      step: addonPurchaseStep({
        kind: input.kind,
        reply,
        addonFullyPaid: input.addon.is_fully_paid === true,
      }),
    }));
    const { reply, step: last } = yield* retryWhileNoAnswer(
      attempt,
      (answer) => answer.step._tag === "Retry",
    );
    const step = last._tag === "Retry" ? addonRetryWindowClosed(reply) : last;
    switch (step._tag) {
      case "ConfirmCard":
        yield* confirmCardPayment(step.clientSecret, cardToken);
        yield* recordPurchase(input.kind, input.addon, availability, productToSave(reply));
        return { _tag: "Purchased", product: productToSave(reply), confirmed: true };
      case "Done":
        yield* recordPurchase(input.kind, input.addon, availability, productToSave(reply));
        return { _tag: "Purchased", product: productToSave(reply), confirmed: false };
      case "ReturnForConfirmation":
        return { _tag: "NeedsConfirmation", clientSecret: step.clientSecret };
      case "Pending":
        return { _tag: "PaymentPending", key: step.key };
      case "Failed":
        return yield* Effect.fail(paymentsError(step.key));
    }
  });

/** The page confirms a secret handed back by purchaseAddon; success records the purchase like any other. */
export const confirmAddonPurchase = (input: {
  readonly kind: AddonPurchaseKind;
  readonly addon: AddonForPurchase;
  readonly clientSecret: string;
  readonly paymentMethodToken?: string;
  readonly product?: PrepayProduct;
}): Effect.Effect<
  AddonPurchaseResult,
  PaymentsError | CardConfirmationError,
  Payments | Storage | Analytics
> =>
  Effect.gen(function* () {
    const availability = yield* fromEither(firstAvailability(input.addon));
    yield* confirmCardPayment(input.clientSecret, input.paymentMethodToken);
    const product = input.product === undefined ? undefined : productToSave({ PrepayProduct: input.product });
    yield* recordPurchase(input.kind, input.addon, availability, product);
    return { _tag: "Purchased", product, confirmed: true };
  });
