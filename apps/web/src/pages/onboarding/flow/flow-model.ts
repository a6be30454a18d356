import { billingKind, type BillingKind, type MobileProduct } from "@waea/domain/account";
import {
  isServiceReady,
  nextOnboardingStep,
  type NextStep,
  type OnboardingFacts,
} from "@waea/domain/onboarding";
import type { Card } from "@waea/domain/payments";
import { portingView } from "@waea/domain/porting";
import type { SimMetadata } from "@waea/domain/sim";
import type { DialogText } from "../../../dialogs/dialog-store";

/** The bundle chosen on the bundle/add-on screen; casual prepay has none. */
export interface ChosenPlan {
  readonly kind: BillingKind;
  readonly casual: boolean;
  readonly name: string | undefined;
  readonly ProductCatalogUUID: string | undefined;
  readonly ProductAvailabilityUUID: string | undefined;
}

/** Everything the onboarding screens have learnt so far; the domain's step model decides the screen from it. */
export interface FlowState {
  readonly facts: OnboardingFacts;
  readonly plan: ChosenPlan | undefined;
  readonly card: Card | undefined;
  /** The product as the activation left it (with its porting state). */
  readonly product: MobileProduct | undefined;
  /** The customer chose to go on while the number is still being moved. */
  readonly portingAcknowledged: boolean;
  /** What the last step said: a refusal to show on the screen it sends the customer back to. */
  readonly message: DialogText | undefined;
}

const portingOf = (product: MobileProduct | undefined): OnboardingFacts["porting"] =>
  portingView(product?.PortingState).phase === "in_progress" ? "in_progress" : "none";

/**
 * The start. A product that is already active has been through the screens before activation (its kind is its
 * billing kind), so it goes on to what follows activation: a port in progress, the app hint.
 */
export const initialFlow = (product: MobileProduct | undefined): FlowState => {
  const active = isServiceReady(product);
  return {
    facts: {
      welcomed: active,
      kind: active ? billingKind(product?.BillingReference) : undefined,
      fullyPaid: false,
      voucher: active ? "skipped" : "undecided",
      billingMethodChosen: active,
      creditCheck: active ? "passed" : "not_run",
      card: active ? "authorized" : "none",
      serviceActive: active,
      porting: portingOf(product),
      appHintSeen: false,
    },
    plan: undefined,
    card: undefined,
    product,
    portingAcknowledged: false,
    message: undefined,
  };
};

/** The screen to show: the domain's next step, with the SIM's metadata (fully paid) and an acknowledged port. */
export const currentStep = (flow: FlowState, metadata: SimMetadata | undefined): NextStep =>
  nextOnboardingStep({
    ...flow.facts,
    fullyPaid: metadata?.FullyPaid === true,
    porting: flow.portingAcknowledged ? "none" : flow.facts.porting,
  });

/** The activated product's porting phase, for the port-in step. */
export const withActivatedProduct = (flow: FlowState, product: MobileProduct): FlowState => ({
  ...flow,
  product,
  facts: { ...flow.facts, serviceActive: true, porting: portingOf(product) },
});
