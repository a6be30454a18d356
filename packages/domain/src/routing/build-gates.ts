import type { Settings } from "../config";
import type { BuildGate } from "./guard-names";
import type { RouteDefinition } from "./route-definition";

const GATES: Readonly<Record<BuildGate, (settings: Settings) => boolean>> = {
  noExternalAbout: (s) => s.externalAboutUrl === undefined || s.externalAboutUrl.trim() === "",
  broadbandModule: (s) => s.flags.ufb || s.flags.fwa,
  captchaKey: (s) => s.captchaKey !== undefined && s.captchaKey.trim() !== "",
  simSwapAction: (s) => s.simActions.includes("SIM_SWAP"),
  simDisableEnableAction: (s) => s.simActions.includes("SIM_DISABLE_ENABLE"),
  productTypeTransferAction: (s) => s.simActions.includes("PRODUCT_TYPE_TRANSFER"),
  numberPortingAction: (s) => s.simActions.includes("NUMBER_PORTING_ON_DASHBOARD"),
  internationalRoaming: (s) => s.supplementaryFeatures.includes("INTERNATIONAL_ROAMING"),
  customerGroupsMode: (s) => s.groupMode === "ALL" || s.groupMode === "CUSTOMER",
  mobileGroupsMode: (s) => s.groupMode === "ALL" || s.groupMode === "MOBILE",
};

export const isGateOpen = (gate: BuildGate, settings: Settings): boolean => GATES[gate](settings);

/**
 * Whether a build shows a route at all: every flag on, every gate open, and not a non-production page in production.
 * Visitor guards come after this; a route the build does not show is not-found (or its `denied` route) for everyone.
 */
export const isRouteEnabled = (route: RouteDefinition, settings: Settings): boolean =>
  !(route.hiddenInProduction && settings.production) &&
  route.flags.every((flag) => settings.flags[flag]) &&
  route.gates.every((gate) => isGateOpen(gate, settings));
