import { FieldLabels, type FieldLabel } from "./field-labels";
import { checkMaxLength, checkRequired, cleanText, MaxLengths } from "./generic";
import { validated, type Check, type Validated } from "./messages";

/** The details of the account a number is transferred from (spec 02 §5, 03 §5; SIM-06). */
export interface PortingTransferInput {
  /** The transfer flag: when off, nothing else is required. */
  readonly transfer: boolean;
  readonly providerName?: string | undefined;
  readonly accountHolder?: string | undefined;
  readonly accountNumber?: string | undefined;
  readonly connectionId?: string | undefined;
}

export type PortingTransferField = "providerName" | "accountHolder" | "accountNumber" | "connectionId";

/** The operator's TransferFrom block of the checkout payload (spec 03 §3). */
export interface TransferFrom {
  readonly Provider: string;
  readonly AccountHolderName: string;
  readonly AccountNumber: string;
  readonly ConnectionID: string;
}

const LABELS: Readonly<Record<PortingTransferField, FieldLabel>> = {
  providerName: FieldLabels.providerName,
  accountHolder: FieldLabels.accountHolder,
  accountNumber: FieldLabels.accountNumber,
  connectionId: FieldLabels.connectionId,
};

const FIELDS: ReadonlyArray<PortingTransferField> = [
  "providerName",
  "accountHolder",
  "accountNumber",
  "connectionId",
];

/**
 * Provider name, account holder, account number and connection ID are required only when the transfer flag is
 * set. Without the flag the result is undefined: there is nothing to send.
 */
export const validatePortingTransfer = (
  input: PortingTransferInput,
): Validated<TransferFrom | undefined, PortingTransferField> => {
  if (!input.transfer) return validated<TransferFrom | undefined, PortingTransferField>([], () => undefined);
  const checks: Check<PortingTransferField>[] = FIELDS.map((field) => [
    field,
    checkRequired(input[field], LABELS[field]) ??
      checkMaxLength(input[field], MaxLengths.portingField, LABELS[field]),
  ]);
  return validated(checks, () => ({
    Provider: cleanText(input.providerName) ?? "",
    AccountHolderName: cleanText(input.accountHolder) ?? "",
    AccountNumber: cleanText(input.accountNumber) ?? "",
    ConnectionID: cleanText(input.connectionId) ?? "",
  }));
};
