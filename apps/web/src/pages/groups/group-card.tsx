import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { Form } from "../../components/form/form";
import { TextField } from "../../components/text-field";
import styles from "./groups.module.css";
import type { ShownGroup, ShownMember } from "./shown-group";

export interface GroupActions {
  readonly busy: boolean;
  readonly remove: (group: ShownGroup, member: ShownMember) => Promise<boolean>;
  readonly leave: (group: ShownGroup) => Promise<boolean>;
  readonly invite: (group: ShownGroup, to: string, billing: boolean) => Promise<boolean>;
}

const Badges = ({ member }: { readonly member: ShownMember }) => {
  const { t } = useTranslation(["groups"]);
  const marks = [
    member.flags.isCurrent ? t("groups:you") : undefined,
    member.flags.isLeader ? t("groups:leader") : undefined,
    member.flags.isOwner && !member.flags.isLeader ? t("groups:owner") : undefined,
  ].filter((mark) => mark !== undefined);
  return (
    <>
      {marks.map((mark) => (
        <span key={mark} className={styles.badge}>
          {mark}
        </span>
      ))}
    </>
  );
};

/**
 * One group (GRP-01, GRP-02): its members with the current one first and the leader and owner marked, remove
 * (the rule said before confirming: 2 or fewer members and the whole group goes), leave, and invite by e-mail or
 * number for the leader or owner; a mobile group's invite may also route the bill.
 */
export const GroupCard = ({
  group,
  mobile,
  actions,
}: {
  readonly group: ShownGroup;
  readonly mobile: boolean;
  readonly actions: GroupActions;
}) => {
  const { t } = useTranslation(["groups"]);
  const [removing, setRemoving] = useState<ShownMember | undefined>(undefined);
  const [leaving, setLeaving] = useState(false);
  const [to, setTo] = useState("");
  const [billing, setBilling] = useState(false);
  const name = group.name ?? t("groups:unnamed");
  return (
    <Card
      as="li"
      title={name}
      actions={
        group.mayLeave ? (
          <Button variant="destructive" onClick={() => setLeaving(true)}>
            {t("groups:leave_named", { name })}
          </Button>
        ) : undefined
      }
    >
      <ul className={styles.stack} aria-label={t("groups:members_of", { name })}>
        {group.members.map((member) => (
          <li key={member.key} className={styles.row}>
            <span>{member.name}</span>
            <Badges member={member} />
            {member.removable ? (
              <Button variant="link" onClick={() => setRemoving(member)}>
                {t("groups:remove_named", { name: member.name })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {group.mayInvite ? (
        <Form
          className={styles.form}
          onSubmit={async () => {
            if (await actions.invite(group, to, billing)) setTo("");
          }}
        >
          <TextField
            label={t("groups:invite_to")}
            hint={t("groups:invite_hint")}
            value={to}
            onValue={setTo}
            autoComplete="off"
          />
          {mobile ? (
            <label>
              <input
                type="checkbox"
                checked={billing}
                onChange={(event) => setBilling(event.target.checked)}
              />{" "}
              {t("groups:billing_invite_choice")}
            </label>
          ) : null}
          <div>
            <Button type="submit" pending={actions.busy}>
              {t("groups:invite")}
            </Button>
          </div>
        </Form>
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        variant="destructive"
        title={t("groups:remove_title", { name: removing?.name ?? "" })}
        confirmLabel={t(group.removalDeletes ? "groups:remove_delete" : "groups:remove")}
        pending={actions.busy}
        onConfirm={() => {
          if (removing !== undefined) void actions.remove(group, removing).then(() => setRemoving(undefined));
        }}
        onCancel={() => setRemoving(undefined)}
      >
        <p>
          {t(group.removalDeletes ? "groups:remove_deletes_text" : "groups:remove_stays_text", {
            name: removing?.name ?? "",
            group: name,
          })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={leaving}
        variant="destructive"
        title={t("groups:leave_title", { name })}
        confirmLabel={t("groups:leave")}
        pending={actions.busy}
        onConfirm={() => void actions.leave(group).then(() => setLeaving(false))}
        onCancel={() => setLeaving(false)}
      >
        <p>{t("groups:leave_text", { name })}</p>
      </ConfirmDialog>
    </Card>
  );
};
