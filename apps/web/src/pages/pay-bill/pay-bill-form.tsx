import { dollarsToCents, formatNzd } from "@waea/domain/money";
import {
  checkPayBillAmount,
  defaultCard,
  type Card as PaymentCard,
  type PayBillAmount,
} from "@waea/domain/payments";
import { staticHref } from "@waea/domain/routing";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import choices from "../../components/choice-list/choice-list.module.css";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { MoneyInput } from "../../components/money-input/money-input";
import type { DialogText } from "../../dialogs/dialog-store";
import { i18nKey } from "../../i18n/message";
import { cardName } from "../payment-methods/card-name";
import { usePaymentsTexts } from "../top-up/payments-texts";
import styles from "../top-up/top-up.module.css";

/** The custom amount typed, as the domain reads it: its cents, or the message to show beside the field. */
const customAmount = (text: string): { readonly cents: number } | { readonly message: DialogText } => {
  const parsed = dollarsToCents(text);
  if (parsed._tag === "Left") return { message: { key: `money:${parsed.left.slice("money.".length)}` } };
  const checked = checkPayBillAmount(parsed.right);
  return checked._tag === "Left" ? { message: { key: i18nKey(checked.left) } } : { cents: checked.right };
};

/**
 * PAY-04's form: the full outstanding amount or a custom one (at least $1.00: the domain's checkPayBillAmount, its
 * message beside the field, nothing sent while it refuses), and the card that pays (the default one).
 */
export const PayBillForm = ({
  owedCents,
  cards,
  startCustom,
  alert,
  busy,
  onPay,
}: {
  readonly owedCents: number;
  readonly cards: ReadonlyArray<PaymentCard>;
  readonly startCustom: boolean;
  readonly alert: DialogText | undefined;
  readonly busy: boolean;
  readonly onPay: (amount: PayBillAmount, shownCents: number | undefined) => void;
}) => {
  const [kind, setKind] = useState<"full" | "custom">(startCustom || owedCents <= 0 ? "custom" : "full");
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<DialogText | undefined>(undefined);
  // The amount's and a refusal's messages may be payments texts, loaded before they show (../top-up/payments-texts.ts).
  const { t } = useTranslation(
    problem === undefined && alert === undefined
      ? ["pay", "money", "web"]
      : ["pay", "payments", "money", "web"],
  );
  const paymentsTexts = usePaymentsTexts();
  const form = useRef<HTMLFormElement>(null);
  const card = defaultCard(cards);
  const submit = async () => {
    if (kind === "full") return onPay({ kind: "full" }, owedCents);
    const custom = customAmount(text);
    if ("message" in custom) {
      await paymentsTexts();
      setProblem(custom.message);
      form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
      return;
    }
    setProblem(undefined);
    onPay({ kind: "custom", cents: custom.cents }, custom.cents);
  };
  return (
    <Card title={t("pay:paybill_form_title")}>
      <Form ref={form} onSubmit={submit} className={styles.form}>
        <fieldset className={choices.group}>
          <legend>{t("pay:paybill_how_much")}</legend>
          {owedCents > 0 ? (
            <RadioChoice
              name="pay-bill-amount"
              value="full"
              className={choices.choice ?? ""}
              checked={kind === "full"}
              onChoose={() => setKind("full")}
            >
              {t("pay:paybill_full", { amount: formatNzd(owedCents) })}
            </RadioChoice>
          ) : null}
          <RadioChoice
            name="pay-bill-amount"
            value="custom"
            className={choices.choice ?? ""}
            checked={kind === "custom"}
            onChoose={() => setKind("custom")}
          >
            {t("pay:paybill_custom")}
          </RadioChoice>
        </fieldset>
        {kind === "custom" ? (
          <MoneyInput
            name="amount"
            label={t("pay:paybill_amount")}
            hint={t("pay:paybill_amount_hint")}
            value={text}
            {...(problem === undefined ? {} : { error: t(problem.key, problem.params ?? {}) })}
            onChange={(next) => {
              setText(next);
              setProblem(undefined);
            }}
          />
        ) : null}
        <p className={styles.paidBy}>
          {card === undefined ? (
            <>
              {t("pay:topup_no_card")}{" "}
              <Link href={staticHref("profile.payment-methods")}>{t("pay:methods_add")}</Link>
            </>
          ) : (
            t("pay:topup_paid_by", { card: cardName(t, card, "pay") })
          )}
        </p>
        <FormAlert text={alert} />
        <Button type="submit" pending={busy}>
          {t("pay:paybill_submit")}
        </Button>
      </Form>
    </Card>
  );
};
