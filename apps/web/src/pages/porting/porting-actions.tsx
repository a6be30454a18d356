import {
  cancelNumberPorting,
  confirmNumberPorting,
  retryNumberPorting,
  type NumberPortingRead,
  type PortingReply,
  type TransferFrom,
} from "@waea/domain/porting";
import {
  mobileNumberText,
  validatePortingTransfer,
  type PortingTransferField,
} from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { FormAlert } from "../../components/form-alert";
import { Form } from "../../components/form/form";
import { FormFooter } from "../../components/form-footer/form-footer";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { EMPTY_TRANSFER, TransferFields, type TransferText } from "./transfer-fields";

type Run = (call: "retry" | "cancel" | "confirm", details?: TransferFrom) => Promise<void>;

/** The port's calls, each answered with the port as it now stands (shown at once, without reading it again). */
const usePortingCalls = (
  customerUUID: string,
  read: NumberPortingRead,
  onChanged: (reply: PortingReply) => void,
) => {
  const { t } = useTranslation("porting");
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const input = { customerUUID, mobileUUID: read.reply.MobileUUID, state: read.track.state };
  const run: Run = async (call, details) => {
    setAlert(undefined);
    setPending(true);
    const effect =
      call === "cancel"
        ? cancelNumberPorting(input)
        : call === "confirm"
          ? confirmNumberPorting(input)
          : retryNumberPorting({
              ...input,
              ...(details === undefined ? {} : { transferFrom: details }),
            });
    const reply = await runtime.run(effect, { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    const number = mobileNumberText(reply.value.MSISDN);
    if (call === "cancel") toasts.show({ key: "porting:canceled_toast", params: { number } });
    if (call === "retry") toasts.show({ key: "porting:retried", params: { number } });
    onChanged(reply.value);
  };
  return { t, run, pending, alert };
};

/**
 * What the customer can do about a port, in place: for a stopped one its remedy (correct the account number and send
 * it again; send it again after calling the losing carrier; withdraw it), otherwise confirm the move while the
 * carriers wait and cancel it before network provisioning (after a confirmation dialog).
 */
export const PortingActions = ({
  customerUUID,
  read,
  onChanged,
}: {
  readonly customerUUID: string;
  readonly read: NumberPortingRead;
  readonly onChanged: (reply: PortingReply) => void;
}) => {
  const { t, run, pending, alert } = usePortingCalls(customerUUID, read, onChanged);
  const [asking, setAsking] = useState(false);
  const { track, reply } = read;
  const remedy = track.stopped?.remedy;
  if (remedy === "fix_and_retry")
    return <FixAndRetry read={read} run={run} pending={pending} alert={alert} />;
  const canCancel = track.actions.includes("cancel") && (remedy === undefined || remedy === "cancel");
  const canRetry = track.actions.includes("retry") && remedy !== "cancel";
  const canConfirm = track.actions.includes("action");
  if (!canCancel && !canRetry && !canConfirm) return null;
  return (
    <div>
      {canConfirm ? <p>{t("porting:confirm_text")}</p> : null}
      <FormAlert text={alert} />
      <p className="actions">
        {canConfirm ? (
          <Button pending={pending} onClick={() => void run("confirm")}>
            {t("porting:confirm")}
          </Button>
        ) : null}
        {canRetry ? (
          <Button pending={pending} onClick={() => void run("retry")}>
            {t("porting:retry")}
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            variant={remedy === "cancel" ? "primary" : "destructive"}
            disabled={pending}
            onClick={() => setAsking(true)}
          >
            {t("porting:cancel")}
          </Button>
        ) : null}
      </p>
      <ConfirmDialog
        open={asking}
        variant="destructive"
        title={t("porting:cancel_title", { number: mobileNumberText(reply.MSISDN) })}
        confirmLabel={t("porting:cancel")}
        cancelLabel={t("porting:cancel_keep")}
        pending={pending}
        onConfirm={() => void run("cancel").then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      >
        <p>{t("porting:cancel_text", { carrier: reply.Carrier ?? t("porting:carrier_unknown") })}</p>
      </ConfirmDialog>
    </div>
  );
};

/** The details the losing carrier did not match, as they were sent, to correct (the account number first). */
const FixAndRetry = ({
  read,
  run,
  pending,
  alert,
}: {
  readonly read: NumberPortingRead;
  readonly run: Run;
  readonly pending: boolean;
  readonly alert: DialogText | undefined;
}) => {
  const { t } = useTranslation(["porting", "validation"]);
  const sent = read.reply.TransferFrom;
  const [details, setDetails] = useState<TransferText>(
    sent === undefined
      ? { ...EMPTY_TRANSFER, providerName: read.reply.Carrier ?? "" }
      : {
          providerName: sent.Provider,
          accountHolder: sent.AccountHolderName,
          accountNumber: sent.AccountNumber,
          connectionId: sent.ConnectionID,
        },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<PortingTransferField>(formRef);
  const submit = async () => {
    const transferFrom = form.check(validatePortingTransfer({ transfer: true, ...details }));
    if (transferFrom !== undefined) await run("retry", transferFrom);
  };
  return (
    <Form ref={formRef} onSubmit={submit}>
      <TransferFields value={details} onValue={setDetails} errors={form.errors} />
      <FormFooter alert={alert} pending={pending} submit={t("porting:retry_fixed")} />
    </Form>
  );
};
