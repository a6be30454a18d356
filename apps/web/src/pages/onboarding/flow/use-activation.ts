import type { MobileProduct } from "@waea/domain/account";
import { activateService, factsAfterActivationFailure } from "@waea/domain/onboarding";
import { useRef, useState } from "react";
import { useRuntime } from "../../../app/app-context";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText } from "../../../dialogs/error-text";
import { withFacts, type StepProps } from "./step-props";

export type ActivationRun =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly startedAt: number }
  | { readonly status: "failed"; readonly text: DialogText };

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
    const back = factsAfterActivationFailure(reply.error.messageKey);
    if (back === undefined) return setRun({ status: "failed", text: errorText(reply.error) });
    setRun({ status: "idle" });
    props.update((current) => withFacts(current, back));
  };

  return { run, start };
};
