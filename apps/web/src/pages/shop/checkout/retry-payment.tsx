import type { SavedPurchase } from "@waea/domain/checkout";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../../app/app-context";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form-alert";
import type { DialogText } from "../../../dialogs/dialog-store";
import { useCheckout } from "./use-checkout";

/**
 * An order whose payment failed (a declined card, instalments declined): the order and the cart are kept, and the
 * customer pays the same order again by card or by instalments (spec 03 §4, §8).
 */
export const RetryPayment = ({
  customerUUID,
  purchase,
  failure,
}: {
  readonly customerUUID: string;
  readonly purchase: SavedPurchase;
  readonly failure: DialogText;
}) => {
  const { t } = useTranslation(["checkout", "web"]);
  const flags = useAppState().settings.flags;
  const checkout = useCheckout(customerUUID);
  return (
    <Card
      title={t("checkout:retry_title", { number: purchase.summary.number })}
      actions={
        <>
          <Button pending={checkout.paying} onClick={() => void checkout.retry("card")}>
            {t("checkout:retry_card")}
          </Button>
          {flags.afterpay ? (
            <Button
              variant="secondary"
              pending={checkout.paying}
              onClick={() => void checkout.retry("afterpay")}
            >
              {t("checkout:retry_instalments")}
            </Button>
          ) : null}
        </>
      }
    >
      <FormAlert text={checkout.alert ?? failure} />
      <p>{t("checkout:retry_text")}</p>
    </Card>
  );
};
