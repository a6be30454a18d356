import {
  BroadbandSteps,
  forgetBroadbandDraft,
  forgetStoredBroadbandOrder,
  flowNetwork,
  keepBroadbandDraft,
  nextStep,
  stepLabelKey,
  type BroadbandFlow,
  type BroadbandNetwork,
  type StoredBroadbandOrder,
} from "@waea/domain/broadband";
import { staticHref } from "@waea/domain/routing";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Stepper } from "../../components/stepper/stepper";
import { i18nKey } from "../../i18n/message";
import type { FlowSteps } from "./flow-steps";
import { useBroadbandFlow } from "./use-broadband-flow";

/** Each network's checkout page (03 §2: checkout-ufb, checkout-fwa): where a flow with a plan of it pays. */
export const checkoutRouteOf = (flow: BroadbandFlow): "checkout-ufb" | "checkout-fwa" =>
  flowNetwork(flow) === "fwa" ? "checkout-fwa" : "checkout-ufb";

/**
 * The broadband flow's steps (BB-01) on a page: address and availability, plan and modem, summary, then checkout
 * on the network's checkout page (the choices kept meanwhile, so a reload or a sign-in keeps them), the order
 * followed and the visit booked. /broadband, checkout-ufb and checkout-fwa show it.
 */
export const Flow = ({
  steps,
  resumed,
  draft,
  customerUUID,
  preferredPlan,
}: {
  /** The steps: the page's first step a static import, the others loaded when reached (flow-steps.ts). */
  readonly steps: FlowSteps;
  readonly resumed: StoredBroadbandOrder | undefined;
  readonly draft: BroadbandFlow | undefined;
  readonly customerUUID: string | undefined;
  /** The plan chosen before the address (the fibre package page): picked first at the plan step when offered. */
  readonly preferredPlan?: string | undefined;
}) => {
  const { t } = useTranslation("broadband");
  const runtime = useRuntime();
  const app = useAppState();
  const { settings } = app;
  const [, navigate] = useLocation();
  const state = useBroadbandFlow(resumed, draft);
  const [ready, setReady] = useState(false);
  const { flow, offer, order } = state;
  const step = nextStep(flow);
  const networks: ReadonlyArray<BroadbandNetwork> = [
    ...(settings.flags.ufb ? (["ufb"] as const) : []),
    ...(settings.flags.fwa ? (["fwa"] as const) : []),
  ];
  const startOver = () => {
    void runtime.run(forgetStoredBroadbandOrder).then(() => window.location.reload());
  };
  // The choices are kept as the broadband choice in progress, and checkout is the network's own page.
  const toCheckout = () => {
    const confirmed = { ...flow, summary_confirmed: true };
    void runtime
      .run(keepBroadbandDraft(confirmed))
      .then(() => navigate(staticHref(checkoutRouteOf(confirmed))));
  };
  // The order is placed: the choices in progress are done with, and a later visit starts afresh.
  const placed = (stored: StoredBroadbandOrder) => {
    state.placed(stored);
    void runtime.run(forgetBroadbandDraft);
  };
  // The purchase was completed when the order was done (followBroadbandOrder): the thanks page may open now.
  const booked = () => {
    app.setFacts({ hasCompletedPurchase: true });
    void runtime.run(forgetStoredBroadbandOrder).then(() => navigate(staticHref("thanks-broadband")));
  };
  const { Address, Plan, Summary, Checkout, Progress, Booking } = steps;
  return (
    <>
      <Stepper
        label={t("broadband:flow_steps")}
        current={step === "done" ? BroadbandSteps.length : BroadbandSteps.indexOf(step)}
        steps={BroadbandSteps.map((key) => ({ key, label: t(i18nKey(stepLabelKey(key))) }))}
      />
      <Suspense
        fallback={
          <SkeletonGroup>
            <Skeleton shape="card" height="16rem" />
          </SkeletonGroup>
        }
      >
        {step === "address_search" || step === "availability" ? (
          <Address networks={networks} busy={state.busy} alert={state.alert} onCheck={state.checkAddress} />
        ) : null}
        {step === "plan" && offer !== undefined ? (
          <Plan flow={flow} offer={offer} preferredPlan={preferredPlan} onChoose={state.choosePlan} />
        ) : null}
        {step === "summary" ? (
          <Summary
            flow={flow}
            onConfirm={toCheckout}
            onChange={() => {
              const { plan: _plan, modem: _modem, ...rest } = flow;
              state.back(rest);
            }}
          />
        ) : null}
        {step === "checkout" ? (
          <Checkout
            flow={flow}
            customerUUID={customerUUID}
            returnTo={staticHref(checkoutRouteOf(flow))}
            onPlaced={placed}
          />
        ) : null}
        {step === "booking" && order !== undefined ? (
          ready ? (
            <Booking order={order} onBooked={booked} />
          ) : (
            <Progress order={order} onReady={() => setReady(true)} onStartOver={startOver} />
          )
        ) : null}
      </Suspense>
    </>
  );
};
