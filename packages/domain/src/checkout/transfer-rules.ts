import * as Either from "effect/Either";
import { hasText } from "../validation";
import type { CheckoutIssue } from "./checkout-messages";
import type { TransferFrom } from "./checkout-payload";

/** Transfer details as the form holds them: any of them may still be empty. */
export type TransferDetails = { readonly [K in keyof TransferFrom]?: string | undefined };

/**
 * Transfer details are required only when the transfer flag is set (spec 03 §5): then the provider name, account
 * holder, account number and connection ID must all be given. Without the flag there is nothing to send.
 */
export const validateTransfer = (
  transferring: boolean,
  details: TransferDetails | undefined,
): Either.Either<TransferFrom | undefined, ReadonlyArray<CheckoutIssue>> => {
  if (!transferring) return Either.right(undefined);
  const given = details ?? {};
  const issues: CheckoutIssue[] = [];
  if (!hasText(given.Provider))
    issues.push({ key: "checkout.transfer_provider_required", field: "transfer_provider" });
  if (!hasText(given.AccountHolderName))
    issues.push({ key: "checkout.transfer_account_holder_required", field: "transfer_account_holder" });
  if (!hasText(given.AccountNumber))
    issues.push({ key: "checkout.transfer_account_number_required", field: "transfer_account_number" });
  if (!hasText(given.ConnectionID))
    issues.push({ key: "checkout.transfer_connection_id_required", field: "transfer_connection_id" });
  if (issues.length > 0) return Either.left(issues);
  return Either.right({
    Provider: (given.Provider ?? "").trim(),
    AccountHolderName: (given.AccountHolderName ?? "").trim(),
    AccountNumber: (given.AccountNumber ?? "").trim(),
    ConnectionID: (given.ConnectionID ?? "").trim(),
  });
};
