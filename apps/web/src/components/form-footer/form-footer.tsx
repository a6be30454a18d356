import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DialogText } from "../../dialogs/dialog-store";
import { translateMessage } from "../../i18n/message";
import { Button } from "../button/button";
import styles from "./form-footer.module.css";

export interface FormFooterProps {
  /** The operator's refusal of the whole form (role="alert"); nothing when there is none. */
  readonly alert?: DialogText | undefined;
  /** What was saved (a polite role="status" region, there from the start so the news is read out when it comes). */
  readonly status?: DialogText | undefined;
  /** While the request runs: the submit button is disabled and aria-busy, so nothing is sent twice. */
  readonly pending: boolean;
  /** The submit button's words. */
  readonly submit: ReactNode;
  /** Another control beside the submit button (Cancel). */
  readonly aside?: ReactNode;
}

/** The foot of a form: the refusal, the saved news, and the submit button with its busy state. */
export const FormFooter = ({ alert, status, pending, submit, aside }: FormFooterProps) => {
  const { t } = useTranslation(["web", "errors"]);
  return (
    <div className={styles.footer}>
      {alert === undefined ? null : (
        <p className={styles.alert} role="alert">
          {translateMessage(t, alert)}
        </p>
      )}
      <div role="status">
        {status === undefined ? null : <p className={styles.status}>{translateMessage(t, status)}</p>}
      </div>
      <div className={styles.actions}>
        <Button type="submit" pending={pending}>
          {submit}
        </Button>
        {aside}
      </div>
    </div>
  );
};
