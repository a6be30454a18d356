import { useSignals } from "@preact/signals-react/runtime";
import { REDIRECT_QUERY_KEY, safeRedirectTarget, staticHref } from "@waea/domain/routing";
import { AuthApi } from "@waea/domain/session/api";
import { validateVerificationCode } from "@waea/domain/validation";
import * as Effect from "effect/Effect";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { PageProps } from "../../shell/page-props";

/** The query key of the secret in the link of the verification e-mail (masked in analytics). */
const SECRET_QUERY_KEY = "secret";

/**
 * AUTH-13, PRO-09: verify the account's e-mail. Send (then resend) the e-mail, and confirm with the code it carries,
 * typed in or from the e-mail's link. Once verified the account is reloaded and the visitor continues to the page
 * they asked for.
 */
const EmailVerifyPage = ({ query }: PageProps) => {
  useSignals();
  const { t } = useTranslation(["web", "validation", "errors"]);
  const state = useAppState();
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const account = state.account.value;
  const customerUuid = account.status === "none" ? "" : account.uuid;
  const email = account.status === "ready" ? account.customer.Email : "";
  const verified = state.visitor.value.account?.emailVerified === true;
  const target = safeRedirectTarget(query[REDIRECT_QUERY_KEY]) ?? staticHref("home");
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);

  const send = async () => {
    setPending(true);
    const reply = await runtime.run(
      Effect.flatMap(AuthApi, (api) =>
        sent ? api.resendEmailVerification(customerUuid) : api.sendEmailVerification(customerUuid),
      ),
    );
    setPending(false);
    if (reply.ok) setSent(true);
  };
  const confirm = async (secret: string) => {
    setPending(true);
    const reply = await runtime.run(
      Effect.flatMap(AuthApi, (api) =>
        api.confirmEmailVerification({ CustomerUUID: customerUuid, Secret: secret }),
      ),
    );
    setPending(false);
    if (!reply.ok) return;
    await runtime.session.reloadAccount();
    await state.dialogs.showSuccess({ key: "web:email_verified" });
    navigate(target);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(validateVerificationCode(code));
    if (checked !== undefined) void confirm(checked);
  };

  // The e-mail's link is confirmed once, on arrival.
  const linkSecret = query[SECRET_QUERY_KEY];
  const confirmedLink = useRef(false);
  const confirmLink = useEffectEvent((secret: string) => void confirm(secret));
  useEffect(() => {
    if (linkSecret === undefined || linkSecret.trim() === "" || confirmedLink.current || verified) return;
    confirmedLink.current = true;
    confirmLink(linkSecret);
  }, [linkSecret, verified]);

  return (
    <section className="page page-narrow email-verify">
      <PageTitle title={t("web:email_verify_title")} />
      <h1>{t("web:email_verify_title")}</h1>
      {verified ? (
        <>
          <p role="status">{t("web:email_is_verified", { email })}</p>
          <Link href={target} className="button">
            {t("web:continue")}
          </Link>
        </>
      ) : (
        <>
          <p>{t("web:email_verify_text", { email })}</p>
          <p>
            <button type="button" disabled={pending} onClick={() => void send()}>
              {sent ? t("web:resend_verification") : t("web:send_verification")}
            </button>
          </p>
          {sent ? <p role="status">{t("web:verification_sent", { email })}</p> : null}
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t("web:confirm_email")}>
            <TextField
              label={t("web:verification_code")}
              autoComplete="one-time-code"
              value={code}
              onValue={setCode}
              errors={form.errors.code}
            />
            <SubmitButton pending={pending}>{t("web:confirm_email")}</SubmitButton>
          </form>
        </>
      )}
    </section>
  );
};

export default EmailVerifyPage;
