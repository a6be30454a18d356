export {
  ACTIVATION_TRY_LATER,
  activationErrorMessage,
  dryActivationOutcome,
  type ActivationErrorMessage,
  type DryActivationOutcome,
  type DryActivationReply,
} from "./activation-error";
export { activationByCodeErrorKey, offersNewLink, validateVerificationCode } from "./activation-code";
export { isAwaitingActivation } from "./awaiting-activation";
export {
  AdoptionMethods,
  adoptedCustomer,
  chooseAdoptionMethod,
  smsAdoptionErrorKey,
  type AdoptionFacts,
  type AdoptionMethod,
} from "./adoption";
export {
  FinalisationTypes,
  chooseFinalisation,
  finalisationCall,
  needsDryActivation,
  type FinalisationCall,
  type FinalisationFacts,
  type FinalisationType,
} from "./finalisation";
export { OnboardingMessageKeys, SERVICE_ACTIVATION_WAIT, onboardingStepTitleKey } from "./message-keys";
export {
  OnboardingErrorCodes,
  OnboardingErrors,
  onboardingErrorKey,
  type OnboardingErrorCode,
} from "./onboarding-errors";
export { OnboardingMetadata } from "./onboarding-metadata";
export {
  ActivateReply,
  ActivationByCodeReply,
  ActivationByCodeRequest,
  AdoptByIpRequest,
  AdoptBySimSmsRequest,
  AdoptBySmsRequest,
  AdoptByTokenRequest,
  AdoptionReply,
  AuthTokenReply,
  AuthTokenRequest,
  FinaliseReply,
  KindActivationRequest,
  NewActivationLinkReply,
  PrepayFinaliseRequest,
} from "./onboarding-requests";
export {
  OnboardingSteps,
  nextOnboardingStep,
  onboardingStepIndex,
  type NextStep,
  type OnboardingFacts,
  type OnboardingStep,
} from "./onboarding-steps";
export {
  catalogTypeFor,
  offeredKinds,
  productCatalogUUIDFor,
  type OnboardingCatalogType,
} from "./product-flow";
export { PRODUCT_POLL_INTERVAL_MS, PRODUCT_WAIT_MS, isServiceReady } from "./service-readiness";
export { SIM_TRANSFER_MESSAGE, isSimTransfer } from "./sim-transfer";
export { swapFlagFor } from "./swap-flag";
export { activateByCode, requestNewActivationLink } from "./use-cases/activate-by-code";
export {
  activateService,
  type ActivateServiceInput,
  type ActivatedService,
} from "./use-cases/activate-service";
export {
  adoptService,
  resumeAdoption,
  type AdoptionCommand,
  type AdoptionResult,
} from "./use-cases/adopt-service";
export { keepSwapFlag } from "./use-cases/keep-swap-flag";
export { OnboardingFailed, onboardingFailed } from "./use-cases/onboarding-failed";
export { readOnboardingProduct } from "./use-cases/read-onboarding-product";
export { authorizeOnboardingCard, type CardAuthorization } from "./card-authorization";
