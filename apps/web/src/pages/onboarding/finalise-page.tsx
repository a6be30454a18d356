import { useSignals } from "@preact/signals-react/runtime";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { useCurrentAccount } from "../profile/use-account";
import { OnboardingFlow } from "./flow/onboarding-flow";

/**
 * /mobile-onboarding-finalise (ONB-09): the SIM the mobile onboarding or an activation link found, finalised by the
 * signed-in customer; without one, the account's own SIM.
 */
const FinalisePage = () => {
  useSignals();
  const { t } = useTranslation(["onboarding", "web"]);
  const { handoff } = useAppState();
  const account = useCurrentAccount();
  if (account === undefined) return null;
  const found = handoff.value;
  const productUUID = found?.productUUID ?? account.product?.UUID;
  const customerUUID = found?.customerUUID ?? account.uuid;
  const product = found === undefined ? account.product : undefined;
  return (
    <section className="page onboarding">
      <PageTitle title={t("onboarding:finalise_title")} />
      <h1>{t("onboarding:finalise_title")}</h1>
      {productUUID === undefined ? (
        <p>
          {t("onboarding:no_sim")}{" "}
          <Link href={staticHref("mobile-onboarding")}>{t("onboarding:find_sim")}</Link>
        </p>
      ) : (
        <OnboardingFlow customerUUID={customerUUID} productUUID={productUUID} product={product} />
      )}
    </section>
  );
};

export default FinalisePage;
