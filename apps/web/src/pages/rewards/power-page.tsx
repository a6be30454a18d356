import { staticHref } from "@waea/domain/routing";
import { loadPower, switchPower, type PowerBenefit } from "@waea/domain/rewards";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { Loaded } from "../../components/loaded/loaded";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Toggle } from "../../components/toggle/toggle";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./rewards.module.css";

/** Where a customer goes to earn a benefit they do not have yet. */
const EARN_AT = {
  plan: "profile.mobile.all-plans",
  "customer-group": "profile.customer-groups",
  "mobile-group": "profile.mobile-groups",
} as const;

const key = (benefit: PowerBenefit) => benefit.Key.replaceAll("-", "_");

/**
 * RWD-03: /profile/power: the extra benefits the customer's plan and groups earn, each switched on or off (the
 * operator keeps which are on); one not earned yet says what earns it and cannot be switched on.
 */
const PowerPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["rewards", "errors", "web"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const load = useLoad(() => loadPower(account.uuid), account.uuid);
  const [saving, setSaving] = useState<string | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const flip = async (benefit: PowerBenefit, on: boolean) => {
    setSaving(benefit.Key);
    setAlert(undefined);
    const done = await runtime.run(switchPower(account.uuid, benefit, on), { report: false });
    setSaving(undefined);
    if (!done.ok) {
      if (!done.defect) setAlert(errorText(done.error));
      return;
    }
    load.replace(done.value);
    toasts.show({
      key: on ? "rewards:power_switched_on" : "rewards:power_switched_off",
      params: { name: t(`rewards:power_${key(benefit)}`) },
    });
  };
  return (
    <ProfilePage title="rewards:power_title">
      <p className="lead">{t("rewards:power_lead")}</p>
      <Loaded
        load={load}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="8rem" />
            <Skeleton shape="card" height="8rem" />
          </SkeletonGroup>
        }
      >
        {(value) => (
          <>
            <FormAlert text={alert} />
            <ul className={styles.grid}>
              {value.map((benefit) => (
                <Card key={benefit.Key} as="li">
                  <Toggle
                    label={t(`rewards:power_${key(benefit)}`)}
                    checked={benefit.On}
                    disabled={!benefit.Earned}
                    pending={saving === benefit.Key}
                    onChange={(on) => void flip(benefit, on)}
                    hint={t(`rewards:power_${key(benefit)}_text`)}
                  />
                  {benefit.Earned ? (
                    <p className={styles.muted}>
                      {t(`rewards:power_from_${benefit.Source.replaceAll("-", "_")}`)}
                    </p>
                  ) : (
                    <p className={styles.muted}>
                      {t(`rewards:power_earn_${benefit.Source.replaceAll("-", "_")}`)}{" "}
                      <Link href={staticHref(EARN_AT[benefit.Source])}>{t("rewards:power_how")}</Link>
                    </p>
                  )}
                </Card>
              ))}
            </ul>
          </>
        )}
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(PowerPage);
