import {
  GuestSteps,
  checkGuestForm,
  type GuestFlowKind,
  type GuestFormField,
  type GuestPaymentMethod,
  type GuestTarget,
} from "@waea/domain/guest";
import { formatNzd } from "@waea/domain/money";
import * as Effect from "effect/Effect";
import { staticHref } from "@waea/domain/routing";
import { VOUCHER_LENGTH, mobileNumberText } from "@waea/domain/validation";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import choices from "../../components/choice-list/choice-list.module.css";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { Form } from "../../components/form/form";
import { FormFooter } from "../../components/form-footer/form-footer";
import { PageTitle } from "../../components/page-title";
import { Stepper } from "../../components/stepper/stepper";
import { TextField } from "../../components/text-field";
import { useFormErrors } from "../../components/use-form-errors";
import { CardFields, type CardText } from "./card-fields";
import { DemoCaptcha } from "./demo-captcha";
import styles from "./guest.module.css";
import { useGuestPay, type GuestPhase } from "./use-guest-pay";

const NO_CARD: CardText = { cardNumber: "", cardExpiry: "", cardCvc: "" };

/** The step the stepper shows: 0 check the number or account, 1 pay, 2 check the payment, 4 all done. */
const stepOf = (phase: GuestPhase): number =>
  phase.tag === "form" ? 0 : phase.tag === "paying" ? 1 : phase.tag === "checking" ? 2 : GuestSteps.length;

const targetText = (target: GuestTarget): string =>
  target.kind === "recharge" ? mobileNumberText(target.msisdn) : target.lookupId;

const Done = ({
  phase,
  onAgain,
}: {
  readonly phase: Extract<GuestPhase, { tag: "done" }>;
  readonly onAgain: () => void;
}) => {
  const { t } = useTranslation("guest");
  const { result, target } = phase;
  const text =
    result.kind === "voucher"
      ? t("guest:voucher_done", { amount: formatNzd(result.creditCents), target: targetText(target) })
      : t(`guest:purchase_${result.outcome}`);
  return (
    <Card
      title={t("guest:step_done")}
      actions={
        <Button variant="secondary" onClick={onAgain}>
          {t("guest:again")}
        </Button>
      }
    >
      <p
        role="status"
        className={result.kind === "card" && result.outcome === "failed" ? styles.failed : styles.done}
      >
        {text}
      </p>
      {result.kind === "card" && result.outcome !== "failed" ? (
        <p>{t("guest:card_done", { amount: formatNzd(result.amountCents), target: targetText(target) })}</p>
      ) : null}
    </Card>
  );
};

/**
 * GST-01 /recharge and GST-02 /pay-bill: a visitor who has not signed in tops up a prepay number, or pays a bill by
 * its invoice or account number, with a voucher or the card typed on the page, after the captcha. The domain checks
 * the form first (checkGuestForm: every message beside its field, nothing sent); the operator then validates the
 * number or account (spec 02 §5's texts when it says no), takes the voucher or the payment, and the page follows the
 * purchase until it settles. The route table makes both not-found unless the flag and a captcha key are set.
 */
export const GuestPage = ({ kind }: { readonly kind: GuestFlowKind }) => {
  const { t } = useTranslation(["guest", "web", "validation", "payments", "money"]);
  const { settings } = useAppState();
  const recharge = kind === "recharge";
  const [target, setTarget] = useState("");
  const [method, setMethod] = useState<GuestPaymentMethod>(recharge ? "voucher" : "card");
  const [code, setCode] = useState("");
  const [amount, setAmount] = useState("");
  const [card, setCard] = useState<CardText>(NO_CARD);
  const [captchaToken, setCaptchaToken] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors<GuestFormField>(formRef);
  const guest = useGuestPay();
  const { phase } = guest;
  const title = t(recharge ? "guest:recharge_title" : "guest:paybill_title");

  const submit = () => {
    const checked = form.check(
      // The card's expiry is judged on Effect's Clock (the live one here: no layer needed to read it).
      Effect.runSync(checkGuestForm({ kind, target, method, code, amount, ...card, captchaToken })),
    );
    if (checked !== undefined) void guest.pay(checked);
  };
  const again = () => {
    setCode("");
    setAmount("");
    setCard(NO_CARD);
    setCaptchaToken("");
    guest.again();
  };

  return (
    <section className={`page page-form ${styles.page}`}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">{t(recharge ? "guest:recharge_lead" : "guest:paybill_lead")}</p>
      <Stepper
        label={t("guest:steps")}
        current={stepOf(phase)}
        steps={GuestSteps.filter((step) => step !== "done").map((step) => ({
          key: step,
          label: t(`guest:step_${step}`),
        }))}
      />
      {phase.tag === "done" ? (
        <Done phase={phase} onAgain={again} />
      ) : (
        <Card>
          <Form ref={formRef} onSubmit={submit} className={styles.form}>
            <TextField
              label={t(recharge ? "guest:number" : "guest:lookup")}
              hint={t(recharge ? "guest:number_hint" : "guest:lookup_hint")}
              {...(recharge ? { type: "tel", autoComplete: "tel" } : { autoComplete: "off" })}
              value={target}
              onValue={setTarget}
              errors={form.errors.target}
            />
            {recharge ? (
              <fieldset className={choices.group}>
                <legend>{t("guest:how_to_pay")}</legend>
                {(["voucher", "card"] as const).map((choice) => (
                  <RadioChoice
                    key={choice}
                    name="guest-method"
                    value={choice}
                    className={choices.choice ?? ""}
                    checked={method === choice}
                    onChoose={() => setMethod(choice)}
                  >
                    {t(`guest:method_${choice}`)}
                  </RadioChoice>
                ))}
              </fieldset>
            ) : null}
            {method === "voucher" ? (
              <TextField
                label={t("guest:voucher_code")}
                hint={t("guest:voucher_hint", { length: VOUCHER_LENGTH })}
                inputMode="numeric"
                autoComplete="off"
                value={code}
                onValue={setCode}
                errors={form.errors.code}
              />
            ) : (
              <>
                <TextField
                  label={t("guest:amount")}
                  hint={t(recharge ? "guest:amount_hint_recharge" : "guest:amount_hint_bill")}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onValue={setAmount}
                  errors={form.errors.amount}
                />
                <CardFields card={card} onCard={setCard} errors={form.errors} />
              </>
            )}
            <DemoCaptcha
              siteKey={settings.captchaKey ?? ""}
              token={captchaToken}
              onToken={setCaptchaToken}
              errors={form.errors.captcha}
            />
            <FormFooter
              alert={guest.alert}
              pending={phase.tag !== "form"}
              submit={t(recharge ? "guest:submit_recharge" : "guest:submit_paybill")}
            />
            {phase.tag === "checking" ? <p role="status">{t("guest:purchase_pending")}</p> : null}
          </Form>
        </Card>
      )}
      <p className={styles.signIn}>
        {t("guest:have_account")} <Link href={staticHref("sign-in")}>{t("web:sign_in")}</Link>
      </p>
    </section>
  );
};
