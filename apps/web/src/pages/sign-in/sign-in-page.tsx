import { staticHref } from "@waea/domain/routing";
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { PageTitle } from "../../components/page-title";
import type { PageProps } from "../../shell/page-props";
import { SocialButtons } from "../../social/social-buttons";
import { PasswordForm } from "./password-form";
import { useSignIn } from "./use-sign-in";

// The other methods and the MFA step load when chosen: the page a visitor opens (e-mail and password) downloads
// only what it shows (npm run bench:web).
const CodeForm = lazy(() => import("./code-form").then((module) => ({ default: module.CodeForm })));
const PhoneSimForm = lazy(() =>
  import("./phone-sim-form").then((module) => ({ default: module.PhoneSimForm })),
);
const MfaStep = lazy(() => import("./mfa-step").then((module) => ({ default: module.MfaStep })));

type Method = "password" | "code" | "phone";
const METHODS: ReadonlyArray<{ readonly method: Method; readonly label: string }> = [
  { method: "password", label: "access:method_password" },
  { method: "code", label: "access:method_code" },
  { method: "phone", label: "access:method_phone" },
];

/** Sign-in (AUTH-01..04): e-mail and password, a one-time code by e-mail, phone or SIM ID, or a social provider. */
const SignInPage = ({ query }: PageProps) => {
  const { t } = useTranslation(["web", "validation", "errors", "access"]);
  const flow = useSignIn(query);
  const [method, setMethod] = useState<Method>("password");
  return (
    <section className="page page-narrow sign-in">
      <PageTitle title={t("access:sign_in_title")} />
      <h1>{t("access:sign_in_title")}</h1>
      {flow.mfa !== undefined ? (
        <Suspense fallback={null}>
          <MfaStep auth={flow.mfa} flow={flow} />
        </Suspense>
      ) : (
        <>
          <fieldset className="method-choice">
            <legend>{t("access:sign_in_method")}</legend>
            {METHODS.map((item) => (
              <RadioChoice
                key={item.method}
                name="sign-in-method"
                value={item.method}
                checked={method === item.method}
                onChoose={() => setMethod(item.method)}
              >
                {t(item.label)}
              </RadioChoice>
            ))}
          </fieldset>
          {method === "password" ? <PasswordForm flow={flow} /> : null}
          <Suspense fallback={null}>
            {method === "code" ? <CodeForm flow={flow} /> : null}
            {method === "phone" ? <PhoneSimForm flow={flow} /> : null}
          </Suspense>
          <h2 className="divider">{t("access:or")}</h2>
          <SocialButtons onIdentity={(identity) => void flow.submit({ kind: "identity", identity })} />
          <ul className="links">
            <li>
              <Link href={staticHref("forgot-pass")}>{t("access:forgot_password_link")}</Link>
            </li>
            <li>
              <Link href={staticHref("forgot-email")}>{t("access:forgot_email_link")}</Link>
            </li>
            <li>
              <Link href={staticHref("sign-up")}>{t("access:no_account_sign_up")}</Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
};

export default SignInPage;
