import { useSignals } from "@preact/signals-react/runtime";
import { REDIRECT_QUERY_KEY, safeRedirectTarget, staticHref } from "@waea/domain/routing";
import { confirmEmail, sendVerificationEmail } from "@waea/domain/session";
import { validateVerificationCode } from "@waea/domain/validation";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { PageProps } from "../../shell/page-props";
import { EmailChangeForm } from "../profile/email-change-form";
import { useCurrentAccount } from "../profile/use-account";
import { buttonClass } from "../../components/button/button";
import { Form } from "../../components/form/form";

/** The query key of the secret in the link of the verification e-mail (masked in analytics). */
const SECRET_QUERY_KEY = "secret";

/**
 * AUTH-13, PRO-09: verify the account's e-mail. Send the e-mail (the domain's sendVerificationEmail picks send or
 * resend), and confirm with the code it carries, typed in or from the e-mail's link. Once verified the account is
 * reloaded, the guard's "please verify" notice goes, and the visitor continues to the page they asked for. Every
 * profile page waits behind this one, so a mistyped address (PRO-03) is corrected here too.
 */
const EmailVerifyPage = ({ query }: PageProps) => {
  useSignals();
  const { t } = useTranslation(["web", "validation", "errors", "access"]);
  const state = useAppState();
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const account = state.account.value;
  const customerUuid = account.status === "none" ? "" : account.uuid;
  const email = account.status === "ready" ? account.customer.Email : "";
  const verified = state.visitor.value.account?.emailVerified === true;
  const target = safeRedirectTarget(query[REDIRECT_QUERY_KEY]) ?? staticHref("home");
  const current = useCurrentAccount();
  // The address the last e-mail went to: a corrected address is sent a first e-mail again.
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const sent = sentTo !== undefined && sentTo === email;
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);

  const send = async () => {
    setPending(true);
    const reply = await runtime.run(sendVerificationEmail(customerUuid, sent));
    setPending(false);
    if (reply.ok) setSentTo(email);
  };
  const confirm = async (secret: string) => {
    setPending(true);
    const reply = await runtime.run(confirmEmail(customerUuid, secret));
    setPending(false);
    if (!reply.ok) return;
    await runtime.session.reloadAccount();
    state.showNotice(undefined);
    await state.dialogs.showSuccess({ key: "access:email_verified" });
    navigate(target);
  };
  const onSubmit = () => {
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
      <PageTitle title={t("access:email_verify_title")} />
      <h1>{t("access:email_verify_title")}</h1>
      {verified ? (
        <>
          <p role="status">{t("access:email_is_verified", { email })}</p>
          <Link href={target} className={buttonClass()}>
            {t("access:continue")}
          </Link>
        </>
      ) : (
        <>
          <p>{t("access:email_verify_text", { email })}</p>
          <p>
            <button type="button" disabled={pending} onClick={() => void send()}>
              {sent ? t("access:resend_verification") : t("access:send_verification")}
            </button>
          </p>
          {sent ? <p role="status">{t("access:verification_sent", { email })}</p> : null}
          <Form ref={formRef} onSubmit={onSubmit} aria-label={t("web:confirm_email")}>
            <TextField
              label={t("access:verification_code")}
              autoComplete="one-time-code"
              value={code}
              onValue={setCode}
              errors={form.errors.code}
            />
            <SubmitButton pending={pending}>{t("web:confirm_email")}</SubmitButton>
          </Form>
          {current === undefined ? null : (
            <section aria-labelledby="email-wrong-title">
              <h2 id="email-wrong-title">{t("access:email_wrong_title")}</h2>
              <p>{t("access:email_wrong_text", { email })}</p>
              <EmailChangeForm
                account={current}
                label={t("access:email_wrong_title")}
                submit={t("access:email_wrong_submit")}
              />
            </section>
          )}
        </>
      )}
    </section>
  );
};

export default EmailVerifyPage;
