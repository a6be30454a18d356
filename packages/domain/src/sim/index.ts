export { isInternationalRoamingOffered } from "./daily-roaming";
export { SimMessageKeys, type SimMessageKey } from "./message-keys";
export {
  MSISDN_SEARCH_PAGE_SIZE,
  phoneNumberPage,
  validatePhoneNumberChoice,
  type PhoneNumberPage,
} from "./phone-number-search";
export {
  REAUTH_CODE_PATTERN,
  reauthFields,
  validateReauth,
  type ReauthCredential,
  type ReauthError,
} from "./reauthentication";
export {
  CONFIRM_FORCED_CHANGES,
  applyForcedChanges,
  checkSimSettings,
  forcedChanges,
  resolveSimSettings,
  simSettingsViolations,
  ForcedChange,
  ForcedChangeReason,
  type SimSettingsCheck,
  type Violation,
} from "./settings-dependencies";
export {
  SENSITIVE_SIM_ACTIONS,
  SimActionKinds,
  availableSimActions,
  isSimActionAllowed,
  needsReauthentication,
  simActionLabelKey,
  type SimActionKind,
} from "./sim-actions";
export { SIM_CALL_ERROR, SIM_SWAP_ERROR, SimCallKind, simErrorMessageKey } from "./sim-errors";
export { normaliseSimId, validateSimId, type SimIdError } from "./sim-id";
export { SimMetadata } from "./sim-metadata";
export {
  AuthCodeReply,
  AuthCodeRequest,
  MsisdnChangeReply,
  MsisdnChangeRequest,
  MsisdnSearchReply,
  MsisdnSearchRequest,
  ProductTypeTransferReply,
  ProductTypeTransferRequest,
  PutSimSettingsRequest,
  SetDailyRoamingRequest,
  SimProductRef,
  SimStatusRequest,
  SimSwapRequest,
  SimToggleRequest,
} from "./sim-requests";
export {
  Barring,
  CallForwarding,
  CallRestriction,
  DEFAULT_SIM_SETTINGS,
  DailyRoaming,
  FORWARDING_PATHS,
  NEEDS_INCOMING_PATHS,
  NEEDS_OUTGOING_PATHS,
  SIM_SETTINGS_CACHE_MS,
  SimSettingPaths,
  SimSettings,
  readSetting,
  settingEntries,
  simSettingLabelKey,
  writeSetting,
  type SimSettingPath,
} from "./sim-settings";
export { SimStatus, simDetails, type SimDetails } from "./sim-status";
export { changePhoneNumber, searchPhoneNumbers, type ServiceRef } from "./use-cases/change-phone-number";
export { runSimAction, type RunSimActionInput, type SensitiveSimCommand } from "./use-cases/run-sim-action";
export { loadSimDetails } from "./use-cases/load-sim-details";
export { loadSimSettings } from "./use-cases/load-sim-settings";
export { saveSimSettings, type SaveSimSettingsInput } from "./use-cases/save-sim-settings";
export { sendSimAuthCode } from "./use-cases/send-auth-code";
export { setDailyRoaming } from "./use-cases/set-daily-roaming";
export { loadSupplementaryFeatures, type SupplementaryFeatures } from "./use-cases/supplementary-features";
export {
  BILLING_KINDS,
  BillingTypeTransferRefused,
  billingTypeTargets,
  checkBillingTypeTransfer,
  transferBillingType,
  type BillingTypeTransfer,
  type BillingTypeTransferInput,
} from "./use-cases/transfer-billing-type";
export {
  SimActionRefused,
  SimCallFailed,
  SimSettingsNeedConfirmation,
  simCallFailed,
} from "./use-cases/sim-errors";
