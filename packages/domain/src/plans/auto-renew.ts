import * as Either from "effect/Either";
import type { ProductAddon } from "../account";
import type { CharacteristicValue, Characteristics } from "./characteristics";

/** New items are bought with auto renew on (spec 02 §4, 03 §3 AutoRenew default true). */
export const DEFAULT_AUTO_RENEW = true;

/**
 * Auto renew applies only when AllowAutoRenew is present and not the string false (spec 02 §4). The boolean false
 * is read the same way as the string: a catalog that sends JSON booleans means the same thing. Case and spaces of
 * the string are ignored ("False ").
 */
export const allowsAutoRenew = (allow: CharacteristicValue | null | undefined): boolean => {
  if (allow === undefined || allow === null || allow === false) return false;
  return !(typeof allow === "string" && allow.trim().toLowerCase() === "false");
};

/** A plan is renewable exactly when auto renew applies to it; its period label follows (spec 02 §9). */
export const isRenewable = (entry: {
  readonly Characteristics?: Pick<Characteristics, "AllowAutoRenew"> | undefined;
}): boolean => allowsAutoRenew(entry.Characteristics?.AllowAutoRenew);

/** Auto renew of a newly bought or changed item: the wish (default on) where it applies, else off. */
export const initialAutoRenew = (
  allow: CharacteristicValue | undefined,
  wish: boolean = DEFAULT_AUTO_RENEW,
): boolean => allowsAutoRenew(allow) && wish;

export const AUTO_RENEW_NOT_ALLOWED = "plans.auto_renew_not_allowed";

/** Turning auto renew on or off for an add-on on a product: refused where it does not apply (PLAN-06). */
export const decideAutoRenew = (
  addon: Pick<ProductAddon, "AllowAutoRenew">,
  autoRenew: boolean,
): Either.Either<boolean, typeof AUTO_RENEW_NOT_ALLOWED> =>
  allowsAutoRenew(addon.AllowAutoRenew) ? Either.right(autoRenew) : Either.left(AUTO_RENEW_NOT_ALLOWED);
