import type { DisplayText, PlanDisplay } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import { i18nKey } from "../../../i18n/message";

/** A plan as the domain formats it (spec 02 §9): name, price, period and the detail rows, every text translated. */
export const PlanCard = ({
  plan,
  chosen,
  onChoose,
}: {
  readonly plan: PlanDisplay;
  readonly chosen: boolean;
  readonly onChoose: () => void;
}) => {
  const { t } = useTranslation(["onboarding", "plans"]);
  const say = (text: DisplayText) => t(i18nKey(text.key), text.params ?? {});
  const headingId = `plan-${plan.uuid}`;
  return (
    <li className={chosen ? "plan-card plan-chosen" : "plan-card"} aria-labelledby={headingId}>
      <h3 id={headingId}>{plan.name}</h3>
      <p className="plan-price">
        <Money cents={plan.costCents} /> <span className="muted">{say(plan.periodLabel)}</span>
      </p>
      <dl className="plan-details">
        {plan.details.map((detail) => (
          <div key={detail.id}>
            <dt>{say(detail.label)}</dt>
            <dd>{say(detail.value)}</dd>
          </div>
        ))}
      </dl>
      {plan.notes.map((note) => (
        <p key={note.key} className="muted">
          {say(note)}
        </p>
      ))}
      <button type="button" aria-pressed={chosen} onClick={onChoose}>
        {t("onboarding:choose_plan_named", { name: plan.name })}
      </button>
    </li>
  );
};
