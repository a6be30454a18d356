import * as Schema from "effect/Schema";

/** The named porting states of spec 01 §4 and 02 §4. */
export const PortingStates = [
  "PORT_REQUESTED",
  "PORT_VALIDATED",
  "PORT_APPROVED",
  "INTRA_CARRIER_WAIT",
  "NETWORK_PROVISIONING",
  "PORT_COMPLETED",
  "PORT_CANCELED",
  "PORT_REJECTED",
  "SERVICE_ACTIVATION_COMPLETED",
  "SERVICE_ACTIVATION_FAILED",
] as const;
export const PortingState = Schema.Literal(...PortingStates);
export type PortingState = typeof PortingState.Type;

/** The 11 numbered steps; 6 and 10 are blank in the spec. */
export const PORTING_STEPS: ReadonlyArray<{
  readonly number: number;
  readonly state: PortingState | undefined;
}> = [
  { number: 1, state: "PORT_REQUESTED" },
  { number: 2, state: "PORT_VALIDATED" },
  { number: 3, state: "PORT_APPROVED" },
  { number: 4, state: "INTRA_CARRIER_WAIT" },
  { number: 5, state: "NETWORK_PROVISIONING" },
  { number: 6, state: undefined },
  { number: 7, state: "PORT_COMPLETED" },
  { number: 8, state: "PORT_CANCELED" },
  { number: 9, state: "PORT_REJECTED" },
  { number: 10, state: undefined },
  { number: 11, state: "SERVICE_ACTIVATION_FAILED" },
];

export const portingStateNumber = (state: PortingState): number | undefined =>
  PORTING_STEPS.find((step) => step.state === state)?.number;

/**
 * Where a state sits in the forward order of a port. The numbered states use their number. SERVICE_ACTIVATION_COMPLETED
 * has no number in the spec; it is placed at the blank step 10, beside SERVICE_ACTIVATION_FAILED (11), as the
 * successful end of the service activation that follows a completed port.
 */
export const portingOrder = (state: PortingState): number => portingStateNumber(state) ?? 10;

export type PortingPhase = "in_progress" | "completed" | "canceled" | "failed";

const PHASES: Readonly<Record<PortingState, PortingPhase>> = {
  PORT_REQUESTED: "in_progress",
  PORT_VALIDATED: "in_progress",
  PORT_APPROVED: "in_progress",
  INTRA_CARRIER_WAIT: "in_progress",
  NETWORK_PROVISIONING: "in_progress",
  PORT_COMPLETED: "completed",
  SERVICE_ACTIVATION_COMPLETED: "completed",
  PORT_CANCELED: "canceled",
  PORT_REJECTED: "failed",
  SERVICE_ACTIVATION_FAILED: "failed",
};

export const portingPhase = (state: PortingState): PortingPhase => PHASES[state];

/** Terminal: the port goes no further by itself (completed, canceled, rejected, activation failed). */
export const isPortingTerminal = (state: PortingState): boolean => PHASES[state] !== "in_progress";
export const isPortingInProgress = (state: PortingState): boolean => PHASES[state] === "in_progress";

/**
 * The steps of a port going forward by itself, in order: the in-progress states (1 to 5), then its completion (7).
 * The blank steps and the ends off that path (canceled, rejected, activation failed) are left out.
 */
export const PORTING_FORWARD_STEPS: ReadonlyArray<{ readonly number: number; readonly state: PortingState }> =
  PORTING_STEPS.flatMap((step) =>
    step.state !== undefined && (PHASES[step.state] === "in_progress" || PHASES[step.state] === "completed")
      ? [{ number: step.number, state: step.state }]
      : [],
  );

/** Labels and tooltips come from translations (spec 02 §4). */
export const portingLabelKey = (state: PortingState): string => `porting.state_${state.toLowerCase()}`;
export const portingTooltipKey = (state: PortingState): string =>
  `porting.state_${state.toLowerCase()}_tooltip`;

/** What a product's PortingState field says: a named state, a blank step, or no porting at all. */
export type PortingStatus =
  | { readonly _tag: "State"; readonly state: PortingState }
  | { readonly _tag: "BlankStep"; readonly number: number }
  | { readonly _tag: "None" };

const isPortingState = Schema.is(PortingState);

/**
 * The operator may send the name or the number (as a number or a string). A blank step (6 or 10) is a port on its way
 * that has no label of its own; anything unrecognised is treated as no porting, so the page shows nothing wrong.
 */
export const parsePortingStatus = (raw: string | number | undefined | null): PortingStatus => {
  if (raw === undefined || raw === null) return { _tag: "None" };
  const text = String(raw).trim().toUpperCase();
  if (isPortingState(text)) return { _tag: "State", state: text };
  if (!/^\d+$/.test(text)) return { _tag: "None" };
  const step = PORTING_STEPS.find((s) => s.number === Number(text));
  if (step === undefined) return { _tag: "None" };
  return step.state === undefined
    ? { _tag: "BlankStep", number: step.number }
    : { _tag: "State", state: step.state };
};

export interface PortingView {
  readonly phase: PortingPhase | "none";
  readonly labelKey: string | undefined;
  readonly tooltipKey: string | undefined;
  readonly step: number | undefined;
}

/** What the number porting page and the dashboard show for a PortingState value. */
export const portingView = (raw: string | number | undefined | null): PortingView => {
  const status = parsePortingStatus(raw);
  switch (status._tag) {
    case "None":
      return { phase: "none", labelKey: undefined, tooltipKey: undefined, step: undefined };
    case "BlankStep":
      return {
        phase: "in_progress",
        labelKey: "porting.state_in_progress",
        tooltipKey: "porting.state_in_progress_tooltip",
        step: status.number,
      };
    case "State":
      return {
        phase: portingPhase(status.state),
        labelKey: portingLabelKey(status.state),
        tooltipKey: portingTooltipKey(status.state),
        step: portingStateNumber(status.state),
      };
  }
};
