import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** The reply of payments.checkVoucher ("not shown"). */
export const VoucherCheckReply = Schema.Struct({
  Valid: Schema.Boolean,
  /** Not valid because it has been redeemed already ('This voucher has already been redeemed'). */
  Redeemed: Schema.optional(Schema.Boolean),
  CreditCents: Schema.optional(Cents),
  Description: Schema.optional(Schema.String),
});
export type VoucherCheckReply = typeof VoucherCheckReply.Type;

/** The reply of payments.redeemVoucher ("not shown"; shaped like the guest redeem). */
export const VoucherRedeemReply = Schema.Struct({
  Status: Schema.optional(Schema.String),
  Attributes: Schema.optional(Schema.Struct({ CreditCents: Schema.optional(Cents) })),
});
export type VoucherRedeemReply = typeof VoucherRedeemReply.Type;

/** The body and reply of payments.redeemPromoCode ("not shown"). */
export const PromoCodeRequest = Schema.Struct({ Code: Schema.String });
export type PromoCodeRequest = typeof PromoCodeRequest.Type;
export const PromoCodeReply = Schema.Struct({
  Status: Schema.optional(Schema.String),
  Description: Schema.optional(Schema.String),
});
export type PromoCodeReply = typeof PromoCodeReply.Type;
