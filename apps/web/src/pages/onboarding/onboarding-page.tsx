import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/page-title";
import { useCurrentAccount } from "../profile/use-account";
import { OnboardingFlow } from "./flow/onboarding-flow";

/**
 * /onboarding (ONB-08): the signed-in account's SIM through the onboarding screens to an active service. An account
 * without a product has nothing to activate yet: it is told where to get a SIM.
 */
const OnboardingPage = () => {
  const { t } = useTranslation(["onboarding", "web"]);
  const account = useCurrentAccount();
  if (account === undefined) return null;
  return (
    <section className="page onboarding">
      <PageTitle title={t("onboarding:page_title")} />
      <h1>{t("onboarding:page_title")}</h1>
      {account.product === undefined ? (
        <p>{t("onboarding:no_sim")}</p>
      ) : (
        <OnboardingFlow
          customerUUID={account.uuid}
          productUUID={account.product.UUID}
          product={account.product}
        />
      )}
    </section>
  );
};

export default OnboardingPage;
