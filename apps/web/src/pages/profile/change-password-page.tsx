import { changePassword, CredentialsMessageKeys, hasLocalPassword } from "@waea/domain/profile";
import { staticHref } from "@waea/domain/routing";
import { message, validatePasswordChange, type PasswordChangeField } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "./profile-page-frame";
import styles from "./profile-pages.module.css";
import { withAccount, type AccountPageProps } from "./with-account";
import { Form } from "../../components/form/form";

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * PRO-02: the password rules and the three messages of spec 01 §5 beside their fields; the old password is checked
 * by re-authenticating before the new one is set (a wrong one is told beside the old password field).
 */
const ChangePasswordPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["profile", "web", "validation", "errors"]);
  const runtime = useRuntime();
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<PasswordChangeField>(formRef);
  const local = hasLocalPassword(account.auth.IdentityProvider);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async () => {
    setAlert(undefined);
    setDone(undefined);
    const change = form.check(validatePasswordChange(values));
    if (change === undefined) return;
    setPending(true);
    const reply = await runtime.run(changePassword(account.authId, change), { report: false });
    setPending(false);
    if (reply.ok) {
      setValues(EMPTY);
      return setDone({ key: "web:password_changed" });
    }
    if (reply.defect) return;
    if (
      reply.error._tag === "ProfileRefused" &&
      reply.error.messageKey === CredentialsMessageKeys.wrongOldPassword
    )
      return form.fail({ oldPassword: [message(CredentialsMessageKeys.wrongOldPassword)] });
    setAlert(errorText(reply.error));
  };

  return (
    <ProfilePage
      title="profile:change_password"
      back={{ href: staticHref("profile.account"), label: "profile:back_to_account" }}
    >
      <Card>
        {local ? (
          <Form ref={formRef} onSubmit={onSubmit}>
            <p className={`field-hint ${styles.rules}`}>{t("web:password_rules")}</p>
            <TextField
              label={t("profile:old_password")}
              type="password"
              autoComplete="current-password"
              value={values.oldPassword}
              onValue={set("oldPassword")}
              errors={form.errors.oldPassword}
            />
            <TextField
              label={t("web:new_password")}
              type="password"
              autoComplete="new-password"
              value={values.newPassword}
              onValue={set("newPassword")}
              errors={form.errors.newPassword}
            />
            <TextField
              label={t("web:confirm_new_password")}
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onValue={set("confirmPassword")}
              errors={form.errors.confirmPassword}
            />
            <FormFooter alert={alert} status={done} pending={pending} submit={t("profile:change_password")} />
          </Form>
        ) : (
          <p>{t("profile:password_with_provider")}</p>
        )}
      </Card>
    </ProfilePage>
  );
};

export default withAccount(ChangePasswordPage);
