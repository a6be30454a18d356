import type { paymentsCalls } from "@waea/adapters/http/contract";
import {
  CARD_PAYMENT_TYPE,
  isCardExpired,
  nextAutoTopUpAt,
  type AutoTopUpSetting,
} from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import { DEFAULT_AUTO_TOP_UP_TYPE } from "@waea/domain/validation";
import { isRefusal, type Handlers } from "../server/handler";
import type { AutoTopUpRule } from "../world/payments";
import type { Timeline } from "../world/timeline";
import type { World } from "../world/world";
import { liveCardsOf, prepayProduct } from "./payments-access";
import { recordTransaction } from "./payments-ledger";
import { prepareSettlement } from "./payments-settle";

type AutoTopUpCalls = Pick<typeof paymentsCalls, "payments.autoTopUp" | "payments.setAutoTopUp">;

const DESCRIPTION = "Auto top-up";

/** The kept rules (none in a state file written before they were kept). */
const rulesOf = (world: World): Record<string, AutoTopUpRule> => {
  world.payments.autoTopUps ??= {};
  return world.payments.autoTopUps;
};

/** A rule as the operator answers it; a product without one is off, with the smallest valid values. */
const settingOf = (productUuid: string, rule: AutoTopUpRule | undefined): AutoTopUpSetting => ({
  ProductInstanceUUID: productUuid,
  Enabled: rule?.Enabled ?? false,
  Days: rule?.Days ?? 1,
  AmountCents: rule?.AmountCents ?? 100,
  Type: rule?.Type ?? DEFAULT_AUTO_TOP_UP_TYPE,
  ...(rule?.Enabled === true && rule.NextAtMillis !== undefined
    ? { NextAtNanos: millisToNanos(rule.NextAtMillis) }
    : {}),
});

/**
 * One auto top-up at `at`: the default card, when it can pay, credits the balance (a COMPLETED "Auto top-up" in the
 * history, the card named); without a usable card nothing is credited and the history shows it FAILED.
 */
const topUpNow = (world: World, productUuid: string, rule: AutoTopUpRule, at: number): void => {
  const card = liveCardsOf(world, rule.CustomerUUID)[0];
  if (card === undefined || isCardExpired(card.CardExpiryMonth, card.CardExpiryYear, at)) {
    recordTransaction(world, rule.CustomerUUID, at, {
      Status: "FAILED",
      AmountCents: rule.AmountCents,
      Description: DESCRIPTION,
      PaymentMethodType: CARD_PAYMENT_TYPE,
      ...(card?.CardLast4 === undefined ? {} : { CardLast4: card.CardLast4 }),
    });
    return;
  }
  const settle = prepareSettlement(
    world,
    {
      CustomerUUID: rule.CustomerUUID,
      AmountCents: rule.AmountCents,
      Purpose: { Kind: "topup", ProductUUID: productUuid },
      PaymentMethodType: CARD_PAYMENT_TYPE,
      CardLast4: card.CardLast4,
      CardBrand: card.CardType,
    },
    at,
  );
  if (isRefusal(settle)) return;
  settle();
  const [recorded, ...older] = world.payments.history[rule.CustomerUUID] ?? [];
  if (recorded !== undefined)
    world.payments.history[rule.CustomerUUID] = [{ ...recorded, Description: DESCRIPTION }, ...older];
};

/** The earliest time an auto top-up that is on waits for (+Infinity when none). */
const nextAutoTopUp = (world: World): number =>
  Math.min(
    Number.POSITIVE_INFINITY,
    ...Object.values(rulesOf(world)).map((rule) =>
      rule.Enabled && rule.NextAtMillis !== undefined ? rule.NextAtMillis : Number.POSITIVE_INFINITY,
    ),
  );

/**
 * PAY-03 made real: every auto top-up whose time the world's clock has reached tops the product up from the default
 * card, once per period passed (a clock moved 3 days on a 1-day rule tops up three times), then waits `Days` more.
 */
export const settleDueAutoTopUps = (world: World, now: number): boolean => {
  let changed = false;
  const rules = rulesOf(world);
  for (const [productUuid, rule] of Object.entries(rules)) {
    let next = rule.NextAtMillis;
    while (rule.Enabled && next !== undefined && next <= now) {
      changed = true;
      topUpNow(world, productUuid, rule, next);
      next = nextAutoTopUpAt(next, rule.Days);
    }
    if (next !== undefined && next !== rule.NextAtMillis)
      rules[productUuid] = { ...rule, NextAtMillis: next };
  }
  return changed;
};

/** Auto top-ups on the world's timeline (world/timeline.ts). */
export const autoTopUpTimeline: Timeline = { nextAt: nextAutoTopUp, reach: settleDueAutoTopUps };

/** PAY-03: a prepay product's auto top-up, kept by the operator; turning it on starts its first period now. */
export const paymentAutoTopUpHandlers: Handlers<AutoTopUpCalls> = {
  "payments.autoTopUp": ({ params }, context) => {
    const product = prepayProduct(context, params.customerUUID, params.product, true);
    if (isRefusal(product)) return product;
    return settingOf(product.UUID, rulesOf(context.world)[product.UUID]);
  },

  "payments.setAutoTopUp": ({ params, body }, context) => {
    const product = prepayProduct(context, params.customerUUID, params.product, true);
    if (isRefusal(product)) return product;
    const rule: AutoTopUpRule = {
      CustomerUUID: params.customerUUID,
      Enabled: body.Enabled,
      Days: body.Days,
      AmountCents: body.AmountCents,
      Type: body.Type,
      ...(body.Enabled ? { NextAtMillis: nextAutoTopUpAt(context.nowMillis, body.Days) } : {}),
    };
    rulesOf(context.world)[product.UUID] = rule;
    context.changed();
    return settingOf(product.UUID, rule);
  },
};
