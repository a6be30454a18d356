import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { SignInFlow } from "./use-sign-in";
import { Form } from "../../components/form/form";

/**
 * AUTH-01: e-mail and password (LOCAL). An existing password is only required here: the password rules apply when
 * a password is chosen, and an older password that predates them must still sign in.
 */
export const PasswordForm = ({ flow }: { readonly flow: SignInFlow }) => {
  const { t } = useTranslation(["web", "validation", "access"]);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"email" | "password">(formRef);
  const onSubmit = async () => {
    // The validators (and effect's Either under them) load with the first submit, not with the page.
    const { FieldLabels, checkRequired, cleanText, emailProblem, validated } =
      await import("@waea/domain/validation");
    const authId = form.check(
      validated(
        [
          ["email", emailProblem(email, FieldLabels.email)],
          ["password", checkRequired(password, FieldLabels.password)],
        ],
        () => cleanText(email) ?? "",
      ),
    );
    if (authId !== undefined) void flow.submit({ kind: "local", authId, secret: password });
  };
  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label={t("access:sign_in_with_password")}>
      <TextField
        label={t("web:email")}
        type="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
        errors={form.errors.email}
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
