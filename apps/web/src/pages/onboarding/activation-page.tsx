import {
  activateByCode,
  offersNewLink,
  requestNewActivationLink,
  validateVerificationCode,
} from "@waea/domain/onboarding";
import { staticHref } from "@waea/domain/routing";
import { message, type FieldErrors, type Validated } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useLaterRuntime } from "../../app/app-context";
import { FormAlert, FormStatus } from "../../components/form-alert";
import { PageTitle } from "../../components/page-title";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText, failureText } from "../../dialogs/error-text";
import type { PageProps } from "../../shell/page-props";
import { buttonClass } from "../../components/button/button";
import { Form } from "../../components/form/form";

const INCORRECT = "onboarding.verification_code_incorrect";

/** The activation link's form rule of the domain, as a message beside the code field. */
const checkCode = (code: string): Validated<string, "code"> => {
  const checked = validateVerificationCode(code);
  if (Either.isRight(checked)) return Either.right(checked.right);
  const errors: FieldErrors<"code"> = { code: [message(checked.left)] };
  return Either.left(errors);
};

/**
 * activation/:code (ONB-01): the verification code the customer received with the link. A good code hands the SIM
 * on to the finalise page (through sign-in when needed); an expired link offers a new one by SMS.
 */
const ActivationPage = ({ params }: PageProps) => {
  const { t } = useTranslation(["onboarding", "web", "validation", "errors", "access"]);
  const later = useLaterRuntime();
  const state = useAppState();
  const [, navigate] = useLocation();
  const link = params["code"] ?? "";
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [expired, setExpired] = useState(false);
  const [sent, setSent] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);

  const onSubmit = async () => {
    setAlert(undefined);
    setSent(undefined);
    const checked = form.check(checkCode(code));
    if (checked === undefined) return;
    setPending(true);
    const runtime = await later();
    const reply = await runtime.run(activateByCode({ code: link, verificationCode: checked }), {
      report: false,
    });
    setPending(false);
    if (reply.ok) {
      state.handOff({
        customerUUID: reply.value.CustomerUUID,
        productUUID: reply.value.ProductInstanceUUID,
        resumeToken: reply.value.Token,
      });
      return navigate(staticHref("mobile-onboarding-finalise"));
    }
    if (reply.defect) return;
    const key = reply.error.messageKey;
    if (key === INCORRECT) return form.fail({ code: [message(INCORRECT)] });
    setExpired(offersNewLink(key));
    setAlert(errorText(reply.error));
  };
  const sendNewLink = async () => {
    setPending(true);
    const runtime = await later();
    const reply = await runtime.run(requestNewActivationLink(link), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setAlert(undefined);
    setExpired(false);
    setSent({ key: "onboarding:new_activation_link_sent" });
  };

  return (
    <section className="page page-narrow activation">
      <PageTitle title={t("onboarding:activation_title")} />
      <h1>{t("onboarding:activation_title")}</h1>
      <p>{t("onboarding:activation_text")}</p>
      <Form ref={formRef} onSubmit={onSubmit}>
        <TextField
          label={t("access:verification_code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValue={setCode}
          errors={form.errors.code}
        />
        <FormAlert text={alert} />
        <FormStatus text={sent} />
        <SubmitButton pending={pending}>{t("onboarding:activate")}</SubmitButton>
      </Form>
      {expired ? (
        <p>
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={pending}
            onClick={() => void sendNewLink()}
          >
            {t("onboarding:send_new_link")}
          </button>
        </p>
      ) : null}
    </section>
  );
};

export default ActivationPage;
