import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys, type ApiError } from "../../ports";
import { CustomerApi } from "../customer-api";
import { notificationPatch, type NotificationOption } from "../notifications";
import {
  parseStoredPreferences,
  serialiseStoredPreferences,
  updateAccountPreferences,
  updateUserPreferences,
  userPreferences,
  withUserPreferences,
  type AccountPreferencesChange,
  type UserPreferences,
  type UserPreferencesChange,
} from "../preferences";

const readStored = Effect.flatMap(Storage, (storage) =>
  Effect.map(storage.get(StorageKeys.preferences), (s) => parseStoredPreferences(Option.getOrUndefined(s))),
);

/** The user's preferences from storage, with defaults for anything missing (PRO-04). */
export const loadPreferences = (userId: string): Effect.Effect<UserPreferences, never, Storage> =>
  Effect.map(readStored, (stored) => userPreferences(stored, userId));

const save = (userId: string, update: (prefs: UserPreferences) => UserPreferences) =>
  Effect.gen(function* () {
    const storage = yield* Storage;
    const stored = yield* readStored;
    const next = update(userPreferences(stored, userId));
    yield* storage.set(
      StorageKeys.preferences,
      serialiseStoredPreferences(withUserPreferences(stored, userId, next)),
    );
    return next;
  });

export const changeUserPreferences = (
  userId: string,
  change: UserPreferencesChange,
): Effect.Effect<UserPreferences, never, Storage> => save(userId, (p) => updateUserPreferences(p, change));

export const changeAccountPreferences = (
  userId: string,
  customerUuid: string,
  change: AccountPreferencesChange,
): Effect.Effect<UserPreferences, never, Storage> =>
  save(userId, (p) => updateAccountPreferences(p, customerUuid, change));

/**
 * Saves the notification options (PRO-04): the operator gets the opt-ins (2 or 0) first, then the account's list is
 * kept locally. A refused PATCH changes nothing, so the page never shows options the operator did not take.
 */
export const changeNotifications = (
  userId: string,
  customerUuid: string,
  options: ReadonlyArray<NotificationOption>,
): Effect.Effect<UserPreferences, ApiError, Storage | CustomerApi> =>
  Effect.gen(function* () {
    const api = yield* CustomerApi;
    yield* api.patchCustomer(customerUuid, notificationPatch(options));
    return yield* changeAccountPreferences(userId, customerUuid, { notifications: options });
  });
