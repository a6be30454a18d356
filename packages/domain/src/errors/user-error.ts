import * as Schema from "effect/Schema";
import { BillingError } from "../billing/billing-error";
import { ChecksRefused } from "../checks/checks-refused";
import { isPaymentsMessageKey } from "../payments/messages";
import { PaymentsError } from "../payments/payments-error";
import { PlansRefused } from "../plans/plans-refused";
import {
  ApiFailure,
  DecodeError,
  Forbidden,
  NetworkError,
  TooManyAttempts,
  Unauthorized,
} from "../ports/api-error";
import { SimActionRefused, SimCallFailed, SimSettingsNeedConfirmation } from "../sim/use-cases/sim-errors";
import { BillingTypeTransferRefused } from "../sim/use-cases/transfer-billing-type";
import { UsageError } from "../usage/usage-error";

/**
 * Every error the domain's use cases fail with that a user of the CLI can see, as one schema: a shell encodes one
 * (`Schema.encodeSync(UserError)`) to put its `_tag` and fields in a document, and decodes it back the same.
 * Each member is a Schema.TaggedError of its context that carries the spec's message key (or, for the API's own
 * errors, what the shells translate with apiErrorMessageKey).
 */
export const UserError = Schema.Union(
  ApiFailure,
  Unauthorized,
  Forbidden,
  TooManyAttempts,
  NetworkError,
  DecodeError,
  // The class checks only that its key is of the payments namespace (payments-error.ts); a document must name one.
  PaymentsError.pipe(
    Schema.filter((error) => isPaymentsMessageKey(error.key), {
      message: () => "not a message key of the payments namespace",
    }),
  ),
  BillingError,
  PlansRefused,
  SimCallFailed,
  SimActionRefused,
  SimSettingsNeedConfirmation,
  BillingTypeTransferRefused,
  UsageError,
  ChecksRefused,
);
export type UserError = typeof UserError.Type;

/** The `_tag`s of UserError, for a shell's exhaustive switch or a script's branch. */
export const UserErrorTags = [
  "ApiFailure",
  "Unauthorized",
  "Forbidden",
  "TooManyAttempts",
  "NetworkError",
  "DecodeError",
  "PaymentsError",
  "BillingError",
  "PlansRefused",
  "SimCallFailed",
  "SimActionRefused",
  "SimSettingsNeedConfirmation",
  "BillingTypeTransferRefused",
  "UsageError",
  "ChecksRefused",
] as const satisfies ReadonlyArray<UserError["_tag"]>;
