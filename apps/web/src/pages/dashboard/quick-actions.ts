import type { Settings } from "@waea/domain/config";
import { evaluateRoute, isAllow, staticHref, type RouteId, type VisitorState } from "@waea/domain/routing";

export interface QuickAction {
  readonly route: RouteId;
  readonly label: string;
}

/** The dashboard's quick actions in the order they are offered: money first, then plan and add-ons, then the SIM. */
const ACTIONS: ReadonlyArray<QuickAction> = [
  { route: "profile.mobile.top-up", label: "dashboard:action_top_up" },
  { route: "profile.pay-bill", label: "dashboard:action_pay_bill" },
  { route: "profile.mobile.addons", label: "dashboard:action_buy_addon" },
  { route: "profile.mobile.all-plans", label: "dashboard:action_change_plan" },
  { route: "profile.mobile.sim-card-actions", label: "dashboard:action_sim" },
];

/**
 * The quick actions this visitor may take (PLAN-01): those whose page the route table lets them open, as its guards
 * and the build's flags decide (top up for prepay and PAYG, pay bill for postpay, SIM actions where switched on).
 */
export const quickActions = (visitor: VisitorState, settings: Settings): ReadonlyArray<QuickAction> =>
  ACTIONS.filter(({ route }) => isAllow(evaluateRoute(visitor, settings, staticHref(route))));
