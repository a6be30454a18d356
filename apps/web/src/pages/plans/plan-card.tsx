import { formatNzd } from "@waea/domain/money";
import type { DisplayText, PlanDisplay } from "@waea/domain/plans";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { Money } from "../../components/money";
import { i18nKey } from "../../i18n/message";
import { classNames } from "./class-names";
import styles from "./plans.module.css";

/** A DisplayText of the domain's plan formatting, translated. */
export const useSay = () => {
  const { t } = useTranslation("plans");
  return (text: DisplayText): string => t(i18nKey(text.key), text.params ?? {});
};

/** The formatting's dollar amounts ("85.00") as money on screen ("$85.00"). */
const dollars = (amount: string): string => formatNzd(Math.round(Number(amount) * 100));

/**
 * A plan as the domain formats it (spec 02 §9): name, price with its renewable or service period, an offer's
 * original price, discount and credit, the detail rows (period, data in GB or MB, speed, calls, texts, the fixed
 * flags), the throttle and fair use notes and the retail description. `badge` marks it (current, chosen), `hint`
 * is a spot for a line about it (the plan-fit hint), `actions` its buttons.
 */
export const PlanCard = ({
  plan,
  level = 3,
  badge,
  hint,
  actions,
  highlighted = false,
  as = "li",
}: {
  readonly plan: PlanDisplay;
  readonly level?: 2 | 3;
  readonly badge?: ReactNode;
  readonly hint?: ReactNode;
  readonly actions?: ReactNode;
  readonly highlighted?: boolean;
  readonly as?: "li" | "section";
}) => {
  const { t } = useTranslation("plans");
  const say = useSay();
  const interval = plan.offerPeriodInterval;
  return (
    <Card
      as={as}
      level={level}
      title={plan.name}
      className={classNames(styles.plan, highlighted && styles.highlighted)}
      headerAside={badge === undefined ? undefined : <span className={styles.badge}>{badge}</span>}
      actions={actions}
    >
      <p className={styles.price}>
        <span className={styles.amount}>
          <Money cents={plan.costCents} />
        </span>{" "}
        <span className={styles.period}>{say(plan.periodLabel)}</span>
      </p>
      {plan.origianl_price === undefined &&
      plan.discount === undefined &&
      plan.offer_credit === undefined ? null : (
        <p className={styles.offer}>
          {plan.origianl_price === undefined ? null : (
            <s>{t("was_price", { price: dollars(plan.origianl_price) })}</s>
          )}{" "}
          {plan.discount === undefined ? null : (
            <strong>{t("save_price", { price: dollars(plan.discount) })}</strong>
          )}{" "}
          {plan.offer_credit === undefined ? null : t("offer_credit", { price: dollars(plan.offer_credit) })}{" "}
          {plan.offerPeriodCount === undefined || interval === undefined
            ? null
            : t("offer_for", { count: plan.offerPeriodCount, interval: say(interval) })}
        </p>
      )}
      <dl className={styles.details}>
        {plan.details.map((detail) => (
          <div key={detail.id} className={styles.detail}>
            <dt>{say(detail.label)}</dt>
            <dd>{say(detail.value)}</dd>
          </div>
        ))}
      </dl>
      {plan.more_details === undefined ? null : <p className={styles.more}>{plan.more_details}</p>}
      {plan.notes.length === 0 ? null : (
        <ul className={styles.notes}>
          {plan.notes.map((note) => (
            <li key={note.key}>{say(note)}</li>
          ))}
        </ul>
      )}
      {hint}
    </Card>
  );
};
