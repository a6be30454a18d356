export {
  openFakeApi,
  FROZEN_AT,
  IN_PROCESS_ORIGIN,
  type InProcessFakeApi,
  type InProcessOptions,
} from "./open-fake-api";
export { injectFetch } from "./inject-fetch";
export type { OneTimeCodes } from "./one-time-codes";
export {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_INVITATION_CODE,
  BULK_LOGIN_EMAIL,
  OPS_LOGIN_EMAIL,
} from "../world/demo-accounts";
export { DEMO_PROMO_CODES, DEMO_VOUCHERS } from "../world/payments-extras-seed";
export {
  DEMO_ACTIVATION_CODE,
  DEMO_ACTIVATION_VERIFICATION_CODE,
  DEMO_EXPIRED_ACTIVATION_CODE,
  DemoAdoptionTokens,
} from "../world/onboarding";
export { OnboardingDemos } from "../world/onboarding-demo-seed";
export { uuidFor } from "../world/prng";
export {
  ACTIVATION_FAILS_ONCE_NUMBER,
  LOCKED_ONCE_NUMBER,
  NOT_PORTABLE_NUMBER,
  NOT_TRANSFERABLE_NUMBER,
  REJECTED_ONCE_NUMBER,
} from "../world/porting";
export {
  consentAtProvider,
  showConsent,
  submitConsent,
  type ConsentChoice,
  type ShownConsent,
  type SubmittedConsent,
} from "./provider-consent";
export { XSS_ARTICLE, XSS_MARK } from "../world/help-xss-article";
