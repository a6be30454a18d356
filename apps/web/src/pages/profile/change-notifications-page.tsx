import {
  NotificationOptions,
  accountPreferences,
  changeNotifications,
  loadPreferences,
  notificationLabelKey,
  toggleNotification,
  type NotificationOption,
} from "@waea/domain/profile";
import { staticHref } from "@waea/domain/routing";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { CheckboxField } from "../../components/checkbox-field";
import { FormFooter } from "../../components/form-footer/form-footer";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import { ProfilePage } from "./profile-page-frame";
import { withAccount, type AccountPageProps } from "./with-account";
import { Form } from "../../components/form/form";

/** The notification form while the saved choices are read: the card with a line per option and the button. */
const NotificationsSkeleton = () => (
  <SkeletonGroup>
    <Skeleton shape="card" lines={NotificationOptions.length + 1} height="17rem" />
  </SkeletonGroup>
);

/**
 * PRO-04: the notification options, kept per customer account in the user's preferences; the special offers and
 * newsletter opt-ins also go to the operator (2 or 0). A refused change keeps nothing.
 */
const ChangeNotificationsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["profile", "web", "errors"]);
  const runtime = useRuntime();
  const userId = account.auth.UUID;
  const stored = useLoad(() => loadPreferences(userId), userId);
  const [chosen, setChosen] = useState<ReadonlyArray<NotificationOption> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);
  const frame = (content: ReactNode) => (
    <ProfilePage
      title="profile:change_notifications"
      back={{ href: staticHref("profile.account"), label: "profile:back_to_account" }}
    >
      {content}
    </ProfilePage>
  );
  if (stored.state.status === "loading") return frame(<NotificationsSkeleton />);
  // The choices are read from this device's storage, which does not fail: nothing else to show but a defect.
  if (stored.state.status !== "ready") return frame(null);
  const saved = accountPreferences(stored.state.value, account.uuid).notifications;
  const options = chosen ?? saved;

  const onSubmit = async () => {
    setAlert(undefined);
    setDone(undefined);
    setPending(true);
    const reply = await runtime.run(changeNotifications(userId, account.uuid, options), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    stored.replace(reply.value);
    setChosen(undefined);
    setDone({ key: "profile:notifications_saved" });
  };

  return frame(
    <Card>
      <Form onSubmit={onSubmit}>
        <fieldset>
          <legend>{t("profile:notifications_legend")}</legend>
          {NotificationOptions.map((option) => (
            <CheckboxField
              key={option}
              name={`notify-${option}`}
              label={t(i18nKey(notificationLabelKey(option)))}
              checked={options.includes(option)}
              onChecked={(checked) => setChosen((now) => toggleNotification(now ?? saved, option, checked))}
            />
          ))}
        </fieldset>
        <FormFooter alert={alert} status={done} pending={pending} submit={t("profile:save")} />
      </Form>
    </Card>,
  );
};

export default withAccount(ChangeNotificationsPage);
