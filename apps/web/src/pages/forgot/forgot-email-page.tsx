import { maskEmail } from "@waea/domain/account";
import { staticHref } from "@waea/domain/routing";
import { CustomerApi } from "@waea/domain/profile/api";
import { validateMobileNumber } from "@waea/domain/validation";
import * as Effect from "effect/Effect";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useLaterRuntime } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import { errorText, isApiError } from "../../dialogs/error-text";

type Answer = { readonly found: true; readonly masked: string } | { readonly found: false };

const findEmail = (msisdn: string) =>
  Effect.map(
    Effect.flatMap(CustomerApi, (api) =>
      api.customerFromIdentity({ IdentityProvider: "LOCAL", AuthID: msisdn }),
    ),
    (customer) => maskEmail(customer.Email),
  );

/**
 * AUTH-07: forgot e-mail, by the mobile number. The account's e-mail is shown masked by the domain's rule, so the
 * owner recognises it and someone who only knows the number learns little.
 */
const ForgotEmailPage = () => {
  const { t } = useTranslation(["web", "validation", "onboarding", "errors"]);
  const later = useLaterRuntime();
  const { dialogs } = useAppState();
  const [number, setNumber] = useState("");
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"mobileNumber">(formRef);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(validateMobileNumber(number));
    if (checked === undefined) return;
    setPending(true);
    const runtime = await later();
    const reply = await runtime.run(findEmail(checked.msisdn), { report: false });
    setPending(false);
    if (reply.ok) setAnswer({ found: true, masked: reply.value });
    else if (isApiError(reply.error) && reply.error._tag === "ApiFailure" && reply.error.status === 404)
      setAnswer({ found: false });
    else void dialogs.showError(errorText(reply.error));
  };
  return (
    <section className="page page-narrow forgot">
      <PageTitle title={t("web:forgot_email_title")} />
      <h1>{t("web:forgot_email_title")}</h1>
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{t("web:forgot_email_text")}</p>
        <TextField
          label={t("web:mobile_number")}
          type="tel"
          autoComplete="tel"
          value={number}
          onValue={setNumber}
          errors={form.errors.mobileNumber}
        />
        <SubmitButton pending={pending}>{t("web:find_email")}</SubmitButton>
      </form>
      {answer === undefined ? null : answer.found ? (
        <div role="status" className="result">
          <p>{t("web:your_email_is", { email: answer.masked })}</p>
          <Link href={staticHref("sign-in")}>{t("web:sign_in")}</Link>
        </div>
      ) : (
        <p role="alert" className="result">
          {t("onboarding:number_or_sim_not_found")}
        </p>
      )}
    </section>
  );
};

export default ForgotEmailPage;
