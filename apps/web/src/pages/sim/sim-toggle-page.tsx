import type { MobileProduct } from "@waea/domain/account";
import { staticHref } from "@waea/domain/routing";
import { runSimAction, type SimDetails } from "@waea/domain/sim";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { SimActionForm } from "./sim-action-form";
import { SimActionPage } from "./sim-action-page";
import styles from "./sim.module.css";

type Toggle = "disable" | "enable";

const Toggler = ({
  action,
  customerUUID,
  product,
}: {
  readonly action: Toggle;
  readonly customerUUID: string;
  readonly product: MobileProduct;
}) => {
  const { t } = useTranslation(["sim", "web"]);
  const runtime = useRuntime();
  const { settings } = useAppState();
  const [done, setDone] = useState<Pick<SimDetails, "enabled"> | undefined>(undefined);
  if (done !== undefined)
    return (
      <Card>
        <p className={styles.done} role="status">
          {t(done.enabled ? "sim:enabled_done" : "sim:disabled_done")}
        </p>
        <p>
          <Link href={staticHref("profile.mobile.sim-card-actions")} className={buttonClass("secondary")}>
            {t("sim:back_to_actions")}
          </Link>
        </p>
      </Card>
    );
  return (
    <Card>
      <p>{t(action === "disable" ? "sim:disable_text" : "sim:enable_text")}</p>
      <SimActionForm
        customerUUID={customerUUID}
        product={product}
        submit={action === "disable" ? "sim:action_disable" : "sim:action_enable"}
        run={async (credential) => {
          const outcome = await runtime.run(
            runSimAction({
              settings,
              customerUUID,
              productUUID: product.UUID,
              productType: product.ProductType ?? "mobile",
              credential,
              command: { action },
            }),
            { report: false },
          );
          if (outcome.ok) setDone({ enabled: outcome.value.Enabled });
          return outcome;
        }}
      />
    </Card>
  );
};

/**
 * SIM-02, profile/mobile/sim-card-actions/disable-sim and enable-sim: what the change does, then the password or an
 * e-mailed code; a wrong one is said beside the field and the customer stays signed in (error 1002).
 */
const SimTogglePage = ({ account, route }: AccountPageProps) => {
  const action: Toggle = route.id === "profile.mobile.enable-sim" ? "enable" : "disable";
  return (
    <SimActionPage
      account={account}
      title={action === "disable" ? "sim:action_disable" : "sim:action_enable"}
    >
      {(product) => <Toggler action={action} customerUUID={account.uuid} product={product} />}
    </SimActionPage>
  );
};

export default withAccount(SimTogglePage);
