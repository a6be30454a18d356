import type { CheckoutField, CheckoutIssue, PortingChoice } from "@waea/domain/checkout";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../components/checkbox-field";
import { RadioChoice } from "../../../components/choice-list/radio-choice";
import { TextField } from "../../../components/text-field";
import styles from "../shop.module.css";

/**
 * Number porting at checkout (SHOP-05): keep a number from another provider on the new SIM, with the transfer
 * details the losing provider checks (the account number of a pay monthly number, the SIM card number of a prepay
 * one).
 */
export const PortingFields = ({
  porting,
  onChange,
  issues,
}: {
  readonly porting: PortingChoice | undefined;
  readonly onChange: (porting: PortingChoice | undefined) => void;
  readonly issues: (field: CheckoutField) => ReadonlyArray<CheckoutIssue>;
}) => {
  const { t } = useTranslation("checkout");
  const accountType = porting?.accountType ?? "prepay";
  const set = (change: Partial<PortingChoice>) => onChange({ ...porting, ...change });
  return (
    <>
      <CheckboxField
        label={t("checkout:keep_number")}
        checked={porting !== undefined}
        onChecked={(on) => onChange(on ? { accountType: "prepay" } : undefined)}
      />
      {porting === undefined ? null : (
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
      )}
    </>
  );
};
