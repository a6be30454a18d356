import * as Schema from "effect/Schema";

/** The body of payments.postpayBalance. */
export const PostpayBalanceRequest = Schema.Struct({ CustomerUUID: Schema.String, UUID: Schema.String });
export type PostpayBalanceRequest = typeof PostpayBalanceRequest.Type;
