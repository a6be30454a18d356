import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys, type ApiError } from "../../ports";
import { CustomerApi } from "../../profile/customer-api";
import { syncAuthRolesForCustomers, type AuthApi } from "../auth-api";
import type { AuthData } from "../auth-data";
import { accountToOpen } from "../account-choice";

export interface OpenedAccounts {
  /** Every customer account the login may choose from. */
  readonly accounts: ReadonlyArray<string>;
  /** The one to open now (remembered as the current account), or none: the visitor chooses. */
  readonly chosen: string | undefined;
}

/** How the session being opened began: a sign-in just now, or a session of an earlier visit restored on start. */
export type SessionStart = "signed-in" | "restored";

/**
 * After a sign-in (AUTH-11, AUTH-12), in every shell: the login's customer accounts, the roles of the auth reply
 * passed to each of them (best effort: a refusal does not stop the sign-in), and the account to open, remembered as
 * the current account on this device; a remembered account the login no longer owns is forgotten. Roles are synced
 * once per sign-in: a session restored on a page load was synced when it began, so it makes no auth_roles call.
 */
export const openAccounts = (
  auth: AuthData,
  start: SessionStart = "signed-in",
): Effect.Effect<OpenedAccounts, ApiError, CustomerApi | AuthApi | Storage> =>
  Effect.gen(function* () {
    const customers = yield* CustomerApi;
    const { CustomerUUIDs } = yield* customers.customerUuids();
    if (start === "signed-in" && auth.AuthResponse !== undefined)
      yield* Effect.ignore(syncAuthRolesForCustomers(CustomerUUIDs, auth.AuthResponse));
    const storage = yield* Storage;
    const chosen = accountToOpen(
      CustomerUUIDs,
      Option.getOrUndefined(yield* storage.get(StorageKeys.currentCustomer)),
    );
    yield* chosen === undefined
      ? storage.remove(StorageKeys.currentCustomer)
      : storage.set(StorageKeys.currentCustomer, chosen);
    return { accounts: CustomerUUIDs, chosen };
  });
