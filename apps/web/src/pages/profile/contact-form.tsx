import { saveContactDetails } from "@waea/domain/profile";
import { validateEmail, validateMobileNumber } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { both } from "../../components/both";
import { Card } from "../../components/card/card";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import type { CurrentAccount } from "./use-account";
import { Form } from "../../components/form/form";

/** The contact e-mail and number couriers and the operator use for deliveries (the domain's saveContactDetails). */
export const ContactForm = ({ account }: { readonly account: CurrentAccount }) => {
  const { t } = useTranslation(["profile", "web", "validation", "errors"]);
  const runtime = useRuntime();
  const { customer } = account;
  const [email, setEmail] = useState(customer.ContactEmail ?? customer.Email);
  const [number, setNumber] = useState(customer.ContactNumber ?? customer.MobileNumber ?? "");
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [done, setDone] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"email" | "mobileNumber">(formRef);

  const onSubmit = async () => {
    setAlert(undefined);
    setDone(undefined);
    const checked = form.check(both(validateEmail(email), validateMobileNumber(number)));
    if (checked === undefined) return;
    const [contactEmail, mobile] = checked;
    setPending(true);
    const reply = await runtime.run(
      saveContactDetails(account.uuid, { email: contactEmail, msisdn: mobile.msisdn }),
      { report: false },
    );
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setDone({ key: "profile:contact_saved" });
    await runtime.session.reloadAccount();
  };

  return (
    <Card title={t("profile:contact_details")}>
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t("profile:contact_details")}>
        <TextField
          label={t("profile:contact_email")}
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          errors={form.errors.email}
        />
        <TextField
          label={t("profile:contact_number")}
          type="tel"
          autoComplete="tel"
          value={number}
          onValue={setNumber}
          errors={form.errors.mobileNumber}
        />
        <FormFooter alert={alert} status={done} pending={pending} submit={t("profile:save")} />
      </Form>
    </Card>
  );
};
