export { PortingMessageKeys } from "./message-keys";
export {
  PORTING_REFUSAL_KEYS,
  PortingCustomerActions,
  canPortingAction,
  canRequestPorting,
  portingActionsFor,
  type PortingActionKind,
  type PortingCustomerAction,
} from "./porting-actions";
export { portingErrorMessage, portingErrorMessageOf, type PortingErrorMessage } from "./porting-error";
export { portingLookupNumber } from "./porting-number";
export {
  PORTING_MAX_MS,
  PORTING_STEP_DURATIONS_MS,
  advancePorting,
  applyPortingEvent,
  nextPortingChangeAt,
  nextState,
  portingStepsUntil,
  type PortingEvent,
  type PortingProgress,
} from "./porting-progress";
export {
  MobilePortingRequest,
  NumberLookupReply,
  PortingActionRequest,
  PortingCancelRequest,
  PortingReply,
  PortingRetryRequest,
  PortingStatusRequest,
  PortingStepReached,
  TransferFrom,
} from "./porting-requests";
export {
  PortingReason,
  PortingReasons,
  REMEDY_ACTION,
  portingReasonKey,
  portingRemedy,
  portingRemedyKey,
  type PortingRemedy,
} from "./porting-reason";
export {
  isPortingTrackShown,
  portingTrack,
  type PortingEstimate,
  type PortingTrack,
  type PortingTrackStep,
} from "./porting-track";
export {
  PORTING_FORWARD_STEPS,
  PORTING_STEPS,
  PortingState,
  PortingStates,
  isPortingInProgress,
  isPortingTerminal,
  parsePortingStatus,
  portingLabelKey,
  portingOrder,
  portingPhase,
  portingStateNumber,
  portingTooltipKey,
  portingView,
  type PortingPhase,
  type PortingStatus,
  type PortingView,
} from "./porting-state";
export {
  cancelNumberPorting,
  confirmNumberPorting,
  retryNumberPorting,
  type ManagePortingInput,
} from "./use-cases/manage-number-porting";
export { PortingFailed, PortingRefused, portingFailed } from "./use-cases/porting-errors";
export { readNumberPorting, type NumberPortingRead } from "./use-cases/read-number-porting";
export {
  isNumberPortingOffered,
  lookupPortingNumber,
  requestNumberPorting,
  type RequestNumberPortingInput,
} from "./use-cases/request-number-porting";
