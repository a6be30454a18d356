import type { CheckoutField, CheckoutIssue, PortingChoice } from "@waea/domain/checkout";
import { useTranslation } from "react-i18next";
import { RadioChoice } from "../../../components/choice-list/radio-choice";
import { TextField } from "../../../components/text-field";
import styles from "../shop.module.css";

/**
 * The transfer details of a number kept at checkout (SHOP-05), once the customer has chosen to keep one: the number,
 * its provider, and the account number of a pay monthly number or the SIM card number of a prepay one, which the
 * losing provider checks. Loaded on that choice (porting-fields.tsx), not with the checkout.
 */
export const PortingDetails = ({
  porting,
  onChange,
  issues,
}: {
  readonly porting: PortingChoice;
  readonly onChange: (porting: PortingChoice) => void;
  readonly issues: (field: CheckoutField) => ReadonlyArray<CheckoutIssue>;
}) => {
  const { t } = useTranslation("checkout");
  const accountType = porting.accountType ?? "prepay";
  const set = (change: Partial<PortingChoice>) => onChange({ ...porting, ...change });
  return (
    <>
      <TextField
        label={t("checkout:porting_number")}
        value={porting.number ?? ""}
        onValue={(number) => set({ number })}
        type="tel"
        errors={issues("porting_number")}
      />
      <TextField
        label={t("checkout:porting_carrier")}
        value={porting.carrier ?? ""}
        onValue={(carrier) => set({ carrier })}
        errors={issues("porting_carrier")}
      />
      <fieldset className={styles.group}>
        <legend>{t("checkout:porting_account_type")}</legend>
        {(["prepay", "postpay"] as const).map((type) => (
          <RadioChoice
            key={type}
            name="porting-account-type"
            value={type}
            checked={accountType === type}
            onChoose={() => set({ accountType: type })}
            className={styles.choice ?? ""}
          >
            {t(`checkout:porting_${type}`)}
          </RadioChoice>
        ))}
      </fieldset>
      {accountType === "postpay" ? (
        <TextField
          label={t("checkout:porting_account_number")}
          value={porting.accountNumber ?? ""}
          onValue={(accountNumber) => set({ accountNumber })}
          errors={issues("porting_account_number")}
        />
      ) : (
        <TextField
          label={t("checkout:porting_sim_id")}
          value={porting.simId ?? ""}
          onValue={(simId) => set({ simId })}
          errors={issues("porting_sim_id")}
        />
      )}
      <TextField
        label={t("checkout:porting_holder")}
        value={porting.holderName ?? ""}
        onValue={(holderName) => set({ holderName })}
        autoComplete="name"
      />
    </>
  );
};
