import {
  approvalSetsTerms,
  approvalTermsForm,
  type Approval,
  type ApprovalActionName,
  type RouteTermsText,
} from "@waea/domain/billing-routes";
import { formatNzd } from "@waea/domain/money";
import type * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import type { AppServices } from "../../app/services";
import { Button } from "../../components/button/button";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText, type WebError } from "../../dialogs/error-text";
import styles from "./billing-routes.module.css";
import { RouteTermsFields } from "./route-terms-fields";

/** The buttons' words: "Accept" / "Decline" on the page of an approval's link, "Approve" / "Reject" in the list. */
export type ApprovalWording = "accept" | "approve";

const LABELS: Record<ApprovalWording, Readonly<Record<ApprovalActionName, string>>> = {
  accept: { APPROVE: "billing-routes:accept", REJECT: "billing-routes:decline" },
  approve: { APPROVE: "billing-routes:approve", REJECT: "billing-routes:reject" },
};

export interface ApprovalAnswerProps {
  readonly approval: Approval;
  readonly wording: ApprovalWording;
  /** The answer's request; `terms` are the form's when approving sets the route's terms, otherwise undefined. */
  readonly send: (
    action: ApprovalActionName,
    terms: RouteTermsText | undefined,
  ) => Effect.Effect<unknown, WebError, AppServices>;
  /** Once the operator took the answer (its toast is already shown). */
  readonly onAnswered: () => void;
  /** False once the approval can no longer be answered: only a refusal already shown stays. True by default. */
  readonly open?: boolean;
}

/**
 * BR-04: the answer to an invite or request that waits for this account, on its link's page and in the list. When
 * approving makes this account the payer (approvalSetsTerms), it sets the route's terms, so approve submits a form of
 * them; the operator's refusal shows above the buttons, and both buttons are disabled while either answer runs.
 */
export const ApprovalAnswer = ({ approval, wording, send, onAnswered, open = true }: ApprovalAnswerProps) => {
  const { t } = useTranslation(["billing-routes", "errors"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [busy, setBusy] = useState<ApprovalActionName | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const setsTerms = approvalSetsTerms(approval);
  const [terms, setTerms] = useState<RouteTermsText>(() => approvalTermsForm(approval));
  const answer = async (action: ApprovalActionName) => {
    setBusy(action);
    setAlert(undefined);
    const done = await runtime.run(send(action, action === "APPROVE" && setsTerms ? terms : undefined), {
      report: false,
    });
    setBusy(undefined);
    if (done.ok) {
      toasts.show({ key: action === "APPROVE" ? "billing-routes:approved" : "billing-routes:rejected" });
      onAnswered();
    } else if (!done.defect) setAlert(errorText(done.error));
  };
  const labels = LABELS[wording];
  const buttons = (
    <div className={styles.row}>
      <Button
        type={setsTerms ? "submit" : "button"}
        pending={busy === "APPROVE"}
        disabled={busy !== undefined}
        {...(setsTerms ? {} : { onClick: () => void answer("APPROVE") })}
      >
        {t(labels.APPROVE)}
      </Button>
      <Button
        type="button"
        variant="secondary"
        pending={busy === "REJECT"}
        disabled={busy !== undefined}
        onClick={() => void answer("REJECT")}
      >
        {t(labels.REJECT)}
      </Button>
    </div>
  );
  return !open ? (
    <FormAlert text={alert} />
  ) : setsTerms ? (
    <Form className={styles.form} onSubmit={() => answer("APPROVE")}>
      <p>{t("billing-routes:approve_terms")}</p>
      <RouteTermsFields
        value={terms}
        onChange={setTerms}
        limitHint={
          approval.SpendLimit === undefined
            ? t("billing-routes:limit_whole")
            : t("billing-routes:limit_asked", { limit: formatNzd(approval.SpendLimit) })
        }
      />
      <FormAlert text={alert} />
      {buttons}
    </Form>
  ) : (
    <>
      <FormAlert text={alert} />
      {buttons}
    </>
  );
};
