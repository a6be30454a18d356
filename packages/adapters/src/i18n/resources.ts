// Translation resources shared by the web app and the CLI: one flat JSON file per namespace and language.
// A namespace is the first segment of a domain message key ("validation.password_too_short").
// resources.test.ts fails when a file in locales/ is not listed here, or when a key is missing in a language.
import en_account from "./locales/en/account.json";
import en_billing from "./locales/en/billing.json";
import en_billing_routes from "./locales/en/billing-routes.json";
import en_broadband from "./locales/en/broadband.json";
import en_cart from "./locales/en/cart.json";
import en_checkout from "./locales/en/checkout.json";
import en_checks from "./locales/en/checks.json";
import en_dashboard from "./locales/en/dashboard.json";
import en_errors from "./locales/en/errors.json";
import en_groups from "./locales/en/groups.json";
import en_guest from "./locales/en/guest.json";
import en_help from "./locales/en/help.json";
import en_money from "./locales/en/money.json";
import en_onboarding from "./locales/en/onboarding.json";
import en_pay from "./locales/en/pay.json";
import en_payments from "./locales/en/payments.json";
import en_plans from "./locales/en/plans.json";
import en_porting from "./locales/en/porting.json";
import en_profile from "./locales/en/profile.json";
import en_rates from "./locales/en/rates.json";
import en_rewards from "./locales/en/rewards.json";
import en_routing from "./locales/en/routing.json";
import en_security from "./locales/en/security.json";
import en_shop from "./locales/en/shop.json";
import en_sim from "./locales/en/sim.json";
import en_usage from "./locales/en/usage.json";
import en_validation from "./locales/en/validation.json";
import en_site from "./locales/en/site.json";
import en_web from "./locales/en/web.json";
import en_access from "./locales/en/access.json";
import miNZ_account from "./locales/mi-NZ/account.json";
import miNZ_billing from "./locales/mi-NZ/billing.json";
import miNZ_billing_routes from "./locales/mi-NZ/billing-routes.json";
import miNZ_broadband from "./locales/mi-NZ/broadband.json";
import miNZ_cart from "./locales/mi-NZ/cart.json";
import miNZ_checkout from "./locales/mi-NZ/checkout.json";
import miNZ_checks from "./locales/mi-NZ/checks.json";
import miNZ_dashboard from "./locales/mi-NZ/dashboard.json";
import miNZ_errors from "./locales/mi-NZ/errors.json";
import miNZ_groups from "./locales/mi-NZ/groups.json";
import miNZ_guest from "./locales/mi-NZ/guest.json";
import miNZ_help from "./locales/mi-NZ/help.json";
import miNZ_money from "./locales/mi-NZ/money.json";
import miNZ_onboarding from "./locales/mi-NZ/onboarding.json";
import miNZ_pay from "./locales/mi-NZ/pay.json";
import miNZ_payments from "./locales/mi-NZ/payments.json";
import miNZ_plans from "./locales/mi-NZ/plans.json";
import miNZ_porting from "./locales/mi-NZ/porting.json";
import miNZ_profile from "./locales/mi-NZ/profile.json";
import miNZ_rates from "./locales/mi-NZ/rates.json";
import miNZ_rewards from "./locales/mi-NZ/rewards.json";
import miNZ_routing from "./locales/mi-NZ/routing.json";
import miNZ_security from "./locales/mi-NZ/security.json";
import miNZ_shop from "./locales/mi-NZ/shop.json";
import miNZ_sim from "./locales/mi-NZ/sim.json";
import miNZ_usage from "./locales/mi-NZ/usage.json";
import miNZ_validation from "./locales/mi-NZ/validation.json";
import miNZ_site from "./locales/mi-NZ/site.json";
import miNZ_web from "./locales/mi-NZ/web.json";
import miNZ_access from "./locales/mi-NZ/access.json";

export const Namespaces = [
  "access",
  "account",
  "billing",
  "billing-routes",
  "broadband",
  "cart",
  "checkout",
  "checks",
  "dashboard",
  "errors",
  "groups",
  "guest",
  "help",
  "money",
  "onboarding",
  "pay",
  "payments",
  "plans",
  "porting",
  "profile",
  "rates",
  "rewards",
  "routing",
  "security",
  "shop",
  "sim",
  "site",
  "usage",
  "validation",
  "web",
] as const;
export type Namespace = (typeof Namespaces)[number];

export type Catalog = Readonly<Record<string, string>>;
export type LanguageResources = Readonly<Record<Namespace, Catalog>>;

const en: LanguageResources = {
  access: en_access,
  account: en_account,
  billing: en_billing,
  "billing-routes": en_billing_routes,
  broadband: en_broadband,
  cart: en_cart,
  checkout: en_checkout,
  checks: en_checks,
  dashboard: en_dashboard,
  errors: en_errors,
  groups: en_groups,
  guest: en_guest,
  help: en_help,
  money: en_money,
  onboarding: en_onboarding,
  pay: en_pay,
  payments: en_payments,
  plans: en_plans,
  porting: en_porting,
  profile: en_profile,
  rates: en_rates,
  rewards: en_rewards,
  routing: en_routing,
  security: en_security,
  shop: en_shop,
  sim: en_sim,
  site: en_site,
  usage: en_usage,
  validation: en_validation,
  web: en_web,
};
const miNZ: LanguageResources = {
  access: miNZ_access,
  account: miNZ_account,
  billing: miNZ_billing,
  "billing-routes": miNZ_billing_routes,
  broadband: miNZ_broadband,
  cart: miNZ_cart,
  checkout: miNZ_checkout,
  checks: miNZ_checks,
  dashboard: miNZ_dashboard,
  errors: miNZ_errors,
  groups: miNZ_groups,
  guest: miNZ_guest,
  help: miNZ_help,
  money: miNZ_money,
  onboarding: miNZ_onboarding,
  pay: miNZ_pay,
  payments: miNZ_payments,
  plans: miNZ_plans,
  porting: miNZ_porting,
  profile: miNZ_profile,
  rates: miNZ_rates,
  rewards: miNZ_rewards,
  routing: miNZ_routing,
  security: miNZ_security,
  shop: miNZ_shop,
  sim: miNZ_sim,
  site: miNZ_site,
  usage: miNZ_usage,
  validation: miNZ_validation,
  web: miNZ_web,
};

/** Every language of spec 01 §1 with its namespaces, in the shape i18next takes as `resources`. */
export const resources = { en, "mi-NZ": miNZ } as const;
