import { requestNumberPorting, type PortingReply } from "@waea/domain/porting";
import { validatePortingTransfer, type PortingTransferField } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { CheckboxField } from "../../components/checkbox-field";
import { Form } from "../../components/form/form";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { EMPTY_TRANSFER, TransferFields, type TransferText } from "./transfer-fields";

/**
 * SIM-06: ask for a number to be brought in. With the transfer flag the losing account's details are asked for and
 * checked by the domain's validator (nothing is sent while one is missing); the use case looks the number up
 * without its plus and refuses one that cannot be ported or is already moving, with the operator's words.
 */
export const PortingRequestForm = ({
  customerUUID,
  mobileUUID,
  onRequested,
}: {
  readonly customerUUID: string;
  readonly mobileUUID: string;
  readonly onRequested: (reply: PortingReply) => void;
}) => {
  const { t } = useTranslation(["porting", "validation", "errors", "web"]);
  const runtime = useRuntime();
  const { settings } = useAppState();
  const [number, setNumber] = useState("");
  const [transfer, setTransfer] = useState(false);
  const [details, setDetails] = useState<TransferText>(EMPTY_TRANSFER);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<PortingTransferField>(formRef);

  const submit = async () => {
    setAlert(undefined);
    const checked = validatePortingTransfer({ transfer, ...details });
    const transferFrom = form.check(checked);
    if (checked._tag === "Left") return;
    setPending(true);
    const reply = await runtime.run(
      requestNumberPorting({
        settings,
        customerUUID,
        mobileUUID,
        number,
        ...(transferFrom === undefined ? {} : { transferFrom }),
      }),
      { report: false },
    );
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    onRequested(reply.value);
  };

  return (
    <Form ref={formRef} onSubmit={submit}>
      <TextField
        label={t("porting:number")}
        hint={t("porting:number_hint")}
        inputMode="tel"
        autoComplete="tel"
        value={number}
        onValue={setNumber}
      />
      <CheckboxField label={t("porting:transfer_flag")} checked={transfer} onChecked={setTransfer} />
      {transfer ? (
        <>
          <p className="field-hint">{t("porting:transfer_hint")}</p>
          <TransferFields value={details} onValue={setDetails} errors={form.errors} />
        </>
      ) : null}
      <FormFooter alert={alert} pending={pending} submit={t("porting:request")} />
    </Form>
  );
};
