import type { SimMetadata } from "@waea/domain/sim";
import type { FlowState } from "./flow-model";

/** What every onboarding screen gets: the flow so far, a way to change it, and the SIM being onboarded. */
export interface StepProps {
  readonly flow: FlowState;
  readonly update: (change: (flow: FlowState) => FlowState) => void;
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly metadata: SimMetadata | undefined;
}

/** The flow with some facts changed and the last step's message cleared. */
export const withFacts = (flow: FlowState, facts: Partial<FlowState["facts"]>): FlowState => ({
  ...flow,
  facts: { ...flow.facts, ...facts },
  message: undefined,
});
