export { httpAuthApiLayer, makeHttpAuthApi } from "./auth-http";
export { httpBillingApiLayer, makeHttpBillingApi } from "./billing-http";
export { HttpClient, makeHttpLayer, type HttpLayerOptions, type HttpPorts } from "./http-layer";
export { CardProviderViaApi, cardPaymentsLayer } from "./payment-provider-http";
