import type { FeatureFlag, ProfileTab } from "../config";
import type { BuildGate, GuardName } from "./guard-names";
import type { RouteId } from "./route-ids";

/** Where a route sits: the layout the web app wraps it in. */
export type RouteArea = "public" | "auth" | "page" | "guest" | "profile" | "shop";

/** One entry of the route table. */
export interface RouteDefinition {
  readonly id: RouteId;
  /** wouter-style pattern: "/profile/account/invoices/:number", "/plans/:plan?". */
  readonly path: string;
  /** Other patterns that show the same page with the same guards ("/mobile-app-dashboard"). */
  readonly aliases: ReadonlyArray<string>;
  readonly area: RouteArea;
  /** Visitor guards, checked in this order; the first that fails redirects. */
  readonly guards: ReadonlyArray<GuardName>;
  /** Feature flags that must all be on, else the route does not exist in the build. */
  readonly flags: ReadonlyArray<FeatureFlag>;
  /** Other settings predicates that must all hold. */
  readonly gates: ReadonlyArray<BuildGate>;
  /** Not part of a production build (terms/:terms_path, checkout-landing, :slug, mobile/security). */
  readonly hiddenInProduction: boolean;
  /** What a visitor gets when the build does not show the route: not-found, or another route (/eshop -> checkout). */
  readonly denied: "not_found" | RouteId;
  /** The profile tab the route belongs to, for tab selection; undefined outside tabs. */
  readonly tab: ProfileTab | undefined;
  /** Navigating here keeps the scroll position instead of resetting it to the top. */
  readonly keepScroll: boolean;
}

type RouteOptions = Partial<Omit<RouteDefinition, "id" | "path" | "area">>;

/** A table entry with the defaults: no guards, flags or gates, shown everywhere, not-found when off. */
export const defineRoute = (
  id: RouteId,
  path: string,
  area: RouteArea,
  options: RouteOptions = {},
): RouteDefinition => ({
  id,
  path,
  area,
  aliases: options.aliases ?? [],
  guards: options.guards ?? [],
  flags: options.flags ?? [],
  gates: options.gates ?? [],
  hiddenInProduction: options.hiddenInProduction ?? false,
  denied: options.denied ?? "not_found",
  tab: options.tab,
  keepScroll: options.keepScroll ?? false,
});
