import type { MobileProduct } from "@waea/domain/account";
import { searchPhoneNumbers } from "@waea/domain/sim";
import { mobileNumberText, type Message } from "@waea/domain/validation";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Form } from "../../components/form/form";
import { useLoad } from "../../components/use-load";
import { DEFECT_TEXT, errorText } from "../../dialogs/error-text";
import { translateMessage } from "../../i18n/message";
import { NumberChoiceSkeleton } from "./number-choice-skeleton";
import styles from "./sim.module.css";

/**
 * SIM-05, the first step: the free numbers 15 a page (the domain's search), one to choose, and the pages before
 * and after. A search that finds none says 'No new phone numbers' (spec 02 §5).
 */
export const NumberChoice = ({
  customerUUID,
  product,
  chosen,
  onChoose,
  onContinue,
  error,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
  readonly chosen: string | undefined;
  readonly onChoose: (number: string) => void;
  readonly onContinue: () => void;
  readonly error: Message | undefined;
}) => {
  const { t } = useTranslation(["sim", "errors", "web"]);
  const { settings } = useAppState();
  const [page, setPage] = useState(1);
  const errorId = useId();
  const found = useLoad(
    () => searchPhoneNumbers({ settings, customerUUID, productUUID: product.UUID, page }),
    `${product.UUID}/${page}`,
  );
  const loaded = found.state;
  if (loaded.status === "loading")
    return (
      <NumberChoiceSkeleton
        legend={t("sim:number_choose", { page })}
        buttons={[
          ...(page > 1 ? [t("sim:number_previous")] : []),
          t("sim:number_next"),
          t("sim:number_continue"),
        ]}
      />
    );
  if (loaded.status === "failed" && loaded.error._tag === "SimActionRefused")
    return (
      <EmptyState
        title={translateMessage(t, { key: loaded.error.messageKey })}
        action={
          page > 1 ? (
            <Button variant="secondary" onClick={() => setPage(page - 1)}>
              {t("sim:number_previous")}
            </Button>
          ) : undefined
        }
      />
    );
  if (loaded.status === "failed" || loaded.status === "crashed") {
    const text = loaded.status === "failed" ? errorText(loaded.error) : DEFECT_TEXT;
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={found.reload} />;
  }
  const result = loaded.value;
  return (
    <Form onSubmit={onContinue} className={styles.stack}>
      <fieldset className={styles.numbers} aria-describedby={error === undefined ? undefined : errorId}>
        <legend>{t("sim:number_choose", { page: result.page })}</legend>
        {result.numbers.map((number) => (
          <RadioChoice
            key={number}
            name="new-number"
            value={number}
            className={styles.number ?? ""}
            checked={chosen === number}
            onChoose={() => onChoose(number)}
          >
            {mobileNumberText(number)}
          </RadioChoice>
        ))}
      </fieldset>
      {error === undefined ? null : (
        <ul id={errorId} className="field-errors">
          <li>{translateMessage(t, error)}</li>
        </ul>
      )}
      <div className={styles.pages}>
        {result.page > 1 ? (
          <Button variant="secondary" onClick={() => setPage(result.page - 1)}>
            {t("sim:number_previous")}
          </Button>
        ) : null}
        {result.hasMore ? (
          <Button variant="secondary" onClick={() => setPage(result.page + 1)}>
            {t("sim:number_next")}
          </Button>
        ) : null}
        <Button type="submit">{t("sim:number_continue")}</Button>
      </div>
    </Form>
  );
};
