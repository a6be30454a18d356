export { makeApiClient, type ApiClient, type GroupedCalls } from "./make-api-client";
export { makeHttpClient, type CallFn, type CallsByMethod, type HttpApiClient } from "./make-http-client";
export {
  API_TIMEOUT_MS,
  REFRESHED_TOKEN_EXPIRY_HEADER,
  REFRESHED_TOKEN_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type ApiClientOptions,
  type LogoutReason,
  type RedirectMode,
} from "./options";
export { cacheKey, makeReplyCache, type CacheEntry, type ReplyCache } from "./cache";
export { decodeReply } from "./decode";
