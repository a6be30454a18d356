import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, it } from "vitest";
import { addonPurchaseStep, addonRetryWindowClosed } from "./addon-purchase";
import { removeCardRule } from "./card-removal";
import { deriveCards } from "./cards";
import { PaymentStatusGroups, paymentStatusGroup } from "./history-status";
import { PaymentsMessages } from "./messages";
import { paymentErrorKey } from "./payment-errors";
import type { PaymentMethod } from "./payment-method";
import { PaymentMethodType, choosePaymentMethod } from "./payment-request";

const now = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
const expiry = fc.record({
  month: fc.integer({ min: 1, max: 12 }),
  year: fc.integer({ min: 2018, max: 2038 }),
});

/** Live cards with ranks 1..n in a random order (exactly one default), plus some deleted ones. */
const wallet = fc
  .integer({ min: 2, max: 8 })
  .chain((n) =>
    fc.tuple(
      fc.shuffledSubarray(
        Array.from({ length: n }, (_, i) => i + 1),
        { minLength: n, maxLength: n },
      ),
      fc.array(expiry, { minLength: n, maxLength: n }),
      fc.array(
        fc.record({ rank: fc.integer({ min: 1, max: 9 }), deleted: fc.integer({ min: 1, max: 1e12 }) }),
        {
          maxLength: 3,
        },
      ),
    ),
  )
  .map(([ranks, expiries, deleted]): PaymentMethod[] => [
    ...ranks.map((Rank, i) => ({
      UUID: `m${i}`,
      Rank,
      CardExpiryMonth: expiries[i]?.month,
      CardExpiryYear: expiries[i]?.year,
    })),
    ...deleted.map((d, i) => ({ UUID: `d${i}`, Rank: d.rank, DeletedAtNanos: d.deleted })),
  ]);

const knownStatuses = [
  "REFUNDED",
  "PARTIALLY REFUNDED",
  "COMPLETED",
  "NEEDS AUTHORIZATION",
  "FAILED",
  "DECLINED",
  "CANCELLED",
  "PAYMENT METHOD REQUIRED",
  "PAYMENT METHOD INVALID",
  "PAYMENT METHOD EXPIRED",
  "NO FUNDS",
  "PENDING",
];
const status = fc.oneof(
  fc.string(),
  fc.constantFrom(...knownStatuses),
  fc.constantFrom(...knownStatuses).map((s) => s.toLowerCase().replace(/ /g, "_")),
);

describe("payments laws", () => {
  it("removing the default card makes the first remaining unexpired card default, and an expired one never", () => {
    fc.assert(
      fc.property(wallet, now, fc.boolean(), (methods, at, parentRoute) => {
        const before = deriveCards(methods, at);
        const oldDefault = before.find((card) => card.is_default);
        if (oldDefault === undefined) return false;
        const removal = removeCardRule(methods, oldDefault.cardId, {
          hasParentBillingRoute: parentRoute,
          nowMillis: at,
        });
        if (Either.isLeft(removal))
          return !parentRoute && removal.left === PaymentsMessages.cannotRemoveOnlyValidMethod;
        const after = deriveCards(removal.right.remaining, at);
        const defaults = after.filter((card) => card.is_default);
        const next = before.slice(1).find((card) => !card.is_card_expired);
        return (
          after.length === before.length - 1 &&
          defaults.length === (next === undefined ? 0 : 1) &&
          defaults[0]?.cardId === next?.cardId &&
          removal.right.remaining.filter((m) => m.Rank === 1).length === defaults.length
        );
      }),
    );
  });
  it("the status mapping is total: every string maps to exactly one of the groups", () => {
    fc.assert(
      fc.property(status, (s) => {
        const group = paymentStatusGroup(s);
        return PaymentStatusGroups.filter((g) => g === group).length === 1 && paymentStatusGroup(s) === group;
      }),
    );
  });
  it("derived cards drop deleted methods and have at most one default, listed first", () => {
    fc.assert(
      fc.property(wallet, now, (methods, at) => {
        const cards = deriveCards(methods, at);
        return (
          cards.every((card) => !card.cardId.startsWith("d")) &&
          cards.filter((card) => card.is_default).length <= 1 &&
          cards.every((card, i) => !card.is_default || i === 0)
        );
      }),
    );
  });
  it("the payment-method gateway is sent exactly when the type is cards", () => {
    fc.assert(
      fc.property(
        wallet,
        now,
        fc.constantFrom(...PaymentMethodType.literals),
        fc.boolean(),
        (methods, at, type, withCards) => {
          const cards = withCards ? deriveCards(methods, at) : [];
          const choice = choosePaymentMethod({
            methodType: type,
            methodId: type === "cards" ? undefined : "r1",
            cards,
          });
          return (
            Either.isLeft(choice) ||
            (choice.right.selection.PaymentMethodGateway !== undefined) === (type === "cards")
          );
        },
      ),
    );
  });
  it("an add-on purchase is retried only without a ClientSecret; a closed window is pending only for pending_payment", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("prepay" as const, "prepay_initial" as const, "postpay" as const),
        fc.record({
          Status: fc.option(fc.constantFrom("pending_payment", "completed", "x"), { nil: undefined }),
          ClientSecret: fc.option(fc.constantFrom("", "pi_secret"), { nil: undefined }),
          is_fully_paid: fc.option(fc.boolean(), { nil: undefined }),
        }),
        fc.boolean(),
        (kind, fields, fullyPaid) => {
          const reply = {
            ...(fields.Status === undefined ? {} : { Status: fields.Status }),
            ...(fields.ClientSecret === undefined ? {} : { ClientSecret: fields.ClientSecret }),
            ...(fields.is_fully_paid === undefined ? {} : { is_fully_paid: fields.is_fully_paid }),
          };
          const step = addonPurchaseStep({ kind, reply, addonFullyPaid: fullyPaid });
          const secret = fields.ClientSecret !== undefined && fields.ClientSecret !== "";
          const closed = addonRetryWindowClosed(reply);
          return (
            (step._tag !== "Retry" || !secret) &&
            (closed._tag === "Pending") === (fields.Status === "pending_payment")
          );
        },
      ),
    );
  });
  it("every error text maps to a payments message key", () => {
    const keys = new Set<string>(Object.values(PaymentsMessages));
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (text) => keys.has(paymentErrorKey(text))),
    );
  });
});
