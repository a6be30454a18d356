import { authCalls } from "./auth";
import { billingCalls } from "./billing";
import type { CallDefinition } from "./define";
import { idpCalls } from "./idp";

/**
 * Every call of the operator API, keyed by id ("<context>.<portMethod>"). The client and the fake API are both
 * built from this record. A new context adds one file here and spreads its calls below.
 */
export const contract = {
  ...authCalls,
  ...billingCalls,
  ...idpCalls,
} as const;

export type Contract = typeof contract;
export type CallId = keyof Contract & string;

/** The entries as a list, for code that walks the whole contract (routes, docs, tests). */
export const contractEntries: ReadonlyArray<CallDefinition> = Object.values(contract);

export { authCalls } from "./auth";
export { billingCalls } from "./billing";
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
  type InputOf,
  type ReplyOf,
  type ReplySpec,
  type TakesNoInput,
} from "./define";
export { IdpTokenReply, IdpTokenRequest, SocialProvider, idpCalls } from "./idp";
export { fillPath, pathPlaceholders, routePattern } from "./path";
export { PathParam, QueryBoolean, QueryInt } from "./wire";
export { contractMarkdown, schemaFields } from "./markdown";
