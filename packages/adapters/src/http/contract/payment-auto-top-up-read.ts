import * as Schema from "effect/Schema";
import { AutoTopUpSetting } from "@waea/domain/payments";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/**
 * The auto top-up's read alone (PAY-03; spec 02 §5), apart from the rest of the payments contract
 * (payments-auto-top-up.ts lists it in its place): the top-up page's card reads it on every visit, and its port part
 * (payment-auto-top-up-http.ts) loads it without the change's rules (days, amount) or any other payments schema.
 */
export const autoTopUpCall = defineCall({
  id: "payments.autoTopUp",
  method: "GET",
  path: "/customer/{customerUUID}/topup-auto/{product}",
  params: Schema.Struct({ customerUUID: PathParam, product: PathParam }),
  reply: json(AutoTopUpSetting),
  auth: "bearer",
  replyShown: true,
});

export const autoTopUpReadCalls = collectCalls(autoTopUpCall);
