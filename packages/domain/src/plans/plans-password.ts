import * as Either from "effect/Either";
import type { Settings } from "../config";
import { DeviceKeys } from "../ports/storage-keys";

/** Where the device remembers that the plan list was unlocked (spec 03 §9: "a password-like value and a stored flag"). */
export const PLANS_UNLOCK_STORAGE_KEY = DeviceKeys.plansUnlocked;

export const WRONG_PLANS_PASSWORD = "plans.wrong_plans_password";

const configuredPassword = (settings: Pick<Settings, "plansPassword">): string | undefined => {
  const password = settings.plansPassword?.trim();
  return password === undefined || password === "" ? undefined : password;
};

/** The plan list is password-protected when a password is configured (spec 03 §5, PLAN-07). */
export const isPlansListProtected = (settings: Pick<Settings, "plansPassword">): boolean =>
  configuredPassword(settings) !== undefined;

/**
 * The stored flag is a fingerprint of the password (32-bit FNV-1a, hex), not the password itself: storage is
 * readable by anyone at the device, and when the configured password changes every old unlock stops counting.
 */
export const plansUnlockFlag = (password: string): string => {
  let hash = 0x811c9dc5;
  for (const unit of password) {
    hash ^= unit.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
};

/** The list shows when it is not protected, or the stored flag matches the configured password. */
export const isPlansListUnlocked = (
  settings: Pick<Settings, "plansPassword">,
  storedFlag: string | undefined,
): boolean => {
  const password = configuredPassword(settings);
  return password === undefined || storedFlag === plansUnlockFlag(password);
};

/**
 * The password typed to see the plan list: the flag to store when it matches (surrounding spaces ignored, case
 * kept), the wrong-password message otherwise. Unprotected lists need no password.
 */
export const checkPlansPassword = (
  settings: Pick<Settings, "plansPassword">,
  entered: string,
): Either.Either<string, typeof WRONG_PLANS_PASSWORD> => {
  const password = configuredPassword(settings);
  if (password === undefined) return Either.right("");
  return entered.trim() === password
    ? Either.right(plansUnlockFlag(password))
    : Either.left(WRONG_PLANS_PASSWORD);
};
