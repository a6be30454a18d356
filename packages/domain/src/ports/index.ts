export {
  Analytics,
  AnalyticsEventNames,
  makeMemoryAnalytics,
  maskUrlTokens,
  memoryAnalyticsLayer,
} from "./analytics";
export type { AnalyticsEvent, AnalyticsEventName, AnalyticsService } from "./analytics";
export {
  ApiError,
  ApiFailure,
  DecodeError,
  Forbidden,
  NetworkError,
  TooManyAttempts,
  Unauthorized,
  apiErrorMessageKey,
  apiFailure,
  retryAfterMinutes,
} from "./api-error";
export { clockReading, frozenClock } from "./test-clocks";
export { millisToNanos, nanosToMillis } from "./epoch-nanos";
export { CardConfirmationError, Payments, makeMemoryPayments, memoryPaymentsLayer } from "./payments";
export type { EnteredCard, PaymentConfirmation, PaymentsService } from "./payments";
export { Storage, makeMemoryStorage, memoryStorageLayer } from "./storage";
export type { StorageService } from "./storage";
export { StorageKeys, type StorageKey } from "./storage-keys";
export { IntentKey, IntentKeys, intentKeyOr, mintIntentKey } from "./intent-key";
export type { IntentKeysService } from "./intent-key";
