import { useSignals } from "@preact/signals-react/runtime";
import type { MobileProduct } from "@waea/domain/account";
import { staticHref } from "@waea/domain/routing";
import { mobileNumberText } from "@waea/domain/validation";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { DEFECT_TEXT, errorText } from "../../dialogs/error-text";
import { AccountProduct } from "../profile/account-product";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { SimActionsSkeleton } from "./sim-actions-skeleton";
import { simLinks } from "./sim-links";
import { useSimDetails } from "./use-sim-details";
import styles from "./sim.module.css";

const Actions = ({
  customerUUID,
  product,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}) => {
  useSignals();
  const { t } = useTranslation(["sim", "errors", "web"]);
  const state = useAppState();
  const sim = useSimDetails(customerUUID, product.UUID);
  const titleOf = (msisdn: string | undefined): string =>
    msisdn === undefined
      ? t("sim:actions_your_sim")
      : t("sim:actions_sim_of", { number: mobileNumberText(msisdn) });
  const loaded = sim.state;
  if (loaded.status === "loading")
    return (
      <SimActionsSkeleton
        title={titleOf(product.MSISDN)}
        state={t("sim:state_enabled")}
        links={simLinks(state.visitor.value, state.settings, true)}
        t={t}
      />
    );
  if (loaded.status === "failed" || loaded.status === "crashed") {
    const text = loaded.status === "failed" ? errorText(loaded.error) : DEFECT_TEXT;
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={sim.reload} />;
  }
  const details = loaded.value;
  const links = simLinks(state.visitor.value, state.settings, details.enabled);
  return (
    <Card as="section" title={titleOf(details.msisdn)}>
      <p>{t(details.enabled ? "sim:state_enabled" : "sim:state_disabled")}</p>
      <ul className="nav-list">
        {links.map(({ route, label, hint }) => (
          <li key={route}>
            <Link href={staticHref(route)}>
              <span className={styles.entry}>
                <span>{t(label)}</span>
                <span className={styles.hint}>{t(hint)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};

/**
 * SIM-08, profile/mobile/sim-card-actions (and /link/mobile-features): the SIM's number and state, and the actions
 * the build's flags and allowed SIM actions offer for it, each leading to its page; then the call settings and, in
 * non-production builds, mobile security. Number porting's entry leads to the porting page by its route id.
 */
const SimCardActionsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation("sim");
  return (
    <ProfilePage title="sim:actions_title">
      <AccountProduct account={account} empty={<p>{t("sim:features_no_product")}</p>}>
        {(product) => <Actions customerUUID={account.uuid} product={product} />}
      </AccountProduct>
    </ProfilePage>
  );
};

export default withAccount(SimCardActionsPage);
