import type { MobileProduct } from "@waea/domain/account";
import {
  SIM_TRANSFER_MESSAGE,
  isSimTransfer,
  keepSwapFlag,
  onboardingStepTitleKey,
} from "@waea/domain/onboarding";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../../app/app-context";
import { FormAlert, FormStatus } from "../../../components/form-alert";
import { useLoad } from "../../../components/use-load";
import { errorText } from "../../../dialogs/error-text";
import { i18nKey } from "../../../i18n/message";
import { Loader } from "../../../shell/loader";
import { AppHintStep } from "./app-hint-step";
import { BillingMethodStep } from "./billing-method-step";
import { BundleStep } from "./bundle-step";
import { CardAuthorizationStep } from "./card-authorization-step";
import { CreditCheckStep } from "./credit-check-step";
import { DoneStep } from "./done-step";
import { currentStep, initialFlow, withActivatedProduct, type FlowState } from "./flow-model";
import { PortInStep } from "./port-in-step";
import { ServiceActivationStep } from "./service-activation-step";
import { StepIndicator } from "./step-indicator";
import type { StepProps } from "./step-props";
import { useActivation } from "./use-activation";
import { VoucherStep } from "./voucher-step";
import { WelcomeStep } from "./welcome-step";

export interface OnboardingFlowProps {
  readonly customerUUID: string;
  readonly productUUID: string;
  /** The product as the account knows it, when it does: an active one skips what comes before activation. */
  readonly product: MobileProduct | undefined;
}

/**
 * ONB-03..10: the onboarding screens of one SIM, in the order the domain's step model gives (nextOnboardingStep).
 * The SIM's metadata is read first, which also keeps the swap flag (ONB-07); the visitor counts as in mobile
 * onboarding meanwhile (plans are shown to them).
 */
export const OnboardingFlow = ({ customerUUID, productUUID, product }: OnboardingFlowProps) => {
  const { t } = useTranslation(["onboarding", "errors"]);
  const state = useAppState();
  const runtime = useRuntime();
  const metadata = useLoad(() => keepSwapFlag(productUUID), productUUID);
  const [flow, setFlow] = useState<FlowState>(() => initialFlow(product));
  const update = (change: (current: FlowState) => FlowState) => setFlow(change);

  useEffect(() => {
    state.setFacts({ inMobileOnboarding: true });
    return () => state.setFacts({ inMobileOnboarding: false });
  }, [state]);

  const loadedMetadata = metadata.state.status === "ready" ? metadata.state.value : undefined;
  const props: StepProps = { flow, update, customerUUID, productUUID, metadata: loadedMetadata };
  const activation = useActivation(props, (activated) => {
    // ONB-10: the service moved to another billing kind and account: say so, and refresh the account's product.
    const transferred = isSimTransfer(product?.BillingReference, activated.BillingReference);
    setFlow((current) => ({
      ...withActivatedProduct(current, activated),
      message: transferred ? { key: i18nKey(SIM_TRANSFER_MESSAGE) } : undefined,
    }));
    void runtime.session.reloadAccount();
  });

  if (metadata.state.status === "loading") return <Loader />;
  if (metadata.state.status === "failed" || metadata.state.status === "crashed")
    return (
      <div className="step">
        <FormAlert text={metadata.state.status === "failed" ? errorText(metadata.state.error) : undefined} />
        <button type="button" onClick={metadata.reload}>
          {t("onboarding:try_again")}
        </button>
      </div>
    );

  const next = currentStep(flow, loadedMetadata);
  const stepMessage =
    flow.message ?? (next.messageKey === undefined ? undefined : { key: i18nKey(next.messageKey) });
  const done = next.step === "done" || next.step === "app_download_hint";
  return (
    <div className="onboarding-flow">
      <StepIndicator current={next.step} />
      <h2>{t(i18nKey(onboardingStepTitleKey(next.step)))}</h2>
      {done ? <FormStatus text={flow.message} /> : <FormAlert text={stepMessage} />}
      {next.step === "welcome" ? <WelcomeStep {...props} /> : null}
      {next.step === "bundle_selection" ? <BundleStep {...props} /> : null}
      {next.step === "voucher" ? <VoucherStep {...props} /> : null}
      {next.step === "billing_method" ? <BillingMethodStep {...props} /> : null}
      {next.step === "credit_check" ? <CreditCheckStep {...props} /> : null}
      {next.step === "card_authorization" ? <CardAuthorizationStep {...props} /> : null}
      {next.step === "service_activation" ? (
        <ServiceActivationStep run={activation.run} start={activation.start} />
      ) : null}
      {next.step === "port_in_progress" ? <PortInStep {...props} /> : null}
      {next.step === "app_download_hint" ? <AppHintStep {...props} /> : null}
      {next.step === "done" ? <DoneStep /> : null}
    </div>
  );
};
