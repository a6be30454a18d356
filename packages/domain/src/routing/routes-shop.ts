import { defineRoute, type RouteDefinition } from "./route-definition";
import { PUBLIC_GUARDS } from "./routes-site";

/** Shop routes of spec 01 §2 and 03 §2. The :slug product page matches any one segment, so it comes last. */
export const shopRoutes: ReadonlyArray<RouteDefinition> = [
  defineRoute("eshop", "/eshop", "shop", {
    guards: PUBLIC_GUARDS,
    hiddenInProduction: true,
    denied: "checkout",
  }),
  defineRoute("checkout", "/checkout", "shop", { guards: PUBLIC_GUARDS }),
  defineRoute("checkout-ufb", "/checkout-ufb", "shop", { guards: PUBLIC_GUARDS, flags: ["ufb"] }),
  defineRoute("checkout-fwa", "/checkout-fwa", "shop", { guards: PUBLIC_GUARDS, flags: ["fwa"] }),
  defineRoute("checkout-landing", "/checkout-landing", "shop", {
    guards: PUBLIC_GUARDS,
    hiddenInProduction: true,
  }),
  defineRoute("email-verify", "/email-verify", "shop", { guards: PUBLIC_GUARDS }),
  defineRoute("afterpay-return", "/afterpay-return", "shop", { guards: PUBLIC_GUARDS, flags: ["afterpay"] }),
  defineRoute("thanks", "/thanks", "shop", { guards: [...PUBLIC_GUARDS, "completedPurchase"] }),
  defineRoute("thanks-broadband", "/thanks-broadband", "shop", {
    guards: [...PUBLIC_GUARDS, "completedPurchase"],
    gates: ["broadbandModule"],
  }),
  defineRoute("product", "/:slug", "shop", { guards: PUBLIC_GUARDS, hiddenInProduction: true }),
];
