import type { MobileProduct } from "@waea/domain/account";
import { formatNzd } from "@waea/domain/money";
import { loadAutoTopUp, type AutoTopUpSetting } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { useCurrentAccount } from "../profile/use-account";
import { AutoTopUpForm } from "./auto-top-up-form";

/** The rule in words: "$10.00 every 7 days", or off. */
const AutoTopUpSummary = ({ setting }: { readonly setting: AutoTopUpSetting }) => {
  const { t } = useTranslation("pay");
  return (
    <p role="status">
      {setting.Enabled
        ? t("pay:auto_on", { amount: formatNzd(setting.AmountCents), count: setting.Days })
        : t("pay:auto_off")}
    </p>
  );
};

/**
 * PAY-03: the product's auto top-up as the operator keeps it, and the form that turns it on with a rule (days 1-99,
 * $1-$999, EVERY_DAY) or off. The operator tops up from the default card when the rule's time comes.
 */
export const AutoTopUpCard = ({
  customerUUID,
  product,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}) => {
  const account = useCurrentAccount();
  const setting = useLoad(() => loadAutoTopUp(customerUUID, product.UUID), `${customerUUID}:${product.UUID}`);
  const failed = setting.state.status === "failed" ? errorText(setting.state.error) : undefined;
  // A failed read's message may be a payments text (payments-texts.ts).
  const { t } = useTranslation(
    failed === undefined ? ["pay", "errors", "web"] : ["pay", "payments", "errors", "web"],
  );
  return (
    <Card title={t("pay:auto_title")}>
      <p>{t("pay:auto_lead")}</p>
      {failed !== undefined ? (
        <ErrorState message={t(failed.key, failed.params ?? {})} onRetry={setting.reload} />
      ) : setting.state.status === "ready" && account !== undefined ? (
        <>
          <AutoTopUpSummary setting={setting.state.value} />
          <AutoTopUpForm
            key={JSON.stringify(setting.state.value)}
            setting={setting.state.value}
            change={{ userId: account.auth.UUID, customerUUID, productUUID: product.UUID }}
            onSaved={setting.replace}
          />
        </>
      ) : (
        <SkeletonGroup>
          <Skeleton shape="block" height="14rem" />
        </SkeletonGroup>
      )}
    </Card>
  );
};
