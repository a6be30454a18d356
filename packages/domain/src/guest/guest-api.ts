import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError, IntentKey } from "../ports";
import type {
  GuestPaymentReply,
  GuestPaymentRequest,
  GuestPurchaseQuery,
  GuestPurchaseReply,
  GuestRedeemReply,
  GuestRedeemRequest,
  GuestTopupRequest,
  GuestValidateReply,
  GuestValidateRequest,
} from "./guest-entities";

/** The anonymous recharge and pay-bill calls. Payment and purchase replies are null when they have no body.
 * Redeem, top-up and payment move money: each takes its intent's key (ports/intent-key.ts). */
export interface GuestApiService {
  readonly validate: (request: GuestValidateRequest) => Effect.Effect<GuestValidateReply, ApiError>;
  readonly redeem: (
    request: GuestRedeemRequest,
    intent: IntentKey,
  ) => Effect.Effect<GuestRedeemReply, ApiError>;
  readonly topup: (
    request: GuestTopupRequest,
    intent: IntentKey,
  ) => Effect.Effect<GuestPaymentReply | null, ApiError>;
  readonly payment: (
    request: GuestPaymentRequest,
    intent: IntentKey,
  ) => Effect.Effect<GuestPaymentReply | null, ApiError>;
  readonly purchases: (query: GuestPurchaseQuery) => Effect.Effect<GuestPurchaseReply | null, ApiError>;
}

export class GuestApi extends Context.Tag("waea/GuestApi")<GuestApi, GuestApiService>() {}
