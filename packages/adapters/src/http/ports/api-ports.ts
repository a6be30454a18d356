import * as Layer from "effect/Layer";
import type { HttpApiClient } from "../client";
import { httpAccountProductsLayer } from "./account-products-http";
import { httpAddressLayer } from "./address-http";
import { httpAuthApiLayer } from "./auth-http";
import { httpBillingApiLayer } from "./billing-http";
import { httpBillingRoutesLayer } from "./billing-routes-http";
import { httpBroadbandLayer } from "./broadband-http";
import { httpCartLayer } from "./cart-http";
import { httpCheckoutLayer } from "./checkout-http";
import { httpCustomerLayer } from "./customer-http";
import { httpGroupsLayer } from "./groups-http";
import { httpGuestLayer } from "./guest-http";
import { httpHelpLayer } from "./help-http";
import { httpMobileSecurityLayer } from "./mobile-security-http";
import { httpOnboardingLayer } from "./onboarding-http";
import { httpPaymentsLayer } from "./payments-http";
import { httpPlansLayer } from "./plans-http";
import { httpPortingLayer } from "./porting-http";
import { httpRewardsLayer } from "./rewards-http";
import { httpSimLayer } from "./sim-http";
import { httpUsageLayer } from "./usage-http";

/**
 * Every operator API port over one client, loaded with it (the CLI, the tests). A context adds its port file, one
 * line here and one in lazy-api-ports.ts (the browser's, which the type checks against this list).
 */
export const apiPorts = (client: HttpApiClient) =>
  Layer.mergeAll(
    httpAuthApiLayer(client),
    httpBillingApiLayer(client),
    httpPaymentsLayer(client),
    httpUsageLayer(client),
    httpPlansLayer(client),
    httpSimLayer(client),
    httpPortingLayer(client),
    httpOnboardingLayer(client),
    httpGuestLayer(client),
    httpCustomerLayer(client),
    httpAddressLayer(client),
    httpAccountProductsLayer(client),
    httpCartLayer(client),
    httpCheckoutLayer(client),
    httpBroadbandLayer(client),
    httpGroupsLayer(client),
    httpBillingRoutesLayer(client),
    httpHelpLayer(client),
    httpRewardsLayer(client),
    httpMobileSecurityLayer(client),
  );

/** The operator API ports (derived from the list above). */
export type ApiPorts = Layer.Layer.Success<ReturnType<typeof apiPorts>>;
