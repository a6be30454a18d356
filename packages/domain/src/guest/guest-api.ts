import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
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

/** The anonymous recharge and pay-bill calls. Payment and purchase replies are null when they have no body. */
export interface GuestApiService {
  readonly validate: (request: GuestValidateRequest) => Effect.Effect<GuestValidateReply, ApiError>;
  readonly redeem: (request: GuestRedeemRequest) => Effect.Effect<GuestRedeemReply, ApiError>;
  readonly topup: (request: GuestTopupRequest) => Effect.Effect<GuestPaymentReply | null, ApiError>;
  readonly payment: (request: GuestPaymentRequest) => Effect.Effect<GuestPaymentReply | null, ApiError>;
  readonly purchases: (query: GuestPurchaseQuery) => Effect.Effect<GuestPurchaseReply | null, ApiError>;
}

export class GuestApi extends Context.Tag("waea/GuestApi")<GuestApi, GuestApiService>() {}
