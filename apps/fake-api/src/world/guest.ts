import { millisToNanos } from "@waea/domain/ports";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import type { SeedContext } from "./seed-context";

/** A validated guest target: the ResponseToken of /guest/validate stands for it in the later guest calls. */
export interface GuestTarget {
  /** The recharged number (international form), or the invoice or account number of the bill. */
  readonly MSISDN?: string;
  readonly LookupID?: string;
  readonly CustomerUUID: string;
  /** The prepay product a recharge credits, or the postpay product whose bill is paid. */
  readonly ProductUUID: string;
  readonly ExpiresAtMillis: number;
}

/**
 * A guest order: a card top-up or bill payment (settled when its ClientSecret is confirmed at the simulated card
 * provider: the payments slice's intent of that secret says how it went), or a redeemed voucher (done at once).
 */
export interface GuestOrder {
  readonly OrderID: string;
  readonly Kind: "topup" | "payment" | "voucher";
  readonly MSISDN?: string;
  readonly LookupID?: string;
  readonly AmountCents: number;
  readonly ClientSecret?: string;
  /** Set for orders whose outcome is known without a payment intent (vouchers, seeded history). */
  readonly Status?: string;
  readonly CreatedAtNanos: number;
}

/** The guest slice: validated targets by ResponseToken and orders by OrderID (GST-01..03). */
export interface GuestState {
  readonly tokens: Record<string, GuestTarget>;
  readonly orders: Record<string, GuestOrder>;
  /** Counts tokens and orders, so each id is new and deterministic. */
  counter: number;
}

const DAY = 86_400_000;

/** Seeds two past guest orders: a completed recharge of prepay@'s number and a failed payment of postpay@'s bill. */
export const seedGuest = (ctx: SeedContext, core: CoreState): GuestState => {
  const orders: Record<string, GuestOrder> = {};
  const prepay = core.products[ctx.uuid(coreLabels.product("prepay", 0, 0))];
  const postpay = core.customers[ctx.uuid(coreLabels.customer("postpay", 0))];
  if (prepay?.MSISDN !== undefined) {
    const id = ctx.uuid("guest-order:0");
    orders[id] = {
      OrderID: id,
      Kind: "topup",
      MSISDN: prepay.MSISDN,
      AmountCents: 2000,
      Status: "COMPLETED",
      CreatedAtNanos: millisToNanos(ctx.nowMillis - 12 * DAY),
    };
  }
  if (postpay?.AccountNumber !== undefined) {
    const id = ctx.uuid("guest-order:1");
    orders[id] = {
      OrderID: id,
      Kind: "payment",
      LookupID: postpay.AccountNumber,
      AmountCents: 4550,
      Status: "FAILED",
      CreatedAtNanos: millisToNanos(ctx.nowMillis - 40 * DAY),
    };
  }
  return { tokens: {}, orders, counter: 0 };
};
