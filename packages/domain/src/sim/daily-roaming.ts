import type { Settings } from "../config";

/** The supplementary features page offers international roaming when the build lists it (PLAN-08). */
export const isInternationalRoamingOffered = (settings: Settings): boolean =>
  settings.supplementaryFeatures.includes("INTERNATIONAL_ROAMING");
