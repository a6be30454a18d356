import type { SimMetadata } from "../sim";

/**
 * The swap flag to keep in the session: the service this SIM replaces, when replacement-for is set (ONB-07).
 * Undefined means no flag: a stale one from an earlier onboarding is removed.
 */
export const swapFlagFor = (metadata: Pick<SimMetadata, "ReplacementFor">): string | undefined => {
  const value = (metadata.ReplacementFor ?? "").trim();
  return value === "" ? undefined : value;
};
