import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { DEFAULT_LANGUAGE, Languages } from "../config";
import { NotificationOption } from "./notifications";

/** Auto top-up type default (spec 01 §3, 02 §5). */
export const DEFAULT_TOP_UP_TYPE = "EVERY_DAY";

/**
 * The per-account auto top-up preference: amount in cents, every `days` days, on or off. Off by default with the
 * smallest valid values (1 day, $1.00): turning it on starts from a value the top-up rules accept.
 */
export const TopUpAuto = Schema.Struct({
  amount: Schema.optionalWith(Schema.Int, { default: () => 100 }),
  days: Schema.optionalWith(Schema.Int, { default: () => 1 }),
  status: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  type: Schema.optionalWith(Schema.String, { default: () => DEFAULT_TOP_UP_TYPE }),
});
export type TopUpAuto = typeof TopUpAuto.Type;

/**
 * Preferences per customer account (spec 01 §3): notifications list, policy (accepted), top-up-auto,
 * HideExternalIDPromt (sic, the operator's spelling), onboarding (finished). Missing fields take their defaults.
 */
export const AccountPreferences = Schema.Struct({
  notifications: Schema.optionalWith(Schema.Array(NotificationOption), { default: () => [] }),
  policy: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  "top-up-auto": Schema.optionalWith(TopUpAuto, { default: () => Schema.decodeSync(TopUpAuto)({}) }),
  HideExternalIDPromt: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  onboarding: Schema.optionalWith(Schema.Boolean, { default: () => false }),
});
export type AccountPreferences = typeof AccountPreferences.Type;

/** Preferences per signed-in user: language, accepted terms, and one entry per customer account. */
export const UserPreferences = Schema.Struct({
  lang: Schema.optionalWith(Schema.Literal(...Languages), { default: () => DEFAULT_LANGUAGE }),
  "is-accepted-terms": Schema.optionalWith(Schema.Boolean, { default: () => false }),
  accounts: Schema.optionalWith(Schema.Record({ key: Schema.String, value: AccountPreferences }), {
    default: () => ({}),
  }),
});
export type UserPreferences = typeof UserPreferences.Type;

/** What storage keeps under StorageKeys.preferences: preferences by user id. Survives logout. */
export const StoredPreferences = Schema.Record({ key: Schema.String, value: UserPreferences });
export type StoredPreferences = typeof StoredPreferences.Type;

export const DEFAULT_ACCOUNT_PREFERENCES: AccountPreferences = Schema.decodeSync(AccountPreferences)({});
export const DEFAULT_USER_PREFERENCES: UserPreferences = Schema.decodeSync(UserPreferences)({});

const decodeStored = Schema.decodeUnknownEither(Schema.parseJson(StoredPreferences));
const encodeStored = Schema.encodeSync(Schema.parseJson(StoredPreferences));

/** Reads stored preferences; unreadable data counts as none (defaults), never as an error. */
export const parseStoredPreferences = (stored: string | undefined): StoredPreferences =>
  stored === undefined ? {} : Either.getOrElse(decodeStored(stored), () => ({}));

export const serialiseStoredPreferences = (stored: StoredPreferences): string => encodeStored(stored);

export const userPreferences = (stored: StoredPreferences, userId: string): UserPreferences =>
  stored[userId] ?? DEFAULT_USER_PREFERENCES;

export const accountPreferences = (prefs: UserPreferences, customerUuid: string): AccountPreferences =>
  prefs.accounts[customerUuid] ?? DEFAULT_ACCOUNT_PREFERENCES;

export type UserPreferencesChange = Partial<Pick<UserPreferences, "lang" | "is-accepted-terms">>;
export type AccountPreferencesChange = Partial<Omit<AccountPreferences, "top-up-auto">> & {
  readonly "top-up-auto"?: Partial<TopUpAuto>;
};

/** A pure update of the user's own fields: named fields change, everything else stays. */
export const updateUserPreferences = (
  prefs: UserPreferences,
  change: UserPreferencesChange,
): UserPreferences => ({
  ...prefs,
  ...change,
});

/** A pure update of one account's preferences; top-up-auto merges field by field. Other accounts stay. */
export const updateAccountPreferences = (
  prefs: UserPreferences,
  customerUuid: string,
  change: AccountPreferencesChange,
): UserPreferences => {
  const current = accountPreferences(prefs, customerUuid);
  const { "top-up-auto": topUp, ...rest } = change;
  const next: AccountPreferences = {
    ...current,
    ...rest,
    "top-up-auto": { ...current["top-up-auto"], ...topUp },
  };
  return { ...prefs, accounts: { ...prefs.accounts, [customerUuid]: next } };
};

export const withUserPreferences = (
  stored: StoredPreferences,
  userId: string,
  prefs: UserPreferences,
): StoredPreferences => ({ ...stored, [userId]: prefs });
