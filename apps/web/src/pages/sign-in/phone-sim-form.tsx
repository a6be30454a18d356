import { FieldLabels, checkRequired, validateSignInIdentifier, validated } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { both } from "../../components/both";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { SignInFlow } from "./use-sign-in";
import { Form } from "../../components/form/form";

/**
 * AUTH-04: one box for a mobile number or a SIM ID, with the password. The domain tells the two apart; the
 * identifier (MSISDN or SIM ID) is the AuthID of a LOCAL sign-in.
 */
export const PhoneSimForm = ({ flow }: { readonly flow: SignInFlow }) => {
  const { t } = useTranslation(["web", "validation", "access"]);
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"identifier" | "password">(formRef);
  const onSubmit = () => {
    const checked = form.check(
      both(
        validateSignInIdentifier(identifier),
        validated([["password", checkRequired(password, FieldLabels.password)]], () => password),
      ),
    );
    if (checked !== undefined)
      void flow.submit({ kind: "local", authId: checked[0].value, secret: checked[1] });
  };
  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label={t("access:sign_in_with_phone")}>
      <TextField
        label={t("access:phone_or_sim")}
        hint={t("access:phone_or_sim_hint")}
        inputMode="numeric"
        autoComplete="username"
        value={identifier}
        onValue={setIdentifier}
        errors={form.errors.identifier}
      />
      <TextField
        label={t("web:password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        errors={form.errors.password}
      />
      <SubmitButton pending={flow.pending}>{t("web:sign_in")}</SubmitButton>
    </Form>
  );
};
