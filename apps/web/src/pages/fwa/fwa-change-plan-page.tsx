import type { MobileProduct } from "@waea/domain/account";
import {
  changeBroadbandPlan,
  fwaChangePlanOptions,
  fwaPlanChoices,
  type BroadbandPlan,
  type FwaService,
} from "@waea/domain/broadband";
import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { ErrorState } from "../../components/error-state/error-state";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { SubmitButton } from "../../components/submit-button";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { DEFECT_TEXT, errorText, failureText } from "../../dialogs/error-text";
import { PlanChoices } from "../broadband/plan-choices";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { FwaServicePage } from "./fwa-service-page";
import styles from "./fwa.module.css";

const ChangePlan = ({
  customerUUID,
  service,
  product,
  offered,
}: {
  readonly customerUUID: string;
  readonly service: FwaService;
  readonly product: MobileProduct;
  readonly offered: ReadonlyArray<BroadbandPlan>;
}) => {
  const { t } = useTranslation("broadband");
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [, navigate] = useLocation();
  const choices = fwaPlanChoices(service, offered);
  const [chosenId, setChosenId] = useState(choices[0]?.ID);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const chosen = choices.find((plan) => plan.ID === chosenId);

  // The domain refuses the plan the service is on and a plan not offered; the operator once a month.
  const change = async (plan: BroadbandPlan): Promise<void> => {
    setPending(true);
    const changed = await runtime.run(
      changeBroadbandPlan({
        network: "fwa",
        customerUUID,
        productUUID: product.UUID,
        plan,
        current: service.planID,
        offered,
      }),
      { report: false },
    );
    setPending(false);
    setAsking(false);
    if (!changed.ok) {
      setAlert(failureText(changed) ?? DEFECT_TEXT);
      return;
    }
    toasts.show({ key: "broadband:fwa_changed", params: { name: plan.Name } });
    await runtime.session.reloadAccount();
    navigate(staticHref("profile.broadband.fwa.subscriptions"));
  };

  return (
    <>
      {service.planName === undefined ? null : (
        <p className="lead">{t("broadband:fwa_change_current", { name: service.planName })}</p>
      )}
      <Card>
        <Form
          className={styles.form ?? ""}
          onSubmit={() => {
            setAlert(undefined);
            if (chosen !== undefined) setAsking(true);
          }}
        >
          <PlanChoices
            legend={t("broadband:fwa_change_plans")}
            plans={choices}
            chosen={chosenId}
            onChoose={setChosenId}
          />
          <p>{t("broadband:fwa_change_once")}</p>
          <FormAlert text={alert} />
          <div className="actions">
            <SubmitButton pending={pending}>{t("broadband:fwa_change_plan")}</SubmitButton>
          </div>
        </Form>
        <ConfirmDialog
          open={asking && chosen !== undefined}
          title={t("broadband:fwa_change_confirm_title", { name: chosen?.Name ?? "" })}
          confirmLabel={t("broadband:fwa_change_confirm")}
          pending={pending}
          onConfirm={() => {
            if (chosen !== undefined) void change(chosen);
          }}
          onCancel={() => setAsking(false)}
        >
          <p>
            {t("broadband:fwa_change_confirm_text", {
              name: chosen?.Name ?? "",
              price: formatNzd(chosen?.Price ?? 0),
            })}
          </p>
        </ConfirmDialog>
      </Card>
    </>
  );
};

const Options = ({
  customerUUID,
  service,
  product,
}: {
  readonly customerUUID: string;
  readonly service: FwaService;
  readonly product: MobileProduct;
}) => {
  const { t } = useTranslation(["broadband", "errors"]);
  const options = useLoad(
    () => fwaChangePlanOptions(customerUUID, product.UUID),
    `${customerUUID}/${product.UUID}/fwa-plans`,
  );
  const state = options.state;
  if (state.status === "loading")
    return (
      <SkeletonGroup>
        <Skeleton shape="card" height="20rem" />
      </SkeletonGroup>
    );
  if (state.status !== "ready") {
    const text = state.status === "failed" ? errorText(state.error) : DEFECT_TEXT;
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={options.reload} />;
  }
  return <ChangePlan customerUUID={customerUUID} service={service} product={product} offered={state.value} />;
};

/**
 * BB-02, profile/broadband/fwa/change-plan: the plans the account's fixed wireless service can move to (the
 * operator's list for the product), one chosen and confirmed, then changed at once through /fwa/change-plan. The
 * plan it is on is not offered; a second change within a month is the operator's refusal, in its words.
 */
const FwaChangePlanPage = ({ account }: AccountPageProps) => (
  <FwaServicePage
    account={account}
    title="broadband:fwa_change_title"
    back={{ href: staticHref("profile.broadband.fwa.subscriptions"), label: "broadband:fwa_back" }}
  >
    {(service, product) => <Options customerUUID={account.uuid} service={service} product={product} />}
  </FwaServicePage>
);

export default withAccount(FwaChangePlanPage);
