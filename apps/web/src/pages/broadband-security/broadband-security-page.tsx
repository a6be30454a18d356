import {
  BROADBAND_PROTECTIONS,
  loadBroadbandSecurity,
  switchBroadbandProtection,
  type BroadbandProtection,
  type ServiceSecurity,
} from "@waea/domain/broadband";
import { accountType } from "@waea/domain/account";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Toggle } from "../../components/toggle/toggle";
import { useLoad, type Load } from "../../components/use-load";
import { NoFibreService } from "../broadband/no-fibre-service";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./broadband-security.module.css";

const LABEL: Record<BroadbandProtection, { readonly label: string; readonly hint: string }> = {
  ThreatProtection: { label: "broadband:security_threats", hint: "broadband:security_threats_hint" },
  FamilyFilter: { label: "broadband:security_family", hint: "broadband:security_family_hint" },
};

const Protections = ({
  value,
  load,
}: {
  readonly value: ServiceSecurity;
  readonly load: Load<ServiceSecurity | undefined, unknown>;
}) => {
  const { t } = useTranslation(["broadband"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [pending, setPending] = useState<BroadbandProtection | undefined>(undefined);
  const change = async (protection: BroadbandProtection, on: boolean) => {
    setPending(protection);
    const outcome = await runtime.run(switchBroadbandProtection(value.security, protection, on));
    setPending(undefined);
    if (!outcome.ok) return;
    load.replace({ ...value, security: outcome.value });
    toasts.show({
      key: on ? "broadband:security_on_done" : "broadband:security_off_done",
      params: { name: t(LABEL[protection].label) },
    });
  };
  return (
    <Card title={value.service.plan?.Name ?? t("broadband:subs_unknown_plan")}>
      <p className={styles.lead}>{t("broadband:security_lead")}</p>
      <ul className={styles.list}>
        {BROADBAND_PROTECTIONS.map((protection) => (
          <li key={protection}>
            <Toggle
              label={t(LABEL[protection].label)}
              checked={value.security[protection]}
              pending={pending === protection}
              disabled={pending !== undefined && pending !== protection}
              onChange={(on) => void change(protection, on)}
              hint={t(LABEL[protection].hint)}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
};

/**
 * A fixed wireless account: the protection runs on the fibre network (the fibre service's record), so it says so
 * plainly and leads back to the fixed wireless service rather than offering fibre it did not ask for.
 */
const FibreOnlyFeature = () => {
  const { t } = useTranslation(["broadband"]);
  return (
    <EmptyState
      title={t("broadband:security_fibre_only")}
      text={t("broadband:security_fibre_only_text")}
      action={
        <Link href={staticHref("profile.broadband.fwa")} className={buttonClass("primary")}>
          {t("broadband:security_back_fwa")}
        </Link>
      }
    />
  );
};

/**
 * BB-04, profile/broadband/security: the network protection of the account's fibre service, run by the operator on
 * its network for every device on the connection: threat protection and a family filter, each a switch with a
 * line that says what it does, stored once per change.
 */
const BroadbandSecurityPage = ({ account }: AccountPageProps) => {
  useTranslation(["broadband"]);
  const load = useLoad(() => loadBroadbandSecurity(account.uuid), account.uuid);
  return (
    <ProfilePage title="broadband:security_title">
      <Loaded
        load={load}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="16rem" />
          </SkeletonGroup>
        }
      >
        {(value) =>
          value !== undefined ? (
            <Protections value={value} load={load} />
          ) : accountType(account.product) === "fwa" ? (
            <FibreOnlyFeature />
          ) : (
            <NoFibreService />
          )
        }
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(BroadbandSecurityPage);
