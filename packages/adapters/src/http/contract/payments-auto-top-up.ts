import * as Schema from "effect/Schema";
import { AutoTopUpRequest, AutoTopUpSetting } from "@waea/domain/payments";
import { autoTopUpCall } from "./payment-auto-top-up-read";
import {
  AUTO_TOP_UP_MAX_CENTS,
  AUTO_TOP_UP_MAX_DAYS,
  AUTO_TOP_UP_MIN_CENTS,
  AUTO_TOP_UP_MIN_DAYS,
  AutoTopUpKeys,
} from "@waea/domain/validation";
import { defineCall, json } from "./define";
import { centsBetween } from "./input-rules";
import { PathParam } from "./wire";

const CustomerProduct = Schema.Struct({ customerUUID: PathParam, product: PathParam });

/**
 * An auto top-up rule: days 1 to 99, $1.00 to $999.00, a type (spec 02 §5). The range messages are the operator's
 * English words (the validation keys take parameters the refusal cannot pass).
 */
const AutoTopUpWireRequest = Schema.Struct({
  ...AutoTopUpRequest.fields,
  Days: Schema.Int.pipe(
    Schema.between(AUTO_TOP_UP_MIN_DAYS, AUTO_TOP_UP_MAX_DAYS, {
      message: () => "Days must be from 1 to 99",
    }),
  ),
  AmountCents: centsBetween(AUTO_TOP_UP_MIN_CENTS, AUTO_TOP_UP_MAX_CENTS, {
    required: AutoTopUpKeys.minimumCharge,
    tooSmall: AutoTopUpKeys.minimumCharge,
    tooLarge: "Amount must be from $1.00 to $999.00",
  }),
  Type: Schema.String.pipe(Schema.minLength(1)),
});

/** The auto top-up of a prepay product (PAY-03; spec 01 §3 "top-up-auto", 02 §5). */
export const paymentAutoTopUpCalls = [
  autoTopUpCall,
  defineCall({
    id: "payments.setAutoTopUp",
    method: "PUT",
    path: "/customer/{customerUUID}/topup-auto/{product}",
    params: CustomerProduct,
    body: AutoTopUpWireRequest,
    reply: json(AutoTopUpSetting),
    auth: "bearer",
    replyShown: true,
  }),
] as const;
