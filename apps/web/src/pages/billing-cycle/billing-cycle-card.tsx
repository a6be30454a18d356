import {
  BillingCycleOptionLabelKeys,
  BillingCycleOptions,
  changeBillingCycle,
  loadBillingCycle,
  previewBillingCycleChange,
  type BillingCycleChangeEffect,
  type BillingCycleOption,
} from "@waea/domain/billing";
import { isFlagOn } from "@waea/domain/config";
import { formatNzd } from "@waea/domain/money";
import { loadAccountBill } from "@waea/domain/payments";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Form } from "../../components/form/form";
import { Card } from "../../components/card/card";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { FormFooter } from "../../components/form-footer/form-footer";
import { Loaded } from "../../components/loaded/loaded";
import { NzDate } from "../../components/nz-date";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import styles from "./billing-cycle.module.css";

/** What the change does to the outstanding bills, in the customer's words, before they confirm. */
const EffectText = ({ effect }: { readonly effect: BillingCycleChangeEffect }) => {
  const { t } = useTranslation("billing");
  if (effect.closing.length === 0) return <p>{t("billing:cycle_effect_none")}</p>;
  return (
    <>
      <p>
        {t("billing:cycle_effect_closes", {
          count: effect.closing.length,
          amount: formatNzd(effect.dueNowCents),
        })}
      </p>
      <ul>
        {effect.closing.map((invoice) => (
          <li key={invoice.Number}>
            {t("billing:cycle_effect_invoice", {
              number: invoice.Number,
              amount: formatNzd(invoice.RemainingAmountCents),
            })}
          </li>
        ))}
      </ul>
    </>
  );
};

/** What the card shows: the cycle in force and the account's bill (its current period). */
const loadCycleFacts = (account: string) =>
  Effect.all({ cycle: loadBillingCycle(account), bill: loadAccountBill(account) });
type CycleFacts = Effect.Effect.Success<ReturnType<typeof loadCycleFacts>>;

/**
 * PAY-09: the billing cycle (7 days, 28 days or monthly) and the way to change it. What a change does to the
 * outstanding bills is said before the customer confirms (the domain's rule, the same the operator applies); a
 * change the environment does not allow, or to the cycle in force, is refused there, before anything is sent.
 */
export const BillingCycleCard = ({ account }: { readonly account: string }) => {
  const load = useLoad(() => loadCycleFacts(account), account);
  return (
    <Loaded
      load={load}
      skeleton={
        <SkeletonGroup>
          <Skeleton shape="card" height="22rem" />
        </SkeletonGroup>
      }
    >
      {(facts) => <CycleChoice account={account} facts={facts} reload={load.reload} />}
    </Loaded>
  );
};

const CycleChoice = ({
  account,
  facts,
  reload,
}: {
  readonly account: string;
  readonly facts: CycleFacts;
  readonly reload: () => void;
}) => {
  const { t } = useTranslation(["billing", "web"]);
  const runtime = useRuntime();
  const { settings, toasts } = useAppState();
  const allowed = isFlagOn(settings, "billingCycle");
  const [choice, setChoice] = useState<BillingCycleOption | undefined>(undefined);
  const [effect, setEffect] = useState<BillingCycleChangeEffect | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const current = Option.getOrUndefined(facts.cycle);
  const chosen = choice ?? current?.option;
  const period = facts.bill?.currentCycle;

  const ask = async () => {
    setAlert(undefined);
    if (chosen === undefined) return setAlert({ key: "billing:cycle_choose" });
    setPending(true);
    const reply = await runtime.run(previewBillingCycleChange(account, chosen, allowed), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    setEffect(reply.value);
  };

  const confirm = async () => {
    if (chosen === undefined) return;
    setPending(true);
    const reply = await runtime.run(changeBillingCycle(account, chosen, allowed), { report: false });
    setPending(false);
    setEffect(undefined);
    if (!reply.ok) return setAlert(failureText(reply));
    toasts.show({
      key: "billing:cycle_changed",
      params: { cycle: t(i18nKey(BillingCycleOptionLabelKeys[chosen])) },
    });
    setChoice(undefined);
    reload();
  };

  return (
    <Card title={t("billing:cycle_heading")}>
      {current === undefined ? (
        <p>{t("billing:cycle_unknown")}</p>
      ) : (
        <p>
          {t("billing:cycle_current", { cycle: t(i18nKey(BillingCycleOptionLabelKeys[current.option])) })}
        </p>
      )}
      {period === undefined ? null : (
        <p>
          {t("billing:cycle_period")} <NzDate millis={period.fromMillis} /> {t("billing:period_to")}{" "}
          <NzDate millis={period.uptoMillis} />
        </p>
      )}
      <Form onSubmit={ask}>
        <fieldset className={styles.options}>
          <legend>{t("billing:cycle_choose")}</legend>
          {BillingCycleOptions.map((option) => (
            <RadioChoice
              key={option}
              name="billing-cycle"
              value={option}
              checked={chosen === option}
              onChoose={() => setChoice(option)}
              className={styles.option ?? ""}
            >
              {t(i18nKey(BillingCycleOptionLabelKeys[option]))}
            </RadioChoice>
          ))}
        </fieldset>
        <p className={styles.hint}>{t("billing:cycle_hint")}</p>
        <FormFooter alert={alert} pending={pending} submit={t("billing:cycle_change")} />
      </Form>
      <ConfirmDialog
        open={effect !== undefined && chosen !== undefined}
        title={t("billing:cycle_confirm_title", {
          cycle: chosen === undefined ? "" : t(i18nKey(BillingCycleOptionLabelKeys[chosen])),
        })}
        confirmLabel={t("billing:cycle_confirm")}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setEffect(undefined)}
      >
        {effect === undefined ? null : <EffectText effect={effect} />}
      </ConfirmDialog>
    </Card>
  );
};
