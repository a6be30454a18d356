import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { BillingMessage, BillingMessages } from "./messages";

/** A billing use case refused or failed in a way the customer is told about, as a message. */
export class BillingError extends Schema.TaggedError<BillingError>()("BillingError", {
  message: BillingMessage,
}) {}

export const billingError = (message: BillingMessage): BillingError => new BillingError({ message });

/** Almost every call needs the current account id (spec 02 §5). */
export const requireAccount = (account: string | undefined): Effect.Effect<string, BillingError> =>
  account === undefined || account.trim() === ""
    ? Effect.fail(billingError({ key: BillingMessages.currentAccountNotSpecified }))
    : Effect.succeed(account);
