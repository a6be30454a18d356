import * as Context from "effect/Context";
import * as Layer from "effect/Layer";
import { BillingApi } from "@waea/domain/billing/api";
import { BillingRoutesApi } from "@waea/domain/billing-routes/api";
import { BroadbandApi } from "@waea/domain/broadband/api";
import { CartApi } from "@waea/domain/cart/api";
import { CheckoutApi } from "@waea/domain/checkout/api";
import { AccountProductsApi } from "@waea/domain/checks/api";
import { GroupsApi } from "@waea/domain/groups/api";
import { GuestApi } from "@waea/domain/guest/api";
import { HelpApi } from "@waea/domain/help/api";
import { MobileSecurityApi } from "@waea/domain/mobile-security/api";
import { OnboardingApi } from "@waea/domain/onboarding/api";
import { PaymentsApi } from "@waea/domain/payments/api";
import { PlansApi } from "@waea/domain/plans/api";
import { PortingApi } from "@waea/domain/porting/api";
import { AddressApi, CustomerApi } from "@waea/domain/profile/api";
import { RewardsApi } from "@waea/domain/rewards/api";
import { AuthApi } from "@waea/domain/session/api";
import { SimApi } from "@waea/domain/sim/api";
import { UsageApi } from "@waea/domain/usage/api";
import type { HttpApiClient } from "../client";
import type { ApiPorts } from "./api-ports";
import { makeHttpBillingRouteList } from "./billing-route-list-http";
import { lazyService } from "./lazy-port";
import { makeHttpPaymentCards } from "./payment-cards-http";
import { portModules } from "./port-modules";

/**
 * Every operator API port of apiPorts (api-ports.ts), each loading its module, and with it its context's contract
 * calls, on its first call: the browser's start chunk carries none of them (the bundler makes each import a chunk).
 * A context adds one line here beside its line in api-ports.ts: the type fails without it (a layer that provides
 * fewer ports is not a Layer<ApiPorts>), and a line that loads another port's module does not type-check either.
 *
 * The session restore's card list and routes list (the guards' hasPaymentMethods and parent route) are parts of
 * their ports of their own (LazyParts), built with the start: a signed-in page that calls nothing else of payments or
 * billing routes loads neither context's whole contract. The balance reads (the dashboard's) are a part of payments
 * too, and the fibre lists and plan search (a fibre-only account's restore and broadband summary) a part of
 * broadband. So are the payment history (its page's list) and the auto top-up's read (the top-up page's card): those
 * pages load none of the payment, add-on and voucher schemas before the customer acts. The cart's reads (every cart
 * and checkout visit restores the cart) are a part of cart: a look at the cart loads none of its save and search
 * schemas.
 */
export const lazyApiPorts = (client: HttpApiClient): Layer.Layer<ApiPorts> => {
  // The session restore's two lists come with the start chunk: every signed-in start calls both (the guards'
  // hasPaymentMethods and parent route), so as chunks of their own they only cost four more files to fetch.
  const cardsPart = () => Promise.resolve(makeHttpPaymentCards(client));
  const balancesPart = () =>
    portModules["payment-balances"]().then((part) => part.makeHttpPaymentBalances(client));
  const historyPart = () =>
    import("./payment-history-http").then((part) => part.makeHttpPaymentHistory(client));
  const autoTopUpPart = () =>
    import("./payment-auto-top-up-http").then((part) => part.makeHttpPaymentAutoTopUp(client));
  const broadbandSummaryPart = () =>
    import("./broadband-summary-http").then((part) => part.makeHttpBroadbandSummary(client));
  const cartReadsPart = () => import("./cart-reads-http").then((part) => part.makeHttpCartReads(client));
  const routeListPart = () => Promise.resolve(makeHttpBillingRouteList(client));
  return Layer.succeedContext(
    Context.empty().pipe(
      Context.add(
        AuthApi,
        lazyService("auth", () => import("./auth-http").then((port) => port.makeHttpAuthApi(client))),
      ),
      Context.add(
        BillingApi,
        lazyService("billing", () =>
          import("./billing-http").then((port) => port.makeHttpBillingApi(client)),
        ),
      ),
      Context.add(
        PaymentsApi,
        lazyService(
          "payments",
          () => import("./payments-http").then((port) => port.makeHttpPaymentsApi(client)),
          {
            listPaymentMethods: cardsPart,
            getAccount: balancesPart,
            postpayBalance: balancesPart,
            prepayBalance: balancesPart,
            paymentHistory: historyPart,
            autoTopUp: autoTopUpPart,
          },
        ),
      ),
      Context.add(
        UsageApi,
        lazyService("usage", () => portModules.usage().then((port) => port.makeHttpUsageApi(client))),
      ),
      Context.add(
        PlansApi,
        lazyService("plans", () => import("./plans-http").then((port) => port.makeHttpPlansApi(client))),
      ),
      Context.add(
        SimApi,
        lazyService("sim", () => import("./sim-http").then((port) => port.makeHttpSimApi(client))),
      ),
      Context.add(
        PortingApi,
        lazyService("porting", () =>
          import("./porting-http").then((port) => port.makeHttpPortingApi(client)),
        ),
      ),
      Context.add(
        OnboardingApi,
        lazyService("onboarding", () =>
          import("./onboarding-http").then((port) => port.makeHttpOnboardingApi(client)),
        ),
      ),
      Context.add(
        GuestApi,
        lazyService("guest", () => import("./guest-http").then((port) => port.makeHttpGuestApi(client))),
      ),
      Context.add(
        CustomerApi,
        lazyService("customer", () =>
          import("./customer-http").then((port) => port.makeHttpCustomerApi(client)),
        ),
      ),
      Context.add(
        AddressApi,
        lazyService("address", () =>
          import("./address-http").then((port) => port.makeHttpAddressApi(client)),
        ),
      ),
      Context.add(
        AccountProductsApi,
        lazyService("accountProducts", () =>
          import("./account-products-http").then((port) => port.makeHttpAccountProductsApi(client)),
        ),
      ),
      Context.add(
        CartApi,
        lazyService("cart", () => import("./cart-http").then((port) => port.makeHttpCartApi(client)), {
          getCart: cartReadsPart,
          getCustomerCart: cartReadsPart,
        }),
      ),
      Context.add(
        CheckoutApi,
        lazyService("checkout", () =>
          import("./checkout-http").then((port) => port.makeHttpCheckoutApi(client)),
        ),
      ),
      Context.add(
        BroadbandApi,
        lazyService(
          "broadband",
          () => import("./broadband-http").then((port) => port.makeHttpBroadbandApi(client)),
          { fibreList: broadbandSummaryPart, ufbPlanSearch: broadbandSummaryPart },
        ),
      ),
      Context.add(
        GroupsApi,
        lazyService("groups", () => import("./groups-http").then((port) => port.makeHttpGroupsApi(client))),
      ),
      Context.add(
        BillingRoutesApi,
        lazyService(
          "billingRoutes",
          () => import("./billing-routes-http").then((port) => port.makeHttpBillingRoutesApi(client)),
          { listRoutes: routeListPart },
        ),
      ),
      Context.add(
        HelpApi,
        lazyService("help", () => import("./help-http").then((port) => port.makeHttpHelpApi(client))),
      ),
      Context.add(
        RewardsApi,
        lazyService("rewards", () =>
          import("./rewards-http").then((port) => port.makeHttpRewardsApi(client)),
        ),
      ),
      Context.add(
        MobileSecurityApi,
        lazyService("mobileSecurity", () =>
          import("./mobile-security-http").then((port) => port.makeHttpMobileSecurityApi(client)),
        ),
      ),
    ),
  );
};
