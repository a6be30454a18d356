import {
  BroadbandSteps,
  forgetStoredBroadbandOrder,
  loadStoredBroadbandOrder,
  nextStep,
  stepLabelKey,
  loadBroadbandDraft,
  forgetBroadbandDraft,
  type BroadbandFlow,
  type BroadbandNetwork,
  type StoredBroadbandOrder,
} from "@waea/domain/broadband";
import { staticHref } from "@waea/domain/routing";
import * as Effect from "effect/Effect";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Stepper } from "../../components/stepper/stepper";
import { useLoad } from "../../components/use-load";
import { i18nKey } from "../../i18n/message";
import { useCurrentAccount } from "../profile/use-account";
import { AddressStep } from "./address-step";
import { BookingStep } from "./booking-step";
import { CheckoutStep } from "./checkout-step";
import { OrderProgress } from "./order-progress";
import { PlanStep } from "./plan-step";
import { SummaryStep } from "./summary-step";
import { useBroadbandFlow } from "./use-broadband-flow";
import styles from "./broadband.module.css";

const Flow = ({
  resumed,
  draft,
  customerUUID,
}: {
  readonly resumed: StoredBroadbandOrder | undefined;
  readonly draft: BroadbandFlow | undefined;
  readonly customerUUID: string | undefined;
}) => {
  const { t } = useTranslation("broadband");
  const runtime = useRuntime();
  const app = useAppState();
  const { settings } = app;
  const [, navigate] = useLocation();
  const state = useBroadbandFlow(resumed, draft);
  const [ready, setReady] = useState(false);
  // The kept choices are in the flow now: a later visit starts afresh.
  useEffect(() => {
    if (draft !== undefined) void runtime.run(forgetBroadbandDraft);
  }, [draft, runtime]);
  const { flow, offer, order } = state;
  const step = nextStep(flow);
  const networks: ReadonlyArray<BroadbandNetwork> = [
    ...(settings.flags.ufb ? (["ufb"] as const) : []),
    ...(settings.flags.fwa ? (["fwa"] as const) : []),
  ];
  const startOver = () => {
    void runtime.run(forgetStoredBroadbandOrder).then(() => window.location.reload());
  };
  // The purchase was completed when the order was done (followBroadbandOrder): the thanks page may open now.
  const booked = () => {
    app.setFacts({ hasCompletedPurchase: true });
    void runtime.run(forgetStoredBroadbandOrder).then(() => navigate(staticHref("thanks-broadband")));
  };
  return (
    <>
      <Stepper
        label={t("broadband:flow_steps")}
        current={step === "done" ? BroadbandSteps.length : BroadbandSteps.indexOf(step)}
        steps={BroadbandSteps.map((key) => ({ key, label: t(i18nKey(stepLabelKey(key))) }))}
      />
      {step === "address_search" || step === "availability" ? (
        <AddressStep networks={networks} busy={state.busy} alert={state.alert} onCheck={state.checkAddress} />
      ) : null}
      {step === "plan" && offer !== undefined ? (
        <PlanStep flow={flow} offer={offer} onChoose={state.choosePlan} />
      ) : null}
      {step === "summary" ? (
        <SummaryStep
          flow={flow}
          onConfirm={state.confirmSummary}
          onChange={() => {
            const { plan: _plan, modem: _modem, ...rest } = flow;
            state.back(rest);
          }}
        />
      ) : null}
      {step === "checkout" ? (
        <CheckoutStep flow={flow} customerUUID={customerUUID} onPlaced={state.placed} />
      ) : null}
      {step === "booking" && order !== undefined ? (
        ready ? (
          <BookingStep order={order} onBooked={booked} />
        ) : (
          <OrderProgress order={order} onReady={() => setReady(true)} onStartOver={startOver} />
        )
      ) : null}
    </>
  );
};

/**
 * /broadband, the broadband flow (BB-01): address search, availability, plan and modem, summary, checkout (its own
 * step), then the order followed and the install or scope visit booked, ending on thanks-broadband. A signed-in
 * customer who left while their order was being set up comes back to it here; a visitor who signed in at the
 * checkout step comes back to checkout with their choices.
 */
const BroadbandFlowPage = () => {
  const { t } = useTranslation("broadband");
  const customerUUID = useCurrentAccount()?.uuid;
  // Signed in: the order being followed, else the choices kept while the visitor signed in at checkout.
  const stored = useLoad(
    () =>
      customerUUID === undefined
        ? Effect.succeed({ order: undefined, draft: undefined })
        : Effect.all({ order: loadStoredBroadbandOrder(customerUUID), draft: loadBroadbandDraft }),
    customerUUID ?? "visitor",
  );
  return (
    <div className={`page page-form ${styles.page ?? ""}`}>
      <PageTitle title={t("broadband:flow_title")} />
      <h1>{t("broadband:flow_title")}</h1>
      <p className="lead">{t("broadband:flow_lead")}</p>
      {stored.state.status === "ready" ? (
        <Flow
          key={customerUUID ?? "visitor"}
          resumed={stored.state.value.order}
          draft={stored.state.value.draft}
          customerUUID={customerUUID}
        />
      ) : (
        <SkeletonGroup>
          <Skeleton shape="card" height="16rem" />
        </SkeletonGroup>
      )}
    </div>
  );
};

export default BroadbandFlowPage;
