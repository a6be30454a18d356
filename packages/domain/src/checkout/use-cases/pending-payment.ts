import * as Effect from "effect/Effect";
import type { Storage } from "../../ports";
import type { SavedPurchase } from "../saved-purchase";
import { loadSavedPurchase } from "./stored-purchase";

/**
 * The purchase whose payment failed, still waiting to be paid: a pending shop purchase with its secret. In its own
 * file: the checkout page reads it on every visit, the checkout's rules (retry-payment.ts) load only with a cart or
 * an order to pay again.
 */
export const pendingPayment: Effect.Effect<
  (SavedPurchase & { readonly clientSecret: string }) | undefined,
  never,
  Storage
> = Effect.map(loadSavedPurchase, (purchase) =>
  purchase !== undefined &&
  purchase.kind === "shop" &&
  purchase.status === "pending" &&
  purchase.clientSecret !== undefined
    ? { ...purchase, clientSecret: purchase.clientSecret }
    : undefined,
);
