import type { Settings } from "@waea/domain/config";
import { evaluateRoute, isAllow, staticHref, type RouteId, type VisitorState } from "@waea/domain/routing";
import { availableSimActions, simActionLabelKey, type SimActionKind } from "@waea/domain/sim";

export interface SimLink {
  readonly route: RouteId;
  /** An i18n key ("sim:action_swap"). */
  readonly label: string;
  readonly hint: string;
}

/** The page of each SIM card action (the route table's ids; number porting's page is s4-porting's to fill). */
export const SIM_ACTION_ROUTES: Readonly<Record<SimActionKind, RouteId>> = {
  disable: "profile.mobile.disable-sim",
  enable: "profile.mobile.enable-sim",
  swap: "profile.mobile.sim-swap",
  details: "profile.mobile.sim-details",
  number_porting: "profile.mobile.number-porting",
  phone_number_change: "profile.mobile.phone-number-change",
  product_type_transfer: "sim-transfer-product-type",
};

const i18n = (domainKey: string): string => domainKey.replace(".", ":");

/**
 * Pages beside the SIM actions: the call settings (SIM-01, on the supplementary features page) and mobile security
 * (SIM-07, non-production only: the route table says not-found in production, so the link is not offered there).
 */
const OTHER_LINKS: ReadonlyArray<SimLink> = [
  { route: "profile.mobile.supp-features", label: "sim:settings_title", hint: "sim:settings_hint" },
  { route: "profile.mobile.security", label: "sim:security_link", hint: "sim:security_hint" },
];

/**
 * SIM-08: the entries of the SIM card actions page. An action is offered when the build's flags and allowed SIM
 * actions offer it (the domain decides, with the SIM's state: disable for an enabled SIM, enable for a disabled one)
 * and the route table lets this visitor open its page; then the call settings and mobile security where allowed.
 */
export const simLinks = (
  visitor: VisitorState,
  settings: Settings,
  simEnabled: boolean | undefined,
): ReadonlyArray<SimLink> => {
  const allowed = (route: RouteId) => isAllow(evaluateRoute(visitor, settings, staticHref(route)));
  const actions = availableSimActions(settings, simEnabled).map((action) => ({
    route: SIM_ACTION_ROUTES[action],
    label: i18n(simActionLabelKey(action)),
    hint: `sim:hint_${action}`,
  }));
  return [...actions, ...OTHER_LINKS].filter(({ route }) => allowed(route));
};
