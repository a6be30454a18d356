import type { RouteId } from "@waea/domain/routing";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { DASHBOARD_TEXTS } from "../pages/dashboard/dashboard-texts";
import { makePageChoice } from "./page-choice";
import type { AppState } from "../state/app-state";
import type { PageProps } from "./page-props";

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;
/**
 * A page's module: its component, and `preloadReads`, which starts its first read early: the code it calls (the port
 * modules, which the read would otherwise load itself, a round trip before its figures), and the read itself once
 * the session is restored (the dashboard's, pages/dashboard/early-read.ts).
 */
interface PageModule {
  readonly default: ComponentType<PageProps>;
  readonly preloadReads?: (state: AppState) => void;
}
type PageLoader = () => Promise<PageModule>;

/** The pages of this issue, each its own chunk (the route table is the domain's: @waea/domain/routing). */
const LOADERS: Partial<Record<RouteId, PageLoader>> = {
  home: () => import("../pages/home/home-page"),
  about: () => import("../pages/legal/about-page"),
  terms: () => import("../pages/legal/terms-page"),
  "terms-page": () => import("../pages/legal/terms-document-page"),
  privacy: () => import("../pages/legal/privacy-page"),
  "sign-in": () => import("../pages/sign-in/sign-in-page"),
  "sign-up": () => import("../pages/sign-up/sign-up-page"),
  "identity-link": () => import("../pages/sign-up/identity-link-page"),
  "forgot-pass": () => import("../pages/forgot/forgot-password-page"),
  "forgot-email": () => import("../pages/forgot/forgot-email-page"),
  "select-account": () => import("../pages/account/select-account-page"),
  "email-verify-page": () => import("../pages/account/email-verify-page"),
  suspended: () => import("../pages/account/suspended-page"),
  "no-payment-methods": () => import("../pages/account/no-payment-methods-page"),
  "no-plans-page": () => import("../pages/account/no-plans-page"),
  activation: () => import("../pages/onboarding/activation-page"),
  welcome: () => import("../pages/onboarding/welcome-page"),
  "mobile-onboarding": () => import("../pages/onboarding/mobile-onboarding-page"),
  "mobile-onboarding-finalise": () => import("../pages/onboarding/finalise-page"),
  onboarding: () => import("../pages/onboarding/onboarding-page"),
  "profile.account": () => import("../pages/profile/account-page"),
  "profile.account.change-password": () => import("../pages/profile/change-password-page"),
  "profile.account.change-email": () => import("../pages/profile/change-email-page"),
  "profile.account.change-notifications": () => import("../pages/profile/change-notifications-page"),
  "profile.account.rewards-link": () => import("../pages/profile/rewards-link-page"),
  "profile.shipping-details": () => import("../pages/profile/shipping-details-page"),
  "profile.order-history": () => import("../pages/profile/order-history-page"),
  // i13-addons: add-ons (PLAN-04), supplementary features (PLAN-08), billing type transfer (PLAN-10)
  "profile.mobile.addons": () => import("../pages/addons/addons-page"),
  "profile.mobile.supp-features": () => import("../pages/supp-features/supp-features-page"),
  "sim-transfer-product-type": () => import("../pages/billing-type/billing-type-page"),
  // issue 13, plans: your plan, all plans and plan change, the public plans pages.
  "profile.mobile.your-plan": () => import("../pages/plans/your-plan-page"),
  "profile.mobile.all-plans": () => import("../pages/plans/all-plans-page"),
  plans: () => import("../pages/public-plans/plans-page"),
  "sims-multi-plans": () => import("../pages/public-plans/sims-multi-plans-page"),
  // issue 13, dashboard: the signed-in home, the mobile dashboard and the broadband tab's summary.
  "profile.my-app-home": () => import("../pages/dashboard/my-app-home-page"),
  "profile.mobile": () => import("../pages/dashboard/mobile-dashboard-page"),
  "profile.broadband": () => import("../pages/dashboard/broadband-page"),
  // usage (USE-01..04) and international calling rates (PLAN-09)
  "profile.mobile.usage": () => import("../pages/usage/usage-page"),
  "profile.mobile.usage-details": () => import("../pages/usage/usage-details-page"),
  "profile.broadband.fwa.usage": () => import("../pages/usage/usage-page"),
  "profile.broadband.fwa.usage-details": () => import("../pages/usage/usage-details-page"),
  "international-plans": () => import("../pages/rates/rates-page"),
  // issue 14, money in: payment methods (PAY-01), top-up and auto top-up (PAY-02, PAY-03), pay bill (PAY-04),
  // the balance and billing page (PAY-10).
  "profile.payment-methods": () => import("../pages/payment-methods/payment-methods-page"),
  "profile.balance.add-card": () => import("../pages/payment-methods/payment-methods-page"),
  "profile.broadband.balance.payment-methods": () => import("../pages/payment-methods/payment-methods-page"),
  "profile.mobile.top-up": () => import("../pages/top-up/top-up-page"),
  "profile.broadband.balance.top-up": () => import("../pages/top-up/top-up-page"),
  "profile.pay-bill": () => import("../pages/pay-bill/pay-bill-page"),
  "profile.broadband.balance.pay-bill": () => import("../pages/pay-bill/pay-bill-page"),
  "profile.broadband.balance": () => import("../pages/balance/balance-page"),
  // issue 14, bills: vouchers and promo codes (PAY-05), invoices (PAY-06), receipts (PAY-07), payment history
  // (PAY-08) and the billing cycle of the mobile billing page (PAY-09).
  "profile.redeem-voucher": () => import("../pages/vouchers/redeem-voucher-page"),
  "profile.redeem-promo-code": () => import("../pages/vouchers/redeem-promo-code-page"),
  "profile.invoices": () => import("../pages/invoices/invoices-page"),
  "profile.account.invoice": () => import("../pages/invoices/invoice-page"),
  "profile.receipts": () => import("../pages/receipts/receipts-page"),
  "profile.account.receipt": () => import("../pages/receipts/receipt-page"),
  "profile.payments-history": () => import("../pages/payment-history/payment-history-page"),
  "profile.broadband.balance.payments-history": () => import("../pages/payment-history/payment-history-page"),
  "profile.mobile.billing": () => import("../pages/billing-cycle/billing-cycle-page"),
  // issue 16, shop: a SIM with a plan (SHOP-07), the cart and checkout (SHOP-02, 03, 05), thanks (SHOP-06), several
  // SIMs in one order (SHOP-04).
  "sim-purchase": () => import("../pages/shop/sim-purchase/sim-purchase-page"),
  checkout: () => import("../pages/shop/checkout/checkout-page"),
  "afterpay-return": () => import("../pages/shop/thanks/afterpay-return-page"),
  thanks: () => import("../pages/shop/thanks/thanks-page"),
  "sim-select-product": () => import("../pages/shop/multi-sim/multi-sim-page"),
  // issue 16, shop: the catalogue (SHOP-01) and a phone's product page (SHOP-07, non-production).
  eshop: () => import("../pages/shop/catalogue/eshop-page"),
  product: () => import("../pages/shop/catalogue/product-page"),
  // issue 16, shop: the pages in front of the checkout (SHOP-07).
  "checkout-landing": () => import("../pages/shop/landing/checkout-landing-page"),
  "order-placement": () => import("../pages/shop/landing/order-placement-page"),
  "email-verify": () => import("../pages/shop/landing/shop-email-verify-page"),
  // issue 15, SIM: the SIM card actions (SIM-08) and their pages: disable and enable (SIM-02), swap (SIM-03),
  // details (SIM-04), phone number change (SIM-05). The call settings (SIM-01) are on supp-features.
  "profile.mobile.sim-card-actions": () => import("../pages/sim/sim-card-actions-page"),
  "profile.mobile.disable-sim": () => import("../pages/sim/sim-toggle-page"),
  "profile.mobile.enable-sim": () => import("../pages/sim/sim-toggle-page"),
  "profile.mobile.sim-swap": () => import("../pages/sim/sim-swap-page"),
  "profile.mobile.sim-details": () => import("../pages/sim/sim-details-page"),
  "profile.mobile.phone-number-change": () => import("../pages/sim/phone-number-change-page"),
  // issue 16, broadband: the broadband flow (BB-01) and its thanks page.
  broadband: () => import("../pages/broadband/broadband-flow-page"),
  "thanks-broadband": () => import("../pages/broadband/thanks-broadband-page"),
  // issue 16, broadband: the profile's fibre pages (BB-04); subscribing is the broadband flow.
  "profile.broadband.ufb": () => import("../pages/broadband/fibre-subscriptions-page"),
  "profile.broadband.ufb.subscriptions": () => import("../pages/broadband/fibre-subscriptions-page"),
  "profile.broadband.ufb.subscribe": () => import("../pages/broadband/broadband-flow-page"),
  // issue 16, broadband: the profile's fixed wireless pages (BB-04) and the plan change (BB-02).
  "profile.broadband.fwa": () => import("../pages/fwa/fwa-subscriptions-page"),
  "profile.broadband.fwa.subscriptions": () => import("../pages/fwa/fwa-subscriptions-page"),
  "profile.broadband.fwa.billing": () => import("../pages/fwa/fwa-billing-page"),
  "profile.broadband.fwa.change-plan": () => import("../pages/fwa/fwa-change-plan-page"),
  "select-ufb-product": () => import("../pages/broadband/select-ufb-product-page"),
  // issue 17: billing routes (BR-01..04) with each route's meter and history, customer and mobile groups (GRP-01..04).
  "billing-routes": () => import("../pages/billing-routes/billing-routes-page"),
  "profile.balance.add-billing-method": () => import("../pages/billing-routes/add-route-page"),
  "profile.balance.edit-billing-method": () => import("../pages/billing-routes/edit-route-page"),
  "profile.balance.accept-billing-method": () => import("../pages/billing-routes/accept-route-page"),
  "profile.customer-groups": () => import("../pages/groups/customer-groups-page"),
  "profile.mobile-groups": () => import("../pages/groups/mobile-groups-page"),
  // issue 14, guest recharge and pay-bill (GST-01..03): not-found unless their flags and a captcha key are set.
  recharge: () => import("../pages/guest/recharge-page"),
  "guest-pay-bill": () => import("../pages/guest/guest-pay-bill-page"),
  // issue 15, porting: number porting with the port-in tracker (SIM-06).
  "profile.mobile.number-porting": () => import("../pages/porting/number-porting-page"),
  // issue 15, mobile security (SIM-07, non-production only): one page for the route and its sections.
  "profile.mobile.security": () => import("../pages/mobile-security/mobile-security-page"),
  "profile.mobile.security.basic": () => import("../pages/mobile-security/mobile-security-page"),
  "profile.mobile.security.advanced": () => import("../pages/mobile-security/mobile-security-page"),
  "profile.mobile.security.reports": () => import("../pages/mobile-security/mobile-security-page"),
  "profile.mobile.security.white-blacklist": () => import("../pages/mobile-security/mobile-security-page"),
  // issue 17, rewards: bonuses with rewards and gifts and a bonus's page (RWD-01), offers (RWD-02), power (RWD-03).
  "profile.bonuses": () => import("../pages/rewards/bonuses-page"),
  "profile.bonuses.rewards": () => import("../pages/rewards/bonuses-page"),
  "profile.bonuses.gifts": () => import("../pages/rewards/bonuses-page"),
  "profile.broadband.bonuses": () => import("../pages/rewards/bonuses-page"),
  "profile.bonuses.detail": () => import("../pages/rewards/bonus-page"),
  "profile.offers": () => import("../pages/rewards/offers-page"),
  "profile.offers.your-offers": () => import("../pages/rewards/offers-page"),
  "profile.offers.all-offers": () => import("../pages/rewards/offers-page"),
  "profile.power": () => import("../pages/rewards/power-page"),
  // issue 17, help centre (APP-11): categories, sections, articles (sanitised) and search; the chat is the shell's.
  help: () => import("../pages/help/help-page"),
  "help-category": () => import("../pages/help/help-category-page"),
  "help-article": () => import("../pages/help/help-article-page"),
  // issue 16, broadband (BB-04): the fibre service's usage this billing period and the broadband network protection.
  "profile.broadband.ufb.usage": () => import("../pages/fibre-usage/fibre-usage-page"),
  "profile.broadband.security": () => import("../pages/broadband-security/broadband-security-page"),
  // issue 16, broadband: the public fibre page and a plan's package (BB-03), each network's checkout (the flow's).
  ufb: () => import("../pages/ufb/ufb-page"),
  "ufb-package": () => import("../pages/ufb/ufb-package-page"),
  "checkout-ufb": () => import("../pages/broadband/broadband-checkout-page"),
  "checkout-fwa": () => import("../pages/broadband/broadband-checkout-page"),
};

export const NotFoundPage = lazy(() => import("../pages/not-found/not-found-page"));

const PAGES = new Map<RouteId, LazyPage>(
  Object.entries(LOADERS).map(([id, load]) => [id as RouteId, lazy(load)] as const),
);

/**
 * The routes that have a page of their own: every route but the profile root, whose guard always opens a tab
 * (shell.test.tsx checks it). app/routed-pages.test.tsx renders each.
 */
export const routedPages = (): ReadonlyArray<RouteId> => [...PAGES.keys()];

const choice = makePageChoice((id) => PAGES.get(id) ?? NotFoundPage);

/** The component of a route's page (page-choice.ts): preloaded, its module's own, which does not suspend. */
export const pageFor = choice.pageFor;

/**
 * The namespaces a page's first render asks for besides the ones every page starts with, where preloadPage loads
 * them beside its chunk: asked for only once the page rendered (after the session's restore), they made its first
 * render suspend, and React holds a suspended page back up to 300 ms more once they are in. The signed-in homes.
 */
const FIRST_TEXTS: Partial<Record<RouteId, ReadonlyArray<string>>> = {
  "profile.my-app-home": DASHBOARD_TEXTS,
  "profile.mobile": DASHBOARD_TEXTS,
};

/**
 * Starts loading a page's chunk now, so the first page's code downloads beside the first texts instead of after
 * them (the browser keeps the module, and the lazy page finds it loaded), its texts (FIRST_TEXTS, through
 * `loadTexts`), and once its chunk is in, its first read (`preloadReads`, given the app's `state`).
 */
export const preloadPage = (
  id: RouteId,
  loadTexts: (namespaces: ReadonlyArray<string>) => void = () => undefined,
  state?: AppState,
): void => {
  const texts = FIRST_TEXTS[id];
  if (texts !== undefined) loadTexts(texts);
  void LOADERS[id]?.()
    .then((module) => {
      choice.loaded(id, module.default);
      if (state !== undefined) module.preloadReads?.(state);
    })
    .catch(() => undefined);
};
