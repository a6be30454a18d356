import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { ACCOUNT_DISPLAY_NAME_LIMIT, displayName } from "../../account";
import type { BillingApi } from "../../billing/api";
import type { BillingRoutesApi } from "../../billing-routes/api";
import type { Settings } from "../../config";
import type { PaymentsApi } from "../../payments/api";
import type { ApiError } from "../../ports";
import type { CustomerApi } from "../../profile/api";
import type { IdentityProvider } from "../../session";
import { accountFindings } from "../account-findings";
import type { AccountProductsApi } from "../account-products-api";
import { hasProblems, worstSeverity, type Finding, type Severity } from "../finding";
import { loadAccountSnapshot } from "./load-account-snapshot";

/** The outcome of checking one account. */
export interface AccountCheck {
  readonly customerUUID: string;
  /** The operator's account number, as the customer and the operator's staff know the account. */
  readonly accountNumber: string | undefined;
  /** The customer's name as the account list shows it (displayName). */
  readonly name: string;
  readonly findings: ReadonlyArray<Finding>;
  /** Any error or warning among the findings. */
  readonly problems: boolean;
  readonly worst: Severity | undefined;
}

/** CLI-02: loads an account and applies the domain's guards and status rules to it, at the time Effect's Clock tells. */
export const checkAccount = (
  customerUUID: string,
  settings: Settings,
  provider?: IdentityProvider,
): Effect.Effect<
  AccountCheck,
  ApiError,
  CustomerApi | AccountProductsApi | PaymentsApi | BillingRoutesApi | BillingApi
> =>
  Effect.gen(function* () {
    const snapshot = yield* loadAccountSnapshot(customerUUID, provider);
    const findings = accountFindings(snapshot, settings, yield* Clock.currentTimeMillis);
    const { customer } = snapshot;
    const accountNumber = customer.AccountNumber?.trim() ?? "";
    return {
      customerUUID,
      accountNumber: accountNumber === "" ? undefined : accountNumber,
      name: displayName(customer.FirstName ?? "", customer.LastName ?? "", ACCOUNT_DISPLAY_NAME_LIMIT),
      findings,
      problems: hasProblems(findings),
      worst: worstSeverity(findings),
    };
  });
