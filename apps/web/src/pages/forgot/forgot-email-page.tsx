import { staticHref } from "@waea/domain/routing";
import { findEmailByNumber } from "@waea/domain/session";
import { validateMobileNumber } from "@waea/domain/validation";
import * as Effect from "effect/Effect";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useLaterRuntime } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { Form } from "../../components/form/form";

type Answer =
  { readonly found: true; readonly masked: string } | { readonly found: false; readonly text: DialogText };

/**
 * The domain's lookup, its "not found" answered on the page (by the error's tag, with the message it carries); any
 * other failure goes to the error dialog.
 */
const lookUp = (msisdn: string) =>
  findEmailByNumber(msisdn).pipe(
    Effect.map((masked): Answer => ({ found: true, masked })),
    Effect.catchTag("NumberNotFound", (error) =>
      Effect.succeed<Answer>({ found: false, text: errorText(error) }),
    ),
  );

/**
 * AUTH-07: forgot e-mail, by the mobile number. The account's e-mail is shown masked by the domain (findEmailByNumber),
 * so the owner recognises it and someone who only knows the number learns little.
 */
const ForgotEmailPage = () => {
  const { t } = useTranslation(["web", "validation", "onboarding", "errors", "access"]);
  const later = useLaterRuntime();
  const [number, setNumber] = useState("");
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"mobileNumber">(formRef);
  const onSubmit = async () => {
    const checked = form.check(validateMobileNumber(number));
    if (checked === undefined) return;
    setPending(true);
    const runtime = await later();
    const reply = await runtime.run(lookUp(checked.msisdn));
    setPending(false);
    setAnswer(reply.ok ? reply.value : undefined);
  };
  return (
    <section className="page page-narrow forgot">
      <PageTitle title={t("access:forgot_email_title")} />
      <h1>{t("access:forgot_email_title")}</h1>
      <Form ref={formRef} onSubmit={onSubmit}>
        <p>{t("access:forgot_email_text")}</p>
        <TextField
          label={t("access:mobile_number")}
          type="tel"
          autoComplete="tel"
          value={number}
          onValue={setNumber}
          errors={form.errors.mobileNumber}
        />
        <SubmitButton pending={pending}>{t("access:find_email")}</SubmitButton>
      </Form>
      {answer === undefined ? null : answer.found ? (
        <div role="status" className="result">
          <p>{t("access:your_email_is", { email: answer.masked })}</p>
          <Link href={staticHref("sign-in")}>{t("web:sign_in")}</Link>
        </div>
      ) : (
        <p role="alert" className="result">
          {t(answer.text.key, answer.text.params ?? {})}
        </p>
      )}
    </section>
  );
};

export default ForgotEmailPage;
