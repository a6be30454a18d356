import type { MobileProduct } from "@waea/domain/account";
import {
  activeList,
  changeMobileSecurity,
  loadMobileSecurity,
  loadSecurityReport,
  type SecurityChange,
} from "@waea/domain/mobile-security";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Toggle } from "../../components/toggle/toggle";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { DEFECT_TEXT, errorText, failureText } from "../../dialogs/error-text";
import { AccountProduct } from "../profile/account-product";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./mobile-security.module.css";
import { SecurityList } from "./security-list";
import { SecurityReportTable } from "./security-report";

const APPLIES = {
  none: "security:applies_none",
  block: "security:applies_block",
  allow: "security:applies_allow",
};

/**
 * SIM-07 (non-production builds only; the route table hides it in production): the basic and advanced switches,
 * which list applies now, the block and allow lists, and the report of the calls and texts they stopped.
 */
const MobileSecurityPanel = ({
  customerUUID,
  product,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}) => {
  const { t } = useTranslation(["security", "errors", "web"]);
  const runtime = useRuntime();
  const service = { customerUUID, mobileUUID: product.UUID };
  const load = useLoad(
    () => Effect.all({ security: loadMobileSecurity(service), report: loadSecurityReport(service) }),
    `${customerUUID}/${product.UUID}`,
  );
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const state = load.state;
  if (state.status === "loading")
    return (
      <SkeletonGroup>
        <Skeleton shape="card" height="12rem" lines={3} />
      </SkeletonGroup>
    );
  if (state.status !== "ready") {
    const text = state.status === "failed" ? errorText(state.error) : DEFECT_TEXT;
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={load.reload} />;
  }
  const { security, report } = state.value;
  const change = async (next: SecurityChange): Promise<DialogText | undefined> => {
    setAlert(undefined);
    setPending(true);
    const saved = await runtime.run(changeMobileSecurity(service, security, next), { report: false });
    setPending(false);
    if (!saved.ok) return failureText(saved);
    load.replace({ security: saved.value, report });
    return undefined;
  };
  const toggle = async (which: "basic" | "advanced", on: boolean) =>
    setAlert(await change({ _tag: "Switch", which, on }));
  return (
    <div className={styles.stack}>
      <Card title={t("security:switches_title")}>
        <Toggle
          label={t("security:basic")}
          hint={t("security:basic_hint")}
          checked={security.Basic}
          pending={pending}
          onChange={(on) => void toggle("basic", on)}
        />
        <Toggle
          label={t("security:advanced")}
          hint={t("security:advanced_hint")}
          checked={security.Advanced}
          pending={pending}
          onChange={(on) => void toggle("advanced", on)}
        />
        <p role="status">{t(APPLIES[activeList(security)])}</p>
        <FormAlert text={alert} />
      </Card>
      <SecurityList list="block" security={security} pending={pending} onChange={change} />
      <SecurityList list="allow" security={security} pending={pending} onChange={change} />
      <Card title={t("security:report_title")}>
        <SecurityReportTable stopped={report.Stopped} />
      </Card>
    </div>
  );
};

/** /profile/mobile/security and its sections (basic, advanced, reports, white-blacklist): one page. */
const MobileSecurityPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation("security");
  return (
    <ProfilePage title="security:title" width="wide">
      <p className="lead">{t("security:intro")}</p>
      <AccountProduct account={account} empty={<EmptyState title={t("security:no_service")} />}>
        {(product) => <MobileSecurityPanel customerUUID={account.uuid} product={product} />}
      </AccountProduct>
    </ProfilePage>
  );
};

export default withAccount(MobileSecurityPage);
