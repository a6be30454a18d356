import { redeemVoucher } from "@waea/domain/payments";
import { message, validateVoucherCode } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../../app/app-context";
import { FormAlert } from "../../../components/form-alert";
import { SubmitButton } from "../../../components/submit-button";
import { TextField } from "../../../components/text-field";
import { useFormErrors } from "../../../components/use-form-errors";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText } from "../../../dialogs/error-text";
import { withFacts, type StepProps } from "./step-props";
import { buttonClass } from "../../../components/button/button";
import { Form } from "../../../components/form/form";

/** ONB-08: a voucher may pay for the first bundle (prepay and PAYG): 13 digits, checked then redeemed; or skip. */
export const VoucherStep = ({ update, customerUUID, productUUID }: StepProps) => {
  const { t } = useTranslation(["onboarding", "validation", "payments", "web"]);
  const runtime = useRuntime();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<"code">(formRef);

  const onSubmit = async () => {
    setAlert(undefined);
    const checked = form.check(validateVoucherCode(code));
    if (checked === undefined) return;
    setPending(true);
    const reply = await runtime.run(redeemVoucher(customerUUID, productUUID, checked), { report: false });
    setPending(false);
    if (reply.ok) return update((flow) => withFacts(flow, { voucher: "redeemed" }));
    if (reply.defect) return;
    // A refusal of the payments rules is about the code: shown beside it. Anything else is about the call.
    if (reply.error._tag === "PaymentsError") return form.fail({ code: [message(reply.error.key)] });
    setAlert(errorText(reply.error));
  };

  return (
    <div className="step">
      <p>{t("onboarding:voucher_text")}</p>
      <Form ref={formRef} onSubmit={onSubmit}>
        <TextField
          label={t("onboarding:voucher_code")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          value={code}
          onValue={setCode}
          errors={form.errors.code}
        />
        <FormAlert text={alert} />
        <p className="actions">
          <SubmitButton pending={pending}>{t("onboarding:redeem_voucher")}</SubmitButton>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => update((flow) => withFacts(flow, { voucher: "skipped" }))}
          >
            {t("onboarding:skip_voucher")}
          </button>
        </p>
      </Form>
    </div>
  );
};
