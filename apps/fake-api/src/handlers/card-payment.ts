import { millisToNanos } from "@waea/domain/ports";
import type { HandlerContext } from "../server/handler";
import type { PaymentPurpose } from "../world/payments";
import { newSecret } from "./payments-ledger";

export interface OpenedPayment {
  readonly ClientSecret: string;
  readonly PaymentIntent: string;
}

/**
 * Opens a payment at the simulated card provider, in the payments slice's format (an intent by secret):
 * confirming the secret at /payment-provider settles it like any payment of that purpose (a top-up credits the
 * prepay balance, a bill payment pays the bill) after the simulated delay and failure rate, with the account's
 * card (a guest's payment: the card entered on the page). Validation is the caller's.
 */
export const openPayment = (
  context: HandlerContext,
  payment: {
    readonly CustomerUUID: string;
    readonly AmountCents: number;
    readonly Purpose: PaymentPurpose;
    /** A guest pays with a card entered on the page only, never a card of the account (guest-card.ts). */
    readonly Guest?: true;
  },
): OpenedPayment => {
  const { id, secret } = newSecret(context.world, context.store.keys, "pi");
  context.world.payments.paymentIntents[secret] = {
    ID: id,
    Secret: secret,
    CustomerUUID: payment.CustomerUUID,
    AmountCents: payment.AmountCents,
    Purpose: payment.Purpose,
    ...(payment.Guest === true ? { Guest: true } : {}),
    Status: "requires_confirmation",
    CreatedAtNanos: millisToNanos(context.nowMillis),
  };
  return { ClientSecret: secret, PaymentIntent: id };
};
