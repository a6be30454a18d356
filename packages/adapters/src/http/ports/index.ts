export { httpAccountProductsLayer } from "./account-products-http";
export { httpAuthApiLayer, makeHttpAuthApi } from "./auth-http";
export { httpBillingApiLayer, makeHttpBillingApi } from "./billing-http";
export { httpBillingRoutesLayer } from "./billing-routes-http";
export { HttpClient, type HttpLayerOptions, type HttpPorts } from "./client-layer";
export { httpCustomerLayer } from "./customer-http";
export { makeHttpLayer } from "./http-layer";
export { makeLazyHttpLayer, type EagerPort } from "./lazy-http-layer";
export { CardProviderViaApi, cardPaymentsLayer } from "./payment-provider-http";
