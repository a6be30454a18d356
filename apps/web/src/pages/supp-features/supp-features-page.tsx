import type { MobileProduct } from "@waea/domain/account";
import { staticHref } from "@waea/domain/routing";
import { loadSupplementaryFeatures, setDailyRoaming, type SupplementaryFeatures } from "@waea/domain/sim";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { Ghost, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Toggle, ToggleGhost } from "../../components/toggle/toggle";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText, failureText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { AccountProduct } from "../profile/account-product";
import { SimSettingsCard } from "../sim/sim-settings-card";

/** International roaming: what it is, daily roaming auto-activation as a switch, and the roaming add-ons. */
const InternationalRoaming = ({
  customerUUID,
  product,
  autoActive,
  onChanged,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
  readonly autoActive: boolean;
  readonly onChanged: (autoActive: boolean) => void;
}) => {
  const { t } = useTranslation("sim");
  const runtime = useRuntime();
  const { settings } = useAppState();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [status, setStatus] = useState<DialogText | undefined>(undefined);
  const change = async (next: boolean) => {
    setAlert(undefined);
    setStatus(undefined);
    setPending(true);
    const reply = await runtime.run(
      setDailyRoaming({ settings, customerUUID, mobileUUID: product.UUID, autoActive: next }),
      { report: false },
    );
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    onChanged(reply.value.AutoActive);
    setStatus({ key: reply.value.AutoActive ? "sim:features_daily_on" : "sim:features_daily_off" });
  };
  return (
    <Card
      as="article"
      title={t("sim:features_roaming")}
      actions={
        <Link href={staticHref("profile.mobile.addons")} className={buttonClass("secondary")}>
          {t("sim:features_roaming_addons")}
        </Link>
      }
    >
      <p>{t("sim:features_roaming_text")}</p>
      <Toggle
        label={t("sim:features_daily_auto")}
        hint={t("sim:features_daily_auto_hint")}
        checked={autoActive}
        pending={pending}
        onChange={(next) => void change(next)}
      />
      <FormStatus text={status} />
      <FormAlert text={alert} />
    </Card>
  );
};

const Features = ({ account, product }: AccountPageProps & { readonly product: MobileProduct }) => {
  const { t } = useTranslation(["sim", "errors", "web"]);
  const { settings } = useAppState();
  const features = useLoad(
    () => loadSupplementaryFeatures({ settings, customerUUID: account.uuid, mobileUUID: product.UUID }),
    `${account.uuid}:${product.UUID}`,
  );
  if (features.state.status === "loading" || features.state.status === "crashed")
    // The roaming card's own shape, words as bones: a fixed 16 rem card was not its height, and the SIM settings
    // card under it moved when the features came (CLS 0.039 in bench:web).
    return (
      <SkeletonGroup>
        <Card
          as="article"
          title={<Ghost>{t("sim:features_roaming")}</Ghost>}
          actions={<Ghost button>{t("sim:features_roaming_addons")}</Ghost>}
        >
          <p>
            <Ghost>{t("sim:features_roaming_text")}</Ghost>
          </p>
          <ToggleGhost label={t("sim:features_daily_auto")} hint={t("sim:features_daily_auto_hint")} />
        </Card>
      </SkeletonGroup>
    );
  if (features.state.status === "failed") {
    const text = errorText(features.state.error);
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={features.reload} />;
  }
  const shown: SupplementaryFeatures = features.state.value;
  return shown.internationalRoaming === undefined ? (
    <EmptyState title={t("sim:features_none")} />
  ) : (
    <InternationalRoaming
      customerUUID={account.uuid}
      product={product}
      autoActive={shown.internationalRoaming.dailyRoamingAutoActive}
      onChanged={(autoActive) =>
        features.replace({ internationalRoaming: { dailyRoamingAutoActive: autoActive } })
      }
    />
  );
};

/**
 * PLAN-08, profile/mobile/supp-features: the supplementary features the build offers for the service: international
 * roaming (Settings.supplementaryFeatures), with daily roaming auto-activation switched on or off; and the call
 * settings (SIM-01, where /link/sim-settings lands).
 */
const SuppFeaturesPage = (props: AccountPageProps) => {
  const { t } = useTranslation("sim");
  return (
    <ProfilePage title="sim:features_title">
      <AccountProduct account={props.account} empty={<p>{t("sim:features_no_product")}</p>}>
        {(product) => (
          <div className="account-cards">
            <Features {...props} product={product} />
            <SimSettingsCard customerUUID={props.account.uuid} product={product} />
          </div>
        )}
      </AccountProduct>
    </ProfilePage>
  );
};

export default withAccount(SuppFeaturesPage);
