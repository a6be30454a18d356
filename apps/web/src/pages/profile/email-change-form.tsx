import { SPID } from "@waea/domain/config";
import { changeEmail, CredentialsMessageKeys, hasLocalPassword } from "@waea/domain/profile";
import {
  FieldLabels,
  checkRequired,
  message,
  validateEmailChange,
  validated,
  type EmailChangeField,
} from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { both } from "../../components/both";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import type { CurrentAccount } from "./use-account";
import { Form } from "../../components/form/form";

type Field = EmailChangeField | "password";
const EMPTY = { email: "", confirmEmail: "", password: "" };

/** The refusals that belong beside a field of the form rather than above it. */
const FIELD_OF: Readonly<Record<string, Field>> = {
  [CredentialsMessageKeys.wrongPassword]: "password",
  [CredentialsMessageKeys.emailInUse]: "email",
};

/**
 * PRO-03: the new e-mail twice (they must match and differ from the current one) and the current password, which
 * re-authenticates before the change is saved; an address another customer uses is refused beside the field. The
 * change-email page and the verify page (where a mistyped new address is corrected) both show it.
 */
export const EmailChangeForm = ({
  account,
  label,
  submit,
}: {
  readonly account: CurrentAccount;
  /** The form's accessible name. */
  readonly label: string;
  /** The submit button's text. */
  readonly submit: string;
}) => {
  const { t } = useTranslation(["profile", "web", "validation", "errors"]);
  const runtime = useRuntime();
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<Field>(formRef);
  const current = account.customer.Email;
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async () => {
    setAlert(undefined);
    setDone(undefined);
    const checked = form.check(
      both(
        validateEmailChange({
          currentEmail: current,
          email: values.email,
          confirmEmail: values.confirmEmail,
        }),
        validated(
          [["password", checkRequired(values.password, FieldLabels.password)]],
          () => values.password,
        ),
      ),
    );
    if (checked === undefined) return;
    const [email, password] = checked;
    setPending(true);
    const reply = await runtime.run(
      changeEmail({ authId: account.authId, password, customer: account.customer, email }, SPID),
      { report: false },
    );
    setPending(false);
    if (reply.ok) {
      setValues(EMPTY);
      setDone({ key: "profile:email_changed", params: { email } });
      return runtime.session.reloadAccount();
    }
    if (reply.defect) return;
    const field = reply.error._tag === "ProfileRefused" ? FIELD_OF[reply.error.messageKey] : undefined;
    if (field !== undefined && reply.error._tag === "ProfileRefused")
      return form.fail({ [field]: [message(reply.error.messageKey)] });
    setAlert(errorText(reply.error));
  };

  if (!hasLocalPassword(account.auth.IdentityProvider)) return <p>{t("profile:password_with_provider")}</p>;
  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label={label}>
      <TextField
        label={t("profile:new_email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onValue={set("email")}
        errors={form.errors.email}
      />
      <TextField
        label={t("web:confirm_email")}
        type="email"
        autoComplete="email"
        value={values.confirmEmail}
        onValue={set("confirmEmail")}
        errors={form.errors.confirmEmail}
      />
      <TextField
        label={t("profile:current_password")}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValue={set("password")}
        errors={form.errors.password}
      />
      <FormFooter alert={alert} status={done} pending={pending} submit={submit} />
    </Form>
  );
};
