import { chooseAdoptionMethod, type AdoptionCommand } from "@waea/domain/onboarding";
import {
  FieldLabels,
  checkRequired,
  message,
  validateSignInIdentifier,
  validateVerificationCode,
  validated,
  type SignInIdentifier,
} from "@waea/domain/validation";
import * as Either from "effect/Either";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { both } from "../../components/both";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import { buttonClass } from "../../components/button/button";
import { Form } from "../../components/form/form";

/** Who is onboarding: a signed-in customer adopts into their account with their password (existing customer). */
export interface Adopter {
  readonly authId: string;
}

const commandFor = (
  identifier: SignInIdentifier,
  adopter: Adopter | undefined,
  password: string,
): AdoptionCommand | undefined => {
  const number = identifier.kind === "MobileNumber" ? identifier.value : undefined;
  const simId = identifier.kind === "SIMID" ? identifier.value : undefined;
  const method = chooseAdoptionMethod({
    signedIn: adopter !== undefined,
    onOperatorNetwork: false,
    networkAdoptionFailed: false,
    mobileNumber: number,
    simId,
  });
  if (Either.isLeft(method)) return undefined;
  switch (method.right) {
    case "existing_customer":
      return {
        method: "existing_customer",
        provider: "LOCAL",
        authId: adopter?.authId ?? "",
        authCode: password,
        ...(number === undefined ? {} : { mobileNumber: number }),
        ...(simId === undefined ? {} : { simId }),
      };
    case "sms":
      return { method: "sms", mobileNumber: number ?? "" };
    case "sim_sms":
      return { method: "sim_sms", simId: simId ?? "" };
    default:
      return undefined;
  }
};

/**
 * ONB-02: the SIM by its phone number or SIM ID (one box, told apart by the domain). A signed-in customer confirms
 * with their password and the SIM joins their account; otherwise a code goes by SMS and is entered next.
 */
export const AdoptionForm = ({
  adopter,
  pending,
  codeSentTo,
  onAdopt,
  onCancelCode,
}: {
  readonly adopter: Adopter | undefined;
  readonly pending: boolean;
  /** The command a code was sent for: the form asks for the code. */
  readonly codeSentTo: AdoptionCommand | undefined;
  readonly onAdopt: (command: AdoptionCommand) => void;
  readonly onCancelCode: () => void;
}) => {
  const { t } = useTranslation(["onboarding", "web", "validation", "access"]);
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"identifier" | "password" | "code">(formRef);

  const onFind = () => {
    const checked = form.check(
      adopter === undefined
        ? Either.map(validateSignInIdentifier(identifier), (value) => [value, ""] as const)
        : both(
            validateSignInIdentifier(identifier),
            validated([["password", checkRequired(password, FieldLabels.password)]], () => password),
          ),
    );
    if (checked === undefined) return;
    const command = commandFor(checked[0], adopter, checked[1]);
    if (command === undefined)
      return form.fail({ identifier: [message("onboarding.number_or_sim_required")] });
    onAdopt(command);
  };
  const onCode = () => {
    const checked = form.check(validateVerificationCode(code));
    if (checked === undefined || codeSentTo === undefined) return;
    if (codeSentTo.method === "sms" || codeSentTo.method === "sim_sms")
      onAdopt({ ...codeSentTo, smsCode: checked });
  };

  if (codeSentTo !== undefined)
    return (
      <Form ref={formRef} onSubmit={onCode} aria-label={t("onboarding:enter_sms_code")}>
        <p role="status">{t("onboarding:sms_code_sent")}</p>
        <TextField
          label={t("onboarding:sms_code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValue={setCode}
          errors={form.errors.code}
        />
        <p className="actions">
          <SubmitButton pending={pending}>{t("onboarding:confirm_sim")}</SubmitButton>
          <button type="button" className={buttonClass("secondary")} onClick={onCancelCode}>
            {t("onboarding:use_another_number")}
          </button>
        </p>
      </Form>
    );
  return (
    <Form ref={formRef} onSubmit={onFind} aria-label={t("onboarding:find_sim")}>
      <TextField
        label={t("access:phone_or_sim")}
        hint={t("access:phone_or_sim_hint")}
        inputMode="numeric"
        value={identifier}
        onValue={setIdentifier}
        errors={form.errors.identifier}
      />
      {adopter === undefined ? null : (
        <TextField
          label={t("onboarding:your_password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          errors={form.errors.password}
        />
      )}
      <SubmitButton pending={pending}>{t("onboarding:find_sim")}</SubmitButton>
    </Form>
  );
};
