import { acceptInvitation } from "@waea/domain/session";
import { validateInvitationCode } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { SubmitButton } from "../../components/submit-button";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import { Form } from "../../components/form/form";

/**
 * AUTH-13: an invitation code joins another customer account (the domain's acceptInvitation). The code is
 * required, and a reply without a CustomerUUID is refused ("No CustomerUUID"); the new account is then chosen.
 */
export const InvitationForm = ({
  onJoined,
}: {
  readonly onJoined: (customerUuid: string) => Promise<void>;
}) => {
  const { t } = useTranslation(["web", "validation", "errors", "access"]);
  const runtime = useRuntime();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);
  const onSubmit = async () => {
    const checked = form.check(validateInvitationCode(code));
    if (checked === undefined) return;
    setPending(true);
    const reply = await runtime.run(acceptInvitation(checked));
    if (reply.ok) await onJoined(reply.value.CustomerUUID);
    setPending(false);
  };
  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-labelledby="invitation">
      <h2 id="invitation">{t("access:invitation_title")}</h2>
      <p>{t("access:invitation_text")}</p>
      <TextField
        label={t("access:invitation_code")}
        value={code}
        onValue={setCode}
        errors={form.errors.code}
      />
      <SubmitButton pending={pending}>{t("access:join_account")}</SubmitButton>
    </Form>
  );
};
