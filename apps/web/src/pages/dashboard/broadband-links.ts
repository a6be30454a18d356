import type { Settings } from "@waea/domain/config";
import { evaluateRoute, isAllow, staticHref, type RouteId, type VisitorState } from "@waea/domain/routing";

export type BroadbandKind = "fwa" | "ufb";

const LINKS: Readonly<
  Record<BroadbandKind, ReadonlyArray<{ readonly route: RouteId; readonly label: string }>>
> = {
  fwa: [
    { route: "profile.broadband.fwa", label: "dashboard:broadband_service" },
    { route: "profile.broadband.fwa.usage", label: "dashboard:broadband_usage" },
    { route: "profile.broadband.balance", label: "dashboard:broadband_balance" },
  ],
  ufb: [
    { route: "profile.broadband.ufb", label: "dashboard:broadband_service" },
    { route: "profile.broadband.ufb.usage", label: "dashboard:broadband_usage" },
    { route: "profile.broadband.balance", label: "dashboard:broadband_balance" },
    { route: "profile.broadband.security", label: "dashboard:broadband_security" },
  ],
};

/** The broadband pages this visitor may open from the home (the route table's guards and the build decide). */
export const broadbandLinks = (kind: BroadbandKind, visitor: VisitorState, settings: Settings) =>
  LINKS[kind].filter(({ route }) => isAllow(evaluateRoute(visitor, settings, staticHref(route))));
