import type { MobileProduct } from "@waea/domain/account";
import { OnboardingErrors, activateService } from "@waea/domain/onboarding";
import { useRef, useState } from "react";
import { useRuntime } from "../../../app/app-context";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText } from "../../../dialogs/error-text";
import type { FlowState } from "./flow-model";
import { withFacts, type StepProps } from "./step-props";

export type ActivationRun =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly startedAt: number }
  | { readonly status: "failed"; readonly text: DialogText };

/** Where a failed activation sends the flow: back to the credit check or the card, or stay with the message. */
const afterFailure = (flow: FlowState, key: string | undefined): FlowState | undefined => {
  if (key === OnboardingErrors.creditCheckFailed) return withFacts(flow, { creditCheck: "failed" });
  if (key === OnboardingErrors.cardAuthorizationError) return withFacts(flow, { card: "failed" });
  return undefined;
};

/**
 * ONB-03..06: the domain's activateService (dry activation, card confirmation, the finalisation call of the type,
 * then the wait for a product with add-ons, at most 250 s). Started once, however often the screen renders.
 */
export const useActivation = (
  props: Pick<StepProps, "flow" | "update" | "customerUUID" | "productUUID" | "metadata">,
  onActivated: (product: MobileProduct) => void,
) => {
  const runtime = useRuntime();
  const [run, setRun] = useState<ActivationRun>({ status: "idle" });
  const running = useRef(false);

  const start = async () => {
    const { flow, metadata } = props;
    const plan = flow.plan;
    if (running.current || flow.facts.kind === undefined) return;
    running.current = true;
    setRun({ status: "running", startedAt: Date.now() });
    const reply = await runtime.run(
      activateService({
        customerUUID: props.customerUUID,
        productUUID: props.productUUID,
        kind: flow.facts.kind,
        fullyPaid: metadata?.FullyPaid === true,
        voucherRedeemed: flow.facts.voucher === "redeemed",
        casual: plan?.casual === true,
        plan: {
          ...(plan?.ProductCatalogUUID === undefined ? {} : { ProductCatalogUUID: plan.ProductCatalogUUID }),
          ...(plan?.ProductAvailabilityUUID === undefined
            ? {}
            : { ProductAvailabilityUUID: plan.ProductAvailabilityUUID }),
        },
      }),
      { report: false },
    );
    running.current = false;
    if (reply.ok) {
      setRun({ status: "idle" });
      return onActivated(reply.value.product);
    }
    if (reply.defect) return setRun({ status: "idle" });
    const back = afterFailure(props.flow, reply.error.messageKey);
    if (back === undefined) return setRun({ status: "failed", text: errorText(reply.error) });
    setRun({ status: "idle" });
    props.update(() => back);
  };

  return { run, start };
};
