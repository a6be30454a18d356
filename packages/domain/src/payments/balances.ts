import * as Schema from "effect/Schema";

/** POST postpay/balance body. */
export const PostpayBalanceRequest = Schema.Struct({ CustomerUUID: Schema.String, UUID: Schema.String });
export type PostpayBalanceRequest = typeof PostpayBalanceRequest.Type;
