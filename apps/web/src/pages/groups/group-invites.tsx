import { minutesLeft } from "@waea/domain/billing-routes";
import { mayAnswer, type GroupInviteView, type GroupInvites } from "@waea/domain/groups";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import styles from "./groups.module.css";

const State = ({ invite, nowMillis }: { readonly invite: GroupInviteView; readonly nowMillis: number }) => {
  const { t } = useTranslation(["groups"]);
  return (
    <span className={invite.expired ? `${styles.badge} ${styles.expired}` : styles.badge}>
      {invite.expired
        ? t("groups:invite_expired_state")
        : invite.state === "pending"
          ? t("groups:time_left", { minutes: minutesLeft(invite.approval, nowMillis) })
          : t(`groups:invite_${invite.state}`)}
    </span>
  );
};

const Invite = ({
  invite,
  incoming,
  nowMillis,
  busy,
  onAnswer,
}: {
  readonly invite: GroupInviteView;
  readonly incoming: boolean;
  readonly nowMillis: number;
  readonly busy: boolean;
  readonly onAnswer: (invite: GroupInviteView, accept: boolean) => void;
}) => {
  const { t } = useTranslation(["groups"]);
  const who = invite.approval.RequestedByCustomerName ?? t("groups:someone");
  return (
    <Card
      as="li"
      level={3}
      title={
        incoming
          ? t("groups:invite_from", { who })
          : t("groups:invite_sent_to", { to: invite.approval.RequestedTo })
      }
    >
      {invite.approval.Description === undefined || invite.approval.Description === "" ? null : (
        <p>{invite.approval.Description}</p>
      )}
      <p className={styles.row}>
        <State invite={invite} nowMillis={nowMillis} />
        {invite.billing ? <span className={styles.badge}>{t("groups:billing_invite")}</span> : null}
      </p>
      {incoming && mayAnswer(invite) ? (
        <div className={styles.row}>
          <Button disabled={busy} onClick={() => onAnswer(invite, true)}>
            {t("groups:accept")}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onAnswer(invite, false)}>
            {t("groups:decline")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
};

/** GRP-04: invites to this customer and those it sent: pending (with time left), accepted, declined or expired. */
export const GroupInvitesSection = ({
  invites,
  nowMillis,
  busy,
  onAnswer,
}: {
  readonly invites: GroupInvites;
  readonly nowMillis: number;
  readonly busy: boolean;
  readonly onAnswer: (invite: GroupInviteView, accept: boolean) => void;
}) => {
  const { t } = useTranslation(["groups"]);
  const lists = [
    { id: "invites-incoming", title: t("groups:invites_incoming"), items: invites.incoming, incoming: true },
    { id: "invites-sent", title: t("groups:invites_sent"), items: invites.sent, incoming: false },
  ];
  return (
    <>
      {lists.map((list) => (
        <section key={list.id} className={styles.section} aria-labelledby={list.id}>
          <h2 id={list.id}>{list.title}</h2>
          {list.items.length === 0 ? (
            <p>{t("groups:invites_none")}</p>
          ) : (
            <ul className={styles.stack}>
              {list.items.map((invite) => (
                <Invite
                  key={invite.approval.UUID}
                  invite={invite}
                  incoming={list.incoming}
                  nowMillis={nowMillis}
                  busy={busy}
                  onAnswer={onAnswer}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
};
