import { splitLocation, type Query } from "./location";
import { normalisePathname } from "./path-match";
import type { RouteId } from "./route-ids";
import { staticHref } from "./route-table";

export interface LinkShortcut {
  readonly route: RouteId;
  /** Extra query the shortcut passes to its page. */
  readonly query: Query;
}

const to = (route: RouteId, query: Query = {}): LinkShortcut => ({ route, query });

/** The query value that tells the pay-bill page to start with a custom amount (custom-amount shortcut). */
export const CUSTOM_AMOUNT_QUERY: Query = { amount: "custom" };
/** The query value that opens the chat widget on the home page (chat shortcut). */
export const OPEN_CHAT_QUERY: Query = { chat: "open" };

/** The /link shortcut table of spec 01 §2 and 02 §2 (APP-06); the key "" is /link itself. */
export const LinkShortcuts: Readonly<Record<string, LinkShortcut>> = {
  "": to("profile.payments-history"),
  home: to("profile.mobile"),
  products: to("profile.mobile.addons"),
  invoices: to("profile.invoices"),
  "payment-methods": to("profile.payment-methods"),
  usage: to("profile.mobile.usage"),
  "payments-history": to("profile.payments-history"),
  "shipping-details": to("profile.shipping-details"),
  "order-history": to("profile.order-history"),
  "mobile-features": to("profile.mobile.sim-card-actions"),
  "sim-settings": to("profile.mobile.supp-features"),
  notifications: to("profile.account.change-notifications"),
  voucher: to("profile.redeem-voucher"),
  "full-amount": to("profile.pay-bill"),
  "custom-amount": to("profile.pay-bill", CUSTOM_AMOUNT_QUERY),
  chat: to("home", OPEN_CHAT_QUERY),
  help: to("help"),
  terms: to("terms"),
  privacy: to("privacy"),
  "calling-rates": to("international-plans"),
};

/** The query key naming the page to return to after sign-in (and the other detours). */
export const REDIRECT_QUERY_KEY = "redirect";

export interface LinkResolution {
  readonly shortcut: string;
  /** The page the shortcut names, with its query. */
  readonly target: string;
  /** Where to go now: the target, or sign-in naming the target when not signed in. */
  readonly href: string;
}

/** Whether a pathname is /link or under it. */
export const isLinkPath = (pathname: string): boolean => {
  const path = normalisePathname(pathname).toLowerCase();
  return path === "/link" || path.startsWith("/link/");
};

/**
 * Resolves a /link location. Query values of the link are passed on to the target (the shortcut's own query wins).
 * A visitor who is not signed in goes to sign-in with `redirect` naming the target, for every shortcut, as the spec
 * says. Undefined for a path that is not a known shortcut.
 */
export const resolveLink = (location: string, signedIn: boolean): LinkResolution | undefined => {
  const { pathname, query } = splitLocation(location);
  if (!isLinkPath(pathname)) return undefined;
  const shortcut = normalisePathname(pathname).slice("/link".length).replace(/^\//, "").toLowerCase();
  const entry = Object.hasOwn(LinkShortcuts, shortcut) ? LinkShortcuts[shortcut] : undefined;
  if (entry === undefined) return undefined;
  const target = staticHref(entry.route, { ...query, ...entry.query });
  const href = signedIn ? target : staticHref("sign-in", { [REDIRECT_QUERY_KEY]: target });
  return { shortcut, target, href };
};
