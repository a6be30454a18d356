import * as Either from "effect/Either";
import type { MobileSecurity, SecurityRule } from "./security-schemas";

/** At most this many numbers on each list. */
export const SECURITY_LIST_MAX = 50;

export const NO_SECURITY: MobileSecurity = { Basic: false, Advanced: false, BlockList: [], AllowList: [] };

/**
 * Which list applies (decided; the spec names the pages only): with both switches off, none; basic stops the
 * numbers on the block list; advanced lets only the numbers on the allow list through and stops every other.
 */
export type ActiveList = "none" | "block" | "allow";
export const activeList = (security: MobileSecurity): ActiveList =>
  !security.Basic ? "none" : security.Advanced ? "allow" : "block";

/** Whether a call or text from `from` (a normalised number) is stopped, and by which rule. */
export const stoppedBy = (security: MobileSecurity, from: string): SecurityRule | undefined => {
  switch (activeList(security)) {
    case "none":
      return undefined;
    case "block":
      return security.BlockList.includes(from) ? "BLOCK_LIST" : undefined;
    case "allow":
      return security.AllowList.includes(from) ? undefined : "ALLOW_LIST";
  }
};

/** Advanced builds on basic: turning advanced on turns basic on, turning basic off turns advanced off. */
export const withSwitch = (
  security: MobileSecurity,
  which: "basic" | "advanced",
  on: boolean,
): MobileSecurity =>
  which === "basic"
    ? { ...security, Basic: on, Advanced: on && security.Advanced }
    : { ...security, Advanced: on, Basic: on || security.Basic };

/**
 * A phone number as the lists keep it: separators and a leading plus dropped, a national 0 written as 64; 8 to 15
 * digits (NZ mobiles, landlines and overseas numbers). Undefined when it is not a number.
 */
export const securityNumber = (input: string): string | undefined => {
  const digits = input.replace(/[\s\-.()]/g, "").replace(/^\+/, "");
  if (!/^\d{8,15}$/.test(digits)) return undefined;
  return digits.startsWith("0") ? `64${digits.slice(1)}` : digits;
};

export type SecurityListName = "block" | "allow";
const field = (list: SecurityListName) => (list === "block" ? "BlockList" : "AllowList");

/** Adds a number to a list: needed, a number, not there already, and the list not full; refusals are message keys. */
export const addSecurityNumber = (
  security: MobileSecurity,
  list: SecurityListName,
  input: string,
): Either.Either<MobileSecurity, string> => {
  if (input.trim() === "") return Either.left("security.number_required");
  const number = securityNumber(input);
  if (number === undefined) return Either.left("security.number_invalid");
  const current = security[field(list)];
  if (current.includes(number)) return Either.left("security.number_listed");
  if (current.length >= SECURITY_LIST_MAX) return Either.left("security.list_full");
  return Either.right({ ...security, [field(list)]: [...current, number] });
};

/** Takes a number off a list (nothing changes when it is not there). */
export const removeSecurityNumber = (
  security: MobileSecurity,
  list: SecurityListName,
  number: string,
): MobileSecurity => ({
  ...security,
  [field(list)]: security[field(list)].filter((item) => item !== number),
});

/** Every message key of the context, for the i18n completeness check. */
export const SecurityMessageKeys: ReadonlyArray<string> = [
  "security.number_required",
  "security.number_invalid",
  "security.number_listed",
  "security.list_full",
];
