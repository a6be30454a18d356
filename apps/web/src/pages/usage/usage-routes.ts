import { staticHref, type RouteId } from "@waea/domain/routing";

/** The two usage pages of a product: the overview and its details (USE-04), for mobile or fixed wireless. */
export interface UsageRoutes {
  readonly fwa: boolean;
  readonly title: string;
  readonly detailsTitle: string;
  readonly overview: string;
  readonly details: string;
}

const MOBILE: UsageRoutes = {
  fwa: false,
  title: "usage:title",
  detailsTitle: "usage:details_title",
  overview: staticHref("profile.mobile.usage"),
  details: staticHref("profile.mobile.usage-details"),
};

const FWA: UsageRoutes = {
  fwa: true,
  title: "usage:title_fwa",
  detailsTitle: "usage:details_title_fwa",
  overview: staticHref("profile.broadband.fwa.usage"),
  details: staticHref("profile.broadband.fwa.usage-details"),
};

/** The usage pages a route belongs to: fixed wireless under /profile/broadband/fwa, mobile otherwise. */
export const usageRoutes = (id: RouteId): UsageRoutes =>
  id.startsWith("profile.broadband.fwa.") ? FWA : MOBILE;
