import * as Schema from "effect/Schema";
import { PaymentMethodListReply } from "@waea/domain/payments";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/**
 * The card list alone (spec 02 §7), apart from the rest of the payments contract (payments.ts spreads it there): the
 * session restore asks for the cards on every signed-in page (the guards' hasPaymentMethods), and its port part
 * (payment-cards-http.ts) loads this entry without the payment, top-up, add-on and voucher schemas.
 */
export const listPaymentMethodsCall = defineCall({
  id: "payments.listPaymentMethods",
  method: "GET",
  path: "/customer/{account}/payment-methods",
  params: Schema.Struct({ account: PathParam }),
  reply: json(PaymentMethodListReply),
  auth: "bearer",
  replyShown: false,
});

export const paymentCardCalls = collectCalls(listPaymentMethodsCall);
