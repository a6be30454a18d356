import { authCalls } from "./auth";
import { billingCalls } from "./billing";
import type { CallDefinition } from "./define";
import { paymentsCalls } from "./payments";
import { providerCalls } from "./payment-provider";
import { usageCalls } from "./usage";
import { plansCalls } from "./plans";
import { simCalls } from "./sim";
import { portingCalls } from "./porting";
import { onboardingCalls } from "./onboarding";
import { guestCalls } from "./guest";
import { customerCalls } from "./customer";
import { addressCalls } from "./address";
import { accountProductsCalls } from "./account-products";
import { cartCalls } from "./cart";
import { checkoutCalls } from "./checkout";
import { broadbandCalls } from "./broadband";
import { groupsCalls } from "./groups";
import { billingRoutesCalls } from "./billing-routes";
import { helpCalls } from "./help";
import { rewardsCalls } from "./rewards";
import { securityCalls } from "./mobile-security";

/**
 * Every call of the operator API, keyed by id ("<context>.<portMethod>"). The client and the fake API are both
 * built from this record. A new context adds one file here and spreads its calls below.
 */
export const contract = {
  ...authCalls,
  ...billingCalls,
  ...paymentsCalls,
  ...providerCalls,
  ...usageCalls,
  ...plansCalls,
  ...simCalls,
  ...portingCalls,
  ...onboardingCalls,
  ...guestCalls,
  ...customerCalls,
  ...addressCalls,
  ...accountProductsCalls,
  ...cartCalls,
  ...checkoutCalls,
  ...broadbandCalls,
  ...groupsCalls,
  ...billingRoutesCalls,
  ...helpCalls,
  ...rewardsCalls,
  ...securityCalls,
} as const;

export type Contract = typeof contract;
export type CallId = keyof Contract & string;

/** The entries as a list, for code that walks the whole contract (routes, docs, tests). */
export const contractEntries: ReadonlyArray<CallDefinition> = Object.values(contract);

export { authCalls } from "./auth";
export { billingCalls } from "./billing";
export { paymentsCalls } from "./payments";
export { providerCalls } from "./payment-provider";
export { usageCalls } from "./usage";
export { plansCalls } from "./plans";
export { simCalls } from "./sim";
export { portingCalls } from "./porting";
export { onboardingCalls } from "./onboarding";
export { guestCalls } from "./guest";
export { customerCalls } from "./customer";
export { addressCalls } from "./address";
export { accountProductsCalls } from "./account-products";
export { cartCalls } from "./cart";
export { CART_TOKEN_HEADER } from "./cart-input";
export { checkoutCalls } from "./checkout";
export { broadbandCalls } from "./broadband";
export { groupsCalls } from "./groups";
export { billingRoutesCalls } from "./billing-routes";
export { helpCalls } from "./help";
export { rewardsCalls } from "./rewards";
export { securityCalls } from "./mobile-security";
export {
  binary,
  collectCalls,
  defineCall,
  json,
  noContent,
  type CacheSpec,
  type CallDefinition,
  type CallsOf,
  type HttpMethod,
  type ClientInputOf,
  type InputOf,
  type ReplyOf,
  type ReplySpec,
  type TakesNoInput,
} from "./define";
export {
  IDP_CONSENT_PATH,
  IDP_MESSAGE_TYPE,
  IDP_TOKEN_PATH,
  IdpConsentCancelled,
  IdpConsentGranted,
  IdpConsentMessage,
  IdpConsentQuery,
  SocialProvider,
} from "./idp";
export {
  INSTALMENT_PROVIDER_PATH,
  instalmentProviderUrl,
  type InstalmentProviderQuery,
} from "./instalment-provider";
export { fillPath, pathPlaceholders, routePattern } from "./path";
export { PathParam, QueryBoolean, QueryInt } from "./wire";
export { contractMarkdown, schemaFields } from "./markdown";
export { callDoc, callDocs, type CallDoc, type CallDocs } from "./docs";
