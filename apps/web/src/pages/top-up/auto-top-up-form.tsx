import { saveAutoTopUp, type AutoTopUpSetting } from "@waea/domain/payments";
import { validateAutoTopUp } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { Toggle } from "../../components/toggle/toggle";
import { useFormErrors } from "../../components/use-form-errors";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { usePaymentsTexts } from "./payments-texts";
import styles from "./top-up.module.css";

const dollars = (cents: number): string => (cents / 100).toFixed(2);

/**
 * PAY-03's form: on or off, every how many days, how much. The domain's validateAutoTopUp decides (its messages
 * beside the fields, nothing sent while it refuses); saveAutoTopUp keeps the rule with the operator and in the
 * account's preferences. Turning it off keeps the last rule's values.
 */
export const AutoTopUpForm = ({
  setting,
  change,
  onSaved,
}: {
  readonly setting: AutoTopUpSetting;
  readonly change: { readonly userId: string; readonly customerUUID: string; readonly productUUID: string };
  readonly onSaved: (setting: AutoTopUpSetting) => void;
}) => {
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const form = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<"days" | "amount">(form);
  const [enabled, setEnabled] = useState(setting.Enabled);
  const [days, setDays] = useState(String(setting.Days));
  const [amount, setAmount] = useState(dollars(setting.AmountCents));
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  // A refusal's message and the saved toast are payments texts, loaded with the first save (payments-texts.ts).
  const { t } = useTranslation(
    alert === undefined ? ["pay", "validation", "web"] : ["pay", "payments", "validation", "web"],
  );
  const paymentsTexts = usePaymentsTexts();

  const save = async (on: boolean) => {
    const rule = errors.check(validateAutoTopUp({ days, amount, type: setting.Type }));
    if (rule === undefined) return;
    setSaving(true);
    setAlert(undefined);
    await paymentsTexts();
    const saved = await runtime.run(saveAutoTopUp({ ...change, rule, enabled: on }), { report: false });
    setSaving(false);
    if (!saved.ok) {
      if (!saved.defect) setAlert(errorText(saved.error));
      return;
    }
    toasts.show({ key: on ? "payments:auto_saved" : "payments:auto_turned_off" });
    onSaved(saved.value);
  };
  const submit = () => {
    void save(enabled);
  };
  return (
    <Form ref={form} onSubmit={submit} className={styles.form}>
      <Toggle
        label={t("pay:auto_toggle")}
        checked={enabled}
        pending={saving}
        onChange={(on) => {
          setEnabled(on);
          // Turning it off is saved at once; turning it on waits for the rule to be checked and saved.
          if (!on && setting.Enabled) void save(false);
        }}
      />
      {enabled ? (
        <>
          <TextField
            label={t("pay:auto_days")}
            hint={t("pay:auto_days_hint")}
            inputMode="numeric"
            name="days"
            value={days}
            onValue={setDays}
            errors={errors.errors.days}
          />
          <TextField
            label={t("pay:auto_amount")}
            hint={t("pay:auto_amount_hint")}
            inputMode="decimal"
            name="amount"
            value={amount}
            onValue={setAmount}
            errors={errors.errors.amount}
          />
          <FormAlert text={alert} />
          <Button type="submit" pending={saving}>
            {t("pay:auto_save")}
          </Button>
        </>
      ) : (
        <FormAlert text={alert} />
      )}
    </Form>
  );
};
