import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { ACCOUNT_DISPLAY_NAME_LIMIT, displayName, isSuspended } from "../../account";
import { Storage, StorageKeys, type ApiError } from "../../ports";
import { CustomerApi } from "../../profile/customer-api";
import { ChecksRefused } from "../checks-refused";
import { ChecksMessages } from "../messages";

/** One customer account a login can see, as a list of them shows it. */
export interface VisibleAccount {
  readonly uuid: string;
  readonly name: string;
  readonly email: string;
  readonly suspended: boolean;
  /** The account chosen on this device (the one commands act on). */
  readonly current: boolean;
}

/** AUTH-11: the customer accounts the login can see (customer_uuids), as the operator spells them. */
export const visibleAccounts: Effect.Effect<ReadonlyArray<string>, ApiError, CustomerApi> = Effect.flatMap(
  CustomerApi,
  (api) => Effect.map(api.customerUuids(), (reply) => reply.CustomerUUIDs),
);

/** AUTH-11: every account the login can see with its name, e-mail and state, the chosen one marked. */
export const listAccounts: Effect.Effect<
  ReadonlyArray<VisibleAccount>,
  ApiError,
  CustomerApi | Storage
> = Effect.gen(function* () {
  const api = yield* CustomerApi;
  const storage = yield* Storage;
  const current = Option.getOrUndefined(yield* storage.get(StorageKeys.currentCustomer));
  const uuids = yield* visibleAccounts;
  return yield* Effect.forEach(
    uuids,
    (uuid) =>
      Effect.map(api.readCustomer(uuid), (customer): VisibleAccount => ({
        uuid,
        name: displayName(customer.FirstName, customer.LastName, ACCOUNT_DISPLAY_NAME_LIMIT),
        email: customer.Email,
        suspended: isSuspended(customer),
        current: uuid === current,
      })),
    { concurrency: 8 },
  );
});

/**
 * AUTH-11: choose the account later work acts on, among those the login can see (any case; kept as the operator
 * spells it). The chosen service goes with the old choice. An account the login cannot see is refused and the
 * choice stays as it was.
 */
export const chooseAccount = (
  uuid: string,
): Effect.Effect<string, ChecksRefused | ApiError, CustomerApi | Storage> =>
  Effect.gen(function* () {
    const wanted = uuid.trim().toLowerCase();
    const visible = (yield* visibleAccounts).find((id) => id.toLowerCase() === wanted);
    if (visible === undefined)
      return yield* new ChecksRefused({ key: ChecksMessages.accountNotVisible, uuid: uuid.trim() });
    const storage = yield* Storage;
    yield* storage.set(StorageKeys.currentCustomer, visible);
    yield* storage.remove(StorageKeys.currentMobileProduct);
    return visible;
  });
