import { useSignals } from "@preact/signals-react/runtime";
import { normaliseSocialName } from "@waea/domain/account";
import { validateSignUp, type SignUpField } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { PageProps } from "../../shell/page-props";
import { SocialButtons } from "../../social/social-buttons";
import type { SocialIdentity } from "../../social/social-sign-in";
import { useSignIn } from "../sign-in/use-sign-in";
import { ConsentFields, NO_CONSENT } from "./consent-fields";
import { Form } from "../../components/form/form";

const PROVIDER_NAMES = { GOOGLE: "Google", APPLE: "Apple", FACEBOOK: "Facebook" } as const;

/** The sign-up form of an identity a provider returned: names from its display name, normalised by the domain. */
const LinkForm = ({ identity, query }: { readonly identity: SocialIdentity } & Pick<PageProps, "query">) => {
  const { t } = useTranslation(["web", "validation", "errors", "access"]);
  const flow = useSignIn(query);
  const suggested = normaliseSocialName(identity.displayName ?? "");
  const [names, setNames] = useState({ firstName: suggested.firstName, lastName: suggested.lastName });
  const [consent, setConsent] = useState(NO_CONSENT);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<SignUpField>(formRef);
  const onSubmit = () => {
    const signUp = form.check(validateSignUp({ ...names, ...consent }));
    if (signUp === undefined) return;
    void flow.submit({
      kind: "identity",
      identity,
      details: {
        firstName: signUp.FirstName,
        lastName: signUp.LastName,
        ...(identity.email === undefined ? {} : { email: identity.email }),
        newsletters: consent.newsletters,
        specialOffers: consent.specialOffers,
      },
    });
  };
  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label={t("access:identity_link_title")}>
      <p>{t("access:identity_link_with", { provider: PROVIDER_NAMES[identity.provider] })}</p>
      {identity.email === undefined ? null : (
        <p>{t("access:identity_link_email", { email: identity.email })}</p>
      )}
      <TextField
        label={t("web:first_name")}
        autoComplete="given-name"
        value={names.firstName}
        onValue={(firstName) => setNames({ ...names, firstName })}
        errors={form.errors.firstName}
      />
      <TextField
        label={t("web:last_name")}
        autoComplete="family-name"
        value={names.lastName}
        onValue={(lastName) => setNames({ ...names, lastName })}
        errors={form.errors.lastName}
      />
      <ConsentFields value={consent} onChange={setConsent} errors={form.errors} />
      <SubmitButton pending={flow.pending}>{t("access:create_account")}</SubmitButton>
    </Form>
  );
};

/** AUTH-06: sign up with an identity from Google, Apple or Facebook; first choose the provider if none is pending. */
const IdentityLinkPage = ({ query }: PageProps) => {
  useSignals();
  const { t } = useTranslation(["web", "access"]);
  const state = useAppState();
  const identity = state.socialIdentity.value;
  return (
    <section className="page page-narrow identity-link">
      <PageTitle title={t("access:identity_link_title")} />
      <h1>{t("access:identity_link_title")}</h1>
      {identity === undefined ? (
        <>
          <p>{t("access:identity_link_choose")}</p>
          <SocialButtons
            onIdentity={(chosen) => {
              state.holdSocialIdentity(chosen);
            }}
          />
        </>
      ) : (
        <LinkForm identity={identity} query={query} />
      )}
    </section>
  );
};

export default IdentityLinkPage;
