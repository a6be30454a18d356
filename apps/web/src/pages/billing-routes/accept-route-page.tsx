import {
  acceptRouteByToken,
  declineRouteByToken,
  isApprovalExpired,
  openRouteInviteLink,
  type Approval,
  type ApprovalActionName,
  type RouteTermsText,
} from "@waea/domain/billing-routes";
import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { Loaded } from "../../components/loaded/loaded";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { AppServices } from "../../app/services";
import type { WebError } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { ApprovalAnswer } from "./approval-answer";
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
  const [, navigate] = useLocation();
  const expired = isApprovalExpired(approval, nowMillis);
  const who = approval.RequestedByCustomerName ?? t("billing-routes:someone");
  const invite = approval.ApprovalType === "BILLING_INVITE";
  // Both answers go by the link's held token (the operator lets only its holder answer an invite sent to someone who
  // was not a customer yet); accepting sets the route's terms when approving sets them, as in the list.
  const send = (
    action: ApprovalActionName,
    terms: RouteTermsText | undefined,
  ): Effect.Effect<unknown, WebError, AppServices> =>
    action === "APPROVE" ? acceptRouteByToken(customerUuid, terms) : declineRouteByToken(customerUuid);
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
        <ApprovalAnswer
          approval={approval}
          wording="accept"
          send={send}
          onAnswered={() => navigate(staticHref("billing-routes"))}
        />
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
