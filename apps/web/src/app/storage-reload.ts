import { StorageKeys } from "@waea/domain/ports";
import { findRoute, type RouteId } from "@waea/domain/routing";

/** The onboarding pages: a product change there goes home before reloading (spec 01 §2). */
export const ONBOARDING_ROUTES: ReadonlyArray<RouteId> = [
  "onboarding",
  "mobile-onboarding",
  "mobile-onboarding-finalise",
];

export type StorageChange = "ignore" | "reload" | "home-then-reload";

/** What a storage event from another tab means for this one (APP-05). */
export const storageChange = (
  event: Pick<StorageEvent, "key" | "oldValue" | "newValue">,
  pathname: string,
): StorageChange => {
  if (event.key !== StorageKeys.currentMobileProduct || event.oldValue === event.newValue) return "ignore";
  const id = findRoute(pathname)?.route.id;
  return id !== undefined && ONBOARDING_ROUTES.includes(id) ? "home-then-reload" : "reload";
};

/**
 * APP-05: when another tab changes the stored current mobile product, this page reloads; from onboarding it first
 * goes home (loading home is the reload). Returns the function that stops listening.
 */
export const listenForProductChange = (target: Window = window): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    const change = storageChange(event, target.location.pathname);
    if (change === "reload") target.location.reload();
    if (change === "home-then-reload") target.location.assign("/");
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
};
