import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./stepper.module.css";

export interface Step {
  readonly key: string;
  readonly label: ReactNode;
  /** How long the step takes, or when it happened: "about 2 min", "10:42". */
  readonly time?: ReactNode;
}

export interface StepperProps {
  readonly steps: ReadonlyArray<Step>;
  /** The index (0-based) of the step the customer is on; steps.length when all are done; -1 when none (no summary). */
  readonly current: number;
  /** Names the list: "Activation steps". */
  readonly label?: string;
}

/**
 * The steps of a flow, the current one marked for everyone: a visible "Step 2 of 4", the current step's name in
 * bold, and aria-current="step"; done steps carry a tick and the word "done" for screen readers. On a phone the
 * steps are a segmented bar under the summary, but steps with times (when each was reached) stay a list there, one
 * step a line with its time: the times are what such a stepper is read for.
 */
export const Stepper = ({ steps, current, label }: StepperProps) => {
  const { t } = useTranslation("web");
  const shown = Math.min(Math.max(0, current), steps.length - 1);
  const timed = steps.some((step) => step.time !== undefined);
  return (
    <nav
      className={timed ? `${styles.stepper} ${styles.timed}` : styles.stepper}
      aria-label={label ?? t("web:kit_steps")}
    >
      {current < 0 ? null : (
        <p className={styles.summary}>
          {t("web:kit_step_of", { step: shown + 1, total: steps.length })}
          {/* On a phone the bar has no room for names: the current one is shown here (the list names it for AT). */}
          <span className={styles.summaryName} aria-hidden="true">
            {": "}
            {steps[shown]?.label}
          </span>
        </p>
      )}
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "todo";
          const className = [
            styles.step,
            state === "done" ? styles.done : undefined,
            state === "current" ? styles.current : undefined,
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <li key={step.key} className={className} aria-current={state === "current" ? "step" : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className={styles.name}>
                {step.label}
                <span className="visually-hidden">
                  {" "}
                  (
                  {t(
                    state === "done"
                      ? "web:kit_step_done"
                      : state === "current"
                        ? "web:kit_step_current"
                        : "web:kit_step_todo",
                  )}
                  )
                </span>
              </span>
              {step.time === undefined ? null : <span className={styles.time}>{step.time}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
