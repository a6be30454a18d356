import { formatNzTime } from "@waea/domain/calendar";
import {
  FieldLabels,
  cleanText,
  emailProblem,
  validateVerificationCode,
  validated,
} from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLaterRuntime } from "../../app/app-context";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { SignInFlow } from "./use-sign-in";
import { Form } from "../../components/form/form";

interface SentCode {
  readonly email: string;
  readonly expiresAt: number;
}

/** AUTH-02: a one-time code by e-mail, then the code entry screen; the code signs in as LOCAL. */
export const CodeForm = ({ flow }: { readonly flow: SignInFlow }) => {
  const { t } = useTranslation(["web", "validation", "access"]);
  const later = useLaterRuntime();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<SentCode | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const emailFormRef = useRef<HTMLFormElement>(null);
  const emailForm = useFormErrors<"email">(emailFormRef);
  const codeFormRef = useRef<HTMLFormElement>(null);
  const codeForm = useFormErrors<"code">(codeFormRef);

  const send = async (address: string) => {
    setSending(true);
    const reply = await (await later()).session.requestCode(address);
    setSending(false);
    if (reply.ok) setSent({ email: reply.value.Email, expiresAt: Date.parse(reply.value.ExpiresAt) });
  };
  const onRequest = () => {
    const address = emailForm.check(
      validated([["email", emailProblem(email, FieldLabels.email)]], () => cleanText(email) ?? ""),
    );
    if (address !== undefined) void send(address);
  };
  const onEnter = () => {
    const checked = codeForm.check(validateVerificationCode(code));
    if (checked !== undefined && sent !== undefined)
      void flow.submit({ kind: "code", authId: sent.email, secret: checked });
  };

  if (sent === undefined)
    return (
      <Form ref={emailFormRef} onSubmit={onRequest} aria-label={t("access:sign_in_with_code")}>
        <TextField
          label={t("web:email")}
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          errors={emailForm.errors.email}
        />
        <SubmitButton pending={sending}>{t("access:send_code")}</SubmitButton>
      </Form>
    );
  return (
    <Form ref={codeFormRef} onSubmit={onEnter} aria-label={t("access:enter_code")}>
      <h2>{t("access:enter_code")}</h2>
      <p role="status">
        {Number.isFinite(sent.expiresAt)
          ? t("access:code_sent_until", { email: sent.email, time: formatNzTime(sent.expiresAt) })
          : t("access:code_sent", { email: sent.email })}
      </p>
      <TextField
        label={t("web:code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValue={setCode}
        errors={codeForm.errors.code}
      />
      <SubmitButton pending={flow.pending}>{t("web:sign_in")}</SubmitButton>
      <p className="actions">
        <button
          type="button"
          className="link-button"
          disabled={sending}
          onClick={() => void send(sent.email)}
        >
          {t("access:send_new_code")}
        </button>
        <button type="button" className="link-button" onClick={() => setSent(undefined)}>
          {t("access:use_another_email")}
        </button>
      </p>
    </Form>
  );
};
