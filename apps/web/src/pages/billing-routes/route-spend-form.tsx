import { formatNzd } from "@waea/domain/money";
import type { Card as PaymentCard } from "@waea/domain/payments";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { MoneyInput } from "../../components/money-input/money-input";
import { useIntent } from "../../components/use-intent";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import styles from "./billing-routes.module.css";

/**
 * The paid-for account tops up its prepay balance through the route (the payer is charged): the domain's top-up
 * (amount rules, the method chosen) with one intent key, so a second press is the same payment; the operator
 * refuses what is over the limit left ("Spend limit is over").
 */
export const RouteSpendForm = ({
  customerUuid,
  productUuid,
  routeUuid,
  cards,
  onSpent,
}: {
  readonly customerUuid: string;
  readonly productUuid: string;
  readonly routeUuid: string;
  readonly cards: ReadonlyArray<PaymentCard>;
  readonly onSpent: () => void;
}) => {
  const { t } = useTranslation(["billing-routes", "payments", "errors"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const intent = useIntent();
  const [text, setText] = useState("");
  const [cents, setCents] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const spend = async () => {
    setBusy(true);
    setAlert(undefined);
    const key = await intent.key();
    // The top-up's rules and confirmation load with the first spend (top-up-load.ts), not with the page.
    const paid = await runtime.run(
      Effect.flatMap(
        Effect.promise(() => import("../top-up/top-up-load")),
        ({ topUp }) =>
          topUp({
            customerUUID: customerUuid,
            productInstanceUUID: productUuid,
            amountCents: cents,
            methodType: "billing_route",
            methodId: routeUuid,
            cards,
            ...(key === undefined ? {} : { intent: key }),
          }),
      ),
      { report: false },
    );
    intent.end();
    setBusy(false);
    if (!paid.ok) {
      if (!paid.defect) setAlert(errorText(paid.error));
      return;
    }
    setText("");
    setCents(undefined);
    toasts.show({ key: "billing-routes:spent", params: { amount: formatNzd(cents) } });
    onSpent();
  };
  return (
    <Form className={styles.form} onSubmit={spend}>
      <MoneyInput
        name="amount"
        label={t("billing-routes:spend_amount")}
        hint={t("billing-routes:spend_hint")}
        value={text}
        onChange={(next, parsed) => {
          setText(next);
          setCents(parsed);
        }}
      />
      <FormAlert text={alert} />
      <div>
        <Button type="submit" pending={busy}>
          {t("billing-routes:spend_submit")}
        </Button>
      </div>
    </Form>
  );
};
