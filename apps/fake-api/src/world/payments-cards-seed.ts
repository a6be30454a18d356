import { nzLocalTime } from "@waea/domain/calendar";
import { DEFAULT_RANK, type PaymentMethod } from "@waea/domain/payments";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS } from "./demo-accounts";
import type { Random } from "./prng";
import type { SeedContext } from "./seed-context";

/** Test card brands the simulated provider knows, with the last four digits of their test numbers. */
export const TEST_CARDS: ReadonlyArray<{ readonly brand: string; readonly last4: string }> = [
  { brand: "visa", last4: "4242" },
  { brand: "mastercard", last4: "4444" },
  { brand: "amex", last4: "0005" },
];

/** Which cards an account starts with: valid, expired (before this month), or expiring this month (NZ time). */
type CardKind = "valid" | "expired" | "expiring";

/** The demo logins whose cards the issue names; every other account gets one valid card. */
const DEMO_CARDS: Readonly<Record<string, ReadonlyArray<CardKind>>> = {
  prepay: ["valid", "expired"],
  payer: ["valid", "expiring"],
  nocard: [],
  child: [],
};

/** Bulk accounts mix what an account check looks for: no card, only an expired one, one about to expire. */
const BULK_CARDS: ReadonlyArray<ReadonlyArray<CardKind>> = [
  ["valid"],
  ["valid"],
  ["valid"],
  ["valid", "expiring"],
  ["expired"],
  [],
];
const bulkCards = (index: number): ReadonlyArray<CardKind> =>
  BULK_CARDS[index % BULK_CARDS.length] ?? ["valid"];

/** A stored card, as the card provider's webhook would leave it: a test brand, a provider token, an expiry. */
export const testCard = (
  uuid: string,
  token: string,
  rank: number,
  brandIndex: number,
  expiry: { readonly month: number; readonly year: number },
): PaymentMethod => {
  const card = TEST_CARDS[brandIndex % TEST_CARDS.length] ?? { brand: "visa", last4: "4242" };
  return {
    UUID: uuid,
    Rank: rank,
    CardType: card.brand,
    CardLast4: card.last4,
    Token: token,
    CardExpiryMonth: expiry.month,
    CardExpiryYear: expiry.year,
  };
};

/** A provider token (`pm_` and 24 hex digits) derived from an id. */
export const cardToken = (id: string): string => `pm_${id.replace(/-/g, "").slice(0, 24)}`;

const expiryFor = (kind: CardKind, nowMillis: number, random: Random) => {
  const now = nzLocalTime(nowMillis);
  const monthIndex = now.year * 12 + now.month - 1;
  const index =
    kind === "expiring"
      ? monthIndex
      : kind === "expired"
        ? monthIndex - random.int(2, 14)
        : monthIndex + random.int(8, 48);
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
};

const cardsFor = (
  ctx: SeedContext,
  customerUuid: string,
  kinds: ReadonlyArray<CardKind>,
): PaymentMethod[] => {
  const random = ctx.random(`cards:${customerUuid}`);
  return kinds.map((kind, n) => {
    const uuid = ctx.uuid(`card:${customerUuid}:${n}`);
    const token = cardToken(ctx.uuid(`card-token:${customerUuid}:${n}`));
    return testCard(uuid, token, DEFAULT_RANK + n, n, expiryFor(kind, ctx.nowMillis, random));
  });
};

/** Cards of every demo account (the exceptions in DEMO_CARDS), the invited account and --bulk accounts. */
export const seedCards = (
  ctx: SeedContext,
  core: CoreState,
): Record<string, ReadonlyArray<PaymentMethod>> => {
  const methods: Record<string, ReadonlyArray<PaymentMethod>> = {};
  const add = (customerUuid: string, kinds: ReadonlyArray<CardKind>) => {
    if (core.customers[customerUuid] !== undefined && kinds.length > 0)
      methods[customerUuid] = cardsFor(ctx, customerUuid, kinds);
  };
  for (const demo of DEMO_LOGINS)
    demo.accounts.forEach((_, index) =>
      add(ctx.uuid(coreLabels.customer(demo.key, index)), DEMO_CARDS[demo.key] ?? ["valid"]),
    );
  add(ctx.uuid(coreLabels.customer("invited", 0)), ["valid"]);
  for (let index = 0; index < ctx.bulk; index += 1)
    add(ctx.uuid(coreLabels.customer("bulk", index)), bulkCards(index));
  return methods;
};
