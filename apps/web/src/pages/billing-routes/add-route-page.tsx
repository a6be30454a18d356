import {
  creationModeLabelKey,
  loadBillingRoutes,
  sendRouteInvite,
  type Approval,
  type RouteCreationMode,
} from "@waea/domain/billing-routes";
import { SPID } from "@waea/domain/config";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { TextField } from "../../components/text-field";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./billing-routes.module.css";
import { inviteLink } from "./route-approvals";

const BACK = { href: staticHref("billing-routes"), label: "billing-routes:back" };

const Sent = ({ approval }: { readonly approval: Approval }) => {
  const { t } = useTranslation(["billing-routes"]);
  const link = inviteLink(approval);
  return (
    <Card title={t("billing-routes:sent_done_title")} level={2}>
      <p role="status">{t("billing-routes:sent_done_text", { to: approval.RequestedTo })}</p>
      {link === undefined ? null : (
        <p>
          {t("billing-routes:share_link")} <span className={styles.link}>{link}</span>
        </p>
      )}
      <p>
        <Link href={staticHref("billing-routes")}>{t("billing-routes:back")}</Link>
      </p>
    </Card>
  );
};

/**
 * BR-01, balance/billing-methods/add: a billing route by invite (this account pays, up to the limit it sets) or by
 * request (another account pays); the choice shows only when both rights are granted. The invite or request goes
 * to the e-mail or number given and expires in an hour; its link is shown to share.
 */
const AddRoutePage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["billing-routes", "errors", "web"]);
  const runtime = useRuntime();
  const rights = useLoad(() => loadBillingRoutes(account.uuid), account.uuid);
  const [chosen, setChosen] = useState<RouteCreationMode | undefined>(undefined);
  const [to, setTo] = useState("");
  const [description, setDescription] = useState("");
  const [limit, setLimit] = useState("");
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [sent, setSent] = useState<Approval | undefined>(undefined);
  if (rights.state.status !== "ready")
    return (
      <ProfilePage title="billing-routes:add_title" back={BACK}>
        <SkeletonGroup>
          <Skeleton shape="card" height="20rem" />
        </SkeletonGroup>
      </ProfilePage>
    );
  const view = rights.state.value;
  const mode = chosen ?? view.creation.modes[0];
  const send = async () => {
    if (mode === undefined) return;
    setBusy(true);
    setAlert(undefined);
    const done = await runtime.run(
      sendRouteInvite(
        {
          mode,
          spid: SPID,
          customerUuid: account.uuid,
          requestedTo: to,
          description,
          limitDollars: limit,
          ...(account.product === undefined ? {} : { productUuid: account.product.UUID }),
        },
        view.rights,
      ),
      { report: false },
    );
    setBusy(false);
    if (done.ok) setSent(done.value);
    else if (!done.defect) setAlert(errorText(done.error));
  };
  return (
    <ProfilePage title="billing-routes:add_title" back={BACK}>
      {sent !== undefined ? (
        <Sent approval={sent} />
      ) : mode === undefined ? (
        <EmptyState title={t("billing-routes:cannot_add_title")} text={t("billing-routes:cannot_add_text")} />
      ) : (
        <Form className={styles.form} onSubmit={send}>
          {view.creation.showChoice ? (
            <fieldset>
              <legend>{t("billing-routes:choose_mode")}</legend>
              {view.creation.modes.map((item) => (
                <RadioChoice
                  key={item}
                  name="mode"
                  value={item}
                  checked={mode === item}
                  onChoose={() => setChosen(item)}
                >
                  {t(creationModeLabelKey(item).replace(".", ":"))}
                </RadioChoice>
              ))}
            </fieldset>
          ) : (
            <p>{t(creationModeLabelKey(mode).replace(".", ":"))}</p>
          )}
          <TextField
            label={t("billing-routes:requested_to")}
            hint={t("billing-routes:requested_to_hint")}
            value={to}
            onValue={setTo}
            autoComplete="off"
          />
          <TextField label={t("billing-routes:description")} value={description} onValue={setDescription} />
          {mode === "invite" ? (
            <TextField
              label={t("billing-routes:limit_dollars")}
              hint={t("billing-routes:limit_hint")}
              value={limit}
              onValue={setLimit}
              inputMode="numeric"
            />
          ) : null}
          <FormAlert text={alert} />
          <div>
            <Button type="submit" pending={busy}>
              {t(mode === "invite" ? "billing-routes:send_invite" : "billing-routes:send_request")}
            </Button>
          </div>
        </Form>
      )}
    </ProfilePage>
  );
};

export default withAccount(AddRoutePage);
