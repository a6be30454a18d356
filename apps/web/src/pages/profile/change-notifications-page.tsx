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
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import { Loader } from "../../shell/loader";
import { ProfilePage } from "./profile-page-frame";
import { withAccount, type AccountPageProps } from "./with-account";

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
  if (stored.state.status === "loading") return <Loader />;
  const saved =
    stored.state.status === "ready" ? accountPreferences(stored.state.value, account.uuid).notifications : [];
  const options = chosen ?? saved;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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

  return (
    <ProfilePage
      title="profile:change_notifications"
      back={{ href: staticHref("profile.account"), label: "profile:back_to_account" }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset>
          <legend>{t("profile:notifications_legend")}</legend>
          {NotificationOptions.map((option) => (
            <div className="field field-check" key={option}>
              <input
                id={`notify-${option}`}
                type="checkbox"
                checked={options.includes(option)}
                onChange={(event) => setChosen(toggleNotification(options, option, event.target.checked))}
              />
              <label htmlFor={`notify-${option}`}>{t(i18nKey(notificationLabelKey(option)))}</label>
            </div>
          ))}
        </fieldset>
        <FormAlert text={alert} />
        <FormStatus text={done} />
        <SubmitButton pending={pending}>{t("profile:save")}</SubmitButton>
      </form>
    </ProfilePage>
  );
};

export default withAccount(ChangeNotificationsPage);
