import type { ComponentProps } from "react";
import { useCatalogueText } from "../../i18n/catalogue-text";
import { PurchaseDone } from "./purchase-done";
import { PurchaseProgress } from "./purchase-progress";
import { PurchaseReview } from "./purchase-review";
import type { PurchasePhase } from "./use-addon-purchase";

/** A purchase under way: the phases after the customer chose an add-on. */
export type ActivePhase = Extract<
  PurchasePhase,
  { readonly tag: "review" | "buying" | "confirming" | "done" }
>;

/** The purchase's props: the check's (purchase-review.tsx) with the phase in place of its add-on. */
export type PurchasePanelProps = Omit<ComponentProps<typeof PurchaseReview>, "entry"> & {
  readonly phase: ActivePhase;
};

/**
 * The purchase of one add-on, from its check to its receipt (PLAN-04). A chunk of its own: the page loads it when
 * the customer chooses an add-on, not with the offers.
 */
const PurchasePanel = ({ phase, kind, balance, cards, alert, onPay, onCancel }: PurchasePanelProps) => {
  const catalogue = useCatalogueText();
  switch (phase.tag) {
    case "review":
      return (
        <PurchaseReview
          entry={phase.entry}
          kind={kind}
          balance={balance}
          cards={cards}
          alert={alert}
          onPay={onPay}
          onCancel={onCancel}
        />
      );
    case "buying":
    case "confirming":
      return <PurchaseProgress name={catalogue.entry(phase.entry).name} step={phase.tag} />;
    case "done":
      return (
        <PurchaseDone
          name={catalogue.entry(phase.entry).name}
          priceCents={phase.priceCents}
          kind={kind}
          paidFrom={phase.paidFrom}
          balanceCents={phase.balanceCents}
          onAnother={onCancel}
        />
      );
  }
};

export default PurchasePanel;
