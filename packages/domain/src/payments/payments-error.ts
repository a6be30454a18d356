import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { CardMessages } from "./card-messages";
import type { PaymentsMessageKey } from "./messages";

/**
 * A message key of the payments namespace. Its type names every key (PaymentsMessages); the class checks only that
 * it is of the namespace, so the class, which every signed-in page's start builds (the session restore's card list
 * is in payments), carries none of the namespace's fifty keys. UserError, the CLI's document of an error, checks the
 * key against them all (errors/user-error.ts).
 */
const PaymentsMessageKeySchema = Schema.declare(
  (input: unknown): input is PaymentsMessageKey => typeof input === "string" && input.startsWith("payments."),
  {
    identifier: "PaymentsMessageKey",
    arbitrary: () => (fc) => fc.constantFrom<PaymentsMessageKey>(...Object.values(CardMessages)),
  },
);

/** A payments use case refused or failed in a way the customer is told about, as a message key. */
export class PaymentsError extends Schema.TaggedError<PaymentsError>()("PaymentsError", {
  key: PaymentsMessageKeySchema,
  /** What the server or provider said, kept for logs. */
  detail: Schema.optionalWith(Schema.String, { exact: true }),
}) {}

export const paymentsError = (key: PaymentsMessageKey, detail?: string): PaymentsError =>
  new PaymentsError(detail === undefined ? { key } : { key, detail });

/**
 * Almost every call needs the current account id (spec 02 §5: 'no uuid', 'current account not specified'). The key is
 * written out (its type checks it): PaymentsMessages here would bring the whole table into every signed-in start.
 */
export const requireAccount = (account: string | undefined): Effect.Effect<string, PaymentsError> =>
  account === undefined || account.trim() === ""
    ? Effect.fail(paymentsError("payments.current_account_not_specified"))
    : Effect.succeed(account);
