import {
  answerRouteApproval,
  approvalState,
  isApprovalExpired,
  minutesLeft,
  type Approval,
  type ApprovalActionName,
  type RouteTermsText,
} from "@waea/domain/billing-routes";
import { hrefFor } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { ApprovalAnswer } from "./approval-answer";
import styles from "./billing-routes.module.css";

/** Pending and not past its hour: "42 min left"; past it: "Expired"; answered: its state. */
export const ApprovalStateBadge = ({
  approval,
  nowMillis,
}: {
  readonly approval: Approval;
  readonly nowMillis: number;
}) => {
  const { t } = useTranslation(["billing-routes"]);
  const expired = isApprovalExpired(approval, nowMillis);
  const state = approvalState(approval.Status);
  return (
    <span className={expired ? `${styles.badge} ${styles.expired}` : styles.badge}>
      {expired
        ? t("billing-routes:state_expired")
        : state === "pending"
          ? t("billing-routes:time_left", { minutes: minutesLeft(approval, nowMillis) })
          : t(`billing-routes:state_${state}`)}
    </span>
  );
};

const kindKey = (approval: Approval): string =>
  approval.ApprovalType === "BILLING_INVITE" ? "billing-routes:kind_invite" : "billing-routes:kind_request";

/** The link that answers an invite or request: the sender shares it (it carries the approval's code). */
export const inviteLink = (approval: Approval): string | undefined => {
  const path =
    approval.ApprovalCode === undefined
      ? undefined
      : hrefFor("profile.balance.accept-billing-method", { uuid: approval.ApprovalCode });
  return path === undefined ? undefined : new URL(path, globalThis.location.origin).href;
};

const Incoming = ({
  customerUuid,
  approval,
  nowMillis,
  onAnswered,
}: {
  readonly customerUuid: string;
  readonly approval: Approval;
  readonly nowMillis: number;
  readonly onAnswered: () => void;
}) => {
  const { t } = useTranslation(["billing-routes"]);
  const who = approval.RequestedByCustomerName ?? approval.RequestedTo;
  const open = approvalState(approval.Status) === "pending" && !isApprovalExpired(approval, nowMillis);
  // Approving a request makes this account the payer: it sets the route's terms, as it would when editing it.
  const send = (action: ApprovalActionName, terms: RouteTermsText | undefined) =>
    answerRouteApproval(customerUuid, approval, action, terms);
  return (
    <Card as="li" level={3} title={t(kindKey(approval), { who })}>
      <p>{approval.Description}</p>
      <p>
        <ApprovalStateBadge approval={approval} nowMillis={nowMillis} />
      </p>
      <ApprovalAnswer approval={approval} wording="approve" open={open} send={send} onAnswered={onAnswered} />
    </Card>
  );
};

const Sent = ({ approval, nowMillis }: { readonly approval: Approval; readonly nowMillis: number }) => {
  const { t } = useTranslation(["billing-routes"]);
  const link = inviteLink(approval);
  const pending = approvalState(approval.Status) === "pending" && !isApprovalExpired(approval, nowMillis);
  return (
    <Card
      as="li"
      level={3}
      title={t(
        approval.ApprovalType === "BILLING_INVITE"
          ? "billing-routes:sent_invite"
          : "billing-routes:sent_request",
        {
          to: approval.RequestedTo,
        },
      )}
    >
      {approval.Description === undefined || approval.Description === "" ? null : (
        <p>{approval.Description}</p>
      )}
      <p>
        <ApprovalStateBadge approval={approval} nowMillis={nowMillis} />
      </p>
      {pending && link !== undefined ? (
        <p>
          {t("billing-routes:share_link")} <span className={styles.link}>{link}</span>
        </p>
      ) : null}
    </Card>
  );
};

/**
 * BR-04: the approvals waiting for this account (pending ones within their hour; none when another account pays
 * for it, only requests when it may only invite: the domain's visibleApprovals), with approve and reject while their
 * hour lasts, and what it sent.
 */
export const RouteApprovals = ({
  customerUuid,
  approvals,
  sent,
  nowMillis,
  onAnswered,
}: {
  readonly customerUuid: string;
  readonly approvals: ReadonlyArray<Approval>;
  readonly sent: ReadonlyArray<Approval>;
  readonly nowMillis: number;
  readonly onAnswered: () => void;
}) => {
  const { t } = useTranslation(["billing-routes"]);
  return (
    <>
      {approvals.length === 0 ? null : (
        <section className={styles.section} aria-labelledby="route-approvals">
          <h2 id="route-approvals">{t("billing-routes:approvals_title")}</h2>
          <ul className={styles.stack}>
            {approvals.map((approval) => (
              <Incoming
                key={approval.UUID}
                customerUuid={customerUuid}
                approval={approval}
                nowMillis={nowMillis}
                onAnswered={onAnswered}
              />
            ))}
          </ul>
        </section>
      )}
      {sent.length === 0 ? null : (
        <section className={styles.section} aria-labelledby="route-sent">
          <h2 id="route-sent">{t("billing-routes:sent_title")}</h2>
          <ul className={styles.stack}>
            {sent.map((approval) => (
              <Sent key={approval.UUID} approval={approval} nowMillis={nowMillis} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
};
