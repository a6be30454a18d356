export { startFakeApi, type FakeApiOptions, type RunningFakeApi } from "./start";
export { buildApp, BODY_LIMIT_BYTES, type AppOptions } from "./app";
export { API_PREFIX } from "./contract-routes";
export { handlers } from "../handlers";
export {
  refuse,
  refuseKeepingSession,
  Refusal,
  type Handler,
  type Handlers,
  type HandlerContext,
  type SignedInContext,
} from "./handler";
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
export type { World } from "../world/world";
export type { WorldStore } from "../world/store";
export { coreLabels } from "../world/core-labels";
export { uuidFor } from "../world/prng";
export { DEFAULT_PORT, DEFAULT_SEED, USAGE } from "../cli-options";
