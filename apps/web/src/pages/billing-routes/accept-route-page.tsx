import {
  acceptRouteByToken,
  answerRouteApproval,
  approvalSetsTerms,
  approvalTermsForm,
  forgetRouteInviteLink,
  isApprovalExpired,
  openRouteInviteLink,
  type Approval,
  type RouteTermsText,
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
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { Loaded } from "../../components/loaded/loaded";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import type { AppServices } from "../../app/services";
import { errorText, type WebError } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./billing-routes.module.css";
import { ApprovalStateBadge } from "./route-approvals";
import { RouteTermsFields } from "./route-terms-fields";

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
  // Approving a request by its link makes this account the payer: it sets the route's terms, as in the list.
  const setsTerms = approvalSetsTerms(approval);
  const [terms, setTerms] = useState<RouteTermsText>(() => approvalTermsForm(approval));
  const finish = async (kind: "accept" | "decline") => {
    setBusy(kind);
    setAlert(undefined);
    const answer: Effect.Effect<unknown, WebError, AppServices> =
      kind === "accept"
        ? acceptRouteByToken(customerUuid, setsTerms ? terms : undefined)
        : Effect.zipLeft(answerRouteApproval(customerUuid, approval, "REJECT"), forgetRouteInviteLink);
    const done = await runtime.run(answer, { report: false });
    setBusy(undefined);
    if (done.ok) {
      toasts.show({ key: kind === "accept" ? "billing-routes:approved" : "billing-routes:rejected" });
      navigate(staticHref("billing-routes"));
    } else if (!done.defect) setAlert(errorText(done.error));
  };
  const buttons = (
    <div className={styles.row}>
      <Button
        type={setsTerms ? "submit" : "button"}
        pending={busy === "accept"}
        disabled={busy !== undefined}
        {...(setsTerms ? {} : { onClick: () => void finish("accept") })}
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
  );
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
      ) : setsTerms ? (
        <Form className={styles.form} onSubmit={() => finish("accept")}>
          <p>{t("billing-routes:approve_terms")}</p>
          <RouteTermsFields
            value={terms}
            onChange={setTerms}
            limitHint={
              approval.SpendLimit === undefined
                ? t("billing-routes:limit_whole")
                : t("billing-routes:limit_asked", { limit: formatNzd(approval.SpendLimit) })
            }
          />
          <FormAlert text={alert} />
          {buttons}
        </Form>
      ) : (
        <>
          <FormAlert text={alert} />
          {buttons}
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
  return (
    <ProfilePage title="billing-routes:accept_title" back={BACK}>
      <Loaded
        load={found}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="14rem" />
          </SkeletonGroup>
        }
      >
        {([approval, nowMillis]) =>
          Option.isNone(approval) ? (
            <ErrorState message={t("billing-routes:no_invite")} />
          ) : (
            <Answer customerUuid={account.uuid} approval={approval.value} nowMillis={nowMillis} />
          )
        }
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(AcceptRoutePage);
