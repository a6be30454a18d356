import type { RouteId } from "@waea/domain/routing";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageProps } from "./page-props";

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** The pages of this issue, each its own chunk (the route table is the domain's: @waea/domain/routing). */
const PAGES: Partial<Record<RouteId, LazyPage>> = {
  home: lazy(() => import("../pages/home/home-page")),
  about: lazy(() => import("../pages/legal/about-page")),
  terms: lazy(() => import("../pages/legal/terms-page")),
  "terms-page": lazy(() => import("../pages/legal/terms-document-page")),
  privacy: lazy(() => import("../pages/legal/privacy-page")),
  "sign-in": lazy(() => import("../pages/sign-in/sign-in-page")),
  "sign-up": lazy(() => import("../pages/sign-up/sign-up-page")),
  "identity-link": lazy(() => import("../pages/sign-up/identity-link-page")),
  "forgot-pass": lazy(() => import("../pages/forgot/forgot-password-page")),
  "forgot-email": lazy(() => import("../pages/forgot/forgot-email-page")),
  "select-account": lazy(() => import("../pages/account/select-account-page")),
  "email-verify-page": lazy(() => import("../pages/account/email-verify-page")),
  suspended: lazy(() => import("../pages/account/suspended-page")),
  "no-payment-methods": lazy(() => import("../pages/account/no-payment-methods-page")),
  "no-plans-page": lazy(() => import("../pages/account/no-plans-page")),
};

/**
 * COMING LATER: the one placeholder for every route whose page belongs to a later issue (mobile self-service,
 * shop, broadband, groups, billing routes, help, rewards, onboarding). It says so on screen; the routes, guards and
 * redirects in front of it are already the real ones.
 */
const ComingLaterPage: LazyPage = lazy(() => import("../pages/coming-later/coming-later-page"));

export const NotFoundPage = lazy(() => import("../pages/not-found/not-found-page"));

export const pageFor = (id: RouteId): LazyPage => PAGES[id] ?? ComingLaterPage;
