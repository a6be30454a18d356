import { PortingReasons, portingReasonKey, portingRemedyKey } from "./porting-reason";
import { PortingStates } from "./porting-state";

const stateKeys = PortingStates.flatMap((state) => {
  const base = `porting.state_${state.toLowerCase()}`;
  return [base, `${base}_tooltip`];
});

/** Every message key the porting context returns, for the i18n completeness check of the shells. */
export const PortingMessageKeys: ReadonlyArray<string> = [
  ...stateKeys,
  ...PortingReasons.map(portingReasonKey),
  ...(["fix_and_retry", "contact_carrier", "cancel", "retry"] as const).map(portingRemedyKey),
  "porting.state_in_progress",
  "porting.state_in_progress_tooltip",
  "porting.server_message",
  "porting.try_again_later",
  "porting.cannot_retry",
  "porting.cannot_cancel",
  "porting.action_not_available",
  "porting.event_not_applicable",
  "porting.not_available",
  "porting.number_required",
  "porting.number_invalid",
  "porting.number_not_portable",
  "porting.already_in_progress",
];
