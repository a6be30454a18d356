import type { PaymentTransaction } from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS } from "./demo-accounts";
import type { SeedContext } from "./seed-context";

const DAY = 86_400_000;

/**
 * prepay@'s 30 payments, newest first: every raw status of the spec's status table (02 §4) at least once, one the
 * table does not know (UNKNOWN), and completed ones in between, so both pages of 14 show several groups.
 */
const PREPAY_STATUSES: ReadonlyArray<string> = [
  "COMPLETED",
  "COMPLETED",
  "PENDING",
  "COMPLETED",
  "DECLINED",
  "COMPLETED",
  "COMPLETED",
  "REFUNDED",
  "COMPLETED",
  "NEEDS AUTHORIZATION",
  "COMPLETED",
  "FAILED",
  "COMPLETED",
  "PARTIALLY REFUNDED",
  "COMPLETED",
  "PAYMENT METHOD EXPIRED",
  "COMPLETED",
  "CANCELLED",
  "COMPLETED",
  "NO FUNDS",
  "COMPLETED",
  "PAYMENT METHOD REQUIRED",
  "COMPLETED",
  "PAYMENT METHOD INVALID",
  "COMPLETED",
  "DISPUTED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
];

const PREPAY_ITEMS = [
  { Description: "Top-up", cents: [1000, 2000, 3000, 5000] },
  { Description: "Kōrero 8GB", cents: [3000] },
  { Description: "Data 5GB", cents: [1500] },
] as const;

/** Bill payments of a postpay account: monthly, one declined and paid again the next day. */
const POSTPAY_STATUSES: ReadonlyArray<string> = [
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
  "DECLINED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
  "COMPLETED",
];

const transactions = (
  ctx: SeedContext,
  customerUuid: string,
  statuses: ReadonlyArray<string>,
  spacingDays: number,
  item: (
    index: number,
    pick: <A>(items: ReadonlyArray<A>) => A,
  ) => {
    readonly Description: string;
    readonly cents: number;
  },
  cardLast4: (index: number) => string,
): PaymentTransaction[] => {
  const random = ctx.random(`payments:${customerUuid}`);
  return statuses.map((status, index) => {
    const { Description, cents } = item(index, random.pick);
    const at = ctx.nowMillis - (1 + index * spacingDays) * DAY - random.int(0, 20) * 3_600_000;
    const refunded =
      status === "REFUNDED" ? cents : status === "PARTIALLY REFUNDED" ? Math.round(cents / 2) : undefined;
    return {
      UUID: ctx.uuid(`payment:${customerUuid}:${index}`),
      CreatedAtNanos: millisToNanos(at),
      Status: status,
      AmountCents: cents,
      ...(refunded === undefined ? {} : { RefundedCents: refunded }),
      Description,
      PaymentMethodType: "cards",
      CardLast4: cardLast4(index),
    };
  });
};

/** prepay@ 30 payments, postpay@ 12 bill payments, payer@ 6, and three for each account of multi@. */
export const seedPaymentHistory = (ctx: SeedContext): Record<string, ReadonlyArray<PaymentTransaction>> => {
  const history: Record<string, ReadonlyArray<PaymentTransaction>> = {};
  const customer = (key: string, index = 0) => ctx.uuid(coreLabels.customer(key, index));
  const prepay = customer("prepay");
  history[prepay] = transactions(
    ctx,
    prepay,
    PREPAY_STATUSES,
    6,
    (index, pick) => {
      const chosen = PREPAY_ITEMS[index % PREPAY_ITEMS.length] ?? PREPAY_ITEMS[0];
      return { Description: chosen.Description, cents: pick(chosen.cents) };
    },
    (index) => (index < 20 ? "4242" : "4444"),
  );
  const bill = (_index: number, pick: <A>(items: ReadonlyArray<A>) => A) => ({
    Description: "Bill payment",
    cents: pick([6500, 7150, 7800, 8450]),
  });
  history[customer("postpay")] = transactions(
    ctx,
    customer("postpay"),
    POSTPAY_STATUSES,
    30,
    bill,
    () => "4242",
  );
  history[customer("payer")] = transactions(
    ctx,
    customer("payer"),
    POSTPAY_STATUSES.slice(0, 6),
    28,
    bill,
    () => "4242",
  );
  const topUp = (_index: number, pick: <A>(items: ReadonlyArray<A>) => A) => ({
    Description: "Top-up",
    cents: pick([1000, 2000, 3000]),
  });
  const multi = DEMO_LOGINS.find((demo) => demo.key === "multi");
  multi?.accounts.forEach((account, index) => {
    const uuid = customer("multi", index);
    const postpay = account.services.some((service) => service.kind === "postpay");
    const three = ["COMPLETED", "COMPLETED", "COMPLETED"];
    history[uuid] = transactions(ctx, uuid, three, 30, postpay ? bill : topUp, () => "4242");
  });
  return history;
};
