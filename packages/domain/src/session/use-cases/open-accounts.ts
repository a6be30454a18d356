import type * as Either from "effect/Either";
import * as Effect from "effect/Effect";
import * as Fiber from "effect/Fiber";
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

/** What openAccountsReading answers: the accounts opened, and the remembered account's reading when it was opened. */
export interface OpenedWithReading<A, E> {
  readonly opened: OpenedAccounts;
  /** `read`'s outcome for `opened.chosen`, read beside the account list; undefined when another (or none) opened. */
  readonly reading: Either.Either<A, E> | undefined;
}

/**
 * openAccounts for a session restored on a page load, with the account this device remembers read at the same time:
 * the account list and the account's own reads (`read`, its customer, products and cards) are one round trip, not
 * two, before the signed-in page can show anything. The reading is kept only when the remembered account is the one
 * opened; when the login no longer owns it (or opens none), the reading is interrupted and dropped unseen, and the
 * API, which checks every call against the session, has answered nothing of another login's. `read` must not
 * write anything: it runs before the account is known to be the login's.
 */
export const openAccountsReading = <A, E, R>(
  auth: AuthData,
  start: SessionStart,
  read: (uuid: string) => Effect.Effect<A, E, R>,
): Effect.Effect<OpenedWithReading<A, E>, ApiError, CustomerApi | AuthApi | Storage | R> =>
  Effect.gen(function* () {
    const storage = yield* Storage;
    const remembered = Option.getOrUndefined(yield* storage.get(StorageKeys.currentCustomer));
    if (remembered === undefined) return { opened: yield* openAccounts(auth, start), reading: undefined };
    const early = yield* Effect.fork(Effect.either(read(remembered)));
    const opened = yield* Effect.onError(openAccounts(auth, start), () => Fiber.interrupt(early));
    if (opened.chosen !== remembered) {
      yield* Fiber.interrupt(early);
      return { opened, reading: undefined };
    }
    return { opened, reading: yield* Fiber.join(early) };
  });
