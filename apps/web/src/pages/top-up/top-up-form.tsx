import { defaultCard, type Card as PaymentCard } from "@waea/domain/payments";
import { staticHref } from "@waea/domain/routing";
import { validateTopUpAmount } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { MoneyInput } from "../../components/money-input/money-input";
import type { DialogText } from "../../dialogs/dialog-store";
import { translateMessage } from "../../i18n/message";
import { cardName } from "../payment-methods/card-name";
import styles from "./top-up.module.css";

/**
 * PAY-02's form: the amount (the domain's top-up rules, the message beside the field, nothing sent while it is
 * refused) and the card that pays (the default one; a link to add one when there is none).
 */
export const TopUpForm = ({
  cards,
  alert,
  busy,
  onPay,
}: {
  readonly cards: ReadonlyArray<PaymentCard>;
  readonly alert: DialogText | undefined;
  readonly busy: boolean;
  readonly onPay: (cents: number) => void;
}) => {
  // A refusal's message is a payments text, loaded with the payment (payments-texts.ts).
  const { t } = useTranslation(
    alert === undefined ? ["pay", "validation", "web"] : ["pay", "payments", "validation", "web"],
  );
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const card = defaultCard(cards);
  const form = useRef<HTMLFormElement>(null);
  const submit = () => {
    const checked = validateTopUpAmount(text);
    if (checked._tag === "Left") {
      const message = checked.left.amount?.[0];
      setProblem(message === undefined ? undefined : translateMessage(t, message));
      form.current?.querySelector("input")?.focus();
      return;
    }
    setProblem(undefined);
    onPay(checked.right);
  };
  return (
    <Card title={t("pay:topup_form_title")}>
      <Form ref={form} onSubmit={submit} className={styles.form}>
        <MoneyInput
          name="amount"
          label={t("pay:topup_amount")}
          hint={t("pay:topup_amount_hint")}
          value={text}
          {...(problem === undefined ? {} : { error: problem })}
          onChange={(next) => {
            setText(next);
            setProblem(undefined);
          }}
        />
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
          {t("pay:topup_submit")}
        </Button>
      </Form>
    </Card>
  );
};
