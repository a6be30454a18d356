import { maskUrlTokens } from "@waea/domain/ports";
import { formatHref, splitLocation } from "@waea/domain/routing";

/**
 * A location for an analytics event, tokens masked by the domain's rule (APP-04). A query value that is itself a
 * location (the `redirect` of a detour) is masked too: encoded inside another URL, its tokens would otherwise pass
 * the rule's pattern untouched.
 */
export const maskLocation = (location: string): string => {
  const { pathname, query } = splitLocation(maskUrlTokens(location));
  const masked = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value.startsWith("/") ? maskLocation(value) : value]),
  );
  return formatHref(pathname, masked);
};
