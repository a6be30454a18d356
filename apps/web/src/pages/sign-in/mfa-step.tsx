import type { AuthData } from "@waea/domain/session";
import { validateVerificationCode } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { SignInFlow } from "./use-sign-in";
import { Form } from "../../components/form/form";

/** AUTH-13: the MFA code; the session is published only once the operator accepts it. */
export const MfaStep = ({ auth, flow }: { readonly auth: AuthData; readonly flow: SignInFlow }) => {
  const { t } = useTranslation(["web", "validation", "access"]);
  const runtime = useRuntime();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);
  const onSubmit = async () => {
    const checked = form.check(validateVerificationCode(code));
    if (checked === undefined) return;
    setPending(true);
    await runtime.session.submitMfa(auth, checked, flow.next);
    setPending(false);
  };
  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-labelledby="mfa-title">
      <h2 id="mfa-title">{t("access:mfa_title")}</h2>
      <p>{t("access:mfa_text")}</p>
      <TextField
        label={t("web:code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValue={setCode}
        errors={form.errors.code}
      />
      <SubmitButton pending={pending}>{t("access:continue")}</SubmitButton>
      <p className="actions">
        <button type="button" className="link-button" onClick={flow.cancelMfa}>
          {t("web:cancel")}
        </button>
      </p>
    </Form>
  );
};
