import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";

/** A payments use case refused or failed in a way the customer is told about, as a message key. */
export class PaymentsError extends Schema.TaggedError<PaymentsError>()("PaymentsError", {
  key: Schema.Enums(PaymentsMessages),
  /** What the server or provider said, kept for logs. */
  detail: Schema.optionalWith(Schema.String, { exact: true }),
}) {}

export const paymentsError = (key: PaymentsMessageKey, detail?: string): PaymentsError =>
  new PaymentsError(detail === undefined ? { key } : { key, detail });

/** Almost every call needs the current account id (spec 02 §5: 'no uuid', 'current account not specified'). */
export const requireAccount = (account: string | undefined): Effect.Effect<string, PaymentsError> =>
  account === undefined || account.trim() === ""
    ? Effect.fail(paymentsError(PaymentsMessages.currentAccountNotSpecified))
    : Effect.succeed(account);
