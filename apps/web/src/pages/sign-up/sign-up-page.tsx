import { useSignals } from "@preact/signals-react/runtime";
import { REDIRECT_QUERY_KEY, staticHref } from "@waea/domain/routing";
import { validateSignUp, type SignUpField } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAppState } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { PageProps } from "../../shell/page-props";
import { SocialButtons } from "../../social/social-buttons";
import { useSignIn } from "../sign-in/use-sign-in";
import { ConsentFields, NO_CONSENT } from "./consent-fields";
import { Form } from "../../components/form/form";

/** Sign-up (AUTH-05) by e-mail and password, or with a provider's identity through identity-link (AUTH-06). */
const SignUpPage = ({ query }: PageProps) => {
  useSignals();
  const { t } = useTranslation(["web", "validation", "errors", "access"]);
  const state = useAppState();
  const [, navigate] = useLocation();
  const flow = useSignIn(query);
  const [names, setNames] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [consent, setConsent] = useState(NO_CONSENT);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<SignUpField>(formRef);
  const set = (key: keyof typeof names) => (value: string) => setNames({ ...names, [key]: value });
  const redirect = query[REDIRECT_QUERY_KEY];

  const onSubmit = () => {
    const signUp = form.check(validateSignUp({ ...names, ...consent }));
    if (signUp === undefined) return;
    const email = signUp.Email ?? "";
    void flow.submit({
      kind: "sign-up",
      email,
      password: names.password,
      details: {
        firstName: signUp.FirstName,
        lastName: signUp.LastName,
        email,
        newsletters: consent.newsletters,
        specialOffers: consent.specialOffers,
      },
    });
  };

  return (
    <section className="page page-narrow sign-up">
      <PageTitle title={t("access:sign_up_title")} />
      <h1>{t("access:sign_up_title")}</h1>
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t("access:sign_up_title")}>
        <TextField
          label={t("web:first_name")}
          autoComplete="given-name"
          value={names.firstName}
          onValue={set("firstName")}
          errors={form.errors.firstName}
        />
        <TextField
          label={t("web:last_name")}
          autoComplete="family-name"
          value={names.lastName}
          onValue={set("lastName")}
          errors={form.errors.lastName}
        />
        <TextField
          label={t("web:email")}
          type="email"
          autoComplete="email"
          value={names.email}
          onValue={set("email")}
          errors={form.errors.email}
        />
        <TextField
          label={t("web:password")}
          type="password"
          autoComplete="new-password"
          hint={t("web:password_rules")}
          value={names.password}
          onValue={set("password")}
          errors={form.errors.password}
        />
        <ConsentFields value={consent} onChange={setConsent} errors={form.errors} />
        <SubmitButton pending={flow.pending}>{t("access:create_account")}</SubmitButton>
      </Form>
      <h2 className="divider">{t("access:or")}</h2>
      <SocialButtons
        onIdentity={(identity) => {
          state.holdSocialIdentity(identity);
          navigate(
            staticHref("identity-link", redirect === undefined ? {} : { [REDIRECT_QUERY_KEY]: redirect }),
          );
        }}
      />
      <p>
        <Link href={staticHref("sign-in")}>{t("access:have_account_sign_in")}</Link>
      </p>
    </section>
  );
};

export default SignUpPage;
