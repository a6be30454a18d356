import { createHmac } from "node:crypto";
import type { ServerKeys } from "../auth/keys";
import type { OrderIntent, PaidOrder } from "../world/checkout";
import type { World } from "../world/world";

/**
 * How long an order is processed once it is paid (a SIM dispatched, an eSIM prepared, a line provisioned) before it
 * is COMPLETED: half a minute of the fake API's clock, well inside the 3 minutes the portal waits for a new product.
 */
export const PROVISION_MS = 30_000;

/**
 * A new card payment of an order, in the card provider's shape (`pi_<id>_secret_<secret>`, as the payments
 * context's intents), keyed with the world's random secrets and the number of order payments so far: stored by
 * secret, unconfirmed.
 */
export const issueOrderIntent = (
  world: World,
  keys: ServerKeys,
  facts: { readonly customerUUID: string; readonly amountCents: number; readonly order: PaidOrder },
): OrderIntent => {
  const count = Object.keys(world.checkout.intents).length + 1;
  const hex = createHmac("sha256", keys.codes).update(`order-pi:${count}`).digest("hex");
  const id = `pi_${hex.slice(0, 24)}`;
  const intent: OrderIntent = {
    ID: id,
    Secret: `${id}_secret_${hex.slice(24, 48)}`,
    CustomerUUID: facts.customerUUID,
    AmountCents: facts.amountCents,
    Order: facts.order,
    Status: "requires_confirmation",
  };
  world.checkout.intents[intent.Secret] = intent;
  return intent;
};

/** The order payment a secret belongs to, if it is one. */
export const orderIntentOf = (world: World, secret: string): OrderIntent | undefined =>
  Object.hasOwn(world.checkout.intents, secret) ? world.checkout.intents[secret] : undefined;

/**
 * The card provider's word on an order payment (what /payment-provider calls when a secret it is asked to confirm
 * is an order's): a success is final and starts the order's processing; a decline may be tried again. Answers the
 * intent as it now is, or undefined when the secret is not an order payment (nothing changes then).
 */
export const settleOrderPayment = (
  world: World,
  secret: string,
  outcome: "succeeded" | "failed",
  nowMillis: number,
): OrderIntent | undefined => {
  const intent = orderIntentOf(world, secret);
  if (intent === undefined || intent.Status === "succeeded") return intent;
  const settled: OrderIntent =
    outcome === "succeeded"
      ? { ...intent, Status: "succeeded", PaidAtMillis: nowMillis }
      : { ...intent, Status: "failed" };
  world.checkout.intents[secret] = settled;
  return settled;
};

/** When an order's processing started: when it was paid, or when it was made if there was nothing to pay. */
export const processingSince = (
  world: World,
  order: { readonly ClientSecret?: string | undefined; readonly CreatedAtMillis: number },
): number | undefined => {
  if (order.ClientSecret === undefined) return order.CreatedAtMillis;
  const intent = orderIntentOf(world, order.ClientSecret);
  return intent?.Status === "succeeded" ? (intent.PaidAtMillis ?? order.CreatedAtMillis) : undefined;
};

/**
 * What an order in progress shows (spec 03 §4): waiting for its payment, PROCESSING for PROVISION_MS after it was
 * paid, then COMPLETED. A final status (COMPLETED, FAILED, CANCELLED) stays as stored.
 */
export const progressStatus = (
  world: World,
  order: {
    readonly Status: string;
    readonly ClientSecret?: string | undefined;
    readonly CreatedAtMillis: number;
  },
  nowMillis: number,
): string => {
  if (order.Status !== "PROCESSING") return order.Status;
  const since = processingSince(world, order);
  if (since === undefined) return "PENDING_PAYMENT";
  return nowMillis >= since + PROVISION_MS ? "COMPLETED" : "PROCESSING";
};
