import {
  acceptRouteByToken,
  answerRouteApproval,
  forgetRouteInviteLink,
  isApprovalExpired,
  openRouteInviteLink,
  type Approval,
} from "@waea/domain/billing-routes";
import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import type { AppServices } from "../../app/services";
import { errorText, type WebError } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./billing-routes.module.css";
import { ApprovalStateBadge } from "./route-approvals";

const BACK = { href: staticHref("billing-routes"), label: "billing-routes:back" };

const Answer = ({
  customerUuid,
  approval,
  nowMillis,
}: {
  readonly customerUuid: string;
  readonly approval: Approval;
  readonly nowMillis: number;
}) => {
  const { t } = useTranslation(["billing-routes", "errors"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<"accept" | "decline" | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const expired = isApprovalExpired(approval, nowMillis);
  const who = approval.RequestedByCustomerName ?? t("billing-routes:someone");
  const invite = approval.ApprovalType === "BILLING_INVITE";
  const finish = async (kind: "accept" | "decline") => {
    setBusy(kind);
    setAlert(undefined);
    const answer: Effect.Effect<unknown, WebError, AppServices> =
      kind === "accept"
        ? acceptRouteByToken(customerUuid)
        : Effect.zipLeft(answerRouteApproval(customerUuid, approval, "REJECT"), forgetRouteInviteLink);
    const done = await runtime.run(answer, { report: false });
    setBusy(undefined);
    if (done.ok) {
      toasts.show({ key: kind === "accept" ? "billing-routes:approved" : "billing-routes:rejected" });
      navigate(staticHref("billing-routes"));
    } else if (!done.defect) setAlert(errorText(done.error));
  };
  return (
    <Card title={t(invite ? "billing-routes:offer_invite" : "billing-routes:offer_request", { who })}>
      {approval.Description === undefined || approval.Description === "" ? null : (
        <p>{approval.Description}</p>
      )}
      {approval.SpendLimit === undefined ? null : (
        <p>{t("billing-routes:offer_limit", { limit: formatNzd(approval.SpendLimit) })}</p>
      )}
      <p>
        <ApprovalStateBadge approval={approval} nowMillis={nowMillis} />
      </p>
      {expired ? (
        <p role="alert">{t("billing-routes:approval_expired")}</p>
      ) : (
        <>
          <FormAlert text={alert} />
          <div className={styles.row}>
            <Button
              pending={busy === "accept"}
              disabled={busy !== undefined}
              onClick={() => void finish("accept")}
            >
              {t("billing-routes:accept")}
            </Button>
            <Button
              variant="secondary"
              pending={busy === "decline"}
              disabled={busy !== undefined}
              onClick={() => void finish("decline")}
            >
              {t("billing-routes:decline")}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
};

/**
 * BR-04, balance/billing-methods/accept/:uuid (the link an invite or request hands out; its last part is the
 * approval's code): the code is held in the session, the invite it points at is shown with its time left, and
 * accepting approves by the held token, which is then removed. 'no_invite' when nothing pending matches.
 */
const AcceptRoutePage = ({ account, params }: AccountPageProps) => {
  const { t } = useTranslation(["billing-routes", "errors"]);
  const token = params["uuid"] ?? "";
  const found = useLoad(
    () => Effect.zip(openRouteInviteLink(account.uuid, token), Clock.currentTimeMillis),
    `${account.uuid}:${token}`,
  );
  const failed = found.state.status === "failed" ? errorText(found.state.error) : undefined;
  return (
    <ProfilePage title="billing-routes:accept_title" back={BACK}>
      {failed !== undefined ? (
        <ErrorState message={t(failed.key, failed.params ?? {})} onRetry={found.reload} />
      ) : found.state.status !== "ready" ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="14rem" />
        </SkeletonGroup>
      ) : Option.isNone(found.state.value[0]) ? (
        <ErrorState message={t("billing-routes:no_invite")} />
      ) : (
        <Answer
          customerUuid={account.uuid}
          approval={found.state.value[0].value}
          nowMillis={found.state.value[1]}
        />
      )}
    </ProfilePage>
  );
};

export default withAccount(AcceptRoutePage);
