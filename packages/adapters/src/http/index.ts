export {
  contract,
  contractEntries,
  type CallId,
  type Contract,
  type InputOf,
  type ReplyOf,
} from "./contract";
export {
  API_TIMEOUT_MS,
  REFRESHED_TOKEN_EXPIRY_HEADER,
  REFRESHED_TOKEN_HEADER,
  makeApiClient,
  type ApiClient,
  type ApiClientOptions,
  type LogoutReason,
} from "./client";
export {
  CardProviderViaApi,
  HttpClient,
  cardPaymentsLayer,
  httpAuthApiLayer,
  httpBillingApiLayer,
  makeHttpAuthApi,
  makeHttpBillingApi,
  makeHttpLayer,
  type HttpLayerOptions,
  type HttpPorts,
} from "./ports";
