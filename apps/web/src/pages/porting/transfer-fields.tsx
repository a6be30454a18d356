import type { FieldErrors, PortingTransferField } from "@waea/domain/validation";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import styles from "./porting.module.css";

/** What the customer types of the losing account (spec 02 §5); every field is text as typed. */
export interface TransferText {
  readonly providerName: string;
  readonly accountHolder: string;
  readonly accountNumber: string;
  readonly connectionId: string;
}

export const EMPTY_TRANSFER: TransferText = {
  providerName: "",
  accountHolder: "",
  accountNumber: "",
  connectionId: "",
};

const FIELDS: ReadonlyArray<{ readonly field: PortingTransferField; readonly label: string }> = [
  { field: "providerName", label: "porting:provider" },
  { field: "accountHolder", label: "porting:account_holder" },
  { field: "accountNumber", label: "porting:account_number" },
  { field: "connectionId", label: "porting:connection_id" },
];

/** The four transfer details, each with the validator's message beside it. */
export const TransferFields = ({
  value,
  onValue,
  errors,
}: {
  readonly value: TransferText;
  readonly onValue: (next: TransferText) => void;
  readonly errors: FieldErrors<PortingTransferField>;
}) => {
  const { t } = useTranslation("porting");
  return (
    <div className={styles.fields}>
      {FIELDS.map(({ field, label }) => (
        <TextField
          key={field}
          label={t(label)}
          value={value[field]}
          onValue={(text) => onValue({ ...value, [field]: text })}
          errors={errors[field]}
          autoComplete="off"
        />
      ))}
    </div>
  );
};
