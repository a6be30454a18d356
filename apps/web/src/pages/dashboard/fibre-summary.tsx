import { StatGrid } from "../../components/stat/stat-grid";
import { fwaProductState, fwaProductStateKey, type FibreSummary } from "@waea/domain/broadband";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { Stat } from "../../components/stat/stat";
import { i18nKey } from "../../i18n/message";
import { BalanceSection } from "./balance-section";
import styles from "./dashboard.module.css";

/**
 * The figures of a fibre customer's summary card: the plan the service is on (name, speeds, monthly price), its
 * service id and status in words, and the account's bill (what is owed and the next bill date, as of its read).
 */
export const FibreFigures = ({ summary }: { readonly summary: FibreSummary }) => {
  const { t } = useTranslation(["dashboard", "account"]);
  const { plan, product, bill } = summary;
  return (
    <StatGrid>
      {plan === undefined ? null : (
        <div>
          <p className={styles.planName}>{plan.Name}</p>
          {plan.DownloadMbps === undefined || plan.UploadMbps === undefined ? null : (
            <p>{t("dashboard:fibre_speed", { down: plan.DownloadMbps, up: plan.UploadMbps })}</p>
          )}
          <Stat label={t("dashboard:fibre_price")} value={<Money cents={plan.PriceCents} />} />
        </div>
      )}
      {product.ServiceID === undefined ? null : (
        <p className={styles.muted}>{t("dashboard:fibre_service_id", { id: product.ServiceID })}</p>
      )}
      {/* The service's status in words (2 not activated until its install, 4 active, any other not active). */}
      <Stat
        label={t("dashboard:fibre_status")}
        value={t(i18nKey(fwaProductStateKey(fwaProductState(product))))}
      />
      {bill === undefined ? null : <BalanceSection balance={bill} readAtMillis={summary.readAtMillis} />}
    </StatGrid>
  );
};
