import { REDIRECT_QUERY_KEY } from "@waea/domain/routing";
import { emailOneTimeCode, resetPassword } from "@waea/domain/session";
import {
  FieldLabels,
  cleanText,
  emailProblem,
  validateNewPassword,
  validateVerificationCode,
  validated,
} from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useLaterRuntime } from "../../app/app-context";
import { both } from "../../components/both";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { PageProps } from "../../shell/page-props";
import { Form } from "../../components/form/form";

type ResetField = "code" | "newPassword" | "confirmPassword";

/**
 * AUTH-07: forgot password. A code by e-mail (emailOneTimeCode), then the code and a new password that meets the
 * rules; the domain's resetPassword signs in with the code and sets the password, and the session is published.
 */
const ForgotPasswordPage = ({ query }: PageProps) => {
  const { t } = useTranslation(["web", "validation", "errors", "access"]);
  const later = useLaterRuntime();
  const { dialogs } = useAppState();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const [values, setValues] = useState({ code: "", newPassword: "", confirmPassword: "" });
  const [pending, setPending] = useState(false);
  const emailFormRef = useRef<HTMLFormElement>(null);
  const emailForm = useFormErrors<"email">(emailFormRef);
  const resetFormRef = useRef<HTMLFormElement>(null);
  const resetForm = useFormErrors<ResetField>(resetFormRef);

  const onRequest = async () => {
    const address = emailForm.check(
      validated([["email", emailProblem(email, FieldLabels.email)]], () => cleanText(email) ?? ""),
    );
    if (address === undefined) return;
    setPending(true);
    const runtime = await later();
    const reply = await runtime.run(emailOneTimeCode(address));
    setPending(false);
    if (reply.ok) setSentTo(address);
  };

  const onReset = async () => {
    const checked = resetForm.check(both(validateVerificationCode(values.code), validateNewPassword(values)));
    if (checked === undefined || sentTo === undefined) return;
    const [code, password] = checked;
    setPending(true);
    const runtime = await later();
    const reset = await runtime.run(resetPassword({ email: sentTo, code, password }));
    setPending(false);
    if (!reset.ok) return;
    await dialogs.showSuccess({ key: "web:password_changed" });
    await runtime.session.completeSignIn(reset.value, { redirect: query[REDIRECT_QUERY_KEY], navigate });
  };

  return (
    <section className="page page-narrow forgot">
      <PageTitle title={t("access:forgot_password_title")} />
      <h1>{t("access:forgot_password_title")}</h1>
      {sentTo === undefined ? (
        <Form ref={emailFormRef} onSubmit={onRequest}>
          <p>{t("access:forgot_password_text")}</p>
          <TextField
            label={t("web:email")}
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            errors={emailForm.errors.email}
          />
          <SubmitButton pending={pending}>{t("access:send_code")}</SubmitButton>
        </Form>
      ) : (
        <Form ref={resetFormRef} onSubmit={onReset}>
          <p role="status">{t("access:code_sent", { email: sentTo })}</p>
          <TextField
            label={t("web:code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.code}
            onValue={(code) => setValues({ ...values, code })}
            errors={resetForm.errors.code}
          />
          <TextField
            label={t("web:new_password")}
            type="password"
            autoComplete="new-password"
            hint={t("web:password_rules")}
            value={values.newPassword}
            onValue={(newPassword) => setValues({ ...values, newPassword })}
            errors={resetForm.errors.newPassword}
          />
          <TextField
            label={t("web:confirm_new_password")}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onValue={(confirmPassword) => setValues({ ...values, confirmPassword })}
            errors={resetForm.errors.confirmPassword}
          />
          <SubmitButton pending={pending}>{t("access:set_password")}</SubmitButton>
        </Form>
      )}
    </section>
  );
};

export default ForgotPasswordPage;
