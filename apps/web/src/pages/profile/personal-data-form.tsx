import { SPID } from "@waea/domain/config";
import { personalDataChange, updatePersonalData } from "@waea/domain/profile";
import type { FieldErrors, Validated } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import type { CurrentAccount } from "./use-account";
import { Form } from "../../components/form/form";

type Field = "firstName" | "lastName";

/**
 * The domain's personal data rule as field messages: each name's refusal goes next to it (both at once when both
 * are wrong). The e-mail is not on this form: a problem with it would be the operator's record, shown as the alert.
 */
const validatePersonalData = (firstName: string, lastName: string, email: string): Validated<true, Field> => {
  const checked = personalDataChange({ firstName, lastName, email }, SPID);
  if (Either.isRight(checked)) return Either.right(true);
  const { firstName: first, lastName: last } = checked.left;
  if (first === undefined && last === undefined) return Either.right(true);
  const errors: FieldErrors<Field> = {
    ...(first === undefined ? {} : { firstName: first }),
    ...(last === undefined ? {} : { lastName: last }),
  };
  return Either.left(errors);
};

/**
 * PRO-01: first and last name. The e-mail is changed on its own page (re-authentication); this form sends the current
 * one. Saved names are stored as first name, two spaces, last name by the operator's identity display name.
 */
export const PersonalDataForm = ({ account }: { readonly account: CurrentAccount }) => {
  const { t } = useTranslation(["profile", "web", "validation"]);
  const runtime = useRuntime();
  const [firstName, setFirstName] = useState(account.customer.FirstName);
  const [lastName, setLastName] = useState(account.customer.LastName);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [saved, setSaved] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<Field>(formRef);
  const email = account.customer.Email;

  const onSubmit = async () => {
    setSaved(undefined);
    setAlert(undefined);
    if (form.check(validatePersonalData(firstName, lastName, email)) === undefined) return;
    setPending(true);
    const reply = await runtime.run(updatePersonalData(account.uuid, { firstName, lastName, email }, SPID), {
      report: false,
    });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setSaved({ key: "profile:personal_data_saved" });
    await runtime.session.reloadAccount();
  };

  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-labelledby="personal-data">
      <h2 id="personal-data">{t("profile:personal_data")}</h2>
      <TextField
        label={t("web:first_name")}
        autoComplete="given-name"
        value={firstName}
        onValue={setFirstName}
        errors={form.errors.firstName}
      />
      <TextField
        label={t("web:last_name")}
        autoComplete="family-name"
        value={lastName}
        onValue={setLastName}
        errors={form.errors.lastName}
      />
      <FormFooter alert={alert} status={saved} pending={pending} submit={t("profile:save")} />
    </Form>
  );
};
