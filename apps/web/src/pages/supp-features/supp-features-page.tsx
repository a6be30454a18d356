import type { MobileProduct } from "@waea/domain/account";
import { staticHref } from "@waea/domain/routing";
import { loadSupplementaryFeatures, setDailyRoaming, type SupplementaryFeatures } from "@waea/domain/sim";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { Loader } from "../../shell/loader";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { RoamingToggle } from "./roaming-toggle";

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
    <article className="feature" aria-labelledby="feature-roaming">
      <h2 id="feature-roaming">{t("sim:features_roaming")}</h2>
      <p>{t("sim:features_roaming_text")}</p>
      <RoamingToggle
        label={t("sim:features_daily_auto")}
        hint={t("sim:features_daily_auto_hint")}
        checked={autoActive}
        disabled={pending}
        onChange={(next) => void change(next)}
      />
      <FormStatus text={status} />
      <FormAlert text={alert} />
      <p>
        <Link href={staticHref("profile.mobile.addons")}>{t("sim:features_roaming_addons")}</Link>
      </p>
    </article>
  );
};

const Features = ({ account, product }: AccountPageProps & { readonly product: MobileProduct }) => {
  const { t } = useTranslation("sim");
  const { settings } = useAppState();
  const features = useLoad(
    () => loadSupplementaryFeatures({ settings, customerUUID: account.uuid, mobileUUID: product.UUID }),
    `${account.uuid}:${product.UUID}`,
  );
  if (features.state.status === "loading" || features.state.status === "crashed") return <Loader />;
  if (features.state.status === "failed")
    return (
      <div className="load-error">
        <FormAlert text={failureText({ ok: false, defect: false, error: features.state.error })} />
        <button type="button" onClick={features.reload}>
          {t("sim:features_try_again")}
        </button>
      </div>
    );
  const shown: SupplementaryFeatures = features.state.value;
  return shown.internationalRoaming === undefined ? (
    <p>{t("sim:features_none")}</p>
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
 * roaming (Settings.supplementaryFeatures), with daily roaming auto-activation switched on or off.
 */
const SuppFeaturesPage = (props: AccountPageProps) => {
  const { t } = useTranslation("sim");
  const product = props.account.product;
  return (
    <ProfilePage title="sim:features_title">
      {product === undefined ? (
        <p>{t("sim:features_no_product")}</p>
      ) : (
        <Features {...props} product={product} />
      )}
    </ProfilePage>
  );
};

export default withAccount(SuppFeaturesPage);
