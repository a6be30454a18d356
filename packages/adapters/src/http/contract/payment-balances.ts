import * as Schema from "effect/Schema";
import { PostpayAccount, PostpayProduct, PrepayProduct } from "@waea/domain/billing";
import { PostpayBalanceRequest } from "@waea/domain/payments";
import { defineCall, json } from "./define";
import { PathParam } from "./wire";

/**
 * The balance reads (spec 02 §7), apart from the rest of the payments contract (payments.ts and
 * payments-purchases.ts list them in their places): the dashboard's balance section reads them on every visit, and
 * their port part (payment-balances-http.ts) loads them without the payment, top-up, add-on and voucher schemas.
 */
export const getAccountCall = defineCall({
  id: "payments.getAccount",
  method: "GET",
  path: "/customer/{account}/account",
  params: Schema.Struct({ account: PathParam }),
  reply: json(PostpayAccount),
  auth: "bearer",
  replyShown: true,
});

export const postpayBalanceCall = defineCall({
  id: "payments.postpayBalance",
  method: "POST",
  path: "/postpay/balance",
  body: PostpayBalanceRequest,
  reply: json(PostpayProduct),
  auth: "bearer",
  replyShown: false,
});

export const prepayBalanceCall = defineCall({
  id: "payments.prepayBalance",
  method: "GET",
  path: "/customers/{customerUUID}/products/mobile/prepay/{product}/balance",
  params: Schema.Struct({ customerUUID: PathParam, product: PathParam }),
  reply: json(PrepayProduct),
  auth: "bearer",
  replyShown: false,
});
